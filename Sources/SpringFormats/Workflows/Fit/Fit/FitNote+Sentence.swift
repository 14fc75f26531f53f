public import SpringFitting
import SpringKit

extension FitNote {
  /// The note in words, the one wording the text report, its JSON and the preview page print
  /// (starting lower-case but for a note that opens a sentence of its own; the report
  /// capitalises it and closes it with a full stop).
  ///
  /// ```swift
  /// FitNote.poorlyConditioned(conditionNumber: 3.2e9).sentence
  /// // "the data barely distinguishes some parameters (condition number 3.2e9): other
  /// //  springs fit almost as well"
  /// ```
  public var sentence: String {
    switch self {
    case .fewerPointsThanParameters(let points, let components, let free):
      "only \(points) keyframes"
        + (components == 1 ? "" : " of \(components) components")
        + " for \(free) free parameters: many springs pass through them; this is one of them"
    case .parameterWithoutEffect(let inVector):
      "a parameter has no effect on the fitted curve"
        + (inVector ? " (a component that never moves)" : "")
    case .poorlyConditioned(let condition):
      "the data barely distinguishes some parameters (condition number "
        + "\(FitWording.number(condition))): other springs fit almost as well"
    case .keepsMoving(let played):
      played.sentence
    case .stillComponent(let name, let value):
      "component \(name) does not move: it holds \(FitWording.number(value)), fitted and drawn "
        + "as a constant"
    case .component(let name, let note):
      "In \(name): " + note.sentence
    }
  }
}

extension FitPlayedOn {
  /// "Cut off at … s; played on, the spring keeps moving: it stays … until … s, and
  /// overshoots … by … % of the range at … s", or its variants.
  var sentence: String {
    let number = { (value: Double) in FitWording.number(value) }
    let target = number(self.target)
    let until =
      settlingTime.isFinite
      ? "it stays more than 2 % of the range from \(target) until \(number(settlingTime)) s "
        + "(\(FitWording.number(settlingTime / duration, digits: 3)) × the keyframes' duration)"
      : "it never settles (an undamped spring oscillates forever)"
    let percent = { (distance: Double) in FitWording.number(100 * distance / range, digits: 2) }
    let how =
      if let overshoot {
        "overshoots \(target) by \(percent(overshoot.distance)) % of the range at "
          + "\(number(overshoot.time)) s"
      } else {
        "is up to \(percent(farthest.distance)) % of the range away from \(target) (at "
          + "\(number(farthest.time)) s)"
      }
    let opening =
      isCutOff
      ? "Cut off at \(number(duration)) s; played on, the spring keeps moving: "
      : "After the keyframes end at \(number(duration)) s the spring keeps moving: "
    return opening + until + ", and " + how
  }
}

/// The numbers of the fit's sentences: 4 significant digits unless said otherwise, integral
/// digits below 10⁶ (`277058`), larger values as a mantissa and a power of ten (`1.235e9`).
enum FitWording {
  /// `value` rounded to `digits` significant digits for a sentence.
  static func number(_ value: Double, digits: Int = 4) -> String {
    DecimalDigits.rounded(value, significantDigits: digits, layout: .sentence)
  }
}
