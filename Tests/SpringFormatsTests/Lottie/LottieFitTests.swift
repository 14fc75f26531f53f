import SpringFitting
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// `LottieDocument.motions()` and `LottieFitReport` on the reference files: every motion is
/// found with its frames, and fitted with a sensible spring; a baked spring comes back.
@Suite("Lottie fitting")
struct LottieFitTests {
  /// Where a motion is: layer, property, number, first and last frame (main composition),
  /// keyframe count.
  struct Expected: Sendable, CustomStringConvertible {
    var layer: String
    var property: String
    var number: Int
    var frames: ClosedRange<Double>
    var keyframes: Int
    var description: String { "\(layer) \(property) \(number)" }
  }

  static let files: [(String, [Expected])] = [
    (
      "scale-pop.json",
      [Expected(layer: "Pop", property: "scale", number: 1, frames: 0...26, keyframes: 5)]
    ),
    (
      "position-tangents.json",
      [Expected(layer: "Dot", property: "position", number: 1, frames: 0...60, keyframes: 4)]
    ),
    (
      "split-position.json",
      [
        Expected(layer: "Slide", property: "position.x", number: 1, frames: 0...24, keyframes: 3),
        Expected(layer: "Slide", property: "position.y", number: 1, frames: 3...18, keyframes: 2),
      ]
    ),
    (
      "rotation-wiggle.json",
      [Expected(layer: "Bell", property: "rotation", number: 1, frames: 0...34, keyframes: 7)]
    ),
    (
      "opacity-holds.json",
      [
        Expected(layer: "Toast", property: "opacity", number: 1, frames: 10...22, keyframes: 2),
        Expected(layer: "Toast", property: "opacity", number: 2, frames: 50...60, keyframes: 2),
        Expected(layer: "Toast", property: "opacity", number: 3, frames: 70...80, keyframes: 2),
        Expected(
          layer: "Toast", property: "Fill.opacity", number: 1, frames: 10...20, keyframes: 2),
      ]
    ),
    (
      // Keyframes 0...12 of the badge, played from st 10 at sr 2: t·2 + 10 (the badge's own
      // st 2 does not move its keyframes, as players play them).
      "precomp-stretch.json",
      [
        Expected(layer: "Card/Badge", property: "scale", number: 1, frames: 10...34, keyframes: 2),
        Expected(
          layer: "Card/Badge", property: "rotation", number: 1, frames: 18...42, keyframes: 2),
      ]
    ),
  ]

  @Test("Every motion of the reference files is found and fitted", arguments: files.indices)
  func reference(index: Int) throws {
    let (name, expected) = Self.files[index]
    let document = try LottieReferenceFiles.document(name)
    let report = LottieFitReport(document: document)
    #expect(report.fits.count == expected.count, "\(name)")
    for (fit, want) in zip(report.fits, expected) {
      let motion = fit.motion
      #expect(motion.layerName == want.layer && motion.propertyName == want.property, "\(want)")
      #expect(motion.number == want.number, "\(want)")
      #expect(motion.startFrame == want.frames.lowerBound, "\(want)")
      #expect(motion.endFrame == want.frames.upperBound, "\(want)")
      #expect(motion.keyframeCount == want.keyframes, "\(want)")
      #expect(!motion.isBaked)
      #expect(
        isClose(
          motion.times.first ?? .nan, want.frames.lowerBound / document.frameRate, absolute: 1e-12))
      #expect(isClose(motion.endTime, want.frames.upperBound / document.frameRate, absolute: 1e-12))
      #expect(motion.comparedEndFrame > motion.endFrame, "\(want) is held after its end")
      let spring = try #require(fit.spring, "\(want) was not fitted")
      #expect(spring.stiffness.isFinite && spring.stiffness > 0 && spring.damping >= 0, "\(want)")
      // Within 8 % of the range, except where a keyframed curve is not spring-shaped at all.
      let error = try #require(fit.rmsError)
      #expect(error <= 0.08 * fit.range, "\(want): rms \(error) of \(fit.range)")
    }
  }

  @Test("The spring-shaped motions are fitted well and overshoot where the file does")
  func springShaped() throws {
    let pop = LottieFitReport(document: try LottieReferenceFiles.document("scale-pop.json"))
    let popFit = try #require(pop.fits.first)
    #expect(popFit.verdict == .good || popFit.verdict == .acceptable)
    let popRatio = try #require(popFit.spring?.dampingRatio)
    #expect(popRatio > 0.3 && popRatio < 0.8)
    let bell = LottieFitReport(document: try LottieReferenceFiles.document("rotation-wiggle.json"))
    let bellFit = try #require(bell.fits.first)
    #expect(bellFit.verdict == .good || bellFit.verdict == .acceptable)
    guard case .scalar(let report) = bellFit.outcome else {
      Issue.record("rotation is one-dimensional")
      return
    }
    // The wiggle starts and ends at 0: the spring carries it by its initial velocity.
    #expect(report.fit.from == 0 && report.fit.to == 0 && report.fit.initialVelocity > 0)
  }

  @Test("A spring baked one keyframe per frame comes back to 1e-6")
  func baked() throws {
    let document = try LottieReferenceFiles.document("baked-spring.json")
    let report = LottieFitReport(document: document)
    let fit = try #require(report.fits.first)
    #expect(report.fits.count == 1)
    #expect(fit.motion.isBaked && fit.motion.keyframeCount == 73 && fit.motion.times.count == 73)
    let spring = try #require(fit.spring)
    // Scripts/reference/lottie_baked_spring.py: mass 1, stiffness 170, damping 14.
    #expect(isClose(spring.stiffness / spring.mass, 170, absolute: 1e-6 * 170))
    #expect(isClose(spring.damping / spring.mass, 14, absolute: 1e-6 * 14))
    guard case .vector(let vector) = fit.outcome else {
      Issue.record("scale is a vector")
      return
    }
    let from = vector.fit.components.map(\.from)
    let to = vector.fit.components.map(\.to)
    #expect(from == [40, 60])
    #expect(zip(to, [100, 100]).allSatisfy { isClose($0, $1, absolute: 1e-6) })
    #expect(vector.fit.components.allSatisfy { abs($0.initialVelocity) < 1e-4 })
  }

  @Test("An eased motion is compared against its held end until the next motion starts")
  func heldEnd() throws {
    let document = try LottieReferenceFiles.document("opacity-holds.json")
    let held = document.motions(property: "opacity")
    // Held for as long again (12 frames) before the hold that lasts to frame 50; the second
    // fade is followed by a jump at frame 70, so it is held only until just before it.
    #expect(held.map(\.comparedEndFrame) == [34, 70 - 0.01, 90])
    #expect(held.map(\.times.count) == [2001, 2000, 2001])
    let cut = document.motions(property: "opacity", comparesHeldEnd: false)
    #expect(cut.allSatisfy { $0.comparedEndFrame == $0.endFrame && $0.times.count == 1001 })
    // The held stretch is the property's own value there (seconds back to frames rounds).
    let opacity = try #require(document.layers.first?.transform?.opacity)
    let first = held[0]
    #expect(first.components[0].suffix(1000).allSatisfy { $0 == 100 })
    for (time, value) in zip(first.times, first.components[0]) {
      let frame = opacity.value(atFrame: time * document.frameRate)
      #expect(isClose(frame.first ?? .nan, value, absolute: 1e-9), "\(time)")
    }
  }

  @Test("--layer and --property narrow the motions; the reports have one entry per motion")
  func narrowingAndFormats() throws {
    let document = try LottieReferenceFiles.document("opacity-holds.json")
    #expect(document.motions(property: "opacity").count == 3)
    #expect(document.motions(property: "Fill.opacity").count == 1)
    #expect(document.motions(layer: "Nope").isEmpty)
    let precomp = try LottieReferenceFiles.document("precomp-stretch.json")
    #expect(precomp.motions(layer: "Badge").count == 2)
    #expect(precomp.motions(layer: "Card/Badge", property: "rotation").count == 1)
    #expect(precomp.motions(layer: "Card").isEmpty)

    let report = LottieFitReport(document: document)
    let csv = report.csv.split(separator: "\n")
    #expect(
      csv.count == 5 && csv[0] == Substring(LottieFitReport.csvColumns.joined(separator: ",")))
    #expect(
      csv[1].hasPrefix("Toast,opacity,1,10.0,22.0,0.3333333333333333,0.7333333333333333,2,false,"))
    let json = try JSONWriter(style: .pretty).string(for: report.jsonDocument)
    let node = try JSONReader.parse(Array(json.utf8))
    guard case .array(let motions) = node["motions"]?.value else {
      Issue.record("no motions array")
      return
    }
    #expect(motions.count == 4)
    #expect(motions[3]["property"]?.jsonValue == .string("Fill.opacity"))
    #expect(report.text.contains("Layer 'Toast' [1], opacity, motion 2: frames 50 to 60"))
  }
}
