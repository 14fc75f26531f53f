import Foundation
import Testing
import _SpringTestSupport

@testable import SpringFormats

/// `LottieProperty.value(atFrame:)` against `Scripts/reference/lottie_evaluate.py` (mpmath,
/// checked against python-lottie where python-lottie is right) and against identities.
@Suite("Lottie evaluation")
struct LottieEvaluationTests {
  @Test("Agrees with the independent reference at every frame of the reference files")
  func reference() throws {
    let table = try ReferenceTable(named: "lottie-evaluation.csv")
    #expect(table.rows.count > 1000)
    var documents: [String: [String: LottieProperty]] = [:]
    for row in table.rows {
      let file = row.text("file")
      if documents[file] == nil {
        documents[file] = LottieReferenceFiles.properties(try LottieReferenceFiles.document(file))
      }
      let property = try #require(documents[file]?[row.text("path")], "\(file) \(row.text("path"))")
      let value = property.value(atFrame: row.number("frame"))
      let dimension = Int(row.number("dimension"))
      let expected = row.number("value")
      let actual = dimension < value.count ? value[dimension] : .nan
      // The easing is solved to 1e-12 in time; the arc-length walk differs only by rounding.
      #expect(
        isClose(actual, expected, absolute: 1e-9 * max(1, abs(expected))),
        "\(file) \(row.text("path")) frame \(row.text("frame")) dimension \(dimension)")
    }
  }

  @Test("Linear, held, before the first and after the last keyframe")
  func segments() {
    let linearOut = LottieEasingHandle(x: [0], y: [0])
    let linearIn = LottieEasingHandle(x: [1], y: [1])
    let property = LottieProperty(
      path: "k",
      keyframes: [
        LottieKeyframe(time: 10, value: [0, 10], outEasing: linearOut, inEasing: linearIn),
        LottieKeyframe(time: 20, value: [100, 30], isHold: true),
        LottieKeyframe(time: 30, value: [50, 50]),
      ])
    #expect(property.value(atFrame: 0) == [0, 10])
    #expect(property.value(atFrame: 12.5) == [25, 15])
    #expect(property.value(atFrame: 20) == [100, 30])
    #expect(property.value(atFrame: 29.99) == [100, 30])
    #expect(property.value(atFrame: 30) == [50, 50])
    #expect(property.value(atFrame: 1e9) == [50, 50])
  }

  @Test("Per-dimension handles fall back to the first entry for a 0 or a missing entry")
  func perDimensionFallback() {
    // lottie-web reads o.x[d] || o.x[0]: dimension 1's 0 becomes 0.9, dimension 2 is missing.
    let property = LottieProperty(
      path: "k",
      keyframes: [
        LottieKeyframe(
          time: 0, value: [0, 0, 0],
          outEasing: LottieEasingHandle(x: [0.9, 0], y: [0, 0], isPerDimension: true),
          inEasing: LottieEasingHandle(x: [0.1, 1], y: [1, 1], isPerDimension: true)),
        LottieKeyframe(time: 1, value: [1, 1, 1]),
      ])
    let value = property.value(atFrame: 0.3)
    let expected = LottieProperty.ease(0.3, out: (0.9, 0), into: (0.1, 1))
    #expect(value[0] == expected)
    #expect(value[2] == expected)
    #expect(value[1] == LottieProperty.ease(0.3, out: (0.9, 0), into: (1, 1)))
    #expect(value[1] != expected)
  }

  @Test("A legacy file: e ends each segment, the last keyframe has only t")
  func legacyEnd() throws {
    let text = #"""
      {"fr": 30, "ip": 0, "op": 20, "layers": [{"ty": 4, "ks": {"r": {"a": 1, "k": [
        {"t": 0, "s": [0], "e": [90], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
        {"t": 10}
      ]}}}]}
      """#
    let document = try LottieDocument(json: Array(text.utf8))
    let rotation = try #require(document.layers.first?.transform?.rotation)
    #expect(rotation.value(atFrame: 5) == [45])
    #expect(rotation.value(atFrame: 15) == [90])
  }

  @Test("A curved position segment cannot overshoot: eased progress above 1 is the end point")
  func curvedOvershoot() {
    let property = LottieProperty(
      path: "p",
      keyframes: [
        LottieKeyframe(
          time: 0, value: [0, 0], outEasing: LottieEasingHandle(x: [0.3], y: [0]),
          inEasing: LottieEasingHandle(x: [0.3], y: [1.6]), outTangent: [0, 50],
          inTangent: [0, 50]),
        LottieKeyframe(time: 10, value: [100, 0]),
      ])
    let straight = LottieProperty.ease(0.8, out: (0.3, 0), into: (0.3, 1.6))
    #expect(straight > 1)
    #expect(property.value(atFrame: 8) == [100, 0])
    // Below 1 the point lies on the curve, above the chord.
    #expect(property.value(atFrame: 2)[1] > 0)
  }
}
