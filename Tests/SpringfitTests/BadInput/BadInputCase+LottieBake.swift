import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit lottie bake`: usage (64), files that are not Lottie or
// cannot take the spring (65, naming the JSON path) and missing files (66).

extension BadInputCase {
  /// A Lottie file named `a.json` whose layer `L` rotates from 0 to 90 over frames 0 to 12,
  /// followed by `rest` keyframes; the layer stops at `outPoint`.
  private static func rotation(_ rest: String = "}", outPoint: Int = 90) -> Fixture {
    .file(
      "a.json",
      #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L", "op": "#
        + "\(outPoint)"
        + #", "ks": {"r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "#
        + #""i": {"x": [0.5], "y": [1]}}, {"t": 12, "s": [90]"# + rest + "]}}}]}")
  }

  /// A Lottie file named `a.json` with two layers named `L` (`ind` 1 and 2), each rotating
  /// as ``rotation(_:outPoint:)``'s.
  private static let twoLayersNamedL = Fixture.file(
    "a.json",
    #"{"fr": 30, "ip": 0, "op": 90, "layers": ["#
      + [1, 2].map {
        #"{"ty": 4, "nm": "L", "ind": \#($0), "ks": {"r": {"a": 1, "k": [{"t": 0, "s": [0], "#
          + #""o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, "#
          + #"{"t": 12, "s": [90]}]}}}"#
      }.joined(separator: ", ") + "]}")

  /// The arguments of a bake of `L`'s rotation into `$OUT`, then `extra`.
  private static func bake(_ extra: [String] = []) -> [String] {
    ["lottie", "bake", "$IN", "--layer", "L", "--property", "rotation", "--output", "$OUT"]
      + extra
  }

  /// `springfit lottie bake`.
  static let lottieBake: [BadInputCase] = [
    BadInputCase(
      "lottie bake: --expression with a spring",
      bake(["--expression", "--spring", "preset:bouncy"]),
      fixture: rotation(), exit: .usage, mentions: ["'--spring'", "--expression"]),
    BadInputCase(
      "lottie bake: --expression without one", bake(["--expression"]), fixture: rotation(),
      exit: .usage, mentions: ["an expression on layer 'L' rotation"]),
    BadInputCase(
      "lottie: no subcommand", ["lottie"], exit: .usage, mentions: ["give bake first"]),
    BadInputCase(
      "lottie: unknown subcommand", ["lottie", "bkae"], exit: .usage,
      mentions: ["'bkae'", "Did you mean 'bake'?"]),
    BadInputCase(
      "lottie bake: no file", ["lottie", "bake", "--layer", "L", "--property", "rotation"],
      exit: .usage, mentions: ["a Lottie file"]),
    BadInputCase(
      "lottie bake: no layer", ["lottie", "bake", "$IN", "--property", "rotation"],
      fixture: rotation(), exit: .usage, mentions: ["'--layer'"]),
    BadInputCase(
      "lottie bake: two files", bake(["b.json"]), fixture: rotation(), exit: .usage,
      mentions: ["'b.json'"]),
    BadInputCase(
      "lottie bake: --motion 1.5", bake(["--motion", "1.5"]), fixture: rotation(),
      exit: .usage, mentions: ["'1.5'", "'--motion'"]),
    BadInputCase(
      "lottie bake: zero tolerance", bake(["--tolerance", "0"]), fixture: rotation(),
      exit: .usage, mentions: ["'0'", "'--tolerance'"]),
    BadInputCase(
      "lottie bake: tolerance 1", bake(["--tolerance", "1"]), fixture: rotation(),
      exit: .usage, mentions: ["'1'", "'--tolerance'", "less than 1"]),
    BadInputCase(
      "lottie bake: --end and --until-rest", bake(["--end", "20", "--until-rest"]),
      fixture: rotation(), exit: .usage, mentions: ["'--end'", "'--until-rest'"]),
    BadInputCase(
      "lottie bake: end frame before the start", bake(["--end-frame", "-3"]),
      fixture: rotation(), exit: .usage, mentions: ["'-3'", "'--end-frame'", "start frame 0"]),
    BadInputCase(
      "lottie bake: --end 0 seconds", bake(["--end", "0"]), fixture: rotation(),
      exit: .usage, mentions: ["'0'", "'--end'", "greater than 0"]),
    BadInputCase(
      "lottie bake: --end and --end-frame", bake(["--end", "0.5", "--end-frame", "20"]),
      fixture: rotation(), exit: .usage, mentions: ["'--end'", "'--end-frame'"]),
    BadInputCase(
      "lottie bake: infinite end frame", bake(["--end-frame", "1e400"]), fixture: rotation(),
      exit: .usage, mentions: ["'1e400'", "'--end-frame'"]),
    BadInputCase(
      "lottie bake: infinite velocity", bake(["--velocity", "1e400"]), fixture: rotation(),
      exit: .usage, mentions: ["'1e400'", "'--velocity'"]),
    // Issue 31: these blamed a tolerance in the planner's units.
    BadInputCase(
      "lottie bake: an end time too short to print", bake(["--end", "1e-300"]),
      fixture: rotation(), exit: .usage, mentions: ["'1e-300'", "'--end'", "at least 1e-12 s"]),
    BadInputCase(
      "lottie bake: an end frame a hair after the start", bake(["--end-frame", "1e-300"]),
      fixture: rotation(), exit: .usage,
      mentions: ["'1e-300'", "'--end-frame'", "1e-12 s after the motion's start frame"]),
    BadInputCase(
      "lottie bake: a velocity no tolerance keeps", bake(["--velocity", "1e308"]),
      fixture: rotation(), exit: .usage, mentions: ["'--velocity'", "whole travel"]),
    BadInputCase(
      "lottie bake: a tolerance below rounding", bake(["--tolerance", "1e-300"]),
      fixture: rotation(), exit: .usage, mentions: ["'1e-300'", "'--tolerance'", "of the travel"]),
    BadInputCase(
      "lottie bake: a layer name with ESC and BEL",
      ["lottie", "bake", "$IN", "--layer", "M", "--property", "rotation"],
      fixture: .file(
        "a.json",
        #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L\u001b[31m\u0007", "#
          + #""op": 90, "ks": {"r": {"a": 1, "k": [{"t": 0, "s": [0], "#
          + #""o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 12, "s": [90]}]}}}]}"#
      ),
      exit: .usage, mentions: [#"layer 'L\u{1B}[31m\u{7}' rotation"#]),
    BadInputCase(
      "lottie bake: spec velocity",
      bake(["--spring", "uikit:damping=0.5,duration=0.4,velocity=2"]),
      fixture: rotation(), exit: .usage, mentions: ["'--spring'", "--velocity"]),
    BadInputCase(
      "lottie bake: undamped until rest", bake(["--stiffness", "100", "--damping", "0"]),
      fixture: rotation(), exit: .usage,
      mentions: ["never settles", "give --end T or --end-frame N, or a spring with damping"]),
    // Issue 36: names repeat; the index path in brackets names one layer.
    BadInputCase(
      "lottie bake: two layers of one name", bake(), fixture: twoLayersNamedL, exit: .usage,
      mentions: ["layer 'L' [1] rotation motion 1", "layer 'L' [2] rotation", "--layer 3/1"]),
    BadInputCase(
      "lottie bake: no such layer",
      ["lottie", "bake", "$IN", "--layer", "M", "--property", "rotation"],
      fixture: rotation(), exit: .usage, mentions: ["layer 'M' rotation", "layer 'L' rotation"]),
    BadInputCase(
      "lottie bake: no such motion", bake(["--motion", "2"]), fixture: rotation(),
      exit: .usage, mentions: ["motion 2"]),
    BadInputCase(
      "lottie bake: missing file", bake(), fixture: .missing("a.json"), exit: .noInput,
      mentions: ["a.json"]),
    BadInputCase(
      "lottie bake: not Lottie", bake(), fixture: .file("a.json", #"{"fr": 30, "ip": 0}"#),
      exit: .dataError, mentions: ["a.json:1:", "'op'"]),
    BadInputCase(
      "lottie bake: not JSON", bake(), fixture: .file("a.json", "{"), exit: .dataError,
      mentions: ["a.json", "not JSON"]),
    BadInputCase(
      "lottie bake: overlaps the next keyframe", bake(["--end-frame", "20"]),
      fixture: rotation(#", "h": 1}, {"t": 14, "s": [0]}"#), exit: .dataError,
      mentions: ["a.json:", "layers[0].ks.r.k[2]:", "frame 14"]),
    BadInputCase(
      "lottie bake: ends after the layer's op", bake(["--end-frame", "20"]),
      fixture: rotation("}", outPoint: 15), exit: .dataError,
      mentions: ["layers[0].op:", "frame 15"]),
    BadInputCase(
      "lottie bake: until rest, too soon before the op to land", bake(),
      fixture: rotation("}", outPoint: 2), exit: .dataError,
      mentions: ["a.json:", "after frame 2,", "too little to land", "an end frame"]),
    BadInputCase(
      "lottie bake: infinite start speed", bake(),
      fixture: .file(
        "a.json",
        #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L", "ks": {"r": {"a": 1, "#
          + #""k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0.5]}, "i": {"x": [0.5], "y": [1]}}, "#
          + #"{"t": 12, "s": [90]}]}}}]}"#), exit: .dataError,
      mentions: ["layers[0].ks.r.k[0].o:", "infinite speed"]),
    BadInputCase(
      "lottie bake: split position",
      ["lottie", "bake", "$IN", "--layer", "L", "--property", "position"],
      fixture: .file(
        "a.json",
        #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L", "ks": {"p": "#
          + #"{"s": true, "x": {"a": 0, "k": 0}, "y": {"a": 0, "k": 0}}}}]}"#),
      exit: .usage, mentions: ["layers[0].ks.p:", "position.x"]),
  ]
}
