import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// CSS colour text reads as CSS Color 4 defines it; bad text names the character and the rule.
@Suite struct CSSColourParsingTests {
  /// Expected channels as 0…255 numbers, alpha as a fraction; a parsed channel is a division
  /// by 255 or 100, within an ulp or two.
  static func expect(
    _ text: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1,
    syntax: CSSColour.Syntax, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let parsed = try CSSColour(parsing: text)
    #expect(parsed.syntax == syntax, sourceLocation: sourceLocation)
    let colour = parsed.colour
    for (actual, expected) in [
      (colour.red, red / 255), (colour.green, green / 255), (colour.blue, blue / 255),
      (colour.alpha, alpha),
    ] {
      #expect(isClose(actual, expected, absolute: 1e-15), "\(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func hexColours() throws {
    try Self.expect("#ff0000", 255, 0, 0, syntax: .hex)
    try Self.expect("#F00", 255, 0, 0, syntax: .hex)
    try Self.expect("#0f08", 0, 255, 0, 136 / 255, syntax: .hex)
    try Self.expect("  #12abEF80 ", 0x12, 0xAB, 0xEF, 128 / 255, syntax: .hex)
  }

  @Test func rgbInEverySyntax() throws {
    try Self.expect("rgb(255, 0, 0)", 255, 0, 0, syntax: .rgb)
    try Self.expect("rgba(255,128,0,0.5)", 255, 128, 0, 0.5, syntax: .rgb)
    try Self.expect("RGB(100%, 50%, 0%)", 255, 127.5, 0, syntax: .rgb)
    try Self.expect("rgb(255 0 0)", 255, 0, 0, syntax: .rgb)
    try Self.expect("rgb(255 0 0 / 25%)", 255, 0, 0, 0.25, syntax: .rgb)
    try Self.expect("rgb( 100% 0 none / .5 )", 255, 0, 0, 0.5, syntax: .rgb)
    try Self.expect("rgba(1e2 +10 2.5e+1)", 100, 10, 25, syntax: .rgb)
  }

  @Test func oklabAndOklchReadAsTheirCoordinates() throws {
    let lab = try CSSColour(parsing: "oklab(0.627955 0.224863 0.125846)")
    #expect(lab.syntax == .oklab && lab.interpolationSpace == .oklab)
    // The published Oklab coordinates of sRGB red, to 6 decimals.
    #expect(isClose(lab.colour.red, 1, absolute: 1e-5) && abs(lab.colour.green) < 1e-5)
    let percent = try CSSColour(parsing: "oklab(50% 50% -25% / 0.5)").colour.oklab
    #expect(isClose(percent.lightness, 0.5, absolute: 1e-12))
    #expect(isClose(percent.a, 0.2, absolute: 1e-12) && isClose(percent.b, -0.1, absolute: 1e-12))
    #expect(percent.alpha == 0.5)
    for hue in ["90", "90deg", "100grad", "0.25turn", "1.5707963267948966rad"] {
      let lch = try CSSColour(parsing: "oklch(0.7 0.1 \(hue))").colour.oklch
      #expect(isClose(lch.hue, 90, absolute: 1e-9), "\(hue)")
      #expect(
        isClose(lch.chroma, 0.1, absolute: 1e-12) && isClose(lch.lightness, 0.7, absolute: 1e-12))
    }
  }

  @Test func legacyColoursInterpolateInSRGBAndOthersInOklab() throws {
    let hex = try CSSColour(parsing: "#fff")
    let rgb = try CSSColour(parsing: "rgb(0 0 0)")
    let oklch = try CSSColour(parsing: "oklch(0.5 0 0)")
    #expect(CSSColour.interpolationSpace(of: [hex, rgb]) == .sRGB)
    #expect(CSSColour.interpolationSpace(of: [hex, oklch]) == .oklab)
  }

  /// Each bad text, the 1-based character the message names, and the reason.
  static let badInputs: [(String, Int, CSSColourError.Reason)] = [
    ("", 1, .empty),
    ("   ", 4, .empty),
    ("red", 1, .unknownSyntax),
    ("hsl(0 0% 0%)", 1, .unknownSyntax),
    ("rgb (0 0 0)", 1, .unknownSyntax),
    ("#ff00zz", 6, .notHexDigit("z")),
    ("#ff000", 2, .hexDigitCount(5)),
    ("#", 2, .hexDigitCount(0)),
    ("#fff #000", 6, .trailingText),
    ("rgb(255, 0)", 11, .expectedSeparator("',' between the components of rgb() with commas")),
    ("rgb(255 0)", 10, .expectedNumber(component: "blue")),
    ("rgb(255 0 0", 12, .missingClosingParenthesis),
    ("rgb(255 0", 10, .missingComponent("blue")),
    ("rgb(255, 50%, 0)", 10, .mixedNumbersAndPercentages),
    ("rgb(255 0 0, 1)", 12, .expectedSeparator("'/' before alpha, or ')'")),
    ("rgb(300 0 0)", 5, .outOfRange(component: "red", value: 300, range: "0…255")),
    ("rgb(0 -1% 0)", 7, .outOfRange(component: "green", value: -1, range: "0%…100%")),
    ("rgb(0 0 0 / 1.5)", 13, .outOfRange(component: "alpha", value: 1.5, range: "0…1")),
    ("rgba(0, 0, 0, -0.1)", 15, .outOfRange(component: "alpha", value: -0.1, range: "0…1")),
    ("rgb(0 0 0 / 120%)", 13, .outOfRange(component: "alpha", value: 120, range: "0%…100%")),
    ("rgb(0px 0 0)", 5, .unexpectedUnit("px", component: "red")),
    ("rgb(1e999 0 0)", 5, .outOfRange(component: "red", value: .infinity, range: "finite")),
    ("oklab(1.2 0 0)", 7, .outOfRange(component: "lightness", value: 1.2, range: "0…1")),
    ("oklch(0.5 -0.1 0)", 11, .outOfRange(component: "chroma", value: -0.1, range: "0 or more")),
    ("oklch(0.5 0.1 20%)", 15, .unexpectedUnit("%", component: "hue")),
    ("oklch(0.5 0.1 20 / x)", 20, .expectedNumber(component: "alpha")),
  ]

  @Test func badTextNamesTheCharacterAndTheRule() {
    for (text, character, reason) in Self.badInputs {
      #expect(throws: CSSColourError(text: text, offset: character - 1, reason: reason), "\(text)")
      {
        try CSSColour(parsing: text)
      }
    }
  }

  @Test func theMessageSaysWhereAndWhat() {
    let error = CSSColourError(text: "#ff00zz", offset: 5, reason: .notHexDigit("z"))
    #expect(error.description == "invalid colour '#ff00zz' at character 6: 'z' is not a hex digit")
    let range = CSSColourError(
      text: "rgb(0 0 0 / 1.5)", offset: 12,
      reason: .outOfRange(component: "alpha", value: 1.5, range: "0…1"))
    #expect(
      range.description
        == "invalid colour 'rgb(0 0 0 / 1.5)' at character 13: alpha must be in 0…1, got 1.5")
  }
}
