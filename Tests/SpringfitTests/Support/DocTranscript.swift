/// A shell transcript shown in a document's code block: `$ command` lines, each followed by
/// the output the document says it prints.
///
/// A code block is a transcript when its first line starts with `$ `. A command's output is
/// every line up to the next `$ ` line or the end of the block, without the blank lines that
/// separate it from the next command. A line `...` in an output stands for any number of
/// lines: the output shows the first lines of what the command prints, then `...`, then the
/// last ones (at most one `...` per output).
struct DocTranscript: Sendable {
  /// One command and what the document shows it printing.
  struct Step: Sendable {
    /// The command line, without `$ `.
    var command: String
    /// The 0-based index of the `$ ` line in the document.
    var line: Int
    /// The shown output's lines.
    var shown: [String]

    /// The 0-based indices of the shown output's lines in the document.
    var shownRange: Range<Int> { (line + 1)..<(line + 1 + shown.count) }
  }

  /// The commands, in order.
  var steps: [Step]

  /// The transcripts among a document's code blocks.
  ///
  /// - Parameter lines: The document's lines.
  /// - Returns: The transcripts, in document order.
  static func transcripts(in lines: [String]) -> [DocTranscript] {
    var transcripts: [DocTranscript] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("```") else { continue }
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
      defer { index = end }
      guard index + 1 < end, lines[index + 1].hasPrefix("$ ") else { continue }
      var steps: [Step] = []
      for line in (index + 1)..<end {
        if lines[line].hasPrefix("$ ") {
          steps.append(Step(command: String(lines[line].dropFirst(2)), line: line, shown: []))
        } else {
          steps[steps.count - 1].shown.append(lines[line])
        }
      }
      for step in steps.indices {
        while steps[step].shown.last?.isEmpty == true { steps[step].shown.removeLast() }
      }
      transcripts.append(DocTranscript(steps: steps))
    }
    return transcripts
  }

  /// The lines of an output, without the newline at its end and the blank lines before it.
  static func lines(of output: String) -> [String] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// What a document should show for an output it shows as `shown`: all of it, or as many
  /// first and last lines as `shown` has around its `...`.
  ///
  /// - Returns: The lines to show, or `nil` when `shown` has more than one `...` or the
  ///   output is too short to elide.
  static func rendered(_ actual: [String], shownAs shown: [String]) -> [String]? {
    let elisions = shown.indices.filter { shown[$0] == "..." }
    guard let elision = elisions.first else { return actual }
    guard elisions.count == 1 else { return nil }
    let head = elision
    let tail = shown.count - elision - 1
    guard actual.count > head + tail else { return nil }
    return Array(actual.prefix(head)) + ["..."] + Array(actual.suffix(tail))
  }
}
