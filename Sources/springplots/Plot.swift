import SpringFormats
import SpringKit

/// One picture of `Plots/`: its file name, the sentence that describes it in the index, and
/// how to draw it.
struct Plot: Sendable {
  /// What a plot draws: a chart or a filmstrip, each with the CSV it is drawn from.
  enum Picture: Sendable {
    /// A chart; the CSV is ``Chart/csv()``.
    case chart(Chart)
    /// A filmstrip; the CSV is ``OutlineFilmstrip/csv()``.
    case filmstrip(OutlineFilmstrip)
  }

  /// The file name without extension: `damping-regimes` gives `damping-regimes.svg` and
  /// `damping-regimes.csv`.
  var name: String
  /// One sentence for `Plots/README.md` and the README.
  var sentence: String
  /// Draws the picture.
  var draw: @Sendable () throws -> Picture

  /// The SVG and CSV text.
  func files() throws -> (svg: String, csv: String) {
    switch try draw() {
    case .chart(let chart): (try chart.svg(), chart.csv())
    case .filmstrip(let strip): (try strip.svg(), strip.csv())
    }
  }

  /// Every plot, in the order of the index.
  static let all: [Plot] = [
    DampingRegimesPlot.plot, SwiftUIPresetsPlot.plot, ScalePopFitPlot.plot,
    MenuBouncePlot.motion, MenuBouncePlot.filmstrip, IntegratorConvergencePlot.plot,
    FrameRateIndependencePlot.plot, EasingAsSpringPlot.plot, ErrorBoundedKeyframesPlot.plot,
    FlingPlot.plot,
  ]
}
