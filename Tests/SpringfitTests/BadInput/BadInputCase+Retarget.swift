import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit keyframes --retarget`: a retarget before 0 or after the
// latest instant, decreasing or repeated times, NaN, malformed pairs, too many layers, and
// the options it does not combine with.

extension BadInputCase {
  /// `springfit keyframes --retarget`.
  static let keyframesRetarget: [BadInputCase] = [
    BadInputCase(
      "keyframes: a retarget before 0", ["keyframes", "--retarget", "-0.1:2"], exit: .usage,
      mentions: ["'-0.1:2'", "--retarget", "retargets[0].time", "at least 0"]),
    BadInputCase(
      "keyframes: a retarget after an hour", ["keyframes", "--retarget", "0.2:1,5000:2"],
      exit: .usage, mentions: ["--retarget", "retargets[1].time", "at most 3600"]),
    BadInputCase(
      "keyframes: decreasing retarget times", ["keyframes", "--retarget", "0.3:1,0.2:2"],
      exit: .usage, mentions: ["--retarget", "retargets[1].time", "later than"]),
    BadInputCase(
      "keyframes: a repeated retarget time", ["keyframes", "--retarget", "0.3:1,0.3:2"],
      exit: .usage, mentions: ["--retarget", "retargets[1].time", "later than"]),
    BadInputCase(
      "keyframes: a NaN retarget time", ["keyframes", "--retarget", "nan:1"], exit: .usage,
      mentions: ["--retarget", "retargets[0].time", "finite"]),
    BadInputCase(
      "keyframes: a NaN retarget value", ["keyframes", "--retarget", "0.2:nan"], exit: .usage,
      mentions: ["--retarget", "retargets[0].target", "finite"]),
    BadInputCase(
      "keyframes: a retarget without a value", ["keyframes", "--retarget", "0.2"],
      exit: .usage, mentions: ["'0.2'", "--retarget", "T:VALUE"]),
    BadInputCase(
      "keyframes: a retarget with a word", ["keyframes", "--retarget", "0.2:far"],
      exit: .usage, mentions: ["'0.2:far'", "--retarget", "T:VALUE"]),
    BadInputCase(
      "keyframes: an empty retarget pair", ["keyframes", "--retarget", "0.2:1,,0.4:2"],
      exit: .usage, mentions: ["--retarget", "T:VALUE"]),
    BadInputCase(
      "keyframes: 64 retargets are too many",
      ["keyframes", "--retarget", (1...64).map { "\($0):0" }.joined(separator: ",")],
      exit: .usage, mentions: ["--retarget", "at most 63"]),
    BadInputCase(
      "keyframes: retargets with evenly spaced keyframes",
      ["keyframes", "--retarget", "0.2:1", "--count", "20"], exit: .usage,
      mentions: ["--retarget", "--tolerance"]),
    BadInputCase(
      "keyframes: retargets with an end", ["keyframes", "--retarget", "0.2:1", "--end", "2"],
      exit: .usage, mentions: ["--retarget", "--end"]),
    BadInputCase(
      "keyframes: retargets in Swift", ["keyframes", "--retarget", "0.2:1", "--format", "swift"],
      exit: .usage, mentions: ["--retarget", "css"]),
    BadInputCase(
      "keyframes: retargets as Bezier keyframes",
      ["keyframes", "--retarget", "0.2:1", "--interpolation", "bezier"], exit: .usage,
      mentions: ["--retarget", "--interpolation linear"]),
    BadInputCase(
      "keyframes: retargeted CSS on a transform, where add multiplies scales",
      [
        "keyframes", "--retarget", "0.2:1", "--format", "css", "--property",
        "transform: scale({value})",
      ], exit: .usage,
      mentions: ["--property", "registered <number>", "multiply"]),
  ]
}
