public import SpringKit

/// Writes keyframes as a CSS `@keyframes` rule, one percentage selector per keyframe, and
/// an `animation` declaration that plays it.
///
/// Each keyframe's declaration comes from a template with placeholders for the value's
/// components — `{value}` for numbers, `{x}`, `{y}`, `{z}`, `{w}` for vectors:
///
/// ```swift
/// let keyframes = try Spring.bouncy.keyframes(fromValue: 0.5, toValue: 1.0, tolerance: 0.001)
/// let css = try CSSKeyframesWriter(template: "transform: scale({value})").string(for: keyframes)
/// // @keyframes spring {
/// //   0% { transform: scale(0.5); }
/// //   1.443% { transform: scale(0.5041); }
/// //   …
/// ```
///
/// The animation uses the `linear` timing function, so CSS draws straight lines between
/// keyframes — the keyframes must be linear ones. Keyframes with a Bézier timing function
/// per segment (`KeyframeInterpolation.bezier`) give every keyframe but the last its own
/// `animation-timing-function: cubic-bezier(x1, y1, x2, y2)`, which CSS applies from that
/// keyframe to the next.
public struct CSSKeyframesWriter: Sendable, Hashable {
  /// The name of the `@keyframes` rule.
  public var name: String
  /// The declaration of one keyframe, with placeholders for the components.
  public var template: String
  /// The selector of the rule with the `animation` declaration.
  public var selector: String

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - name: The name of the `@keyframes` rule; `spring` by default.
  ///   - template: The declaration of one keyframe, such as `transform: scale({value})`
  ///     (the default) or `translate: {x}px {y}px`.
  ///   - selector: The selector of the rule that plays the animation; `.spring` by default.
  public init(
    name: String = "spring", template: String = "transform: scale({value})",
    selector: String = ".spring"
  ) {
    self.name = name
    self.template = template
    self.selector = selector
  }

  /// The stylesheet: a comment with the count and the measured error of the printed rule
  /// (percentages over the printed milliseconds, straight lines between the printed values,
  /// compared with the spring), the `@keyframes` rule and a rule with the `animation`
  /// declaration (duration in milliseconds, `linear`, `both`).
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: The CSS text, ending with a newline.
  /// - Throws: ``KeyframeFormatError`` when the keyframes are not linear or the template has
  ///   no placeholder, an unclosed one, a stray brace or one that names no component.
  /// - Complexity: O(n·t) for n keyframes and a template of length t.
  public func string<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) throws(KeyframeFormatError) -> String {
    guard keyframes.calculationMode == .linear else {
      throw .needsLinearInterpolation(calculationMode: keyframes.calculationMode.rawValue)
    }
    let pieces = try Self.pieces(of: template, names: V.exportComponentNames)
    let precision = precision ?? KeyframePrecision(for: keyframes)
    let percentDecimals = PrintedKeyframes<V>.cssPercentDecimals(precision)
    let error = PrintedKeyframes(keyframes: keyframes, precision: precision)
      .error(of: .cssKeyframes)
    let summary = KeyframeSummary.line(keyframes, noun: "keyframes", error: error)
    var text = "/* Spring keyframes: \(summary). */\n"
    text += "@keyframes \(name) {\n"
    for (index, value) in keyframes.values.enumerated() {
      let percent = DecimalText.fixed(100 * keyframes.keyTimes[index], decimals: percentDecimals)
      let components = value.exportComponents.map {
        DecimalText.fixed($0, decimals: precision.valueDecimals)
      }
      let declaration = pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .component(let index): components[index]
        }
      }.joined()
      var easing = ""
      if index < keyframes.timingFunctions.count,
        case .cubicBezier(let curve) = keyframes.timingFunctions[index].kind
      {
        easing = " animation-timing-function: \(Self.cubicBezier(curve, precision: precision));"
      }
      text += "  \(percent)% { \(declaration);\(easing) }\n"
    }
    let milliseconds = DecimalText.fixed(
      1000 * keyframes.duration, decimals: PrintedKeyframes<V>.cssMillisecondDecimals(precision))
    text += "}\n\n\(selector) {\n  animation: \(name) \(milliseconds)ms linear both;\n}\n"
    return text
  }

  /// `cubic-bezier(x1, y1, x2, y2)` with the control values as printed.
  static func cubicBezier(_ curve: TimingFunction.CubicBezier, precision: KeyframePrecision)
    -> String
  {
    let numbers = PrintedKeyframes<Double>.controlValues(curve, precision: precision).map {
      DecimalText.fixed($0, decimals: precision.parameterDecimals)
    }
    return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
  }

  /// Checks the template for values of type `V` without writing anything: what
  /// ``string(for:precision:)`` would refuse in it.
  ///
  /// ```swift
  /// try CSSKeyframesWriter(template: "opacity: {value}").validate(for: Double.self)
  /// ```
  ///
  /// - Parameter type: The keyframes' value type, whose component names the placeholders
  ///   must use (`{value}` for a scalar, `{x}`, `{y}` for a point).
  /// - Throws: ``KeyframeFormatError/malformedTemplate(_:)`` for a template without a
  ///   placeholder, an unclosed one or a stray brace;
  ///   ``KeyframeFormatError/unknownPlaceholder(_:names:)`` for a placeholder that names no
  ///   component.
  /// - Complexity: O(t) for a template of length t.
  public func validate<V: ExportableValue>(for type: V.Type) throws(KeyframeFormatError) {
    _ = try Self.pieces(of: template, names: V.exportComponentNames)
  }

  /// A piece of a template: literal text or a component's placeholder.
  enum Piece: Equatable {
    case text(String)
    case component(Int)
  }

  /// The template split at its placeholders.
  static func pieces(of template: String, names: [String]) throws(KeyframeFormatError)
    -> [Piece]
  {
    var pieces: [Piece] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw .malformedTemplate(template)
      }
      // A closing brace outside a placeholder is a typo, not text.
      guard !rest[..<open].contains("}") else { throw .malformedTemplate(template) }
      let name = String(rest[rest.index(after: open)..<close])
      guard let index = names.firstIndex(of: name) else {
        throw .unknownPlaceholder(name, names: names)
      }
      if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
      pieces.append(.component(index))
      rest = rest[rest.index(after: close)...]
    }
    guard !pieces.isEmpty, !rest.contains("}") else { throw .malformedTemplate(template) }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    return pieces
  }
}
