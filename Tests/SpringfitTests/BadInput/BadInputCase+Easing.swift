import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit easing`: the format, the span, the spring, and an
// undamped spring, which has no settling duration to span.

extension BadInputCase {
  /// `springfit easing`.
  static let easing: [BadInputCase] = [
    BadInputCase(
      "easing: an unknown format", ["easing", "--format", "png"], exit: .usage,
      mentions: ["'png'", "--format", "text, css, swift, android, compose, json"]),
    BadInputCase(
      "easing: a negative span", ["easing", "--end", "-1"], exit: .usage,
      mentions: ["'-1'", "--end", "greater than 0"]),
    BadInputCase(
      "easing: a spring spec with a key its dialect lacks",
      ["easing", "--spring", "uikit:damping=0"], exit: .usage,
      mentions: ["'uikit'", "'damping'", "Forms:"]),
    BadInputCase(
      "easing: an undamped spring without --end",
      ["easing", "--stiffness", "100", "--damping", "0"], exit: .usage,
      mentions: ["undamped", "the settling duration", "--end SECONDS"]),
    // Issue 31: these trapped converting the milliseconds to Int.
    BadInputCase(
      "easing: a span past Compose's 32-bit milliseconds", ["easing", "--end", "1e16"],
      exit: .usage, mentions: ["'1e16'", "'--end'", "at most 1000000"]),
    BadInputCase(
      "easing: a spring that settles after 1e50 s",
      ["easing", "--stiffness", "1e-100", "--damping", "2e-50"], exit: .usage,
      mentions: ["settles after 9.23e+50 s", "1000000 s", "--end SECONDS"]),
    BadInputCase(
      "easing: an overdamped spring that settles after 1e152 s",
      ["easing", "--stiffness", "100", "--damping", "1e154"], exit: .usage,
      mentions: ["settles after", "1000000 s", "--end SECONDS"]),
  ]
}
