import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit scenario`: the name (missing, unknown, two), the format,
// --still with another format, and the output file, which must not exist after a refusal.

extension BadInputCase {
  /// `springfit scenario`.
  static let scenario: [BadInputCase] = [
    BadInputCase(
      "scenario: no name", ["scenario", "--output", "$OUT"], exit: .usage,
      mentions: ["missing NAME", "donut-sweep"]),
    BadInputCase(
      "scenario: an unknown name, suggested", ["scenario", "countr", "--output", "$OUT"],
      exit: .usage, mentions: ["unknown scenario 'countr'", "'counter'"]),
    BadInputCase(
      "scenario: two names", ["scenario", "counter", "donut-sweep", "--output", "$OUT"],
      exit: .usage, mentions: ["unexpected argument 'donut-sweep'"]),
    BadInputCase(
      "scenario: NAME and --example",
      [
        "scenario", "counter", "--example", "donut-sweep",
        "--output", "$OUT",
      ], exit: .usage, mentions: ["unexpected argument 'counter'"]),
    BadInputCase(
      "scenario: an unknown --example, suggested",
      [
        "scenario", "--example", "countr",
        "--output", "$OUT",
      ], exit: .usage, mentions: ["unknown scenario 'countr'", "'counter'"]),
    BadInputCase(
      "scenario: an unknown format",
      ["scenario", "counter", "--format", "png", "--output", "$OUT"], exit: .usage,
      mentions: ["'png'", "--format", "svg, html, json"]),
    BadInputCase(
      "scenario: a still that is not an SVG",
      ["scenario", "counter", "--still", "--format", "json", "--output", "$OUT"], exit: .usage,
      mentions: ["--still", "--format svg"]),
    BadInputCase(
      "scenario: an empty output name", ["scenario", "counter", "--output="], exit: .usage,
      mentions: ["missing value", "--output"]),
    BadInputCase(
      "scenario: an output in a missing folder",
      ["scenario", "counter", "--output", "/nonexistent-springfit/x.svg"], exit: .failure,
      mentions: ["/nonexistent-springfit/x.svg"]),
  ]
}
