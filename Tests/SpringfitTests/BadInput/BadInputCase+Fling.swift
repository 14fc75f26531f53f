import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit fling`: the release, the decay spec (NaN, negative rates,
// rates of 1 and more, unknown dialects), the snap points (empty, unsorted, repeated, outside
// the bounds), the bounds (reversed, one number) and a release outside them.

extension BadInputCase {
  /// `springfit fling`.
  static let fling: [BadInputCase] = [
    BadInputCase(
      "fling: a NaN release", ["fling", "--from", "nan"], exit: .usage,
      mentions: ["'nan'", "--from"]),
    BadInputCase(
      "fling: an infinite velocity", ["fling", "--velocity", "inf"], exit: .usage,
      mentions: ["'inf'", "--velocity"]),
    BadInputCase(
      "fling: a NaN rate", ["fling", "--decay", "uikit:rate=nan"], exit: .usage,
      mentions: ["'nan'", "'rate'", "--decay"]),
    BadInputCase(
      "fling: a negative rate", ["fling", "--decay", "uikit:rate=-0.5"], exit: .usage,
      mentions: ["'-0.5'", "'rate'", "--decay", "less than 1"]),
    BadInputCase(
      "fling: a rate of 1 never slows down", ["fling", "--decay", "uikit:rate=1"],
      exit: .usage, mentions: ["'1'", "'rate'", "--decay", "less than 1"]),
    BadInputCase(
      "fling: a deceleration above 1", ["fling", "--decay", "react-native:deceleration=1.5"],
      exit: .usage, mentions: ["'1.5'", "'deceleration'", "less than 1"]),
    BadInputCase(
      "fling: a negative friction", ["fling", "--decay", "compose:friction=-1"], exit: .usage,
      mentions: ["'-1'", "'friction'", "greater than 0"]),
    BadInputCase(
      "fling: an unknown decay dialect lists the decay dialects",
      ["fling", "--decay", "uikt"], exit: .usage,
      mentions: ["'uikt'", "--decay", "'uikit'", "exponential", "reanimated"]),
    BadInputCase(
      "fling: an empty snap list", ["fling", "--snap", ","], exit: .usage,
      mentions: ["--snap", "snap[0] ''", "not a number"]),
    BadInputCase(
      "fling: unsorted snap points", ["fling", "--snap", "300,0"], exit: .usage,
      mentions: ["'300,0'", "--snap", "snap[1]", "increasing order"]),
    BadInputCase(
      "fling: repeated snap points", ["fling", "--snap", "0,300,300"], exit: .usage,
      mentions: ["--snap", "snap[2]", "without repeats"]),
    BadInputCase(
      "fling: reversed bounds", ["fling", "--bounds", "100,0"], exit: .usage,
      mentions: ["'100,0'", "--bounds", "LO must be at most HI"]),
    BadInputCase(
      "fling: bounds of one number", ["fling", "--bounds", "100"], exit: .usage,
      mentions: ["'100'", "--bounds", "two numbers"]),
    BadInputCase(
      "fling: a release outside the bounds", ["fling", "--bounds", "0,100", "--from", "200"],
      exit: .usage, mentions: ["'200'", "--from", "within --bounds 0,100"]),
    BadInputCase(
      "fling: a snap point outside the bounds",
      ["fling", "--bounds", "0,100", "--snap", "0,200", "--from", "50"], exit: .usage,
      mentions: ["'0,200'", "--snap", "snap[1]", "within --bounds 0,100"]),
    BadInputCase(
      "fling: a snap rule without snap points", ["fling", "--snap-rule", "compose"],
      exit: .usage, mentions: ["--snap-rule", "does not apply"]),
    BadInputCase(
      "fling: an unknown snap rule", ["fling", "--snap", "0,1", "--snap-rule", "apple"],
      exit: .usage, mentions: ["'apple'", "--snap-rule", "nearest, compose"]),
    BadInputCase(
      "fling: a CSV of too many rows", ["fling", "--format", "csv", "--fps", "1e9"],
      exit: .usage, mentions: ["'1000000000'", "--fps", "1000000 rows"]),
    BadInputCase(
      "fling: a tolerance for a format without keyframes", ["fling", "--tolerance", "0.1"],
      exit: .usage, mentions: ["--tolerance", "does not apply", "css, lottie"]),
    BadInputCase(
      "fling: a tolerance no printed keyframes keep",
      ["fling", "--format", "css", "--tolerance", "1e-9"], exit: .usage,
      mentions: ["--tolerance", "must be larger"]),
    BadInputCase(
      "fling: a CSS template without {value}",
      ["fling", "--format", "css", "--property", "opacity: 1"], exit: .usage,
      mentions: ["'opacity: 1'", "--property", "{value}"]),
    BadInputCase(
      "fling: --document without Lottie", ["fling", "--document"], exit: .usage,
      mentions: ["--document", "does not apply"]),
  ]
}
