import ArgumentParsing

// `springfit plot` as a subcommand: its name, help text and examples.

extension PlotOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = PlotCommand

  /// The SVG picture, unless `--output` names a file or `-`; the CSV is data to read.
  var markupForStandardOutput: String? {
    output == nil && !outputDashGiven && format == .svg ? "the picture (SVG)" : nil
  }

  /// The name, summary, help text and examples of `springfit plot`.
  static let configuration = CommandConfiguration(
    name: "plot",
    abstract: "Draw springs, a fit, the outline, a CSV or a fling as an SVG chart.",
    discussion: """
      Draws with SpringKit's own SVG charts: a white background, a title, a legend above the data,
      ticks at round values, units on the axes, and colours that stay distinct for colour-blind
      readers (lines also differ by dash and markers by shape). The first argument says what to
      draw:
        spring
          Springs from --from to --to overlaid: the SPRING options give one, and each positional
          SPEC (such as preset:bouncy or swiftui:duration=0.5,bounce=0.3) another, up to
          \(PlotOptions.maximumSprings); SwiftUI's smooth spring when none is given. 601 points per
          spring.
        fit
          Fits a spring exactly as 'springfit fit' does (same input and FIT options) and draws the
          keyframe curve, the keyframes and the fitted spring, with the residual (spring - curve) in
          a panel below.
        outline
          The bouncing menu as 'springfit outline' computes it (same options) drawn as a filmstrip
          of at most \(PlotCommand.filmstripFrames) evenly chosen frames (the last, at rest, among
          them), each in the same window so its place shows the motion.
        csv
          Any CSV with a header: the --x column (time by default) across, each other numeric column
          (or the --y columns) a line; an empty cell is a gap.
        fling
          A fling as 'springfit fling' composes it (same options but --format): each phase's
          position (decay, spring) with the hand-offs marked and the target and bounds dashed, the
          velocity in a panel below, to 1.1 x the rest instant.
      """,
    details: """
      --format csv writes the data the picture is drawn from instead: charts as panel,series,x,y
      (panel is the y axis' label), the filmstrip as time,d (d is the frame's SVG path). Numbers are
      the shortest text that reads back to the same double. The SVG is deterministic: the same
      command writes the same bytes.

      \(Help.terminalNote("the SVG"))
      """,
    examples: """
      SwiftUI's three named springs:
        springfit plot spring preset:smooth preset:snappy preset:bouncy --output springs.svg

      The shine button's pop against its fitted spring:
        springfit plot fit --example scale-pop --output pop.svg

      Keyframes from a file, the chart's data as CSV:
        springfit plot fit keyframes.json --format csv

      The bouncing menu as a filmstrip:
        springfit plot outline --output menu.svg

      A list flung past its end, onto its bound:
        springfit plot fling --from 900 --velocity 3000 --bounds 0,1200 --output fling.svg

      A sampled motion's position and velocity:
        springfit sample --spring preset:bouncy > motion.csv && springfit plot csv motion.csv
          --output motion.svg
      """,
    topics: [.formats])
}
