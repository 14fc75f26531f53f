import ArgumentParsing
import SpringFormats

// `springfit scenario` as a subcommand: its name, help text and examples.

extension ScenarioOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = ScenarioCommand

  /// The SVG drawing or the HTML page, unless `--output` names a file or `-`; the JSON
  /// frames are data to read.
  var markupForStandardOutput: String? {
    guard output == nil, !outputDashGiven else { return nil }
    switch format {
    case .svg: return "the drawing (SVG)"
    case .html: return "the page (HTML)"
    case .json: return nil
    }
  }

  /// The name, summary, help text and examples of `springfit scenario`.
  static let configuration = CommandConfiguration(
    name: "scenario",
    abstract: "Draw a seed scenario moving: the seed's easing beside the spring.",
    discussion: """
      Draws one of the motions SpringKit grew from as the seed's own picture, computed by its
      SpringScenarios model at 60 frames per second: menu-bounce (Hokusai's menu on its UIKit
      spring), menu-drag (the menu as a sheet with detents open 443, half 531 and closed 619,
      dragged up by the synthetic trace of 'springfit gesture --example menu-drag', rubber-banded
      past its ends, released at the robust velocity onto the detent nearest Apple's projection,
      then a UIKit spring, duration 0.6, damping 0.75; the JSON's release has the robust and
      two-sample velocities, the detent, the overshoot and the rest time), shine-button (the circle,
      the icon's pop and 7 particles; the seed's pop keyframes beside the spring fitted to them),
      scale-pop (the two pops alone), counter (a label rolling 0 -> 100, retargeted to 250 at 0.15
      s; easeInQuart beside a spring), donut-sweep (a donut of 2, 1, 4; easeOutQuint beside the
      spring that settles in 1 s) and animation-view (a view scaling, fading and moving, linear
      basic animations beside springs, with its start and stop handlers' calls listed as they fire).

      The SVG animates with SMIL, straight lines between frames, and repeats forever, holding its
      last frame 1 s first; every browser plays it, also as an <img>. The JSON holds the frames
      drawn, the columns that name their numbers and each spring with how far it departs from the
      easing it replaces (RMS and max at 1001 times, as 'springfit fit' reports).

      \(Help.terminalNote("the SVG or HTML"))
      """,
    arguments: """
        NAME  The scenario: \(names.joined(separator: ", ")).
      """,
    examples: """
      The donut chart, as an animated SVG:
        springfit scenario donut-sweep > donut.svg

      The shine button's frames:
        springfit scenario shine-button --format json

      The dragged menu's release:
        springfit scenario menu-drag --format json

      The counter's still, for a README:
        springfit scenario counter --still --output counter-still.svg
      """)
}
