import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// The fit reports' Android code animates the view property the motion animates, from its
/// start value to its final position (issue 31, item 10).
@Suite("AndroidViewProperty")
struct AndroidViewPropertyTests {
  @Test(
    "Key paths map to DynamicAnimation properties",
    arguments: [
      ("transform.scale", 1, [["SCALE_X", "SCALE_Y"]]),
      ("transform.scale.y", 1, [["SCALE_Y"]]),
      ("transform.rotation.z", 1, [["ROTATION"]]),
      ("opacity", 1, [["ALPHA"]]),
      ("position.x", 1, [["TRANSLATION_X"]]),
      ("position", 2, [["TRANSLATION_X"], ["TRANSLATION_Y"]]),
      ("transform.scale", 2, [["SCALE_X"], ["SCALE_Y"]]),
    ] as [(String, Int, [[String]])])
  func mapping(keyPath: String, components: Int, names: [[String]]) throws {
    let properties = try #require(
      AndroidViewProperty.properties(keyPath: keyPath, components: components))
    #expect(properties.map { $0.map(\.name) } == names)
  }

  @Test("Rotation is in degrees; unknown key paths have no property")
  func unitsAndUnknown() throws {
    let rotation = try #require(
      AndroidViewProperty.properties(keyPath: "transform.rotation", components: 1))
    #expect(rotation[0][0].factor == 180 / Double.pi)
    for keyPath in ["strokeEnd", "", "backgroundColor"] {
      #expect(AndroidViewProperty.properties(keyPath: keyPath, components: 1) == nil)
    }
    #expect(AndroidViewProperty.properties(keyPath: "opacity", components: 2) == nil)
  }

  /// The scale pop (key path transform.scale) prints SCALE_X and SCALE_Y code from 0.4 to 1
  /// at the fitted velocity; keyframes without a key path keep the TRANSLATION_X
  /// placeholder, with the start value and final position.
  @Test("The fit text's Android line is the fitted motion")
  func fitText() throws {
    let track = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    let fit = try SpringFitter().fit(track)
    var report = SpringFitReport(fit: fit, track: track)
    let android = fit.spring.android
    #expect(
      report.text.contains(
        android.animationCode(
          property: "TRANSLATION_X", from: 0.4, to: 1, initialVelocity: fit.initialVelocity)))
    report.keyPath = "transform.scale"
    for property in ["SCALE_X", "SCALE_Y"] {
      #expect(
        report.text.contains(
          android.animationCode(
            property: property, from: 0.4, to: 1, initialVelocity: fit.initialVelocity)))
    }
    #expect(!report.text.contains("TRANSLATION_X"))
  }
}
