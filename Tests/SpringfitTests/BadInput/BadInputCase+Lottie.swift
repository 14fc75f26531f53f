import ArgumentParsing

@testable import springfit

// The bad-input rows of a Lottie file given to `springfit fit`, `plot fit` and `preview`:
// malformed documents (exit 65 naming the JSON path) and selections that match no motion or
// several (exit 64).

extension BadInputCase {
  /// A Lottie file named `a.json` whose one layer has this transform.
  private static func lottie(transform: String) -> Fixture {
    .file(
      "a.json",
      #"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "nm": "L", "ks": "# + transform
        + "}]}")
  }

  /// A Lottie file with two motions of the layer `L`'s rotation.
  private static let twoMotions = lottie(
    transform: #"{"r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "#
      + #""i": {"x": [0.7], "y": [1]}}, {"t": 10, "s": [90], "h": 1}, "#
      + #"{"t": 20, "s": [90], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, "#
      + #"{"t": 30, "s": [0]}]}}"#)

  /// Malformed Lottie and selections that do not pick what the command needs.
  static let fitLottie: [BadInputCase] = [
    // Issue 31: exit 0 with every motion "not fitted" told scripts nothing.
    BadInputCase(
      "fit Lottie: no motion could be fitted", ["fit", "$IN"],
      fixture: lottie(
        transform: #"{"r": {"a": 1, "k": [{"t": 0, "s": [-1e308], "o": {"x": [0.3], "y": [0]}, "#
          + #""i": {"x": [0.7], "y": [1]}}, {"t": 10, "s": [1e308], "o": {"x": [0.3], "#
          + #""y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 20, "s": [-1e308]}]}}"#),
      exit: .dataError,
      mentions: ["a.json: no motion could be fitted (1 not fitted)", "layer 'L' rotation"]),
    BadInputCase(
      "fit Lottie: property without k", ["fit", "$IN"],
      fixture: lottie(transform: #"{"s": {"a": 1}}"#), exit: .dataError,
      mentions: ["a.json:1:", "layers[0].ks.s.k:", "needs 'k'"]),
    BadInputCase(
      "fit Lottie: k of the wrong type", ["fit", "$IN"],
      fixture: lottie(transform: #"{"o": {"a": 0, "k": "opaque"}}"#), exit: .dataError,
      mentions: ["layers[0].ks.o.k:", "must be a number or an array of numbers"]),
    BadInputCase(
      "fit Lottie: keyframe without s", ["fit", "$IN"],
      fixture: lottie(
        transform: #"{"r": {"a": 1, "k": [{"t": 0, "o": {"x": 0, "y": 0}, "#
          + #""i": {"x": 1, "y": 1}}, {"t": 9, "s": [1]}]}}"#), exit: .dataError,
      mentions: ["layers[0].ks.r.k[0]:", "needs its value 's'"]),
    BadInputCase(
      "fit Lottie: no fr", ["fit", "$IN"],
      fixture: .file("a.json", #"{"ip": 0, "op": 30, "layers": []}"#), exit: .dataError,
      mentions: ["a.json:1: fr:", "needs 'fr'"]),
    // Issue 36: a file that animates only what springfit does not read says so.
    BadInputCase(
      "plot fit Lottie: only a path morph animates",
      ["plot", "fit", "$IN", "--output", "$OUT"],
      fixture: .file(
        "a.json",
        #"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "nm": "M", "shapes": [{"#
          + #""ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "#
          + #""i": {"x": [1], "y": [1]}}, {"t": 9, "s": [1]}]}}]}]}"#),
      exit: .usage,
      mentions: ["animates only what springfit does not read (path morphs 1)"]),
    BadInputCase(
      "fit Lottie: malformed on standard input", ["fit", "-"],
      input: .text(#"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "ks": {"p": {"s": 1}}}]}"#),
      exit: .dataError, mentions: ["standard input:1:", "layers[0].ks.p.x:", "split position"]),
    BadInputCase(
      "fit Lottie: no layer of that name", ["fit", "$IN", "--layer", "Nope"],
      fixture: twoMotions, exit: .usage,
      mentions: ["no motion of", "--layer 'Nope'", "layers with motions: L"]),
    BadInputCase(
      "fit Lottie: --motion 0", ["fit", "$IN", "--motion", "0"], fixture: twoMotions,
      exit: .usage, mentions: ["'--motion'", "'0'"]),
    BadInputCase(
      "fit Lottie: --motion 1.5", ["fit", "$IN", "--motion", "1.5"], fixture: twoMotions,
      exit: .usage, mentions: ["'--motion'", "whole number"]),
    BadInputCase(
      "fit Lottie: --duration", ["fit", "$IN", "--duration", "1"], fixture: twoMotions,
      exit: .usage, mentions: ["'--duration' does not apply", "is a Lottie file"]),
    BadInputCase(
      "plot fit Lottie: --mode", ["plot", "fit", "$IN", "--mode", "cubic", "--output", "$OUT"],
      fixture: twoMotions, exit: .usage, mentions: ["'--mode' does not apply"]),
    BadInputCase(
      "fit: --layer on keyframe JSON", ["fit", "$IN", "--layer", "L"],
      fixture: .file("k.json", #"{"values": [0, 1], "duration": 1}"#), exit: .usage,
      mentions: ["'--layer' does not apply", "not a Lottie file"]),
    BadInputCase(
      "fit: --property with --example", ["fit", "--example", "scale-pop", "--property", "scale"],
      exit: .usage, mentions: ["'--property' does not apply"]),
    BadInputCase(
      "fit: --layer with --batch", ["fit", "--batch", "$IN", "--layer", "L"],
      fixture: .file("k.jsonl", ""), exit: .usage, mentions: ["--batch", "--layer"]),
    BadInputCase(
      "fit Lottie: --plot with two motions", ["fit", "$IN", "--plot", "$OUT"],
      fixture: twoMotions, exit: .usage,
      mentions: ["2 motions of", "--motion N"]),
    BadInputCase(
      "plot fit Lottie: two motions", ["plot", "fit", "$IN", "--output", "$OUT"],
      fixture: twoMotions, exit: .usage,
      mentions: ["2 motions of", "layer 'L' [1] rotation motion 2", "--layer 3/1", "--motion N"]),
    BadInputCase(
      "preview Lottie: two motions", ["preview", "$IN", "--output", "$OUT"],
      fixture: twoMotions, exit: .usage, mentions: ["2 motions of", "--motion N"]),
  ]
}
