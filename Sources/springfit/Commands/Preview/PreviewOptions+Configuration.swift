import ArgumentParsing

// `springfit preview` as a subcommand: its name, help text and examples.

extension PreviewOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = PreviewCommand

  /// The page, unless `--output` names a file or `-`.
  var markupForStandardOutput: String? {
    output == nil && !outputDashGiven ? "the page (HTML)" : nil
  }

  /// The name, summary, help text and examples of `springfit preview`.
  static let configuration = CommandConfiguration(
    name: "preview",
    abstract: "Write an HTML page that plays keyframes and a spring side by side.",
    discussion: """
      Writes one self-contained HTML file (inline CSS, SVG and script; nothing is fetched) with two
      moving shapes, a replay control (with quarter speed and loop), a chart and the spring in every
      ecosystem. With a fit input (read as 'springfit fit' reads it, with its options and errors)
      the shapes are the keyframes and the spring fitted to them, and the chart is 'springfit plot
      fit's; with --spring they are the spring's exported keyframes and the spring, and the chart is
      'springfit plot spring's.

      The shapes play springfit's own CSS exports: the spring through the linear() easing of
      'keyframes --format css', linear keyframes through its @keyframes rule. Keyframe curves CSS
      cannot draw (cubic, paced, timing functions, samples) play as straight-line @keyframes stops
      placed until the printed stops are within the tolerance of the curve at 32 times between each
      pair; discrete keyframes play with step-end. --tolerance bounds both shapes: the spring's
      keyframes from the spring, the stops from the keyframe curve. Each caption states the stops
      and the measured error. Every animation sets --value, a registered <number> custom property,
      and the shapes' transform follows from it (see --key-path).

      \(Help.terminalNote("the page"))
      """,
    arguments: """
        KEYFRAMES_FILE
          A keyframe file, JSON or CSV, as 'springfit fit' reads it; - reads standard input.
      """,
    details: """
      EXIT STATUS:
        0   Success, including help.
        64
          Bad usage or option value, including a tolerance the export cannot reach, and no --output
          when standard output is a terminal.
        65  Bad data in the input: the message names the file and the line.
        66  The input file is missing or unreadable.
        1   Any other error, such as an output file that cannot be written.
      """,
    examples: """
      The shine button's pop beside the spring fitted to it:
        springfit preview --example scale-pop --output pop.html

      Keyframes typed in, moving along y:
        springfit preview --values 0,1.1,0.97,1 --duration 0.5 --key-path position.y

      A bouncy spring beside its keyframes, rotating:
        springfit preview --spring preset:bouncy --key-path rotation --output b.html

      The same spring's cubic keyframes, which CSS plays as dense stops:
        springfit preview --spring preset:bouncy --interpolation cubic --output c.html

      A keyframe file from standard input:
        springfit preview - < pop.json > pop.html
      """,
    topics: [.formats])
}
