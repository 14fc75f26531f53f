/// How a ``KeyframeTrack`` fills the time between keyframes: Core Animation's calculation
/// modes.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight lines between (keyTime, value) points.
  case linear
  /// Kochanek–Bartels Hermite curves (Catmull-Rom with zero tension, continuity and bias).
  case cubic
  /// Each value holds until the next keyTime; keyTimes has one more entry than values.
  case discrete
  /// Linear, with keyTimes derived so that the value changes at an even pace.
  case paced
  /// Cubic, with keyTimes derived so that the value changes at an even pace.
  case cubicPaced
}
