/// The rule an option's number obeys, checked right after the scan and named in the error.
///
/// The words complete "must be …"; where SpringKit has the same rule, they are SpringKit's
/// words (`OptionRuleTests` compares them with `SpringError.Rule`'s requirements).
package enum OptionRule: Sendable, Hashable {
  /// Any finite number.
  case finite
  /// Finite and greater than 0.
  case positive
  /// Finite and at least 0.
  case nonNegative
  /// Finite and greater than 0 with a finite reciprocal: a rate whose step 1/N is valid
  /// (a subnormal N would make the step infinite).
  case positiveRate
  /// A whole number in the range.
  case wholeNumber(ClosedRange<Int>)
  /// Greater than 0 (or at least 0 when `zeroAllowed`) and at most the bound.
  case atMost(Double, zeroAllowed: Bool)

  /// The words after "must be".
  package var text: String {
    switch self {
    case .finite: "finite"
    case .positive: "finite and greater than 0"
    case .nonNegative: "finite and at least 0"
    case .positiveRate: "finite and greater than 0, with 1/N finite"
    case .wholeNumber(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .atMost(let bound, let zeroAllowed):
      (zeroAllowed ? "at least 0" : "greater than 0") + " and at most " + Self.text(bound)
    }
  }

  /// A bound as written in a rule: a whole number without a fraction (`1000000`), any other
  /// as Swift prints it (`0.5`), never a trap for a bound no `Int` holds.
  static func text(_ bound: Double) -> String {
    Int(exactly: bound).map { "\($0)" } ?? "\(bound)"
  }

  /// Whether a value obeys the rule; NaN obeys none.
  package func accepts(_ value: Double) -> Bool {
    switch self {
    case .finite: value.isFinite
    case .positive: value.isFinite && value > 0
    case .nonNegative: value.isFinite && value >= 0
    case .positiveRate: value.isFinite && value > 0 && (1 / value).isFinite
    case .wholeNumber(let range):
      value.rounded() == value && value >= Double(range.lowerBound)
        && value <= Double(range.upperBound)
    case .atMost(let bound, let zeroAllowed):
      (zeroAllowed ? value >= 0 : value > 0) && value <= bound
    }
  }
}
