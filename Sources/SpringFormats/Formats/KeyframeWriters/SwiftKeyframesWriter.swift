public import SpringKit

/// Writes keyframes as Swift code ready to paste: a `CAKeyframeAnimation` and a SwiftUI
/// `KeyframeTrack`.
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
/// print(SwiftKeyframesWriter(keyPath: "transform.scale").string(for: keyframes))
/// // // Spring keyframes: 28 keyframes over 0.8284 s, within 0.001 of the spring as printed …
/// // let animation = CAKeyframeAnimation(keyPath: "transform.scale")
/// // animation.values = [0, 0.0037, 0.015, …, 1]
/// // animation.keyTimes = [0, 0.0084, 0.01739, …, 1]
/// // animation.duration = 0.82845
/// // animation.calculationMode = .linear
/// //
/// // KeyframeTrack {
/// //   LinearKeyframe(0.0037, duration: 0.00696)
/// //   …
/// ```
///
/// The SwiftUI keyframes reach each value after its segment's duration, starting from the
/// first value (the animator's initial value). Linear keyframes become `LinearKeyframe`s;
/// cubic ones `CubicKeyframe`s whose start and end velocities (value units per second) are
/// Core Animation's Kochanek–Bartels tangents (Catmull-Rom when tension, continuity and bias
/// are zero; see `KeyframeTrack.tangents(segment:)`) divided by the segment's
/// duration, so that both draw the same Hermite curves (that
/// SwiftUI's cubic keyframes are Hermite curves in time is SpringKit's reading of its
/// documentation, not verified against SwiftUI). Keyframes with tension, continuity and bias
/// (a `KeyframeInterpolation.cubic` export) set the animation's
/// `tensionValues`, `continuityValues` and `biasValues`. Numbers are rounded as
/// ``KeyframePrecision`` says. Two-component values are written as `CGPoint`s; three and
/// four as arrays (Core Animation) and `SIMD3<Double>`/`SIMD4<Double>` (SwiftUI).
public struct SwiftKeyframesWriter: Sendable, Hashable {
  /// The key path the Core Animation animation animates.
  public var keyPath: String

  /// Creates a writer.
  ///
  /// - Parameter keyPath: The animated layer key path; `transform.scale` by default.
  public init(keyPath: String = "transform.scale") {
    self.keyPath = keyPath
  }

  /// The Swift code: a comment with the count and the measured error of the printed numbers
  /// (the larger of Core Animation's and SwiftUI's curves), the Core Animation animation and
  /// the SwiftUI keyframe track.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: The code, ending with a newline.
  /// - Complexity: O(n) for n keyframes.
  public func string<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) -> String {
    let precision = precision ?? KeyframePrecision(for: keyframes)
    let components = keyframes.values.map(\.exportComponents)
    let number = { (value: Double) in DecimalText.fixed(value, decimals: precision.valueDecimals) }
    let eased = !keyframes.timingFunctions.isEmpty
    let cubic = keyframes.calculationMode == .cubic || eased
    let printed = PrintedKeyframes(keyframes: keyframes, precision: precision)
    let error = max(printed.error(of: .coreAnimation), printed.error(of: .swiftUI))
    let summary = KeyframeSummary.line(keyframes, noun: "keyframes", error: error)
    var text = "// Spring keyframes: \(summary).\n\n"
    text += "// Core Animation\n"
    text += "let animation = CAKeyframeAnimation(keyPath: \"\(keyPath)\")\n"
    text +=
      DecimalText.wrapped(
        components.map { Self.coreAnimationValue($0.map(number)) },
        prefix: "animation.values = [", indent: "  ", suffix: "]") + "\n"
    text +=
      DecimalText.wrapped(
        keyframes.keyTimes.map { DecimalText.fixed($0, decimals: precision.keyTimeDecimals) },
        prefix: "animation.keyTimes = [", indent: "  ", suffix: "]") + "\n"
    text +=
      "animation.duration = "
      + DecimalText.fixed(keyframes.duration, decimals: precision.timeDecimals) + "\n"
    text += "animation.calculationMode = .\(keyframes.calculationMode.rawValue)\n"
    for (name, parameters) in [
      ("tensionValues", keyframes.tensions), ("continuityValues", keyframes.continuities),
      ("biasValues", keyframes.biases),
    ] where !parameters.isEmpty {
      text +=
        DecimalText.wrapped(
          parameters.map {
            DecimalText.fixed($0, decimals: precision.parameterDecimals)
          }, prefix: "animation.\(name) = [", indent: "  ", suffix: "]") + "\n"
    }
    if eased {
      let functions = keyframes.timingFunctions.map { function -> String in
        guard case .cubicBezier(let curve) = function.kind else { return "nil" }
        let numbers = PrintedKeyframes<V>.controlValues(curve, precision: precision).map {
          DecimalText.fixed($0, decimals: precision.parameterDecimals)
        }
        return "CAMediaTimingFunction(controlPoints: " + numbers.joined(separator: ", ") + ")"
      }
      text +=
        DecimalText.wrapped(
          functions, prefix: "animation.timingFunctions = [", indent: "  ", suffix: "]")
        + "\n"
    }
    text += "\n"
    text +=
      "// SwiftUI (iOS 17, macOS 14): keyframes from the initial value "
      + Self.swiftUIValue(components[0].map(number)) + "\n"
    text += "KeyframeTrack {\n"
    let durations = Self.swiftUIDurations(keyframes, precision: precision)
    let velocityDecimals = Self.velocityDecimals(keyframes, precision: precision)
    let track = cubic ? try? keyframes.track() : nil
    for index in components.indices.dropFirst() {
      let duration = DecimalText.fixed(durations[index - 1], decimals: precision.timeDecimals)
      let value = Self.swiftUIValue(components[index].map(number))
      guard cubic else {
        text += "  LinearKeyframe(\(value), duration: \(duration))\n"
        continue
      }
      let (start, end) = Self.velocities(track, segment: index - 1)
      let velocity = { (vector: [Double]) in
        Self.swiftUIValue(vector.map { DecimalText.fixed($0, decimals: velocityDecimals) })
      }
      text +=
        DecimalText.wrapped(
          [
            value, "duration: \(duration)", "startVelocity: \(velocity(start))",
            "endVelocity: \(velocity(end))",
          ], prefix: "  CubicKeyframe(", indent: "    ", suffix: ")") + "\n"
    }
    text += "}\n"
    return text
  }

  /// The SwiftUI segments' durations as printed: differences of rounded times, rounded, so
  /// that they add up to the rounded duration.
  static func swiftUIDurations<V: ExportableValue>(
    _ keyframes: SpringKeyframes<V>, precision: KeyframePrecision
  ) -> [Double] {
    let times = keyframes.times.map(precision.time)
    return zip(times, times.dropFirst()).map { precision.time($1 - $0) }
  }

  /// The times SwiftUI reaches each keyframe: the printed durations summed, from 0.
  static func swiftUITimes<V: ExportableValue>(
    _ keyframes: SpringKeyframes<V>, precision: KeyframePrecision
  ) -> [Double] {
    var times = [0.0]
    for duration in swiftUIDurations(keyframes, precision: precision) {
      times.append(times[times.count - 1] + duration)
    }
    return times
  }

  /// A value in a `CAKeyframeAnimation`'s `values`.
  static func coreAnimationValue(_ components: [String]) -> String {
    switch components.count {
    case 1: components[0]
    case 2: "NSValue(cgPoint: CGPoint(x: \(components[0]), y: \(components[1])))"
    default: "[" + components.joined(separator: ", ") + "]"
    }
  }

  /// A value in a SwiftUI keyframe.
  static func swiftUIValue(_ components: [String]) -> String {
    switch components.count {
    case 1: components[0]
    case 2: "CGPoint(x: \(components[0]), y: \(components[1]))"
    default: "SIMD\(components.count)<Double>(" + components.joined(separator: ", ") + ")"
    }
  }

  /// The velocities (units per second) at the start and end of a cubic segment: Core
  /// Animation's Kochanek–Bartels tangents (`KeyframeTrack.tangents(segment:)`),
  /// which are per unit of the segment's local progress, divided by its duration; for a
  /// straight segment eased by a Bézier, its chord times the Bézier's end slopes y₁/x₁ and
  /// (1 − y₂)/(1 − x₂), divided by its duration (with x₁ = 1/3 and x₂ = 2/3 the eased
  /// segment is that Hermite curve in time).
  static func velocities<V: ExportableValue>(_ track: KeyframeTrack<V>?, segment: Int)
    -> (start: [Double], end: [Double])
  {
    let zero = [Double](repeating: 0, count: V.exportComponentNames.count)
    guard let track else { return (zero, zero) }
    let length = (track.keyTimes[segment + 1] - track.keyTimes[segment]) * track.duration
    guard length > 0 else { return (zero, zero) }
    var (start, end) = track.tangents(segment: segment)
    if segment < track.timingFunctions.count,
      case .cubicBezier(let curve) = track.timingFunctions[segment].kind, curve.x1 > 0,
      curve.x2 < 1
    {
      let chord = track.values[segment + 1] - track.values[segment]
      start = V.Scalar(curve.y1 / curve.x1) * chord
      end = V.Scalar((1 - curve.y2) / (1 - curve.x2)) * chord
    }
    return (
      start.exportComponents.map { $0 / length }, end.exportComponents.map { $0 / length }
    )
  }

  /// Decimals of velocities: a velocity off by δ moves a Hermite segment of length h by at
  /// most (4/27)·h·δ, which must stay within the value budget.
  static func velocityDecimals<V: ExportableValue>(
    _ keyframes: SpringKeyframes<V>, precision: KeyframePrecision
  ) -> Int {
    let valueStep = 0.5 / DecimalText.powerOfTen(precision.valueDecimals)
    let longest =
      zip(keyframes.keyTimes, keyframes.keyTimes.dropFirst())
      .map { ($1 - $0) * keyframes.duration }.max() ?? keyframes.duration
    return DecimalText.decimals(forError: valueStep / max(4.0 / 27 * longest, 1e-300))
  }
}
