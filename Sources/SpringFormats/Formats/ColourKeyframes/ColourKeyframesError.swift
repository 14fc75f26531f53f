/// Why colour keyframes could not be planned.
public enum ColourKeyframesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The tolerance is not finite and positive.
  case tolerance(Double)
  /// The two colours are the same (and so are their alphas): nothing moves.
  case noTravel
  /// The spring never settles (it is undamped), so the keyframes have no end.
  case neverSettles
  /// More than `limit` keyframes would be needed for the tolerance.
  case tooManyKeyframes(limit: Int)
  /// The printed keyframes, played, stray further than the tolerance (a bug, or rounding
  /// of a tolerance near 10⁻⁶).
  case unmet(measured: Double)
  /// The spring refused the motion (a message from SpringKit).
  case spring(String)

  /// What went wrong, in a sentence without a full stop.
  public var description: String {
    switch self {
    case .tolerance(let value):
      "the tolerance must be a finite ΔE_ok greater than 0, got \(value)"
    case .noTravel: "the two colours are the same: nothing to animate"
    case .neverSettles: "the spring never settles (it is undamped), so the keyframes have no end"
    case .tooManyKeyframes(let limit):
      "the tolerance needs more than \(limit) keyframes; use a larger tolerance"
    case .unmet(let measured):
      "the printed keyframes stray \(measured) from the spring, more than the tolerance"
    case .spring(let message): message
    }
  }
}
