import ArgumentParsing

@testable import springfit

// The bad-input rows of colours: `keyframes --from/--to` and `fit --values` with colours
// that do not parse, alpha out of range, a colour mixed with a number, and the formats and
// options a colour export refuses.

extension BadInputCase {
  /// Colours on the command line.
  static let colours: [BadInputCase] = [
    BadInputCase(
      "keyframes: a colour that does not parse",
      ["keyframes", "--from", "#ff00zz", "--to", "#0000ff"], exit: .usage,
      mentions: ["--from", "'#ff00zz'", "not a hex digit"]),
    BadInputCase(
      "keyframes: alpha out of range",
      ["keyframes", "--from", "rgb(255 0 0 / 2)", "--to", "#0000ff"], exit: .usage,
      mentions: ["--from", "alpha must be in 0…1"]),
    BadInputCase(
      "keyframes: a colour to a number", ["keyframes", "--from", "#ff0000", "--to", "1"],
      exit: .usage, mentions: ["--to", "'1'", "a CSS colour"]),
    BadInputCase(
      "keyframes: a number to a colour", ["keyframes", "--to", "oklch(0.7 0.1 200)"],
      exit: .usage, mentions: ["--from", "a CSS colour"]),
    BadInputCase(
      "keyframes: colours as Lottie",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "lottie"],
      exit: .usage, mentions: ["--format lottie", "css, web-animations, json or csv"]),
    BadInputCase(
      "keyframes: colours as Swift",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "swift"],
      exit: .usage, mentions: ["--format swift"]),
    BadInputCase(
      "keyframes: rgb() keyframes for element.animate()",
      [
        "keyframes", "--from", "#ff0000", "--to", "#0000ff", "--space", "srgb", "--format",
        "web-animations",
      ], exit: .usage, mentions: ["--space srgb", "8 bits"]),
    BadInputCase(
      "keyframes: colours with --count",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--count", "10"], exit: .usage,
      mentions: ["--count", "ΔE_ok"]),
    BadInputCase(
      "keyframes: colours with --retarget",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--retarget", "0.2:1"],
      exit: .usage, mentions: ["--retarget"]),
    BadInputCase(
      "keyframes: colours with --reduced-motion",
      [
        "keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "css",
        "--reduced-motion", "jump",
      ], exit: .usage, mentions: ["--reduced-motion"]),
    BadInputCase(
      "keyframes: colours with a velocity",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--velocity", "2"], exit: .usage,
      mentions: ["--velocity", "at rest"]),
    BadInputCase(
      "keyframes: the same colour twice", ["keyframes", "--from", "#f00", "--to", "#ff0000"],
      exit: .usage, mentions: ["--to", "other than --from"]),
    BadInputCase(
      "keyframes: --space with numbers", ["keyframes", "--space", "srgb"], exit: .usage,
      mentions: ["--space", "colours"]),
    BadInputCase(
      "keyframes: an unknown space",
      ["keyframes", "--from", "#ff0000", "--to", "#0000ff", "--space", "lab"], exit: .usage,
      mentions: ["--space", "oklab"]),
    BadInputCase(
      "fit: a colour that does not parse",
      ["fit", "--values", "#ff0000;#00ff0", "--duration", "1"],
      exit: .usage, mentions: ["--values", "values[1]", "3, 4, 6 or 8 digits"]),
    BadInputCase(
      "fit: a colour mixed with a number", ["fit", "--values", "#ff0000;1", "--duration", "1"],
      exit: .usage, mentions: ["--values", "values[1]", "invalid colour '1'"]),
    BadInputCase(
      "fit: alpha out of range",
      ["fit", "--values", "#ff0000;rgb(0 0 255 / 1.5)", "--duration", "1"], exit: .usage,
      mentions: ["--values", "values[1]", "alpha must be in 0…1"]),
  ]
}
