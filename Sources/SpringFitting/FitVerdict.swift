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

extension FitVerdict {
  /// The verdict's bands, the scalar fit's and the vector fit's: good within 2 % of the
  /// range (RMS) and settled into that band by the end of the window; then growing swings
  /// rule every spring out; acceptable within 8 % and settled into 8 % (else `unsettled`
  /// says why not); otherwise the error, `norm` naming it ("RMS", "vector RMS").
  ///
  /// - Parameters:
  ///   - relativeError: The RMS error over the data's range.
  ///   - settles: Whether the fitted motion has settled into a band (a share of the range)
  ///     where the comparison ends.
  ///   - growingSwings: The reason when the data's swings grow, or `nil`.
  ///   - unsettled: The reason when the error is acceptable but the motion is not settled.
  ///   - norm: The error's name in the last reason.
  /// - Returns: The verdict.
  static func judged(
    relativeError: Double, settles: (Double) -> Bool, growingSwings: () -> String?,
    unsettled: () -> String, norm: String
  ) -> FitVerdict {
    if relativeError <= 0.02, settles(0.02) { return .good }
    if let reason = growingSwings() { return .noSpringReproducesThis(reason: reason) }
    if relativeError <= 0.08 {
      return settles(0.08) ? .acceptable : .noSpringReproducesThis(reason: unsettled())
    }
    let percent = (relativeError * 1000).rounded() / 10
    return .noSpringReproducesThis(
      reason: "the closest spring is still \(percent) % of the range off (\(norm))")
  }
}
