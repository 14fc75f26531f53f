public import SpringKit

/// The CSS for one spring motion: a `linear()` transition that plays it, when one easing can,
/// above the `@keyframes` rule that plays it as keyframes.
///
/// `linear()` holds one easing for the whole motion, so keyframes with a timing function
/// per segment (`KeyframeInterpolation.bezier`) get the `@keyframes` rule only; and it gives
/// a progress from `from` to `to`, so a motion that ends where it starts has none either.
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.5, toValue: 1.0, tolerance: 0.001)
/// let css = try CSSSpringStylesheet(keyframes: keyframes, from: 0.5, to: 1)
/// print(css.text)  // the linear() transition, a blank line, the @keyframes rule
/// ```
public struct CSSSpringStylesheet: Sendable, Hashable {
  /// Why there is no `linear()` transition.
  public enum EasingOmission: Sendable, Hashable {
    /// The keyframes have a timing function per segment, which one easing cannot hold.
    case segmentTimingFunctions
    /// `from` equals `to`: `linear()` would give a progress over no travel.
    case noTravel
  }

  /// The `linear()` easing, or `nil` (see ``omission``).
  public let easing: CSSLinearEasing?
  /// Why ``easing`` is `nil`; `nil` when there is an easing.
  public let omission: EasingOmission?
  /// The `@keyframes` rule and its `animation` rule (``CSSKeyframesWriter/string(for:precision:)``).
  public let animation: String
  /// The transition's rule (``CSSLinearEasing/stylesheet(property:selector:)``) for the
  /// writer's property, or empty.
  public let transition: String

  /// The stylesheet for keyframes of one value.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - from: The value the motion starts from (progress 0).
  ///   - to: The value it comes to rest at (progress 1).
  ///   - writer: The `@keyframes` writer: its template names the property, which the
  ///     transition animates too.
  /// - Throws: ``KeyframeFormatError`` when the keyframes are not linear or the template is
  ///   malformed.
  /// - Complexity: O(n) for n keyframes.
  public init(
    keyframes: SpringKeyframes<Double>, from: Double, to: Double,
    writer: CSSKeyframesWriter = CSSKeyframesWriter()
  ) throws(KeyframeFormatError) {
    let precision = KeyframePrecision(for: keyframes)
    animation = try writer.string(for: keyframes, precision: precision)
    if !keyframes.timingFunctions.isEmpty {
      (easing, omission) = (nil, .segmentTimingFunctions)
    } else if from == to {
      (easing, omission) = (nil, .noTravel)
    } else {
      easing = try CSSLinearEasing(keyframes: keyframes, from: from, to: to, precision: precision)
      omission = nil
    }
    transition = easing?.stylesheet(property: writer.property, selector: writer.selector) ?? ""
    choice =
      "/* Two \(writer.selector) rules below play the same motion: use one. The transition "
      + "plays it when the\n   value in \(writer.property) changes from \(Self.text(from)) to "
      + "\(Self.text(to)); the animation plays the @keyframes on its own. */\n"
  }

  /// The comment above both rules that says to use one of them.
  private let choice: String

  /// A value as the comment shows it: `0`, `300`.
  private static func text(_ value: Double) -> String {
    NumberText.rounded(value, significantDigits: 17)
  }

  /// The whole stylesheet, ending with a newline.
  ///
  /// A comment saying to use one of the two rules, the transition's rule, a blank line and the
  /// animation; or the animation alone.
  public var text: String {
    easing == nil ? animation : choice + "\n" + transition + "\n" + animation
  }
}
