import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit preview`: its input (fit's, or a spring), the options that
// belong to one input only, a tolerance the page cannot reach, and the output file, which must
// not exist after a refusal (the page is written atomically).

extension BadInputCase {
  /// `springfit preview`.
  static let preview: [BadInputCase] = [
    BadInputCase(
      "preview: no input", ["preview", "--output", "$OUT"], exit: .usage,
      mentions: ["missing input", "--spring"]),
    BadInputCase(
      "preview: an example and a spring",
      ["preview", "--example", "scale-pop", "--spring", "preset:bouncy", "--output", "$OUT"],
      exit: .usage, mentions: ["'--example' and '--spring'"]),
    BadInputCase(
      "preview: a fit option with a spring",
      ["preview", "--spring", "preset:bouncy", "--keep-response", "0.3", "--output", "$OUT"],
      exit: .usage, mentions: ["'--spring' and '--keep-response'"]),
    BadInputCase(
      "preview: a spring option with a fit input",
      ["preview", "--example", "scale-pop", "--interpolation", "cubic", "--output", "$OUT"],
      exit: .usage, mentions: ["'--interpolation' requires '--spring'"]),
    BadInputCase(
      "preview: fit's own rule", ["preview", "--values", "0,1", "--output", "$OUT"],
      exit: .usage, mentions: ["'--values' requires '--duration'"]),
    BadInputCase(
      "preview: a bad SPEC", ["preview", "--spring", "pop:bounciness=99", "--output", "$OUT"],
      exit: .usage, mentions: ["'bounciness'", "--spring"]),
    BadInputCase(
      "preview: an undamped spring without --end",
      ["preview", "--spring", "ca:damping=0", "--output", "$OUT"], exit: .usage,
      mentions: ["undamped", "--end"]),
    BadInputCase(
      "preview: a tolerance the keyframe curve cannot reach",
      ["preview", "--example", "scale-pop", "--tolerance", "1e-9", "--output", "$OUT"],
      exit: .usage, mentions: ["'--tolerance'", "straight-line stops"]),
    BadInputCase(
      "preview: an unknown interpolation",
      ["preview", "--spring", "preset:bouncy", "--interpolation", "cubc", "--output", "$OUT"],
      exit: .usage, mentions: ["'cubc'", "Did you mean 'cubic'?"]),
    BadInputCase(
      "preview: bad JSON", ["preview", "$IN", "--output", "$OUT"],
      fixture: .file("k.json", #"{"values": [0, 1], "duration": -1}"#), exit: .dataError,
      mentions: ["k.json", "duration"]),
    BadInputCase(
      "preview: missing file", ["preview", "$IN", "--output", "$OUT"],
      fixture: .missing("none.json"), exit: .noInput, mentions: ["none.json"]),
    BadInputCase(
      "preview: empty standard input", ["preview", "-", "--output", "$OUT"],
      exit: .dataError, mentions: ["standard input", "empty"]),
    BadInputCase(
      "preview: output in a missing folder",
      ["preview", "--example", "scale-pop", "--output", "$IN"], fixture: .missing("none/p.html"),
      exit: .failure, mentions: ["none/p.html"]),
  ]
}
