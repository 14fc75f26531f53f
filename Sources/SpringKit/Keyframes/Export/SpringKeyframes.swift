/// A spring's motion as keyframes: values at keyTimes over a duration, ready for a
/// `CAKeyframeAnimation`, a ``KeyframeTrack`` or an exporter.
///
/// Made by ``Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
/// (as few keyframes as keep the curve within a tolerance of the spring) or by uniform
/// sampling (``Spring/keyframes(fromValue:toValue:initialVelocity:count:interpolation:end:epsilon:)``
/// and ``Spring/keyframes(fromValue:toValue:initialVelocity:step:interpolation:end:epsilon:)``).
///
/// ```swift
/// let keyframes = try Spring.bouncy.keyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
/// keyframes.values.count     // 27
/// keyframes.maximumError     // ≤ 0.001
/// let track = try keyframes.track()
/// ```
///
/// keyTimes are fractions of ``duration`` from 0 to 1, as Core Animation expects (not
/// seconds). The first value is the motion's `fromValue`; the last is its `toValue` once
/// the spring has settled, so the animation ends where the model value is. Cubic keyframes
/// made for ``KeyframeInterpolation/cubic`` also hold a tension, continuity and bias per
/// keyframe (Core Animation's `tensionValues`, `continuityValues` and `biasValues`), which
/// the curve — and its error bound — depends on: set all three on the animation. Each lies
/// in [−1, 1], the conventional Kochanek–Bartels range (Core Animation documents none).
public struct SpringKeyframes<Value: SpringVector>: Sendable {
  /// The keyframes as Core Animation's fields hold them; the tension, continuity and bias
  /// arrays there are zeros where the export carries none.
  let keyframeTrack: KeyframeTrack<Value>
  /// Whether the export carries tension, continuity and bias
  /// (``KeyframeInterpolation/cubic``), so that the arrays below are not empty.
  let carriesParameters: Bool

  /// The keyframe values: `fromValue`, then the spring's values at the keyTimes, and
  /// `toValue` when the motion has settled by the end.
  public var values: [Value] { keyframeTrack.values }
  /// When each value is reached, as a fraction of ``duration``: 0 first, 1 last, increasing.
  public var keyTimes: [Double] { keyframeTrack.keyTimes }
  /// The length of the animation, in seconds.
  public var duration: Double { keyframeTrack.duration }
  /// How the time between keyframes is filled: ``CalculationMode/linear`` or
  /// ``CalculationMode/cubic``.
  public var calculationMode: CalculationMode { keyframeTrack.calculationMode }
  /// Kochanek–Bartels tension per keyframe (Core Animation's `tensionValues`), in −1…1, for
  /// ``KeyframeInterpolation/cubic`` exports; empty (zeros: linear or Catmull-Rom) otherwise.
  public var tensions: [Double] { carriesParameters ? keyframeTrack.tensions : [] }
  /// Kochanek–Bartels continuity per keyframe (Core Animation's `continuityValues`): −1 for
  /// ``KeyframeInterpolation/cubic`` exports; empty (zeros) otherwise.
  public var continuities: [Double] { carriesParameters ? keyframeTrack.continuities : [] }
  /// Kochanek–Bartels bias per keyframe (Core Animation's `biasValues`), in −1…1, for
  /// ``KeyframeInterpolation/cubic`` exports; empty (zeros) otherwise.
  public var biases: [Double] { carriesParameters ? keyframeTrack.biases : [] }
  /// The cubic Bézier timing function of each segment (Core Animation's `timingFunctions`,
  /// one fewer than the values), for ``KeyframeInterpolation/bezier`` exports; empty
  /// (linear timing) otherwise.
  ///
  /// Each is `cubic-bezier(1/3, y₁, 2/3, y₂)` with y₁ and y₂ free: outside [0, 1] where the
  /// segment overshoots its ends.
  public var timingFunctions: [TimingFunction] { keyframeTrack.timingFunctions }
  /// The largest distance between the keyframe curve and the spring found by a dense check
  /// on 0…``duration``, in value units (Euclidean for vectors).
  ///
  /// For an error-bounded export the check also proves that the distance between its
  /// points stays within ``tolerance``.
  public let maximumError: Double
  /// The tolerance the keyframes were chosen for, in value units; `nil` for uniform
  /// sampling.
  public private(set) var tolerance: Double?
  /// The spring whose motion the keyframes follow.
  public let spring: Spring
  /// The motion's value at time 0.
  public let fromValue: Value
  /// Where the spring pulls the value.
  public let toValue: Value
  /// The motion's velocity at time 0, in units per second.
  public let initialVelocity: Value

  /// Creates keyframes from validated parts.
  init(
    values: [Value], keyTimes: [Double], duration: Double, calculationMode: CalculationMode,
    tensions: [Double] = [], continuities: [Double] = [], biases: [Double] = [],
    timingFunctions: [TimingFunction] = [], maximumError: Double, tolerance: Double?,
    spring: Spring, fromValue: Value, toValue: Value,
    initialVelocity: Value
  ) {
    keyframeTrack = KeyframeTrack(
      validValues: values, keyTimes: keyTimes, duration: duration,
      calculationMode: calculationMode, tensions: tensions, continuities: continuities,
      biases: biases, timingFunctions: timingFunctions)
    carriesParameters = !(tensions.isEmpty && continuities.isEmpty && biases.isEmpty)
    self.maximumError = maximumError
    self.tolerance = tolerance
    self.spring = spring
    self.fromValue = fromValue
    self.toValue = toValue
    self.initialVelocity = initialVelocity
  }

  /// The same keyframes stated for a larger tolerance: for SpringFormats, which plans
  /// keyframes to print within part of a tolerance and leaves the rest to rounding.
  ///
  /// - Precondition: `tolerance` is at least ``maximumError``.
  package func stated(forTolerance tolerance: Double) -> Self {
    var copy = self
    copy.tolerance = tolerance
    return copy
  }

  /// The time of each keyframe, in seconds: keyTime × duration.
  ///
  /// - Complexity: O(n) for n keyframes.
  public var times: [Double] { keyTimes.map { $0 * duration } }

  /// The keyframes as a track that evaluates them with Core Animation's semantics.
  ///
  /// - Returns: A track with these values, keyTimes, duration, calculation mode, and
  ///   tension, continuity and bias, and timing functions.
  /// - Throws: ``KeyframeError``; never for keyframes a spring made, which are valid.
  /// - Complexity: O(n) for n keyframes.
  public func track() throws(KeyframeError) -> KeyframeTrack<Value> {
    // Validated again, so that a value the spring could not make finite is an error here.
    try KeyframeTrack(
      values: values, keyTimes: keyTimes, duration: duration, calculationMode: calculationMode,
      tensions: tensions, continuities: continuities, biases: biases,
      timingFunctions: timingFunctions)
  }
}

extension SpringKeyframes: Equatable {
  /// Whether two exports have the same keyframes, parameters, error, tolerance and motion.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.values == rhs.values && lhs.keyTimes == rhs.keyTimes && lhs.duration == rhs.duration
      && lhs.calculationMode == rhs.calculationMode && lhs.tensions == rhs.tensions
      && lhs.continuities == rhs.continuities && lhs.biases == rhs.biases
      && lhs.timingFunctions == rhs.timingFunctions
      && lhs.maximumError == rhs.maximumError && lhs.tolerance == rhs.tolerance
      && lhs.spring == rhs.spring && lhs.fromValue == rhs.fromValue
      && lhs.toValue == rhs.toValue && lhs.initialVelocity == rhs.initialVelocity
  }
}
