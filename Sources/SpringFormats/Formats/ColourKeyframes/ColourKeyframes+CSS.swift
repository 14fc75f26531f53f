public import SpringKit

// Colour keyframes as CSS and as Web Animations: values in the syntax whose interpolation
// space is the one the keyframes were planned for.

extension ColourKeyframes {
  /// The CSS text of one keyframe's colour: `oklab()` for ``ColourPlayback/cssOklab``,
  /// `rgb()` otherwise.
  public func cssText(_ colour: SRGBColour) -> String {
    playback == .cssOklab ? CSSColour.oklabText(colour) : CSSColour.rgbText(colour)
  }

  /// A sentence stating what the keyframes are and how close they are, for a comment.
  public var summary: String {
    let spaceName =
      switch space {
      case .oklab: "Oklab"
      case .sRGB: "sRGB"
      case .linearSRGB: "linear sRGB"
      }
    let played =
      switch playback {
      case .cssOklab: "CSS interpolates oklab() keyframes (in Oklab)"
      case .cssSRGB: "CSS interpolates rgb() keyframes (in sRGB)"
      case .coreAnimation: "Core Animation interpolates sRGB components"
      }
    return "\(colours.count) keyframes over \(milliseconds) ms of a spring in \(spaceName), "
      + "mapped into the sRGB gamut; played as \(played), within ΔE_ok "
      + "\(NumberText.roundTrip(tolerance)) of it (measured "
      + "\(DecimalText.fixed(measuredError, decimals: 6)))"
      + (discontinuities == 0
        ? ""
        : "; gamut mapping jumps \(discontinuities) time(s), each played as a ramp over "
          + "0.000001 of the duration, where the error is not measured")
  }

  /// The duration in milliseconds as printed, 3 decimals.
  var milliseconds: String { DecimalText.fixed(duration * 1000, decimals: 3) }

  /// A key time as a CSS percentage, 4 decimals.
  func percent(_ index: Int) -> String {
    DecimalText.fixed(keyTimes[index] * 100, decimals: 4)
  }

  /// The declaration of `template` with `{value}` replaced by `value`.
  static func declaration(_ template: String, value: String) -> String {
    template.replacing("{value}", with: value)
  }

  /// A stylesheet: a comment stating the tolerance and the measured error, an `@keyframes`
  /// rule with one selector per keyframe, and a rule that plays it (`linear`, `both`).
  ///
  /// - Parameters:
  ///   - template: The declaration of one keyframe, with `{value}` where the colour goes;
  ///     `background-color: {value}` by default.
  ///   - name: The name of the `@keyframes` rule.
  ///   - selector: The selector of the rule that plays it.
  /// - Returns: The CSS text, ending with a newline.
  public func css(
    template: String = "background-color: {value}", name: String = "spring",
    selector: String = ".spring"
  ) -> String {
    var text = "/* Spring colour keyframes: \(summary). */\n@keyframes \(name) {\n"
    for (index, colour) in colours.enumerated() {
      let declaration = Self.declaration(template, value: cssText(colour))
      text += "  \(percent(index))% { \(declaration); }\n"
    }
    text += "}\n\n\(selector) {\n  animation: \(name) \(milliseconds)ms linear both;\n}\n"
    return text
  }

  /// `{keyframes, options, tolerance}` for `element.animate(keyframes, options)`: each
  /// keyframe's `offset`, `easing` (`linear`) and the template's property in camel case;
  /// `options` with the duration in milliseconds and `fill: both`; `tolerance` states the
  /// ΔE_ok bound, the measured error and the space.
  ///
  /// - Parameter template: The declaration of one keyframe, with `{value}`.
  /// - Returns: The JSON value.
  public func webAnimations(template: String = "background-color: {value}") -> JSONValue {
    let colon = template.firstIndex(of: ":") ?? template.endIndex
    let property = WebAnimationsKeyframesWriter.camelCase(
      String(template[..<colon]).filter { $0 != " " })
    let valueTemplate =
      colon < template.endIndex
      ? String(template[template.index(after: colon)...]).trimmingPrefix(while: \.isWhitespace)
        .description : "{value}"
    var frames: [JSONValue] = []
    for (index, colour) in colours.enumerated() {
      var frame: [String: JSONValue] = [
        "offset": .number(DecimalText.rounded(keyTimes[index], decimals: 6)),
        property: .string(Self.declaration(valueTemplate, value: cssText(colour))),
      ]
      if index < colours.count - 1 { frame["easing"] = .string("linear") }
      frames.append(.object(frame))
    }
    return .object([
      "keyframes": .array(frames),
      "options": .object([
        "duration": .number(DecimalText.rounded(duration * 1000, decimals: 3)),
        "easing": .string("linear"), "fill": .string("both"),
      ]),
      "tolerance": toleranceJSON,
    ])
  }

  /// The tolerance, the measured error and the spaces, as a JSON object.
  var toleranceJSON: JSONValue {
    .object([
      "deltaEOK": .number(tolerance),
      "measuredDeltaEOK": .number(DecimalText.rounded(measuredError, decimals: 6)),
      "springSpace": .string(space.rawValue),
      "interpolationSpace": .string(playback.interpolationSpace.rawValue),
    ])
  }
}
