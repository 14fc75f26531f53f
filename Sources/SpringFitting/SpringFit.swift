public import SpringKit

/// The spring a fit found, how closely it follows the data, and how much to trust it.
public struct SpringFit: Sendable {
  /// The fitted spring (mass 1).
  public let spring: Spring
  /// The value the motion starts from.
  public let from: Double
  /// The value the motion settles on.
  public let to: Double
  /// The fitted initial velocity, in value units per second.
  public let initialVelocity: Double
  /// Root mean square of spring − data over the compared ``times`` (the ``window``), in value
  /// units.
  public let rmsError: Double
  /// The largest absolute difference over the compared ``times`` (the ``window``), in value
  /// units.
  public let maxError: Double
  /// What the errors cover for keyframes: their duration and then their held last value
  /// (``FitWindow/keyframesThenHeld``) or their duration only; `nil` for samples, compared at
  /// their own times.
  public let window: FitWindow?
  /// The keyframes' duration, from which the data is their last value held, when the
  /// ``window`` includes the hold; otherwise `nil`.
  public let holdStart: Double?
  /// The time after which the fitted motion stays within 2 % of the data's range of ``to``
  /// (the band of the good verdict), in seconds: 0 when it never leaves the band, infinity
  /// when it never settles.
  public let bandSettlingTime: Double
  /// Whether a spring reproduces the data, in words.
  public let verdict: FitVerdict
  /// Levenberg–Marquardt iterations of the winning start.
  public let iterations: Int
  /// Whether the optimiser met its convergence test (rather than its iteration cap).
  public let converged: Bool
  /// The condition number of the scaled normal matrix at the optimum: above about 10⁸ the
  /// data cannot tell some parameters apart.
  public let conditionNumber: Double
  /// What the numbers alone do not tell: the data cannot pin the parameters down, or the
  /// spring keeps moving after the keyframes (empty when neither).
  public let notes: [FitNote]
  /// The times the spring was compared at, in seconds: ``SpringFitter/comparisonCount``
  /// times of a `TimeGrid` over a keyframe track's duration (the last exactly the
  /// duration), or the samples' own times as given.
  public let times: [Double]
  /// The data at ``times``: the keyframe curve, or the samples' values.
  public let data: [Double]

  /// The fitted motion's value at `time`, on the clock of ``times``.
  ///
  /// The motion starts at the first compared time: 0 for keyframes, the first sample's time
  /// for samples (the fitter measures time from it), so samples that start late are
  /// compared and drawn where they are.
  ///
  /// - Parameter time: Seconds on the clock of ``times``.
  /// - Returns: The spring's value from ``from`` toward ``to`` with ``initialVelocity``.
  public func value(at time: Double) -> Double {
    spring.value(
      fromValue: from, toValue: to, initialVelocity: initialVelocity,
      time: time - (times.first ?? 0))
  }
}
