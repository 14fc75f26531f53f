import SpringKit
import SpringScenarios

/// The index of `Plots/`: one line per plot with its sentence.
enum PlotIndex {
  /// `Plots/README.md`'s text.
  static func markdown(_ plots: [Plot]) -> String {
    var text = """
      # Plots

      Every picture here is drawn by SpringKit's own SVG charts (`SpringFormats`), next to the
      CSV it was drawn from. Regenerate them all with `Scripts/plots.sh`; CI draws them again
      and fails if this folder differs. Do not edit these files by hand. The CSVs keep every
      digit of the computed doubles, so they are regenerated on Linux (CI's platform): another
      platform's math library may differ in the last bit.

      """
    for plot in plots {
      text +=
        "\n- [`\(plot.name).svg`](\(plot.name).svg) ([CSV](\(plot.name).csv)): "
        + plot.sentence + "\n"
    }
    text += """

      ## Animations

      [`animations/`](animations/index.html) holds the seed animations as `springfit scenario
      NAME` draws them: each an animated SVG (`NAME.svg`), a still of one telling frame
      (`NAME-still.svg`) and the frames it plays (`NAME.json`), with an index page that plays
      them all. The browser suite plays each SVG in Chromium against its frames.

      """
    for scenario in GalleryAnimations.scenarios {
      let name = scenario.name
      text +=
        "\n- [`\(name).svg`](animations/\(name).svg) ([still](animations/\(name)-still.svg), "
        + "[frames](animations/\(name).json)): " + scenario.summary + "\n"
    }
    return text
  }
}
