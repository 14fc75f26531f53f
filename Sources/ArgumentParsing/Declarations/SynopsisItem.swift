/// One bracketed piece of a command's synopsis, declared with the options it shows.
///
/// The usage line and the help's USAGE come from the same list; a ``oneOf(_:)`` piece
/// prints a command's exclusion (`[--fps N | --step S]`), which its scan step refuses.
package enum SynopsisItem: Sendable, Hashable {
  /// An optional option: `[--from X]`.
  case optional(OptionSpec)
  /// Options that exclude each other: `[--fps N | --step S]`.
  case oneOf([OptionSpec])
  /// The forms of one option group, after some alternatives of the command's own, in one
  /// bracket: `[--example menu-bounce | --stiffness K --damping C [--mass M] | …]`. The docs
  /// write the forms as `name` (`[--example menu-bounce | SPRING]`).
  case forms(after: [OptionSpec], synopses: [String], name: String)
  /// A positional argument or a remark, printed as is: `[KEYFRAMES_FILE|-]`.
  case literal(String)

  /// The piece as the docs show it: the forms written as their name
  /// (`[--example menu-bounce | SPRING]`), anything else as the usage line prints it.
  package var docsText: String {
    guard case .forms(let leading, _, let name) = self else { return pieces.joined(separator: " ") }
    return "[" + (leading.map(\.synopsis) + [name]).joined(separator: " | ") + "]"
  }

  /// The text, in pieces that wrap as units.
  package var pieces: [String] {
    switch self {
    case .optional(let option):
      ["[\(option.synopsis)]"]
    case .oneOf(let options):
      ["[" + options.map(\.synopsis).joined(separator: " | ") + "]"]
    case .forms(let leading, let synopses, _):
      Self.alternatives(leading.map(\.synopsis) + synopses)
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
  package var pieces: [String] { flatMap(\.pieces) }
}
