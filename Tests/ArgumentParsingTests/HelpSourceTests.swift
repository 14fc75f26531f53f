import ArgumentParsing
import Testing

/// Help written as it reads (`Help.blocks`, `Help.entries(parsing:)`,
/// `Help.examples(parsing:)`), laid out as the calls it replaces lay it out: the page of a
/// `copy` tool.
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
    let entries = Help.entries(parsing: source)
    #expect(entries.map(\.label) == ["FILE", "FOLDER"])
    #expect(
      entries.map(\.help) == [
        "A file to copy; - reads standard input.", "Where the copies go; created when missing.",
      ])
    #expect(Help.entries(parsing: "").isEmpty)
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

  @Test("Line ends, trailing spaces and blank lines of spaces or tabs read as plain ones")
  func lineEnds() {
    let plain = "EXIT STATUS:\n  0   Copied.\n\nDone."
    let variant = "EXIT STATUS:  \r\n  0   Copied. \r\n \t \r\nDone.\t"
    #expect(Help.blocks(variant) == Help.blocks(plain))
    #expect(Help.sourceProblems(variant).isEmpty && Help.sourceProblems(plain).isEmpty)
  }

  @Test("Only capitals ending in ':' head a block; a remark in parentheses may follow them")
  func headings() {
    #expect(
      Help.blocks("HELP TOPICS (tool help <topic>):\n  a  The a topic.")[0].hasPrefix(
        "HELP TOPICS (tool help <topic>):\n  a "))
    for prose in ["0...1:", "(see below):", "Exit status:"] {
      #expect(Help.blocks(prose + "\nmore") == [Help.paragraph(prose + " more")], "\(prose)")
    }
  }

  @Test("A text in the layout's grammar has no problems; each misfit is named, never dropped")
  func problems() {
    #expect(Help.sourceProblems(Self.wellFormed).isEmpty)
    let misfits: [(source: String, kind: Help.SourceKind, quote: String)] = [
      (" one space", .blocks, "' one space'"),
      ("   three spaces", .blocks, "'   three spaces'"),
      ("prose\n    four spaces after prose", .blocks, "'    four spaces after prose'"),
      ("\ttabbed", .blocks, "'\ttabbed'"),
      ("  -n", .blocks, "'  -n' has no description"),
      ("  FILE\n  DIR  A folder.", .entries, "'  FILE' has no description"),
      ("prose", .entries, "'prose'"),
      ("  tool run", .examples, "'  tool run' has no description before it"),
      ("Run:\n  tool run\n  tool again", .examples, "'  tool again' has no description"),
      ("Run:", .examples, "'Run:' has no command after it"),
    ]
    for misfit in misfits {
      let problems = Help.sourceProblems(misfit.source, readAs: misfit.kind)
      #expect(problems.count == 1 && problems[0].contains(misfit.quote), "\(problems)")
    }
    // A misfit line is still laid out, as prose.
    #expect(Help.blocks("   three spaces") == ["three spaces"])
    #expect(Help.entries(parsing: "prose").map(\.label) == ["prose"])
  }

  /// Prose, a heading with entries, a heading with prose, continued entries.
  static let wellFormed = """
    Copies every file named on the command line.

    EXIT STATUS:
      0   Copied.
      64  Bad usage: an option's value, or a folder
          that is not one.
      a-much-longer-label
        Its description goes on the next line.

    COLOURS:
    Given as hex.
    """
}
