// Help written as it reads: a page's prose, entries and examples are kept as text in the
// source (a multi-line string literal) and laid out here, so that changing a sentence or an
// example is changing the text, not the code that assembles it.

extension Help {
  /// The blocks of a help text written as it reads, each laid out to the width.
  ///
  /// Lines are classified by their indentation (trailing white space ignored):
  /// - a blank line separates blocks;
  /// - in a block, a first line that ends with `:` and whose words before any `(` are
  ///   capitals (`EXIT STATUS:`, `HELP TOPICS (springfit help <topic>):`) is a heading,
  ///   printed as written;
  /// - a line indented by exactly two spaces starts an entry (``entry(_:_:)``): its label
  ///   runs up to the first two spaces in a row, its description is the rest of the line and
  ///   the lines indented by four or more spaces after it;
  /// - a line at the margin is prose: consecutive ones are joined by spaces and wrapped as a
  ///   paragraph (``paragraph(_:)``).
  ///
  /// Any other line (indented by one or three spaces, by four or more outside an entry, or
  /// holding a tab) is laid out as prose, so that no text is lost, and
  /// ``sourceProblems(_:)`` names it; so is an entry without a description.
  ///
  /// - Parameter source: The text, such as the body of a multi-line string literal.
  /// - Returns: One laid-out string per block, without a trailing newline.
  package static func blocks(_ source: String) -> [String] {
    runsOfLines(source).map { lines in
      var items: [String] = []
      var paragraph: [Substring] = []
      var label: Substring?
      var description: [Substring] = []
      func finish() {
        if !paragraph.isEmpty { items.append(Help.paragraph(paragraph.joined(separator: " "))) }
        if let label { items.append(entry("  " + label, description.joined(separator: " "))) }
        (paragraph, label, description) = ([], nil, [])
      }
      for (index, line) in lines.enumerated() {
        switch SourceLine(line, afterEntry: label != nil) {
        case .heading where index == 0:
          items.append(String(line))
        case .entry(let start, let text):
          finish()
          (label, description) = (start, text.isEmpty ? [] : [text])
        case .continuation(let text):
          description.append(text)
        default:
          if label != nil { finish() }
          paragraph.append(line.drop { $0 == " " })
        }
      }
      finish()
      return items.joined(separator: "\n")
    }
  }

  /// The entries of a help text written as ``blocks(_:)`` reads them (a page's ARGUMENTS), as
  /// labels and descriptions, not laid out.
  ///
  /// - Parameter source: Entries only: each a line indented by two spaces, continued on
  ///   lines indented by four or more.
  /// - Returns: The labels and their descriptions, the continuation lines joined by spaces.
  package static func entries(parsing source: String) -> [(label: String, help: String)] {
    var entries: [(label: String, help: String)] = []
    for line in runsOfLines(source).joined() {
      switch SourceLine(line, afterEntry: !entries.isEmpty) {
      case .entry(let label, let text):
        entries.append((String(label), String(text)))
      case .continuation(let text) where !entries.isEmpty:
        let help = entries[entries.count - 1].help
        entries[entries.count - 1].help = help.isEmpty ? String(text) : help + " " + text
      default:
        // Named by sourceProblems; kept so that no text is lost.
        entries.append((String(line), ""))
      }
    }
    return entries
  }

  /// The examples of a help text: each a description at the margin (one or more lines,
  /// joined by spaces) followed by its command line indented by two spaces, which may
  /// continue on lines indented by four or more (joined by spaces).
  ///
  /// - Parameter source: The examples, separated by blank lines or not.
  /// - Returns: The descriptions and their command lines.
  package static func examples(parsing source: String) -> [(description: String, command: String)] {
    var examples: [(description: String, command: String)] = []
    var description: [Substring] = []
    for line in runsOfLines(source).joined() {
      switch SourceLine(line, afterEntry: !examples.isEmpty && description.isEmpty) {
      case .entry(let command, let more):
        let command = more.isEmpty ? command : line.dropFirst(2)
        examples.append((description.joined(separator: " "), String(command)))
        description = []
      case .continuation(let text) where !examples.isEmpty && description.isEmpty:
        examples[examples.count - 1].command += " " + text
      default:
        description.append(line.drop { $0 == " " })
      }
    }
    return examples
  }

  /// What in a help text ``blocks(_:)``, ``entries(parsing:)`` or ``examples(parsing:)`` would
  /// lay out other than as written: a line of no kind, an entry without a description, an
  /// example without a command, two commands under one description.
  ///
  /// - Parameters:
  ///   - source: The text.
  ///   - kind: How the text is read.
  /// - Returns: One sentence per problem, quoting the line; none for a well-formed text.
  package static func sourceProblems(_ source: String, readAs kind: SourceKind = .blocks)
    -> [String]
  {
    var problems: [String] = []
    var open: (line: Substring, hasText: Bool)?  // an entry that needs a description
    func close() {
      if let entry = open, !entry.hasText { problems.append("'\(entry.line)' has no description") }
      open = nil
    }
    let runs = runsOfLines(source)
    // Blocks end at blank lines; entries and examples read as one run.
    for run in kind == .blocks ? runs : [Array(runs.joined())] {
      var description: Substring?  // an example's, waiting for its command
      var afterCommand = false
      for (index, line) in run.enumerated() {
        switch (kind, SourceLine(line, afterEntry: open != nil || afterCommand)) {
        case (_, .continuation):
          open?.hasText = true
        case (.examples, .entry):
          if description == nil { problems.append("'\(line)' has no description before it") }
          (description, afterCommand) = (nil, true)
        case (_, .entry(_, let text)):
          close()
          open = (line, !text.isEmpty)
        case (.blocks, .heading), (.blocks, .margin):
          close()
        case (.examples, .heading), (.examples, .margin):
          (description, afterCommand) = (description ?? line, false)
        default:
          problems.append(
            "'\(line)' is neither prose, a heading, an entry nor its continuation (line "
              + "\(index + 1) of its block)")
        }
      }
      close()
      if let description { problems.append("'\(description)' has no command after it") }
    }
    return problems
  }

  /// How ``sourceProblems(_:readAs:)`` reads a help text.
  package enum SourceKind: Sendable {
    /// As ``blocks(_:)``: prose, headings and entries.
    case blocks
    /// As ``entries(parsing:)``: entries only.
    case entries
    /// As ``examples(parsing:)``: descriptions and their commands.
    case examples
  }

  /// The lines of a text, without trailing white space, in runs separated by blank lines.
  private static func runsOfLines(_ source: String) -> [[Substring]] {
    var runs: [[Substring]] = [[]]
    for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      if let last = line.lastIndex(where: { !$0.isWhitespace }) {
        runs[runs.count - 1].append(line[...last])
      } else if !runs[runs.count - 1].isEmpty {
        runs.append([])
      }
    }
    return runs.filter { !$0.isEmpty }
  }
}

/// One line of a help text written as it reads, classified by its indentation.
private enum SourceLine {
  /// At the margin, ending with `:`, capitals before any `(`: a heading if first in a block.
  case heading
  /// At the margin: prose.
  case margin
  /// Indented by two spaces: a label (or a command), and the text after two spaces.
  case entry(Substring, Substring)
  /// Indented by four or more spaces after an entry: more of its text.
  case continuation(Substring)
  /// Anything else.
  case other

  init(_ line: Substring, afterEntry: Bool) {
    let indent = line.prefix { $0 == " " }.count
    let text = line.dropFirst(indent)
    switch indent {
    case _ where line.contains("\t"):
      self = .other
    case 0:
      let title = line.prefix { $0 != "(" }
      let capitals = title.contains(where: \.isLetter) && title.uppercased() == title
      self = line.hasSuffix(":") && capitals ? .heading : .margin
    case 2:
      if let split = text.firstRange(of: "  ") {
        self = .entry(text[..<split.lowerBound], text[split.upperBound...].drop { $0 == " " })
      } else {
        self = .entry(text, "")
      }
    case 4... where afterEntry:
      self = .continuation(text)
    default:
      self = .other
    }
  }
}
