public import SpringKit

/// The `@media (prefers-reduced-motion: reduce)` rule that follows a spring's CSS export
/// (``CSSSpringStylesheet``) and replaces its motion by what a `ReducedMotion` policy asks.
///
/// The rule comes after the full motion's rules and uses the same selector, so with the media
/// feature on it wins by source order, and with it off it does nothing:
/// - `ReducedMotion.jump`: `transition-duration` and `animation-duration` 0 s, so the
///   animation's `both` fill shows the end value at once and a transition jumps;
/// - `ReducedMotion.crossFade(duration:)`: the animation at 0 s beside a fade of `opacity`
///   from 0 to 1 (the fade plays with the `animation` rule; a transition jumps);
/// - `ReducedMotion.criticallyDamped(responseScale:)`: the stand-in spring's whole
///   stylesheet (its `linear()` transition and its `@keyframes`, named `<name>-reduced`).
///
/// ```swift
/// let writer = CSSKeyframesWriter(template: "transform: scale({value})")
/// let rule = try CSSReducedMotionRule(.jump, writer: writer)
/// print(rule.text)  // @media (prefers-reduced-motion: reduce) { .spring { … 0s; } }
/// ```
public struct CSSReducedMotionRule: Sendable, Hashable {
  /// The policy the rule writes.
  public let policy: ReducedMotion
  /// The rule under a comment that says what it does, ending with a newline.
  public let text: String

  /// The rule of a policy that does not move the value: `ReducedMotion.jump` or
  /// `ReducedMotion.crossFade(duration:)`.
  ///
  /// - Parameters:
  ///   - policy: The policy; for `ReducedMotion.criticallyDamped(responseScale:)` use
  ///     ``init(_:standIn:)``.
  ///   - writer: The writer of the full motion's rules (its name, selector and property).
  /// - Throws: ``KeyframeFormatError/fadeOfOpacity`` for a cross-fade of a template that
  ///   animates `opacity`; ``KeyframeFormatError/nonFiniteNumber`` for a fade duration that
  ///   is not positive and finite; ``KeyframeFormatError/needsStandIn`` for a critically
  ///   damped policy.
  public init(_ policy: ReducedMotion, writer: CSSKeyframesWriter) throws(KeyframeFormatError) {
    self.policy = policy
    let open = "@media (prefers-reduced-motion: reduce) {\n"
    switch policy {
    case .jump:
      text =
        "/* Reduced motion (jump): with prefers-reduced-motion: reduce, the value goes to its "
        + "end\n   at once. */\n" + open + "  \(writer.selector) {\n"
        + "    transition-duration: 0s;\n    animation-duration: 0s;\n  }\n}\n"
    case .crossFade(let duration):
      guard duration.isFinite, duration > 0 else { throw .nonFiniteNumber }
      guard writer.property != "opacity" else { throw .fadeOfOpacity }
      let milliseconds = NumberText.rounded(1000 * duration, significantDigits: 6)
      text =
        "/* Reduced motion (fade): with prefers-reduced-motion: reduce, the value goes to its "
        + "end at once\n   and the element fades in over \(milliseconds) ms (with the "
        + "animation rule; a transition jumps). */\n" + open
        + "  @keyframes \(writer.name)-fade {\n    from { opacity: 0; }\n    to { opacity: 1; }\n"
        + "  }\n  \(writer.selector) {\n    transition-duration: 0s;\n"
        + "    animation: \(writer.name) 0s linear both, \(writer.name)-fade \(milliseconds)ms "
        + "linear both;\n  }\n}\n"
    case .criticallyDamped:
      throw .needsStandIn
    }
  }

  /// The rule of `ReducedMotion.criticallyDamped(responseScale:)`: the stand-in spring's
  /// stylesheet inside the media rule.
  ///
  /// - Parameters:
  ///   - policy: The critically damped policy the stand-in was made with.
  ///   - standIn: The stylesheet of the stand-in spring's keyframes
  ///     (`ReducedMotion.spring(replacing:)`), written with the full motion's selector and
  ///     template and the `@keyframes` name `<name>-reduced`.
  public init(_ policy: ReducedMotion, standIn: CSSSpringStylesheet) {
    self.policy = policy
    var scale = ""
    if case .criticallyDamped(let responseScale) = policy {
      scale = NumberText.rounded(responseScale, significantDigits: 6)
    }
    let body = standIn.text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    text =
      "/* Reduced motion (critical): with prefers-reduced-motion: reduce, the same spring\n"
      + "   critically damped, its response times \(scale): no overshoot, shorter. */\n"
      + "@media (prefers-reduced-motion: reduce) {\n"
      + body.trimmingSuffix { $0 == "\n" || $0 == " " } + "\n}\n"
  }
}

extension String {
  /// The string without the trailing characters `drop` matches.
  fileprivate func trimmingSuffix(_ drop: (Character) -> Bool) -> String {
    var end = endIndex
    while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
    return String(self[..<end])
  }
}
