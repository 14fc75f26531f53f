/// How well a spring reproduces the keyframes, in words a designer can act on.
public enum FitVerdict: Hashable, Sendable, CustomStringConvertible {
  /// The spring follows the keyframes within 2 % of their range (RMS).
  case good
  /// Within 8 %: the same character of motion, visibly different in detail.
  case acceptable
  /// No spring reproduces this motion; the reason says why.
  case noSpringReproducesThis(reason: String)

  /// The verdict as a sentence.
  public var description: String {
    switch self {
    case .good: "good fit"
    case .acceptable: "acceptable fit"
    case .noSpringReproducesThis(let reason): "no spring reproduces this: \(reason)"
    }
  }

  /// A short machine-readable name: `good`, `acceptable` or `none`.
  public var name: String {
    switch self {
    case .good: "good"
    case .acceptable: "acceptable"
    case .noSpringReproducesThis: "none"
    }
  }
}
