public import SpringKit

/// Writes keyframes as Web Animations JSON for `element.animate(keyframes, options)`: a
/// `keyframes` array of objects with `offset`, `easing` and the animated property, and the
/// `options` (`duration` in milliseconds, `fill: "both"`, `easing: "linear"`).
///
/// The property and its value come from a CSS declaration template, as for
/// ``CSSKeyframesWriter``: `transform: scale({value})` gives `"transform": "scale(0.5)"`
/// (a hyphenated property is written in camel case, as `element.animate()` expects). Each
/// keyframe's `easing` is the timing function of the segment from it to the next —
/// `cubic-bezier(x1, y1, x2, y2)` for a `KeyframeInterpolation.bezier` export, `linear`
/// otherwise — and the last keyframe has none. Offsets are keyTimes rounded as
/// ``KeyframePrecision`` says, the duration as CSS milliseconds are:
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .bezier)
/// let json = try WebAnimationsKeyframesWriter().string(for: keyframes)
/// // {"keyframes":[{"easing":"cubic-bezier(0.333, 1.2, 0.667, 0.9)","offset":0.0,
/// //   "transform":"scale(0.0)"},…],"options":{"duration":829.5,"easing":"linear",
/// //   "fill":"both"}}
/// ```
public struct WebAnimationsKeyframesWriter: Sendable, Hashable {
  /// The declaration of one keyframe, with placeholders for the components.
  public var template: String
  /// The layout of the output.
  public var style: JSONStyle

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - template: A CSS declaration such as `transform: scale({value})` (the default) or
  ///     `translate: {x}px {y}px`.
  ///   - style: The layout; ``JSONStyle/pretty`` by default.
  public init(template: String = "transform: scale({value})", style: JSONStyle = .pretty) {
    self.template = template
    self.style = style
  }

  /// Checks the template for values of type `V` without writing anything: what
  /// ``document(for:precision:)`` would refuse in it.
  ///
  /// ```swift
  /// try WebAnimationsKeyframesWriter(template: "opacity: {value}").validate(for: Double.self)
  /// ```
  ///
  /// - Parameter type: The keyframes' value type, whose component names the placeholders
  ///   must use.
  /// - Throws: ``KeyframeFormatError/malformedTemplate(_:)`` for a template that is not a
  ///   declaration (no colon, no property, a brace in the property) or whose value has no
  ///   placeholder, an unclosed one or a stray brace;
  ///   ``KeyframeFormatError/unknownPlaceholder(_:names:)`` for a placeholder that names no
  ///   component.
  /// - Complexity: O(t) for a template of length t.
  public func validate<V: ExportableValue>(for type: V.Type) throws(KeyframeFormatError) {
    _ = try declaration(for: type)
  }

  /// The template's property, in camel case, and its value split at the placeholders.
  private func declaration<V: ExportableValue>(for type: V.Type) throws(KeyframeFormatError)
    -> (property: String, pieces: [CSSKeyframesWriter.Piece])
  {
    guard let colon = template.firstIndex(of: ":") else { throw .malformedTemplate(template) }
    let name = String(template[..<colon]).trimmingCharacters(in: " ")
    guard !name.isEmpty, !name.contains(where: { $0 == "{" || $0 == "}" }) else {
      throw .malformedTemplate(template)
    }
    let valueTemplate = String(template[template.index(after: colon)...])
      .trimmingCharacters(in: " ")
    let pieces = try CSSKeyframesWriter.pieces(of: valueTemplate, names: V.exportComponentNames)
    return (Self.camelCase(name), pieces)
  }

  /// The JSON document.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: An object with `keyframes` and `options`.
  /// - Throws: ``KeyframeFormatError`` when the keyframes are not linear or the template is
  ///   not a declaration with placeholders.
  /// - Complexity: O(n·t) for n keyframes and a template of length t.
  public func document<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) throws(KeyframeFormatError) -> JSONValue {
    guard keyframes.calculationMode == .linear else {
      throw .needsLinearInterpolation(calculationMode: keyframes.calculationMode.rawValue)
    }
    let (property, pieces) = try declaration(for: V.self)
    let precision = precision ?? KeyframePrecision(for: keyframes)
    var frames: [JSONValue] = []
    for (index, value) in keyframes.values.enumerated() {
      let components = value.exportComponents.map {
        DecimalText.fixed($0, decimals: precision.valueDecimals)
      }
      let text = pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .component(let index): components[index]
        }
      }.joined()
      var frame: [String: JSONValue] = [
        "offset": .number(precision.keyTime(keyframes.keyTimes[index])),
        property: .string(text),
      ]
      if index < keyframes.values.count - 1 {
        var easing = "linear"
        if index < keyframes.timingFunctions.count,
          case .cubicBezier(let curve) = keyframes.timingFunctions[index].kind
        {
          easing = CSSKeyframesWriter.cubicBezier(curve, precision: precision)
        }
        frame["easing"] = .string(easing)
      }
      frames.append(.object(frame))
    }
    let milliseconds = PrintedKeyframes<V>.cssMilliseconds(
      keyframes.duration, precision: precision)
    return .object([
      "keyframes": .array(frames),
      "options": .object([
        "duration": .number(milliseconds), "easing": .string("linear"),
        "fill": .string("both"),
      ]),
    ])
  }

  /// The JSON text, without a trailing newline.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: The text.
  /// - Throws: ``KeyframeFormatError`` as ``document(for:precision:)`` does, or
  ///   ``KeyframeFormatError/nonFiniteNumber`` for a number JSON cannot hold.
  public func string<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) throws(KeyframeFormatError) -> String {
    let document = try document(for: keyframes, precision: precision)
    do {
      return try JSONWriter(style: style).string(for: document)
    } catch {
      throw .nonFiniteNumber
    }
  }

  /// `margin-left` → `marginLeft`, as `element.animate()` names CSS properties.
  static func camelCase(_ property: String) -> String {
    guard !property.hasPrefix("--") else { return property }
    var result = ""
    var upper = false
    for character in property {
      if character == "-" {
        upper = !result.isEmpty
        continue
      }
      result += upper ? character.uppercased() : String(character)
      upper = false
    }
    return result
  }
}

extension String {
  /// The string without leading and trailing `character`s.
  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
