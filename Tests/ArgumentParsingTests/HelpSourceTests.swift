import ArgumentParsing
import Testing

/// Help written as it reads (`Help.blocks`, `Help.entries`, `Help.examples(parsing:)`), laid
/// out as the calls it replaces lay it out: the page of a `copy` tool.
@Suite("Help written as it reads")
struct HelpSourceTests {
  /// A paragraph long enough to wrap, written over two source lines.
  static let longParagraph =
    "Copies every file named on the command line into the folder given last, keeping their "
    + "modification times, and refuses to replace a file that is newer than the one copied."

  @Test("A paragraph's source lines are joined and wrapped as Help.paragraph wraps them")
  func paragraphs() {
    let source = """
      Copies every file named on the command line into the folder given last, keeping their
      modification times, and refuses to replace a file
      that is newer than the one copied.

      Second block.
      """
    #expect(Help.blocks(source) == [Help.paragraph(Self.longParagraph), "Second block."])
  }

  @Test("A heading, then entries: labels up to two spaces, descriptions continued by four")
  func headingAndEntries() {
    let source = """
      EXIT STATUS:
        0   Copied.
        64  Bad usage: an option's value, or a folder that is not one, or a file given twice so
            that the second copy would replace the first.
        a-much-longer-label
          Its description goes on the next line.
      """
    let expected = [
      "EXIT STATUS:",
      Help.entry("  0", "Copied."),
      Help.entry(
        "  64",
        "Bad usage: an option's value, or a folder that is not one, or a file given twice so "
          + "that the second copy would replace the first."),
      Help.entry("  a-much-longer-label", "Its description goes on the next line."),
    ]
    #expect(Help.blocks(source) == [expected.joined(separator: "\n")])
  }

  @Test("A heading followed by a paragraph; a capitalised line that is not first is prose")
  func headingAndParagraph() {
    let source = """
      COLOURS:
      Given as hex.
      NOT A HEADING:
      """
    #expect(Help.blocks(source) == ["COLOURS:\n" + Help.paragraph("Given as hex. NOT A HEADING:")])
  }

  @Test("A paragraph after an entry ends the entry; blank lines in runs are one separator")
  func paragraphAfterEntry() {
    let source = "  -n  Dry run.\nThen prose.\n\n\n\nLast.\n"
    #expect(
      Help.blocks(source) == [Help.entry("  -n", "Dry run.") + "\n" + "Then prose.", "Last."])
    #expect(Help.blocks("") == [])
  }

  @Test("Arguments are entries with their descriptions joined, not laid out")
  func arguments() {
    let source = """
        FILE  A file to copy; - reads standard input.
        FOLDER
          Where the copies go;
          created when missing.
      """
    let entries = Help.entries(source)
    #expect(entries.map(\.label) == ["FILE", "FOLDER"])
    #expect(
      entries.map(\.help) == [
        "A file to copy; - reads standard input.", "Where the copies go; created when missing.",
      ])
    #expect(Help.entries("").isEmpty)
  }

  @Test("Examples: descriptions at the margin, commands indented and joined when continued")
  func examples() {
    let source = """
      Copy two files into backup/, keeping
      their times:
        copy a.txt b.txt
          backup/

      Dry run:
        copy -n a.txt backup/
      Without a blank line:
        copy --help
      """
    let examples = Help.examples(parsing: source)
    #expect(
      examples.map(\.description) == [
        "Copy two files into backup/, keeping their times:", "Dry run:", "Without a blank line:",
      ])
    #expect(
      examples.map(\.command) == [
        "copy a.txt b.txt backup/", "copy -n a.txt backup/", "copy --help",
      ])
  }
}
