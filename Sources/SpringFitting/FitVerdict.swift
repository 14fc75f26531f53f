/// How well a spring reproduces the keyframes, in terms a designer can act on.
///
/// SpringFormats words a verdict and its reason once (`FitVerdict.sentence`).
public enum FitVerdict: Hashable, Sendable {
  /// The spring follows the keyframes within 2 % of their range (RMS).
  case good
  /// Within 8 %: the same character of motion, visibly different in detail.
  case acceptable
  /// No spring reproduces this motion; the reason says why.
  case noSpringReproducesThis(reason: Reason)

  /// A short machine-readable name: `good`, `acceptable` or `none`.
  public var name: String {
    switch self {
    case .good: "good"
    case .acceptable: "acceptable"
    case .noSpringReproducesThis: "none"
    }
  }

  /// Why no spring reproduces a motion.
  public enum Reason: Hashable, Sendable {
    /// A turn of the data is farther from the final value than the turn before it, and a
    /// damped spring's swings only shrink.
    case swingsGrow(FitSwingGrowth)
    /// The closest spring is within 8 % (RMS) but still more than 8 % of the range from
    /// `target` at `time` seconds, where the comparison ends (`isCutOff` when it ends with
    /// the keyframes).
    case unsettled(target: Double, time: Double, isCutOff: Bool)
    /// The closest vector spring is within 8 % but some component is still more than 8 % of
    /// its range from its final value at `time` seconds.
    case componentUnsettled(time: Double)
    /// The closest spring is still `relativeError` of the range off (RMS, or the vector RMS
    /// when `isVector`).
    case tooFarOff(relativeError: Double, isVector: Bool)
    /// A reason found in one named component of a vector fit.
    indirect case component(String, Reason)
    /// A reason worded by the caller, such as a motion that is no spring on its face.
    case described(String)
  }
}

/// Two turns of the data whose distance from the final value grows: the facts behind
/// ``FitVerdict/Reason/swingsGrow(_:)``.
public struct FitSwingGrowth: Hashable, Sendable {
  /// A peak or a dip of the data.
  public struct Turn: Hashable, Sendable {
    /// Whether the turn is a peak (rather than a dip).
    public let isPeak: Bool
    /// The data's value at the turn.
    public let value: Double
    /// The time of the turn in seconds.
    public let time: Double

    /// Creates a turn.
    ///
    /// - Parameters:
    ///   - isPeak: Whether the turn is a peak.
    ///   - value: The value at the turn.
    ///   - time: The time in seconds.
    public init(isPeak: Bool, value: Double, time: Double) {
      self.isPeak = isPeak
      self.value = value
      self.time = time
    }
  }

  /// Whether the data are keyframes (rather than samples).
  public let isKeyframes: Bool
  /// The earlier turn.
  public let earlier: Turn
  /// The later turn, farther from ``target``.
  public let later: Turn
  /// The data's final value.
  public let target: Double

  /// Creates the facts of growing swings.
  ///
  /// - Parameters:
  ///   - isKeyframes: Whether the data are keyframes.
  ///   - earlier: The earlier turn.
  ///   - later: The later turn, farther from `target`.
  ///   - target: The data's final value.
  public init(isKeyframes: Bool, earlier: Turn, later: Turn, target: Double) {
    self.isKeyframes = isKeyframes
    self.earlier = earlier
    self.later = later
    self.target = target
  }
}

extension FitVerdict {
  /// The verdict's bands, the scalar fit's and the vector fit's: good within 2 % of the
  /// range (RMS) and settled into that band by the end of the window; then growing swings
  /// rule every spring out; acceptable within 8 % and settled into 8 % (else `unsettled`
  /// says why not); otherwise the error (`isVector` for the vector RMS).
  ///
  /// - Parameters:
  ///   - relativeError: The RMS error over the data's range.
  ///   - settles: Whether the fitted motion has settled into a band (a share of the range)
  ///     where the comparison ends.
  ///   - growingSwings: The reason when the data's swings grow, or `nil`.
  ///   - unsettled: The reason when the error is acceptable but the motion is not settled.
  ///   - isVector: Whether the error is the vector RMS.
  /// - Returns: The verdict.
  static func judged(
    relativeError: Double, settles: (Double) -> Bool, growingSwings: () -> Reason?,
    unsettled: () -> Reason, isVector: Bool
  ) -> FitVerdict {
    if relativeError <= 0.02, settles(0.02) { return .good }
    if let reason = growingSwings() { return .noSpringReproducesThis(reason: reason) }
    if relativeError <= 0.08 {
      return settles(0.08) ? .acceptable : .noSpringReproducesThis(reason: unsettled())
    }
    return .noSpringReproducesThis(
      reason: .tooFarOff(relativeError: relativeError, isVector: isVector))
  }
}
