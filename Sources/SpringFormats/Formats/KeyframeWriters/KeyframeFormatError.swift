/// Keyframes a format cannot express, or a template it cannot fill.
public enum KeyframeFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// CSS interpolates straight lines only: the keyframes were made for another mode.
  case needsLinearInterpolation(calculationMode: String)
  /// CSS `linear()` is one progress curve: it needs one component.
  case needsOneComponent(count: Int)
  /// CSS `linear()` normalises by `to − from`, which is zero or not finite.
  case noTravel(from: Double, to: Double)
  /// A placeholder in a CSS property template names no component.
  case unknownPlaceholder(String, names: [String])
  /// A CSS property template has no placeholder, an unclosed one or a stray brace (or, for
  /// Web Animations, is not a `property: value` declaration).
  case malformedTemplate(String)
  /// A number is infinite or NaN.
  case nonFiniteNumber
  /// A template was given to a format that writes none (``KeyframeFormat/takesTemplate``).
  case noTemplate(format: String)
  /// A reduced-motion cross-fade animates `opacity`, which the template animates already.
  case fadeOfOpacity
  /// A critically damped reduced motion is written from its stand-in spring's stylesheet
  /// (``CSSReducedMotionRule/init(_:standIn:)``).
  case needsStandIn

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .needsLinearInterpolation(let mode):
      "CSS interpolates keyframes linearly, but these were made for \(mode) interpolation; "
        + "export them with linear interpolation"
    case .needsOneComponent(let count):
      "CSS linear() is one progress curve, but the values have \(count) components"
    case .noTravel(let from, let to):
      "CSS linear() gives progress from \(from) to \(to), which needs to - from to be finite "
        + "and not 0"
    case .unknownPlaceholder(let name, let names):
      "the template's placeholder {\(name)} names no component; use "
        + names.map { "{\($0)}" }.joined(separator: ", ")
    case .malformedTemplate(let template):
      "the template '\(template)' needs a placeholder such as {value}, with its braces closed"
    case .nonFiniteNumber:
      "the keyframes contain a number that is not finite"
    case .noTemplate(let format):
      "the \(format) format writes no declaration template"
    case .fadeOfOpacity:
      "a reduced-motion cross-fade animates opacity, which the template animates already; "
        + "choose jump or critical"
    case .needsStandIn:
      "a critically damped reduced motion is written from the stand-in spring's stylesheet"
    }
  }
}
