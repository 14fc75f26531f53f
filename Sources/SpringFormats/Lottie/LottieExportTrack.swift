import SpringKit

/// A Lottie export's numbers as they are printed, and the curve a player draws from them.
///
/// The writers print exactly these numbers (rounded by ``DecimalText``), and the error the
/// export states is measured on them: each segment from keyframe k to k + 1 is played as
/// lottie-web plays it (`PropertyFactory.interpolateValue`, at fractional frames), the
/// progress u = (frame − tₖ)/(tₖ₊₁ − tₖ) eased by the cubic Bézier from (0, 0) through
/// `o` and `i` to (1, 1), the value sₖ + (sₖ₊₁ − sₖ)·ease(u); before the first keyframe its
/// value, after the last one the last value.
struct LottieExportTrack {
  /// A segment's easing handles as printed: `o` leaves keyframe k, `i` enters k + 1.
  struct Handles: Equatable {
    var outX: Double
    var outY: Double
    var inX: Double
    var inY: Double
  }

  /// Keyframe times `t`, in frames, as printed.
  var frames: [Double]
  /// Keyframe values `s` (one number per keyframe; every dimension holds it), in the
  /// property's Lottie units, as printed.
  var values: [Double]
  /// One pair of handles per segment, as printed.
  var handles: [Handles]
  /// Frames per second.
  var frameRate: Double
  /// Lottie units per value unit.
  var factor: Double

  /// The printed numbers of keyframes.
  ///
  /// - Throws: ``LottieExportError`` when the keyframes are not linear segments eased by
  ///   cubic Béziers, a number is not finite, or a handle's y is beyond
  ///   ±``LottieKeyframesWriter/maximumHandleY``.
  init(
    keyframes: SpringKeyframes<Double>, frameRate: Double, factor: Double,
    precision: LottieExportPrecision
  ) throws(LottieExportError) {
    guard keyframes.calculationMode == .linear else {
      throw .needsLinearCalculationMode(keyframes.calculationMode.rawValue)
    }
    self.frameRate = frameRate
    self.factor = factor
    frames = keyframes.times.map {
      DecimalText.rounded($0 * frameRate, decimals: precision.frameDecimals)
    }
    values = keyframes.values.map {
      DecimalText.rounded($0 * factor, decimals: precision.valueDecimals)
    }
    guard frames.allSatisfy(\.isFinite), values.allSatisfy(\.isFinite) else {
      throw .nonFiniteNumber
    }
    handles = []
    let round = { (number: Double) in
      DecimalText.rounded(number, decimals: precision.handleDecimals)
    }
    for segment in 0..<max(0, keyframes.values.count - 1) {
      // Linear segments get linear handles: x = y, which every player draws as a line.
      var printed = Handles(
        outX: round(1.0 / 3), outY: round(1.0 / 3), inX: round(2.0 / 3), inY: round(2.0 / 3))
      if segment < keyframes.timingFunctions.count {
        guard case .cubicBezier(let curve) = keyframes.timingFunctions[segment].kind else {
          throw .notCubicBezier(segment: segment)
        }
        printed = Handles(
          outX: round(curve.x1), outY: round(curve.y1), inX: round(curve.x2),
          inY: round(curve.y2))
      }
      let numbers: [Double] = [printed.outX, printed.outY, printed.inX, printed.inY]
      guard numbers.allSatisfy(\.isFinite) else { throw .nonFiniteNumber }
      for y in [printed.outY, printed.inY]
      where abs(y) > LottieKeyframesWriter.maximumHandleY {
        throw .handleOutOfRange(segment: segment, y: y)
      }
      handles.append(printed)
    }
  }

  /// The value lottie-web draws at `frame`, in value units (the Lottie value over
  /// ``factor``); NaN where the printed numbers make no valid segment.
  func value(atFrame frame: Double) -> Double {
    guard let first = values.first, let last = values.last else { return .nan }
    guard frame > frames[0] else { return first / factor }
    guard frame < frames[frames.count - 1] else { return last / factor }
    var (low, high) = (0, frames.count - 1)
    while high - low > 1 {
      let middle = (low + high) / 2
      if frames[middle] <= frame { low = middle } else { high = middle }
    }
    return segmentValue(low, progress: (frame - frames[low]) / (frames[high] - frames[low]))
      / factor
  }

  /// Segment `segment`'s Lottie value at progress `u` in [0, 1], eased by `handles` (its
  /// own by default); NaN for handles that make no timing curve.
  func segmentValue(_ segment: Int, progress u: Double, handles: Handles? = nil) -> Double {
    let handles = handles ?? self.handles[segment]
    guard
      let easing = try? TimingFunction(
        controlPoints: handles.outX, handles.outY, handles.inX, handles.inY)
    else { return .nan }
    let start = values[segment]
    return start + (values[segment + 1] - start) * easing.progress(at: u)
  }

  /// The largest distance between what lottie-web draws and the spring, at the dense times
  /// ``PrintedKeyframes`` checks (4,001 evenly spaced, 32 inside every printed segment,
  /// both sides of every keyframe); NaN when the spring cannot be evaluated or the printed
  /// times are not increasing.
  func error(against keyframes: SpringKeyframes<Double>) -> Double {
    guard zip(frames, frames.dropFirst()).allSatisfy({ $0 < $1 }) else { return .infinity }
    let seconds = frames.map { $0 / frameRate }
    let times = PrintedKeyframes(
      keyframes: keyframes,
      precision: KeyframePrecision(valueDecimals: 17, keyTimeDecimals: 17, timeDecimals: 17)
    ).sampleTimes(printed: seconds)
    var worst = 0.0
    for time in times {
      guard let spring = Self.spring(keyframes, at: time) else { return .nan }
      let distance = abs(value(atFrame: time * frameRate) - spring)
      guard !distance.isNaN else { return .nan }
      worst = max(worst, distance)
    }
    return worst
  }

  /// The spring's value at `time` seconds, or `nil` if it cannot be evaluated.
  static func spring(_ keyframes: SpringKeyframes<Double>, at time: Double) -> Double? {
    guard let transition = try? keyframes.spring.transition(over: time) else { return nil }
    let displacement = keyframes.fromValue - keyframes.toValue
    return keyframes.toValue + transition.a * displacement
      + transition.b * keyframes.initialVelocity
  }
}
