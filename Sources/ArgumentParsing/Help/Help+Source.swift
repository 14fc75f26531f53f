// Help written as it reads: a page's prose, entries and examples are kept as text in the
// source (a multi-line string literal) and laid out here, so that changing a sentence or an
// example is changing the text, not the code that assembles it.

extension Help {
  /// The blocks of a help text written as it reads, each laid out to the width.
  ///
  /// Blocks are separated by blank lines. In a block:
  /// - a first line in capitals that ends with `:` is a heading, printed as written (a
  ///   remark in parentheses may follow the capitals);
  /// - a line indented by two spaces starts an entry (``entry(_:_:)``): its label runs up to
  ///   two spaces in a row, its description is the rest of the line and the lines indented
  ///   by four spaces after it;
  /// - other lines are a paragraph (``paragraph(_:)``): consecutive lines are joined by
  ///   spaces and wrapped.
  ///
  /// - Parameter source: The text, such as the body of a multi-line string literal.
  /// - Returns: One laid-out string per block, without a trailing newline.
  package static func blocks(_ source: String) -> [String] {
    paragraphsOfLines(source).map { lines in
      var items: [String] = []
      var paragraph: [Substring] = []
      var label: Substring?
      var description: [Substring] = []
      func finish() {
        if !paragraph.isEmpty { items.append(Help.paragraph(paragraph.joined(separator: " "))) }
        if let label { items.append(entry("  " + label, description.joined(separator: " "))) }
        paragraph = []
        label = nil
        description = []
      }
      for (index, line) in lines.enumerated() {
        if index == 0, isHeading(line) {
          items.append(String(line))
        } else if label != nil, line.hasPrefix("    ") {
          description.append(line.drop { $0 == " " })
        } else if line.hasPrefix("  ") {
          finish()
          let text = line.dropFirst(2)
          let split = text.firstRange(of: "  ")
          label = split.map { text[..<$0.lowerBound] } ?? text
          if let split { description = [text[split.upperBound...].drop { $0 == " " }] }
        } else {
          if label != nil { finish() }
          paragraph.append(line)
        }
      }
      finish()
      return items.joined(separator: "\n")
    }
  }

  /// The two-column entries of a help text written as ``blocks(_:)`` reads them, as labels
  /// and descriptions, not laid out (a page's ARGUMENTS).
  package static func entries(_ source: String) -> [(label: String, help: String)] {
    var entries: [(label: String, help: String)] = []
    for line in source.split(separator: "\n") {
      if line.hasPrefix("    "), let last = entries.indices.last {
        entries[last].help += (entries[last].help.isEmpty ? "" : " ") + line.drop { $0 == " " }
      } else {
        let text = line.drop { $0 == " " }
        let split = text.firstRange(of: "  ")
        entries.append(
          (
            String(split.map { text[..<$0.lowerBound] } ?? text),
            String(split.map { text[$0.upperBound...].drop { $0 == " " } } ?? "")
          ))
      }
    }
    return entries
  }

  /// The examples of a help text: each a description at the margin (one or more lines,
  /// joined by spaces) followed by its command line indented by two spaces (long commands
  /// continue on lines indented the same way, joined by spaces).
  package static func examples(parsing source: String) -> [(description: String, command: String)] {
    var examples: [(description: String, command: String)] = []
    var description: [Substring] = []
    var command: [Substring] = []
    func finish() {
      if !command.isEmpty {
        examples.append((description.joined(separator: " "), command.joined(separator: " ")))
        description = []
        command = []
      }
    }
    for line in source.split(separator: "\n") where !line.allSatisfy({ $0 == " " }) {
      if line.hasPrefix("  ") {
        command.append(line.drop { $0 == " " })
      } else {
        finish()
        description.append(line)
      }
    }
    finish()
    return examples
  }

  /// The lines of a text in runs separated by blank lines.
  private static func paragraphsOfLines(_ source: String) -> [[Substring]] {
    var runs: [[Substring]] = [[]]
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        if runs[runs.count - 1].isEmpty == false { runs.append([]) }
      } else {
        runs[runs.count - 1].append(line)
      }
    }
    return runs.filter { !$0.isEmpty }
  }

  /// Whether a line is a heading: capitals ending in `:`, perhaps with a remark in
  /// parentheses (`HELP TOPICS (springfit help <topic>):`).
  private static func isHeading(_ line: Substring) -> Bool {
    let title = line.prefix { $0 != "(" }
    return line.hasSuffix(":") && !line.hasPrefix(" ") && title.uppercased() == title
  }
}
