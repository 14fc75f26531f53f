import ArgumentParsing

@testable import springfit

// The bad-input rows of issue 31's input and output items: an output that is the input,
// numbers outside the one decimal grammar, bytes that are not UTF-8, a Lottie file whose
// precompositions expand past the limit, and keyframe exports far past the most keyframes.

extension BadInputCase {
  /// Keyframes `fit` accepts.
  private static let fittableKeyframes = #"{"values": [0, 1.2, 0.9, 1], "duration": 0.5}"#

  /// A Lottie document of `depth` precompositions, each playing the next twice, the last
  /// holding one animated layer: 2^(depth − 1) instances of it, in about 5 KB for 30.
  static func precompositionBomb(depth: Int = 30) -> String {
    let opacity =
      #"{"o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "#
      + #""i": {"x": [0.7], "y": [1]}}, {"t": 30, "s": [100]}]}}"#
    let assets = (0..<depth).map { index in
      let layers =
        index == depth - 1
        ? #"[{"ty": 4, "nm": "Leaf", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(opacity), "shapes": []}]"#
        : "["
          + [1, 2].map {
            #"{"ty": 0, "nm": "L\#(index)-\#($0)", "refId": "c\#(index + 1)", "ind": \#($0), "#
              + #""ip": 0, "op": 60, "st": 0, "ks": {}}"#
          }.joined(separator: ", ") + "]"
      return #"{"id": "c\#(index)", "layers": \#(layers)}"#
    }
    return #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": "#
      + #"[{"ty": 0, "nm": "Root", "refId": "c0", "ind": 1, "ip": 0, "op": 60, "st": 0, "#
      + #""ks": {}}], "assets": [\#(assets.joined(separator: ",\n"))]}"#
  }

  /// The rows.
  static let inputOutput: [BadInputCase] = [
    // An output that is the input is refused before anything is read or written.
    BadInputCase(
      "fit: --plot is the input", ["fit", "$IN", "--plot", "$IN"],
      fixture: .file("k.json", fittableKeyframes), exit: .usage,
      mentions: ["'--plot'", "k.json", "other than the input"]),
    BadInputCase(
      "plot fit: --output is the input", ["plot", "fit", "$IN", "--output", "$IN"],
      fixture: .file("k.json", fittableKeyframes), exit: .usage,
      mentions: ["'--output'", "k.json", "other than the input"]),
    BadInputCase(
      "preview: --output is the input", ["preview", "$IN", "--output", "$IN"],
      fixture: .file("k.json", fittableKeyframes), exit: .usage,
      mentions: ["'--output'", "k.json", "other than the input"]),
    BadInputCase(
      "plot csv: --output is the input", ["plot", "csv", "$IN", "--output", "$IN"],
      fixture: .file("k.csv", "time,value\n0,0\n1,1\n"), exit: .usage,
      mentions: ["'--output'", "k.csv", "other than the input"]),
    BadInputCase(
      "lottie bake: --output is the input",
      [
        "lottie", "bake", "$IN", "--layer", "A", "--property", "scale", "--spring",
        "preset:bouncy", "--output", "$IN",
      ],
      fixture: .file("a.json", "{}"), exit: .usage,
      mentions: ["'--output'", "a.json", "other than the input"]),
    // One decimal grammar: no hexadecimal floats, no '+', no bare '.', no inf or nan.
    BadInputCase(
      "fit: hexadecimal value", ["fit", "--values", "0x10,1", "--duration", "1"],
      exit: .usage, mentions: ["'--values'", "values[0] '0x10'"]),
    BadInputCase(
      "easing: hexadecimal stiffness", ["easing", "--stiffness", "0x10", "--damping", "3"],
      exit: .usage, mentions: ["'0x10'", "'--stiffness'"]),
    BadInputCase(
      "easing: hexadecimal float damping",
      ["easing", "--stiffness", "100", "--damping", "0x0.1p0"],
      exit: .usage, mentions: ["'0x0.1p0'", "'--damping'"]),
    BadInputCase(
      "easing: leading plus", ["easing", "--stiffness", "+100", "--damping", "10"],
      exit: .usage, mentions: ["'+100'", "'--stiffness'"]),
    BadInputCase(
      "easing: bare decimal point", ["easing", "--stiffness", "100", "--damping", ".5"],
      exit: .usage, mentions: ["'.5'", "'--damping'"]),
    BadInputCase(
      "easing: inf", ["easing", "--stiffness", "inf", "--damping", "10"],
      exit: .usage, mentions: ["'inf'", "'--stiffness'"]),
    BadInputCase(
      "easing: --spring with a hexadecimal value",
      ["easing", "--spring", "swiftui:duration=0x1p-1"], exit: .usage,
      mentions: ["--spring", "'0x1p-1'"]),
    BadInputCase(
      "fit CSV: hexadecimal float time", ["fit", "$IN"],
      fixture: .file("k.csv", "time,value\n0,0\n0x0.1p0,1\n"), exit: .dataError,
      mentions: ["k.csv:3:", "'0x0.1p0'"]),
    BadInputCase(
      "fit CSV: hexadecimal value", ["fit", "$IN"],
      fixture: .file("k.csv", "time,value\n0,0\n1,0x10\n"), exit: .dataError,
      mentions: ["k.csv:3:", "'0x10'"]),
    BadInputCase(
      "plot csv: hexadecimal cell", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .file("k.csv", "time,value\n0,0\n1,0x10\n"), exit: .dataError,
      mentions: ["k.csv"]),
    // Bytes that are not UTF-8 inside a JSON string: refused alike, with the offset.
    BadInputCase(
      "fit JSON: a string that is not UTF-8", ["fit", "$IN"],
      fixture: .bytes(
        "k.json",
        Array(#"{"values": [0, 1], "duration": 1, "keyPath": "a"#.utf8) + [0xFF]
          + Array(#"b"}"#.utf8)),
      exit: .dataError, mentions: ["k.json:1:", "0xFF", "offset 47", "not UTF-8"]),
    BadInputCase(
      "lottie bake: a string that is not UTF-8",
      [
        "lottie", "bake", "$IN", "--layer", "A", "--property", "scale", "--spring",
        "preset:bouncy",
      ],
      fixture: .bytes(
        "a.json",
        Array(#"{"fr": 30, "ip": 0, "op": 60, "nm": "a"#.utf8) + [0xFF]
          + Array(#"b", "layers": []}"#.utf8)),
      exit: .dataError, mentions: ["a.json", "0xFF", "offset 38", "not UTF-8"]),
    // Bytes that are not UTF-8 in a CSV file (Latin-1 "é"): refused with the line and column,
    // not read as replacement characters.
    BadInputCase(
      "fit CSV: a header that is not UTF-8", ["fit", "$IN"],
      fixture: .bytes("k.csv", Array("time,caf".utf8) + [0xE9] + Array("\n0,0\n1,1\n".utf8)),
      exit: .dataError, mentions: ["k.csv:1:", "0xE9", "not UTF-8"]),
    BadInputCase(
      "plot csv: a cell that is not UTF-8", ["plot", "csv", "$IN", "--output", "$OUT"],
      fixture: .bytes("k.csv", Array("time,value\r\n0,0\r\n1,1".utf8) + [0xFF, 0x0A]),
      exit: .dataError, mentions: ["k.csv:3", "0xFF", "not UTF-8"]),
    // A Lottie file whose 30 precompositions each play the next twice: 2^29 layers.
    BadInputCase(
      "fit Lottie: precompositions expand past the limit", ["fit", "$IN"],
      fixture: .file("bomb.json", precompositionBomb()), exit: .dataError,
      mentions: ["bomb.json", "'c", "more than 10000 layers"]),
    BadInputCase(
      "lottie bake: precompositions expand past the limit",
      [
        "lottie", "bake", "$IN", "--layer", "Nope", "--property", "opacity", "--spring",
        "preset:bouncy",
      ],
      fixture: .file("bomb.json", precompositionBomb()), exit: .dataError,
      mentions: ["bomb.json", "more than 10000 layers"]),
    // An undamped spring to 10⁵ s needs far more keyframes than allowed in every mode.
    BadInputCase(
      "keyframes: cubic, undamped to 1e5 s",
      ["keyframes", "--stiffness", "100", "--damping", "0", "--end", "1e5", "--mode", "cubic"],
      exit: .usage, mentions: ["'--tolerance'", "100000"]),
    BadInputCase(
      "keyframes: bezier, undamped to 1e5 s",
      ["keyframes", "--stiffness", "100", "--damping", "0", "--end", "1e5", "--mode", "bezier"],
      exit: .usage, mentions: ["'--tolerance'", "100000"]),
    BadInputCase(
      "keyframes: catmull-rom, undamped to 1e5 s",
      [
        "keyframes", "--stiffness", "100", "--damping", "0", "--end", "1e5", "--mode",
        "catmull-rom",
      ],
      exit: .usage, mentions: ["'--tolerance'", "100000"]),
  ]
}
