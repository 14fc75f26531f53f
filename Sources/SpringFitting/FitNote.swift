/// What a fit's numbers alone do not tell: the data cannot pin the parameters down, or the
/// spring keeps moving after the data end.
///
/// A note is data, not a sentence: SpringFormats words each kind once (`FitNote.sentence`)
/// for the text report, its JSON and the preview page, so the scalar and the vector fit say
/// the same thing the same way.
public enum FitNote: Hashable, Sendable {
  /// No more data points than free parameters: many springs pass through them and the fit is
  /// one of them. `components` is 1 for a scalar fit.
  case fewerPointsThanParameters(points: Int, components: Int, freeParameters: Int)
  /// A parameter has no effect on the fitted curve (the condition number is infinite);
  /// `inVector` when the fit is a vector's, where a component that never moves is the cause.
  case parameterWithoutEffect(inVector: Bool)
  /// The data barely distinguish some parameters: the condition number is above 10⁸, and
  /// other springs fit almost as well.
  case poorlyConditioned(conditionNumber: Double)
  /// Played on past the keyframes, the spring keeps moving longer than the comparison.
  case keepsMoving(FitPlayedOn)
  /// A component of a vector fit that never moves: it holds `value`, fitted and drawn as a
  /// constant.
  case stillComponent(name: String, value: Double)
  /// A note on one named component of a vector fit.
  indirect case component(String, FitNote)
}

/// How a fitted spring moves once the keyframes end, when it has not settled by then: the
/// facts behind ``FitNote/keepsMoving(_:)``.
public struct FitPlayedOn: Hashable, Sendable {
  /// The keyframes' duration in seconds, where they end.
  public let duration: Double
  /// Whether the comparison is cut off where the keyframes end (rather than going on over
  /// their held last value).
  public let isCutOff: Bool
  /// The value the spring settles on.
  public let target: Double
  /// When the spring comes within 2 % of the range of ``target`` for good, in seconds;
  /// infinity for an undamped spring.
  public let settlingTime: Double
  /// The data's range, of which ``farthest`` and ``overshoot`` distances are shares.
  public let range: Double
  /// The largest overshoot past ``target`` after the keyframes end, if the spring overshoots.
  public let overshoot: FitExtreme?
  /// The farthest the spring gets from ``target`` after the keyframes end.
  public let farthest: FitExtreme

  /// Creates the facts of a spring played on past its keyframes.
  ///
  /// - Parameters:
  ///   - duration: The keyframes' duration in seconds.
  ///   - isCutOff: Whether the comparison ends where the keyframes do.
  ///   - target: The value the spring settles on.
  ///   - settlingTime: When the spring stays within 2 % of the range, in seconds.
  ///   - range: The data's range.
  ///   - overshoot: The largest overshoot after the keyframes end, if any.
  ///   - farthest: The farthest point from `target` after the keyframes end.
  public init(
    duration: Double, isCutOff: Bool, target: Double, settlingTime: Double, range: Double,
    overshoot: FitExtreme?, farthest: FitExtreme
  ) {
    self.duration = duration
    self.isCutOff = isCutOff
    self.target = target
    self.settlingTime = settlingTime
    self.range = range
    self.overshoot = overshoot
    self.farthest = farthest
  }
}

/// A point of a fitted motion away from its target: how far, and when.
public struct FitExtreme: Hashable, Sendable {
  /// |value − target|, in value units.
  public let distance: Double
  /// The time in seconds.
  public let time: Double

  /// Creates a point `distance` from the target at `time` seconds.
  ///
  /// - Parameters:
  ///   - distance: |value − target|, in value units.
  ///   - time: The time in seconds.
  public init(distance: Double, time: Double) {
    self.distance = distance
    self.time = time
  }
}
