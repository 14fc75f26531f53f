import ArgumentParsing

// `springfit gesture` as a subcommand: its name, help text and examples.

extension GestureOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = GestureCommand

  /// The page, unless `--output` names a file or `-`; the other formats are text to read.
  var markupForStandardOutput: String? { fling.markupForStandardOutput }

  /// The name, summary, help text and examples of `springfit gesture`.
  static let configuration = CommandConfiguration(
    name: "gesture",
    abstract: "A recorded drag replayed: its release velocity, and the fling that takes over.",
    discussion: """
      TRACE.csv has a header and one pointer sample per row: time,position for one axis, or time,x,y
      for a point (times in seconds, any origin, never decreasing). The drag shows each sample along
      the axis (--axis, y by default), banded past --bounds as UIScrollView's rubber band draws it.
      The release velocity is estimated from the displayed values by --velocity-strategy, and the
      fling takes over at the last sample with it: the same fling as 'springfit fling --from RELEASE
      --velocity V' with the same options, so it lands, snaps and settles the same way. A release
      past --bounds springs back onto the nearest bound (or the snap point --snap-rule chooses) with
      the release velocity.
      """,
    arguments: """
        TRACE.csv  The recorded drag as CSV (time,position or time,x,y); - reads standard input.
      """,
    details: """
      OUTPUT FORMATS:
        text
          The drag, the release velocity by every strategy (the chosen one marked), then 'springfit
          fling''s report of the fling after release.
        json
          'springfit fling''s keys (times from the release) with strategy, releasePosition,
          releaseVelocity, releaseTime, releasedPastBounds, axis, velocities (each strategy's),
          rubberBand (with --bounds) and drag (time, position as displayed, pointer).
        csv
          Columns time,position,velocity,phase in the trace's seconds: each drag sample (phase drag,
          the velocity estimated up to it), then the fling's rows as 'springfit fling' writes them
          from the release on.
        css, lottie, keyframes-json, keyframes-csv, html
          The motion after release, as 'springfit fling' exports it.

      EXIT STATUS:
        0   The output was written.
        64  Bad usage: an option's value, or --axis for a time,position trace.
        65  Bad trace data: the message names the line (and column) at fault.
        66  The trace file is missing or unreadable.
      """,
    examples: """
      The built-in sheet flick, onto its detents:
        springfit gesture --example sheet-drag --snap 0,350,700

      A recorded drag, Compose's least squares, as JSON:
        springfit gesture drag.csv --velocity-strategy lsq2 --format json

      A drag past the end of a list, banded, then the motion as CSS:
        springfit gesture drag.csv --bounds 0,1200 --format css --output fling.css
      """)
}
