/// One bracketed piece of a command's synopsis, declared with the options it shows.
///
/// The usage line and the help's USAGE come from the same list; a ``oneOf(_:)`` piece
/// prints a command's exclusion (`[--fps N | --step S]`), which its scan step refuses.
enum SynopsisItem: Sendable, Hashable {
  /// An optional option: `[--from X]`.
  case optional(OptionSpec)
  /// Options that exclude each other: `[--fps N | --step S]`.
  case oneOf([OptionSpec])
  /// The SPRING forms, after some alternatives of the command's own:
  /// `[--example menu-bounce | --stiffness K --damping C [--mass M] | …]`.
  case springForms(after: [OptionSpec])
  /// A positional argument or a remark, printed as is: `[KEYFRAMES_FILE|-]`.
  case literal(String)

  /// The synopsis of the SPRING forms alone.
  static let springForms = Self.springForms(after: [])

  /// The text, in pieces that wrap as units.
  var pieces: [String] {
    switch self {
    case .optional(let option):
      ["[\(option.synopsis)]"]
    case .oneOf(let options):
      ["[" + options.map(\.synopsis).joined(separator: " | ") + "]"]
    case .springForms(let leading):
      Self.alternatives(leading.map(\.synopsis) + SpringOptions.formSynopses)
    case .literal(let text):
      [text]
    }
  }

  /// Alternatives in one bracket, each a piece: `[a |`, `b |`, `c]`.
  private static func alternatives(_ texts: [String]) -> [String] {
    texts.indices.map { index in
      (index == 0 ? "[" : "") + texts[index] + (index == texts.count - 1 ? "]" : " |")
    }
  }
}

extension [SynopsisItem] {
  /// The synopsis in pieces that wrap as units.
  var pieces: [String] { flatMap(\.pieces) }
}
