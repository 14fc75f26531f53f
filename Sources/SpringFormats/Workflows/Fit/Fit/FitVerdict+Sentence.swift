public import SpringFitting

extension FitVerdict {
  /// The verdict as the report prints it: `good fit`, `acceptable fit`, or `no spring
  /// reproduces this: ` and the reason.
  public var sentence: String {
    switch self {
    case .good: "good fit"
    case .acceptable: "acceptable fit"
    case .noSpringReproducesThis(let reason): "no spring reproduces this: \(reason.sentence)"
    }
  }
}

extension FitVerdict.Reason {
  /// The reason in words, lower-case (it follows a colon).
  public var sentence: String {
    let number = { (value: Double) in FitWording.number(value) }
    switch self {
    case .swingsGrow(let growth):
      let name = { (turn: FitSwingGrowth.Turn) in
        (turn.isPeak ? "peak at " : "dip to ") + number(turn.value)
      }
      return "the \(growth.isKeyframes ? "keyframe" : "sample") \(name(growth.later)) at "
        + "\(number(growth.later.time)) s is farther from the final value "
        + "\(number(growth.target)) than the \(name(growth.earlier)) before it (at "
        + "\(number(growth.earlier.time)) s), and a damped spring's swings only shrink"
    case .unsettled(let target, let time, let isCutOff):
      return "the closest spring is still more than 8 % of the range away from "
        + "\(number(target)) at \(number(time)) s, "
        + (isCutOff ? "where it is cut off" : "the end of the comparison")
    case .componentUnsettled(let time):
      return "the closest spring is still more than 8 % of a component's range from its final "
        + "value at \(number(time)) s"
    case .tooFarOff(let relativeError, let isVector):
      let percent = (relativeError * 1000).rounded() / 10
      return "the closest spring is still \(percent) % of the range off "
        + (isVector ? "(vector RMS)" : "(RMS)")
    case .component(let name, let reason):
      return "in \(name), " + reason.sentence
    case .described(let text):
      return text
    }
  }
}
