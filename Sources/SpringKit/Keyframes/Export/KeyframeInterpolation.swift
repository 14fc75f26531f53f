/// How the consumer of exported keyframes fills the time between them: the two
/// ``CalculationMode``s a spring export can target.
///
/// The error bound of ``Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
/// holds for exactly this interpolation with the exported keyTimes, as ``KeyframeTrack`` —
/// and Core Animation — draw it.
public enum KeyframeInterpolation: String, Sendable, Hashable, CaseIterable {
  /// Straight lines between keyframes (Core Animation's `linear`, SwiftUI's
  /// `LinearKeyframe`, CSS `linear()`).
  case linear
  /// Catmull-Rom curves through the keyframes (Core Animation's `cubic`).
  case cubic

  /// The calculation mode that draws this interpolation.
  public var calculationMode: CalculationMode {
    switch self {
    case .linear: .linear
    case .cubic: .cubic
    }
  }
}
