import SpringKit

extension CSSColour {
  /// Reads a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and `rgba()` in the
  /// legacy (`rgb(255, 0, 0, 0.5)`) and modern (`rgb(100% 0% 0% / 50%)`) syntaxes, `oklab()`
  /// and `oklch()` (CSS Color 4).
  ///
  /// Function names and hex digits are case-insensitive; white space may surround the colour
  /// and its arguments. Numbers are CSS numbers (`.5`, `+1`, `1e-3`); `none` stands for 0 in
  /// the modern syntaxes. Percentages: `100%` is 255 for a channel, 1 for alpha and Oklab
  /// lightness, 0.4 for Oklab's `a` and `b` and for chroma. Hues are degrees, or an angle in
  /// `deg`, `rad`, `grad` or `turn`.
  ///
  /// Unlike a browser, which clamps silently, a component outside its range is an error: a
  /// channel outside `0…255` (`0%…100%`), alpha or Oklab lightness outside `0…1`
  /// (`0%…100%`), a negative chroma.
  ///
  /// ```swift
  /// try CSSColour(parsing: "#ff000080").colour.alpha  // 0.50196…
  /// try CSSColour(parsing: "rgb(255 0 0 / 2)")        // throws: alpha must be in 0…1
  /// ```
  ///
  /// - Parameter text: The colour's text.
  /// - Throws: ``CSSColourError`` naming the character where reading stopped and why.
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: String) throws(CSSColourError) {
    var reader = CSSColourReader(text)
    self = try reader.read()
  }
}

/// The scanner behind ``CSSColour/init(parsing:)``: a cursor over the text's characters.
struct CSSColourReader {
  /// A component as written: a number with its unit (`""`, `"%"` or a lowercase name), or
  /// `none`; `start` is its offset.
  struct Component {
    var value: Double
    var unit: String
    var isNone: Bool
    var start: Int
  }

  let text: String
  let characters: [Character]
  var index = 0

  init(_ text: String) {
    self.text = text
    self.characters = Array(text)
  }

  var current: Character? { index < characters.count ? characters[index] : nil }

  func failure(_ reason: CSSColourError.Reason, at offset: Int? = nil) -> CSSColourError {
    CSSColourError(text: text, offset: offset ?? index, reason: reason)
  }

  mutating func skipSpace() {
    while let character = current, character.isWhitespace { index += 1 }
  }

  mutating func read() throws(CSSColourError) -> CSSColour {
    skipSpace()
    guard let first = current else { throw failure(.empty) }
    let colour = first == "#" ? try hex() : try function()
    skipSpace()
    guard current == nil else { throw failure(.trailingText) }
    return colour
  }

  // MARK: Hex

  mutating func hex() throws(CSSColourError) -> CSSColour {
    index += 1
    let start = index
    var digits: [Int] = []
    while let character = current, character.isLetter || character.isNumber {
      guard let digit = character.hexDigitValue else { throw failure(.notHexDigit(character)) }
      digits.append(digit)
      index += 1
    }
    let channels: [Double]
    switch digits.count {
    case 3, 4: channels = digits.map { Double($0 * 17) / 255 }
    case 6, 8:
      channels = stride(from: 0, to: digits.count, by: 2).map {
        Double(digits[$0] * 16 + digits[$0 + 1]) / 255
      }
    default: throw failure(.hexDigitCount(digits.count), at: start)
    }
    let alpha = channels.count == 4 ? channels[3] : 1
    return CSSColour(
      colour: try colour(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha),
      syntax: .hex)
  }

  // MARK: Functions

  mutating func function() throws(CSSColourError) -> CSSColour {
    let start = index
    var name = ""
    while let character = current, character.isASCII, character.isLetter {
      name.append(Character(character.lowercased()))
      index += 1
    }
    guard current == "(", ["rgb", "rgba", "oklab", "oklch"].contains(name) else {
      throw failure(.unknownSyntax, at: start)
    }
    index += 1
    let colour: CSSColour
    switch name {
    case "oklab": colour = try oklab()
    case "oklch": colour = try oklch()
    default: colour = try rgb()
    }
    skipSpace()
    guard current == ")" else { throw failure(.missingClosingParenthesis) }
    index += 1
    return colour
  }

  mutating func rgb() throws(CSSColourError) -> CSSColour {
    let red = try component("red")
    skipSpace()
    let legacy = current == ","
    var channels = [red]
    for name in ["green", "blue"] {
      if legacy { try expect(",", "',' between the components of rgb() with commas") }
      channels.append(try component(name))
    }
    if legacy {
      if let mixed = channels.first(where: { ($0.unit == "%") != (red.unit == "%") || $0.isNone }) {
        throw failure(
          mixed.isNone ? .expectedNumber(component: "the channel") : .mixedNumbersAndPercentages,
          at: mixed.start)
      }
    }
    let alpha = try optionalAlpha(legacy: legacy)
    var values: [Double] = []
    for (channel, name) in zip(channels, ["red", "green", "blue"]) {
      values.append(try self.channel(channel, name))
    }
    return CSSColour(
      colour: try colour(red: values[0], green: values[1], blue: values[2], alpha: alpha),
      syntax: .rgb)
  }

  mutating func oklab() throws(CSSColourError) -> CSSColour {
    let lightness = try self.lightness(try component("lightness"))
    let a = try axis(try component("a"), "a")
    let b = try axis(try component("b"), "b")
    let alpha = try optionalAlpha(legacy: false)
    do {
      let lab = try OklabColour(lightness: lightness, a: a, b: b, alpha: alpha)
      return CSSColour(colour: lab.sRGB, syntax: .oklab)
    } catch {
      throw refused(error)
    }
  }

  mutating func oklch() throws(CSSColourError) -> CSSColour {
    let lightness = try self.lightness(try component("lightness"))
    let chromaComponent = try component("chroma")
    let chroma = try axis(chromaComponent, "chroma")
    guard chroma >= 0 else {
      throw failure(
        .outOfRange(component: "chroma", value: chroma, range: "0 or more"),
        at: chromaComponent.start)
    }
    let hue = try self.hue(try component("hue"))
    let alpha = try optionalAlpha(legacy: false)
    do {
      let lch = try OklchColour(lightness: lightness, chroma: chroma, hue: hue, alpha: alpha)
      return CSSColour(colour: lch.oklab.sRGB, syntax: .oklch)
    } catch {
      throw refused(error)
    }
  }

  // MARK: Components

  /// Alpha after `/` (modern) or `,` (legacy), or 1 when the arguments end.
  mutating func optionalAlpha(legacy: Bool) throws(CSSColourError) -> Double {
    skipSpace()
    if current == ")" || current == nil { return 1 }
    if legacy {
      try expect(",", "',' or ')'")
    } else {
      try expect("/", "'/' before alpha, or ')'")
    }
    let alpha = try component("alpha")
    if alpha.isNone && legacy {
      throw failure(.expectedNumber(component: "alpha"), at: alpha.start)
    }
    let value = try fraction(alpha, "alpha", hundredPercent: 1)
    guard (0...1).contains(value) else {
      let range = alpha.unit == "%" ? "0%…100%" : "0…1"
      throw failure(
        .outOfRange(component: "alpha", value: alpha.value, range: range), at: alpha.start)
    }
    return value
  }

  mutating func expect(_ separator: Character, _ description: String) throws(CSSColourError) {
    skipSpace()
    guard current == separator else { throw failure(.expectedSeparator(description)) }
    index += 1
  }

  /// A channel of `rgb()` as a fraction: a number in `0…255` or a percentage.
  func channel(_ component: Component, _ name: String) throws(CSSColourError) -> Double {
    let value = try fraction(component, name, hundredPercent: 255)
    guard (0...255).contains(value) else {
      let range = component.unit == "%" ? "0%…100%" : "0…255"
      throw failure(
        .outOfRange(component: name, value: component.value, range: range), at: component.start)
    }
    return value / 255
  }

  func lightness(_ component: Component) throws(CSSColourError) -> Double {
    let value = try fraction(component, "lightness", hundredPercent: 1)
    guard (0...1).contains(value) else {
      let range = component.unit == "%" ? "0%…100%" : "0…1"
      throw failure(
        .outOfRange(component: "lightness", value: component.value, range: range),
        at: component.start)
    }
    return value
  }

  /// Oklab's `a` or `b`, or Oklch's chroma: a number, or a percentage of 0.4.
  func axis(_ component: Component, _ name: String) throws(CSSColourError) -> Double {
    try fraction(component, name, hundredPercent: 0.4)
  }

  /// The hue in degrees: a number, or an angle in `deg`, `rad`, `grad` or `turn`.
  func hue(_ component: Component) throws(CSSColourError) -> Double {
    if component.isNone { return 0 }
    switch component.unit {
    case "", "deg": return component.value
    case "rad": return component.value * (180 / Double.pi)
    case "grad": return component.value * 0.9
    case "turn": return component.value * 360
    default:
      throw failure(.unexpectedUnit(component.unit, component: "hue"), at: component.start)
    }
  }

  /// A number as is, or a percentage scaled so that `100%` is `hundredPercent`; `none` is 0.
  func fraction(_ component: Component, _ name: String, hundredPercent: Double)
    throws(CSSColourError) -> Double
  {
    if component.isNone { return 0 }
    switch component.unit {
    case "": return component.value
    case "%": return component.value / 100 * hundredPercent
    default:
      throw failure(.unexpectedUnit(component.unit, component: name), at: component.start)
    }
  }

  /// The next component: `none`, or a CSS number followed by an optional `%` or unit name.
  mutating func component(_ name: String) throws(CSSColourError) -> Component {
    skipSpace()
    let start = index
    if let word = word(), word == "none" {
      return Component(value: 0, unit: "", isNone: true, start: start)
    }
    index = start
    guard let value = number() else {
      throw failure(current == nil ? .missingComponent(name) : .expectedNumber(component: name))
    }
    guard value.isFinite else {
      throw failure(.outOfRange(component: name, value: value, range: "finite"), at: start)
    }
    var unit = ""
    if current == "%" {
      unit = "%"
      index += 1
    } else if let word = word() {
      unit = word
    }
    return Component(value: value, unit: unit, isNone: false, start: start)
  }

  /// A lowercase run of ASCII letters at the cursor, consumed, or nil (cursor unmoved).
  mutating func word() -> String? {
    var word = ""
    while let character = current, character.isASCII, character.isLetter {
      word.append(Character(character.lowercased()))
      index += 1
    }
    return word.isEmpty ? nil : word
  }

  /// A CSS number at the cursor, `[+-]? (digits ('.' digits)? | '.' digits) (e [+-]? digits)?`,
  /// consumed; nil (cursor unmoved) when there is none.
  mutating func number() -> Double? {
    let start = index
    var literal = ""
    if let sign = current, sign == "+" || sign == "-" {
      if sign == "-" { literal.append("-") }
      index += 1
    }
    let integer = digits()
    var fraction = ""
    if current == ".", index + 1 < characters.count, characters[index + 1].isASCIIDigit {
      index += 1
      fraction = digits()
    }
    guard !integer.isEmpty || !fraction.isEmpty else {
      index = start
      return nil
    }
    literal += (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
    if let e = current, e == "e" || e == "E" {
      var lookahead = index + 1
      var exponent = "e"
      if lookahead < characters.count, characters[lookahead] == "+" || characters[lookahead] == "-"
      {
        exponent.append(characters[lookahead])
        lookahead += 1
      }
      if lookahead < characters.count, characters[lookahead].isASCIIDigit {
        index = lookahead
        literal += exponent + digits()
      }
    }
    return Double(literal)
  }

  mutating func digits() -> String {
    var digits = ""
    while let character = current, character.isASCIIDigit {
      digits.append(character)
      index += 1
    }
    return digits
  }

  /// The sRGB colour of validated components.
  func colour(red: Double, green: Double, blue: Double, alpha: Double) throws(CSSColourError)
    -> SRGBColour
  {
    do {
      return try SRGBColour(red: red, green: green, blue: blue, alpha: alpha)
    } catch {
      throw refused(error)
    }
  }

  /// A component SpringKit refused (the checks above catch every one first).
  func refused(_ error: SpringError) -> CSSColourError {
    let value: Double =
      switch error.value {
      case .number(let number): number
      default: .nan
      }
    return failure(
      .outOfRange(component: error.parameter, value: value, range: error.rule.requirement),
      at: 0)
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
