import ArgumentParsing
import SpringFormats

// `springfit outline` as a subcommand: its name, help text and examples.

extension OutlineOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = OutlineCommand

  /// The name, summary, help text and examples of `springfit outline`.
  static let configuration = CommandConfiguration(
    name: "outline",
    abstract: "Render the bouncing menu's outline frame by frame: JSON, CSV or SVG.",
    discussion: """
      Hokusai's bouncing menu: a bottom sheet as wide as the screen (375 x 667 points) springs up
      from just below the screen until it is flush with the bottom, its top edge bent like jelly by
      how far it lags behind its place. The motion is UIKit's spring (duration 0.8 s, damping 0.6)
      with UIKit's initial velocity 0.6 distances per second; --dismiss renders the fall back below
      the screen (damping 1). A spring option replaces the spring of the rendered motion; the
      initial velocity stays 0.6 distances per second unless a uikit --spring gives velocity=. The
      bend offset is target - position; positive offsets (the menu above its place, or falling away)
      are scaled by 0.2, as Hokusai does. The outline is four quadratic curves: the top edge's
      control point is the bend offset above or below the edge's middle, the sides stay straight,
      and the fill extends --overhang points below the menu. Frame i is at i/N seconds for --fps N,
      from 0 until the menu rests (within a point), at most \(Int(MenuBounceExport.timeLimit)) s.
      """,
    details: """
      OUTPUT FORMATS:
        json
          One object with the keys buttons (null with --height), example (menu-bounce, or null with
          a spring option), fps, frames, from, height, initialVelocity, motion (show or dismiss),
          overhang, positiveOffsetScale, screenHeight, spring (damping, dampingRatio, mass,
          response, stiffness), to and width. Each frame has time, position (the top edge's y on
          screen), bendOffset (horizontal, vertical), path and d; path and d are in the menu's own
          coordinates, its top-left corner at 0,0, y down. path is a list of {"move": [x, y]},
          {"line": [x, y]}, {"quadCurve": {"control": [x, y], "to": [x, y]}} and {"close":
          true}; d is the same path as SVG path data (M, Q, Z). Keys are sorted.
        csv   The columns time,position,bend_horizontal,bend_vertical.
        svg
          An animated SVG: the outline drawn at its position on screen, its d interpolated through
          every frame by a SMIL animation that plays once and then holds the rest frame
          (fill="freeze"); with --loop it repeats forever, the rest frame held --hold seconds
          before each repeat. A renderer without animation draws the first frame. Coordinates are
          rounded to 0.01 points.

      JSON and CSV numbers are the shortest text that reads back to the same double.
      """,
    examples: """
      Hokusai's menu springing up, every frame as JSON:
        springfit outline

      The menu falling back, as CSV at 120 frames per second:
        springfit outline --dismiss --format csv --fps 120

      An animated SVG of a five-button menu on a 390-point-wide screen:
        springfit outline --buttons 5 --width 390 --format svg

      The same SVG repeating for a demo, at rest for 2 s before each repeat:
        springfit outline --buttons 5 --width 390 --format svg --loop --hold 2

      A bouncier SwiftUI spring in place of UIKit's:
        springfit outline --duration 0.6 --bounce 0.5 --format csv
      """)
}
