import ArgumentParsing
import SpringFormats

// `springfit fling` as a subcommand: its name, help text and examples.

extension FlingOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = FlingCommand

  /// The page, unless `--output` names a file or `-`; the other formats are text to read.
  var markupForStandardOutput: String? {
    request.format == .html && output == nil && !outputDashGiven ? "the page (HTML)" : nil
  }

  /// The name, summary, help text and examples of `springfit fling`.
  static let configuration = CommandConfiguration(
    name: "fling",
    abstract: "Where a fling lands in every ecosystem, and its motion onto a bound or snap point.",
    discussion: """
      A value released at --from with --velocity slows down by --decay. Without --bounds or --snap
      it coasts to rest. With --bounds, a decay that would land past a bound runs until the exact
      instant it reaches it (in closed form, not at a frame) and hands off to the spring, which
      starts on the bound with the decay's velocity there and settles on it. With --snap,
      --snap-rule chooses the point from where the free decay lands, and the spring carries the
      release velocity there. Every hand-off is continuous in position and velocity. Times are in
      seconds, velocities in value units per second.

      The same release lands in very different places in each library: the report lists, for each
      library with its defaults, the value its law approaches and, where it has a stop rule, where
      it stops, computed from its own formula (Reanimated's frame loop replayed at 60 and 120 Hz).
      """,
    details: """
      OUTPUT FORMATS:
        text
          The landings in every ecosystem, where this decay lands and its library stops, the target,
          the phases (decay or spring) with their start and end instants, positions and velocities,
          and this decay as code for UIKit, SpringKit, React Native, Compose, motion and Reanimated.
        json
          The same as data: landing (the free decay's asymptote), target, targetKind (snapPoint,
          bound or rest), restTime, phases (kind, ending, start and end with time, position and
          velocity), decay, libraryStop, spring and ecosystems.
        csv
          Columns time,position,velocity,phase: a row every 1/--fps seconds, at each phase's start
          and at the rest instant (phase rest).
        html
          A self-contained page (as 'springfit preview' writes) that plays the fling's css
          keyframes, beside the free decay when --bounds or --snap change where it ends, with the
          chart of 'springfit plot fling' and the spring in every ecosystem.
      """,
    examples: """
      Where 1000 units/s from 0 lands in every ecosystem:
        springfit fling

      A sheet flung onto its detents, Compose's rule, as JSON:
        springfit fling --from 320 --velocity 900 --snap 0,300,700 --snap-rule compose --format json

      A list flung past its end: decay to the edge, then a spring settles on it:
        springfit fling --from 900 --velocity 3000 --bounds 0,1200

      Android's decay, sampled at 120 Hz:
        springfit fling --velocity 2000 --decay compose:friction=1 --format csv --fps 120

      A page that plays a fling onto its bound:
        springfit fling --from 900 --velocity 3000 --bounds 0,1200 --format html --output fling.html
      """)
}
