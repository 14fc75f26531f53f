/// Keyframes played exactly as Core Animation's `CAKeyframeAnimation` plays them.
///
/// A track holds values, optional keyTimes (fractions of the duration, 0…1), a duration,
/// a ``CalculationMode``, optional tension/continuity/bias per keyframe (cubic modes),
/// optional timing functions per segment and one for the whole animation. It can be
/// evaluated at any time, which is what `springfit` needs to fit a spring to it.
///
/// ```swift
/// // The shine button's icon pop: scale 0.4 → 1 → 0.9 → 1 in cubic mode over 1/3 s.
/// let pop = try KeyframeTrack(
///   values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
/// let scale = pop.value(at: 0.1)
/// ```
///
/// Where Apple's documentation is silent, SpringKit's choices (tested, and listed in the
/// article "Keyframes and easing") are:
/// - cubic segments are Kochanek–Bartels Hermite curves parametrised by the segment's local
///   progress, with phantom points before the first and after the last keyframe equal to the
///   end values (so the curve starts and ends with the slope towards its neighbour halved);
/// - a zero-length segment (two equal keyTimes) jumps to its second value;
/// - paced modes space keyTimes by the distance between consecutive values (chord length),
///   evenly when all values are equal; their keyTimes and timing functions are ignored;
/// - the whole-animation timing function maps the animation's progress before the segment is
///   found, segment timing functions map the segment's local progress;
/// - discrete mode holds value i on [keyTimes[i], keyTimes[i+1]) and the last value at 1.
public struct KeyframeTrack<Value: SpringVector>: Sendable {
  /// The keyframe values.
  public let values: [Value]
  /// The keyTimes in effect, as fractions of the duration.
  ///
  /// Given, derived (paced modes) or evenly spaced; one per value, or one more than the
  /// values in discrete mode.
  public let keyTimes: [Double]
  /// The duration, in seconds.
  public let duration: Double
  /// How the time between keyframes is filled.
  public let calculationMode: CalculationMode
  /// Kochanek–Bartels tension per keyframe (cubic modes); zeros by default.
  public let tensions: [Double]
  /// Kochanek–Bartels continuity per keyframe (cubic modes); zeros by default.
  public let continuities: [Double]
  /// Kochanek–Bartels bias per keyframe (cubic modes); zeros by default.
  public let biases: [Double]
  /// Timing functions per segment (`values.count − 1` of them), or empty for linear timing.
  public let timingFunctions: [TimingFunction]
  /// The timing function of the whole animation, if any.
  public let timingFunction: TimingFunction?

  /// Creates a track, validating every field.
  ///
  /// - Parameters:
  ///   - values: The values; at least 1 (2 for linear and cubic modes).
  ///   - keyTimes: Fractions 0…1, starting at 0, ending at 1, never decreasing; one per value
  ///     (one more in discrete mode). `nil` spaces them evenly. Paced modes replace them (a
  ///     miscounted array is still an error unless `ignoresMiscountedKeyTimes`).
  ///   - duration: Seconds; finite and greater than 0.
  ///   - calculationMode: How the time between keyframes is filled.
  ///   - tensions: Per keyframe, cubic modes only; empty for zeros.
  ///   - continuities: Per keyframe, cubic modes only; empty for zeros.
  ///   - biases: Per keyframe, cubic modes only; empty for zeros.
  ///   - timingFunctions: One per segment, or empty.
  ///   - timingFunction: For the whole animation, or `nil`.
  ///   - ignoresMiscountedKeyTimes: When `true`, keyTimes with the wrong number of entries
  ///     are ignored (evenly spaced instead), as Core Animation appears to do; when `false`
  ///     (the default) they are an error.
  /// - Throws: ``KeyframeError`` naming the field and the entry at fault.
  public init(
    values: [Value], keyTimes: [Double]? = nil, duration: Double,
    calculationMode: CalculationMode = .linear, tensions: [Double] = [],
    continuities: [Double] = [], biases: [Double] = [], timingFunctions: [TimingFunction] = [],
    timingFunction: TimingFunction? = nil, ignoresMiscountedKeyTimes: Bool = false
  ) throws(KeyframeError) {
    let minimum = calculationMode == .discrete ? 1 : 2
    guard values.count >= minimum else {
      throw KeyframeError(
        field: "values", problem: .tooFewValues(count: values.count, minimum: minimum))
    }
    if let index = values.firstIndex(where: { !$0.isFinite }) {
      throw KeyframeError(field: "values", index: index, problem: .notFinite)
    }
    guard duration.isFinite, duration > 0 else {
      throw KeyframeError(field: "duration", problem: .nonPositiveDuration(duration))
    }
    let keyTimeCount = calculationMode == .discrete ? values.count + 1 : values.count
    var times = keyTimes
    if let given = times, given.count != keyTimeCount {
      guard ignoresMiscountedKeyTimes else {
        throw KeyframeError(
          field: "keyTimes", problem: .wrongCount(expected: keyTimeCount, actual: given.count))
      }
      times = nil
    }
    switch calculationMode {
    case .paced, .cubicPaced:
      times = Self.pacedKeyTimes(values)
    case .linear, .cubic, .discrete:
      if let given = times { try Self.validate(keyTimes: given) }
    }
    let segments = values.count - 1
    for (name, array) in [
      ("tensionValues", tensions), ("continuityValues", continuities),
      ("biasValues", biases),
    ] {
      guard array.isEmpty || array.count == values.count else {
        throw KeyframeError(
          field: name, problem: .wrongCount(expected: values.count, actual: array.count))
      }
      if let index = array.firstIndex(where: { !$0.isFinite }) {
        throw KeyframeError(field: name, index: index, problem: .notFinite)
      }
    }
    let timed = calculationMode == .linear || calculationMode == .cubic
    guard timingFunctions.isEmpty || !timed || timingFunctions.count == segments else {
      throw KeyframeError(
        field: "timingFunctions",
        problem: .wrongCount(expected: segments, actual: timingFunctions.count))
    }
    self.init(
      validValues: values, keyTimes: times ?? Self.evenKeyTimes(count: keyTimeCount),
      duration: duration, calculationMode: calculationMode, tensions: tensions,
      continuities: continuities, biases: biases,
      timingFunctions: timed ? timingFunctions : [], timingFunction: timingFunction)
  }

  /// A track from fields already known to be valid (keyframes a spring made, or the public
  /// initialiser's checked fields); empty tension, continuity and bias arrays mean zeros.
  init(
    validValues values: [Value], keyTimes: [Double], duration: Double,
    calculationMode: CalculationMode, tensions: [Double], continuities: [Double],
    biases: [Double], timingFunctions: [TimingFunction] = [],
    timingFunction: TimingFunction? = nil
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.duration = duration
    self.calculationMode = calculationMode
    let zeros = [Double](repeating: 0, count: values.count)
    self.tensions = tensions.isEmpty ? zeros : tensions
    self.continuities = continuities.isEmpty ? zeros : continuities
    self.biases = biases.isEmpty ? zeros : biases
    self.timingFunctions = timingFunctions
    self.timingFunction = timingFunction
  }

  /// Checks keyTimes: finite, starting at 0, ending at 1, never decreasing.
  static func validate(keyTimes: [Double]) throws(KeyframeError) {
    if let index = keyTimes.firstIndex(where: { !$0.isFinite }) {
      throw KeyframeError(field: "keyTimes", index: index, problem: .notFinite)
    }
    guard let first = keyTimes.first, first == 0 else {
      throw KeyframeError(
        field: "keyTimes", index: 0, problem: .doesNotStartAtZero(keyTimes.first ?? .nan))
    }
    for index in keyTimes.indices.dropFirst() where keyTimes[index] < keyTimes[index - 1] {
      throw KeyframeError(
        field: "keyTimes", index: index,
        problem: .decreasing(previous: keyTimes[index - 1], value: keyTimes[index]))
    }
    guard let last = keyTimes.last, last == 1 else {
      throw KeyframeError(
        field: "keyTimes", index: keyTimes.count - 1,
        problem: .doesNotEndAtOne(keyTimes.last ?? .nan))
    }
  }

  /// 0, 1/(n−1), …, 1.
  static func evenKeyTimes(count: Int) -> [Double] {
    guard count > 1 else { return [0] }
    return (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
  }

  /// keyTimes proportional to the cumulative distance between consecutive values.
  static func pacedKeyTimes(_ values: [Value]) -> [Double] {
    var cumulative = [0.0]
    for (previous, next) in zip(values, values.dropFirst()) {
      cumulative.append(cumulative[cumulative.count - 1] + Double((next - previous).magnitude))
    }
    guard let total = cumulative.last, total > 0, total.isFinite else {
      return evenKeyTimes(count: values.count)
    }
    return cumulative.enumerated().map { $0.offset == values.count - 1 ? 1 : $0.element / total }
  }
}
