/// Help texts rendered to 80 columns: titled option groups, two-column entries,
/// paragraphs and examples, wrapped greedily.
///
/// Option lists come from the same ``OptionSpec`` tables the parser uses, so the help
/// cannot forget an option. A tool adds its pages in an extension.
package enum Help {
  /// The width help text is wrapped to.
  package static let width = 80
  /// The column where option descriptions start.
  package static let descriptionColumn = 24

  /// Names as a sentence lists them: `a`, `a and b`, `a, b and c`.
  package static func series(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The command lines in the EXAMPLES section (up to the next blank line), for tests that
  /// run them.
  package static func exampleCommands(in text: String) -> [String] {
    guard let start = text.firstRange(of: "EXAMPLES:\n") else { return [] }
    let section = text[start.upperBound...].split(separator: "\n\n").first ?? ""
    return section.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
      .filter { $0.hasPrefix("springfit ") }.map(String.init)
  }

  /// A titled group of options.
  package static func section(_ section: OptionSection) -> String {
    ([paragraph(section.title + ":")] + section.options.map { entry("  " + $0.label, $0.help) })
      .joined(separator: "\n")
  }

  /// Examples: an indented description, then the command indented further.
  package static func examples(_ items: [(description: String, command: String)]) -> String {
    items.map { item in
      fill(words(item.description), first: "  ", indent: 2) + "\n    " + item.command
    }
    .joined(separator: "\n")
  }

  /// A label and its description in two columns; a long label puts the description on
  /// the next line.
  package static func entry(_ label: String, _ description: String) -> String {
    let first: String
    if label.count + 2 <= descriptionColumn {
      first = label + String(repeating: " ", count: descriptionColumn - label.count)
    } else {
      first = label + "\n" + String(repeating: " ", count: descriptionColumn)
    }
    return fill(words(description), first: first, indent: descriptionColumn)
  }

  /// A paragraph wrapped to the width.
  package static func paragraph(_ text: String) -> String {
    fill(words(text), first: "", indent: 0)
  }

  /// A no-break space: help texts put it between words that must stay on one line (a
  /// key and its default); it is printed as a plain space.
  package static let noBreakSpace: Character = "\u{A0}"

  /// The words of a text, split at spaces; `Default:` stays on a line with its value, and
  /// words joined by ``noBreakSpace`` stay together.
  private static func words(_ text: String) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ").map(String.init) {
      if words.last == "Default:" {
        words[words.count - 1] += " " + word
      } else {
        words.append(word)
      }
    }
    return words
  }

  /// Fills lines greedily with `pieces` separated by spaces.
  ///
  /// The first line continues `first` (which may itself contain line breaks), later ones
  /// start after `indent` spaces. A piece longer than a line gets a line of its own.
  package static func fill(_ pieces: [String], first: String, indent: Int) -> String {
    var text = first
    var column = first.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
    var lineHasPiece = false
    for piece in pieces {
      if lineHasPiece, column + 1 + piece.count > width {
        text += "\n" + String(repeating: " ", count: indent)
        column = indent
        lineHasPiece = false
      }
      if lineHasPiece || (column > 0 && !text.hasSuffix(" ")) {
        text += " "
        column += 1
      }
      text += piece.replacing(String(noBreakSpace), with: " ")
      column += piece.count
      lineHasPiece = true
    }
    return text
  }
}
