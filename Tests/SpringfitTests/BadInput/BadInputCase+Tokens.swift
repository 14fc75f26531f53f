import ArgumentParsing

@testable import springfit

// The bad-input rows of `springfit tokens`: each rule a spring token can break (exit 65,
// naming the JSON path and the rule), a file that is not JSON, a missing file (66) and
// the command line (64).

extension BadInputCase {
  /// A token file `t.json` holding `text`.
  private static func tokens(_ text: String) -> Fixture { .file("t.json", text) }

  /// `springfit tokens`.
  static let tokens: [BadInputCase] = [
    BadInputCase(
      "tokens: two parametrisations at once", ["tokens", "$IN"],
      fixture: tokens(
        #"{"motion": {"bouncy": {"$type": "spring", "$value": "#
          + #"{"duration": "0.5s", "bounce": 0.3, "stiffness": 100}}}}"#),
      exit: .dataError,
      mentions: ["t.json", "'motion.bouncy.$value'", "two parametrisations at once"]),
    BadInputCase(
      "tokens: a string where a number belongs", ["tokens", "$IN"],
      fixture: tokens(
        #"{"m": {"$type": "spring", "b": {"$value": {"stiffness": "100", "damping": 10}}}}"#),
      exit: .dataError, mentions: ["'m.b.$value.stiffness'", "must be a number, found a string"]),
    BadInputCase(
      "tokens: an alias to nothing", ["tokens", "$IN", "--format", "css"],
      fixture: tokens(
        #"{"b": {"$type": "spring", "$value": {"duration": "{motion.none}", "bounce": 0}}}"#),
      exit: .dataError, mentions: ["'b.$value.duration'", "{motion.none}", "not a token"]),
    BadInputCase(
      "tokens: an alias cycle", ["tokens", "$IN"],
      fixture: tokens(#"{"a": {"$type": "spring", "$value": "{b}"}, "b": {"$value": "{a}"}}"#),
      exit: .dataError, mentions: ["'a.$value'", "alias cycle", "{b} → {a} → {b}"]),
    BadInputCase(
      "tokens: a bad unit", ["tokens", "$IN"],
      fixture: tokens(
        #"{"b": {"$type": "spring", "$value": "#
          + #"{"duration": {"value": 2, "unit": "min"}, "bounce": 0}}}"#),
      exit: .dataError, mentions: ["'b.$value.duration.unit'", "unit 'min'", "ms or s"]),
    BadInputCase(
      "tokens: not JSON", ["tokens", "$IN"], fixture: tokens(#"{"b": "#),
      exit: .dataError, mentions: ["t.json", "not JSON"]),
    BadInputCase(
      "tokens: a missing file", ["tokens", "$IN"], fixture: .missing("none.json"),
      exit: .noInput, mentions: ["none.json"]),
    BadInputCase(
      "tokens: no file", ["tokens"], exit: .usage, mentions: ["missing a token file"]),
    BadInputCase(
      "tokens: an unknown format", ["tokens", "$IN", "--format", "scss"],
      fixture: tokens("{}"), exit: .usage, mentions: ["'scss'", "text, json, css"]),
  ]
}
