import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// The code a Lottie fit report prints is the fitted motion (issue 31, item 10): the
/// velocity the fit started with, and Android's view property, start value and final
/// position in Android's units.
@Suite("Lottie fit code")
struct LottieFitCodeTests {
  /// The fits of every motion of a reference file, by property name.
  func fits(_ file: String) throws -> [String: LottieMotionFit] {
    let motions = try LottieReferenceFiles.document(file).motions()
    let fits = LottieMotionFit.fits(motions)
    return Dictionary(fits.map { ($0.motion.propertyName, $0) }, uniquingKeysWith: { a, _ in a })
  }

  /// The code of one ecosystem.
  func code(_ fit: LottieMotionFit, _ key: String) throws -> String {
    try #require(fit.equivalents.first { $0.key == key }).code
  }

  /// A scale [x, y, 100] animates SCALE_X and SCALE_Y as factors (Lottie's percentages
  /// × 0.01), each from its start to its final value, never TRANSLATION_X; z is still and
  /// has no view property.
  @Test func scaleAnimatesScaleXAndY() throws {
    let fit = try #require(try fits("scale-pop.json")["scale"])
    guard case .vector(let report) = fit.outcome else {
      Issue.record("\(fit.outcome)")
      return
    }
    let android = try code(fit, "android")
    let lines = android.components(separatedBy: "; ")
    #expect(lines.count == 2, "\(android)")
    #expect(lines[0].hasPrefix("SpringAnimation(view, DynamicAnimation.SCALE_X)"))
    #expect(lines[1].hasPrefix("SpringAnimation(view, DynamicAnimation.SCALE_Y)"))
    for (line, component) in zip(lines, report.fit.components) {
      let spring = report.fit.spring.android
      #expect(
        line
          == spring.animationCode(
            property: line.contains("SCALE_X") ? "SCALE_X" : "SCALE_Y",
            from: component.from / 100, to: component.to / 100,
            initialVelocity: component.initialVelocity / 100))
    }
    #expect(android.contains("SpringForce(1f)") && android.contains(".setStartValue(0.4f)"))
    // The z component (100 throughout) is held, not fitted.
    #expect(report.fit.components[2].from == 100 && report.fit.components[2].initialVelocity == 0)
  }

  /// Rotation animates ROTATION in degrees, opacity ALPHA from 0 to 1; a one-dimensional
  /// motion's SwiftUI and UIKit code carry the fitted velocity (as a fraction of the distance
  /// per second), and Android's in its units per second.
  @Test func rotationAndOpacity() throws {
    let rotation = try #require(try fits("rotation-wiggle.json")["rotation"])
    #expect(
      try code(rotation, "android").hasPrefix("SpringAnimation(view, DynamicAnimation.ROTATION)"))
    let opacity = try #require(try fits("opacity-holds.json")["opacity"])
    guard case .scalar(let report) = opacity.outcome else {
      Issue.record("\(opacity.outcome)")
      return
    }
    let velocity = report.fit.initialVelocity
    try #require(velocity != 0 && report.fit.to != report.fit.from)
    #expect(
      try code(opacity, "android")
        == report.fit.spring.android.animationCode(
          property: "ALPHA", from: report.fit.from / 100, to: report.fit.to / 100,
          initialVelocity: velocity / 100))
    let fraction = velocity / (report.fit.to - report.fit.from)
    #expect(
      try code(opacity, "swiftui") == report.fit.spring.swiftUI.code(initialVelocity: fraction))
    #expect(try code(opacity, "uikit").contains("initialSpringVelocity: "))
    #expect(opacity.startsAtRestInCode.isEmpty)
  }

  /// When the code cannot carry the velocity (components starting at different fractions of
  /// their distance, a motion back to where it started), the report says which code starts
  /// at rest.
  @Test func codeAtRestIsNoted() throws {
    let rotation = try #require(try fits("rotation-wiggle.json")["rotation"])
    #expect(rotation.startsAtRestInCode == ["SwiftUI", "UIKit"])
    let text = LottieFitReport(frameRate: 30, fits: [rotation]).text
    #expect(text.contains("Note      the fitted motion starts moving; the SwiftUI and UIKit code"))
  }
}
