import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// Keyframe formats: how many decimals they keep, what rounding costs, and what they refuse.
@Suite("Keyframe formats: precision and errors")
struct KeyframeFormatTests {
  /// Decimals follow the tolerance: values to a tenth of it, times scaled by the steepest
  /// segment, and one more where the printed curve needs it (5e-4: the estimate's 4
  /// decimals play beyond the tolerance).
  @Test(
    "Decimals follow the tolerance",
    arguments: [(1e-2, 3), (1e-3, 4), (1e-4, 5), (5e-4, 5), (2e-3, 4)])
  func decimals(tolerance: Double, valueDecimals: Int) throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: tolerance)
    let precision = KeyframePrecision(for: keyframes)
    #expect(precision.valueDecimals == valueDecimals)
    // The steepest segment of this motion moves about 4 units per second: keyTimes need
    // about one decimal more than values (the duration is below 1 s).
    #expect(precision.keyTimeDecimals >= precision.valueDecimals)
    #expect(precision.keyTimeDecimals <= precision.valueDecimals + 2)
  }

  /// Read back from the JSON document (values, keyTimes, duration, and for cubic keyframes
  /// tension, continuity and bias, all rounded as printed), the keyframes stay within the
  /// tolerance plus the three tenths of it that rounding may add (values, times and
  /// parameters a tenth each).
  @Test(
    "Printed keyframes keep the tolerance",
    arguments: [
      (1e-2, KeyframeInterpolation.linear), (1e-3, .linear), (1e-4, .linear),
      (1e-2, .cubic), (1e-3, .cubic), (1e-4, .cubic), (1e-3, .catmullRom),
      (1e-4, .catmullRom),
    ])
  func roundTrip(tolerance: Double, interpolation: KeyframeInterpolation) throws {
    let spring = Spring.bouncy
    let keyframes = try spring.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: tolerance, interpolation: interpolation)
    guard case .object(let members) = KeyframeJSONWriter().document(for: keyframes) else {
      Issue.record("not an object")
      return
    }
    let numbers = { (key: String) -> [Double] in
      guard case .array(let items) = members[key] else { return [] }
      return items.compactMap { item in
        guard case .number(let number) = item else { return nil }
        return number
      }
    }
    guard case .number(let duration) = members["duration"] else {
      Issue.record("no duration")
      return
    }
    #expect((members["tensionValues"] != nil) == (interpolation == .cubic))
    let track = try KeyframeTrack(
      values: numbers("values"), keyTimes: numbers("keyTimes"), duration: duration,
      calculationMode: interpolation.calculationMode, tensions: numbers("tensionValues"),
      continuities: numbers("continuityValues"), biases: numbers("biasValues"))
    var worst = 0.0
    for index in 0...20_000 {
      let time = duration * Double(index) / 20_000
      let exact = spring.value(fromValue: 0.0, toValue: 1.0, time: time)
      worst = max(worst, abs(track.value(at: time) - exact))
    }
    #expect(worst <= tolerance)
  }

  /// Formats refuse what they cannot express.
  @Test("Refusals name the problem")
  func refusals() throws {
    let cubic = try Spring.bouncy.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: .cubic)
    #expect(throws: KeyframeFormatError.needsLinearInterpolation(calculationMode: "cubic")) {
      try CSSLinearEasing(keyframes: cubic)
    }
    #expect(throws: KeyframeFormatError.needsLinearInterpolation(calculationMode: "cubic")) {
      try CSSKeyframesWriter().string(for: cubic)
    }
    let planar = try Spring.bouncy.keyframes(
      fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(1, 1), tolerance: 1e-3)
    #expect(throws: KeyframeFormatError.needsOneComponent(count: 2)) {
      try CSSLinearEasing(keyframes: planar)
    }
    #expect(throws: KeyframeFormatError.unknownPlaceholder("value", names: ["x", "y"])) {
      try CSSKeyframesWriter(template: "opacity: {value}").string(for: planar)
    }
    let scalar = try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 1e-3)
    for template in ["opacity: 1", "opacity: {value", "opacity: {value}}", "a}b: {value}"] {
      #expect(throws: KeyframeFormatError.malformedTemplate(template)) {
        try CSSKeyframesWriter(template: template).string(for: scalar)
      }
      #expect(throws: KeyframeFormatError.malformedTemplate(template)) {
        try CSSKeyframesWriter(template: template).validate(for: Double.self)
      }
    }
    #expect(throws: KeyframeFormatError.unknownPlaceholder("x", names: ["value"])) {
      try CSSKeyframesWriter(template: "left: {x}px").validate(for: Double.self)
    }
    try CSSKeyframesWriter(template: "left: {x}px; top: {y}px").validate(for: SIMD2<Double>.self)
    #expect(throws: KeyframeFormatError.noTravel(from: 0, to: 0)) {
      try CSSLinearEasing(keyframes: scalar, from: 0, to: 0)
    }
    #expect(
      KeyframeFormatError.needsOneComponent(count: 2).description
        == "CSS linear() is one progress curve, but the values have 2 components")
  }

  /// linear() progress is normalised by from and to: a motion from 100 to 300 prints the
  /// same stops as one from 0 to 1 over the same time, up to their rounding.
  @Test("linear() normalises to progress")
  func normalisation() throws {
    let unit = try CSSLinearEasing(
      keyframes: Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, count: 5, end: 0.8))
    let points = try CSSLinearEasing(
      keyframes: Spring.bouncy.keyframes(fromValue: 100.0, toValue: 300.0, count: 5, end: 0.8))
    let progress = { (easing: CSSLinearEasing) in
      easing.stops.compactMap { $0.split(separator: " ").first.flatMap { Double($0) } }
    }
    #expect(unit.stops.count == points.stops.count)
    for (a, b) in zip(progress(unit), progress(points)) { #expect(isClose(a, b, absolute: 0.01)) }
    #expect(points.stops[1].hasSuffix(" 25%") && points.stops.first == "0")
    #expect(points.milliseconds == unit.milliseconds)
  }

  /// The components formats print.
  @Test("Component names and values")
  func components() {
    #expect(Double.exportComponentNames == ["value"])
    #expect(SIMD4<Float>.exportComponentNames == ["x", "y", "z", "w"])
    #expect(SIMD3<Float>(1, 2, 3).exportComponents == [1, 2, 3])
    #expect(
      KeyframeCSVWriter().columns(for: SIMD2<Double>.self) == [
        "keyTime", "time", "value.x", "value.y",
      ])
  }
}
