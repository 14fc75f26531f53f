public import SpringKit

// The additive exports of a retargeted motion: CSS animations composed with `add`, and Core
// Animation animations with `additive` set.

extension LayeredKeyframes {
  /// The custom property a layered CSS export animates by default.
  public static let cssProperty = "--value"

  /// A stylesheet that plays the motion as additive CSS animations, one per layer.
  ///
  /// Every layer is an `@keyframes` rule from its offset to 0, played with linear timing,
  /// its `animation-delay` (the retarget instant), `animation-fill-mode: both` (a retarget's
  /// layer holds −ΔT before its instant) and `animation-composition: add`, over the model
  /// value `modelValue` (the final target) set on the element. `add` sums
  /// numbers and lengths and a registered `<number>` custom property, so a template on a
  /// custom property (`--value: {value}`, the default) also registers it with `@property`.
  /// Transforms do not sum under `add` (a transform list concatenates: scales multiply):
  /// animate a registered number and use it, as `transform: scale(var(--value))`.
  ///
  /// ```swift
  /// let css = try layered.css()
  /// // @property --value { syntax: '<number>'; inherits: false; initial-value: 0; }
  /// // @keyframes spring-layer-0 { … }
  /// ```
  ///
  /// - Parameters:
  ///   - template: The declaration of one keyframe, with `{value}` where the value goes.
  ///   - name: The prefix of the `@keyframes` names (`spring-layer-0`, …).
  ///   - selector: The elements that play the animations.
  /// - Returns: The CSS, ending with a newline.
  /// - Throws: `KeyframeFormatError` for a template without exactly one `{value}`.
  /// - Complexity: O(n) for n keyframes in all.
  public func css(
    template: String = "--value: {value}", name: String = "spring", selector: String = ".spring"
  ) throws(KeyframeFormatError) -> String {
    let pieces = try CSSKeyframesWriter.pieces(
      of: template, names: Double.exportComponentNames)
    let declaration = { (value: String) -> String in
      pieces.map { piece in
        switch piece {
        case .text(let text): text
        case .component: value
        }
      }.joined()
    }
    var printedError = 0.0
    var rules = ""
    var names: [String] = []
    var durations: [String] = []
    var delays: [String] = []
    for (index, (layer, keyframes)) in zip(layers, self.keyframes).enumerated() {
      let precision = KeyframePrecision(for: keyframes)
      let percentDecimals = PrintedKeyframes<Double>.cssPercentDecimals(precision)
      printedError += PrintedKeyframes(keyframes: keyframes, precision: precision)
        .error(of: .cssKeyframes)
      let ruleName = "\(name)-layer-\(index)"
      rules += "@keyframes \(ruleName) {\n"
      for (keyframe, value) in keyframes.values.enumerated() {
        let percent = DecimalText.fixed(
          100 * keyframes.keyTimes[keyframe], decimals: percentDecimals)
        let number = DecimalText.fixed(value, decimals: precision.valueDecimals)
        rules += "  \(percent)% { \(declaration(number)); }\n"
      }
      rules += "}\n\n"
      names.append(ruleName)
      durations.append(
        DecimalText.fixed(
          1000 * keyframes.duration,
          decimals: PrintedKeyframes<Double>.cssMillisecondDecimals(precision)) + "ms")
      delays.append(DecimalText.fixed(1000 * layer.delay, decimals: Self.delayDecimals) + "ms")
    }
    let property =
      template.split(separator: ":", maxSplits: 1).first
      .map { String($0).trimmingSpaces } ?? ""
    var text =
      "/* A retargeted spring as \(layers.count) additive layer"
      + "\(layers.count == 1 ? "" : "s") over the model value "
      + "\(NumberText.roundTrip(modelValue)), within "
      + "\(NumberText.rounded(tolerance, significantDigits: 3)) of the motion as printed "
      + "(measured \(NumberText.rounded(printedError, significantDigits: 3))). */\n"
    if property.hasPrefix("--") {
      text +=
        "@property \(property) { syntax: '<number>'; inherits: false; initial-value: 0; }\n\n"
    }
    text += rules
    text += "\(selector) {\n"
    text += "  \(declaration(NumberText.roundTrip(modelValue)));\n"
    text += "  animation-name: \(names.joined(separator: ", "));\n"
    text += "  animation-duration: \(durations.joined(separator: ", "));\n"
    text += "  animation-delay: \(delays.joined(separator: ", "));\n"
    text += "  animation-timing-function: linear;\n"
    text += "  animation-fill-mode: both;\n"
    text += "  animation-composition: add;\n"
    text += "}\n"
    return text
  }

  /// Decimals of a printed delay in milliseconds: 6 (nanoseconds), so that rounding moves a
  /// layer by at most 0.5 ns.
  static let delayDecimals = 6

  /// The layers as Web Animations effects composed with `composite: "add"`: `modelValue`
  /// (set it on the element, as the underlying value) and one `{keyframes, options}` per
  /// layer for `element.animate()`, its options with the layer's `delay` in milliseconds,
  /// `fill` `both` and `composite` `add`.
  ///
  /// - Parameter template: The declaration of one keyframe, with `{value}` where the value
  ///   goes; a custom property (`--value: {value}`, the default) must be registered as a
  ///   `<number>` (`CSS.registerProperty`) for `add` to sum it.
  /// - Returns: The document.
  /// - Throws: `KeyframeFormatError` for a malformed template.
  /// - Complexity: O(n) for n keyframes in all.
  public func webAnimationsJSON(template: String = "--value: {value}")
    throws(KeyframeFormatError) -> JSONValue
  {
    let writer = WebAnimationsKeyframesWriter(template: template)
    var effects: [JSONValue] = []
    for (layer, keyframes) in zip(layers, self.keyframes) {
      guard case .object(var effect) = try writer.document(for: keyframes),
        case .object(var options)? = effect["options"]
      else { continue }
      let delay = DecimalText.fixed(1000 * layer.delay, decimals: Self.delayDecimals)
      options["delay"] = .number(Double(delay) ?? 1000 * layer.delay)
      options["composite"] = "add"
      effect["options"] = .object(options)
      effects.append(.object(effect))
    }
    return [
      "modelValue": .number(modelValue), "tolerance": .number(tolerance),
      "errorBound": .number(errorBound), "effects": .array(effects),
    ]
  }

  /// The layers as Core Animation animations with `additive` set: `modelValue` (set it on the
  /// layer), then one CAKeyframeAnimation-shaped object per layer with `additive: true`,
  /// `beginTime` (seconds after the motion starts; add `CACurrentMediaTime()`) and
  /// `fillMode` `backwards`, so that a retarget's layer holds −ΔT until it starts.
  ///
  /// - Complexity: O(n) for n keyframes in all.
  public var coreAnimationJSON: JSONValue {
    let writer = KeyframeJSONWriter()
    let animations = zip(layers, keyframes).map { layer, keyframes -> JSONValue in
      guard case .object(var fields) = writer.document(for: keyframes) else {
        return writer.document(for: keyframes)
      }
      fields["additive"] = true
      fields["beginTime"] = .number(layer.delay)
      fields["fillMode"] = "backwards"
      return .object(fields)
    }
    return [
      "modelValue": .number(modelValue), "tolerance": .number(tolerance),
      "errorBound": .number(errorBound), "animations": .array(animations),
    ]
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
