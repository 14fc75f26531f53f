/// The subcommands `springfit` implements, by the name typed on the command line.
///
/// A new subcommand adds a case here, a case to ``Command``, an option table and a help
/// text; the parser, the help index and the error reporting pick it up from this list.
enum CommandName: String, Sendable, Hashable, CaseIterable {
  /// `springfit sample`: a spring's motion at evenly spaced times.
  case sample
  /// `springfit convert`: a spring in every ecosystem's parameters.
  case convert
  /// `springfit fit`: the spring behind keyframes or samples.
  case fit
  /// `springfit examples`: the built-in keyframe sets of `fit --example`.
  case examples
  /// `springfit outline`: the bouncing menu's outline, frame by frame.
  case outline
  /// `springfit keyframes`: a spring's motion as keyframes.
  case keyframes
  /// `springfit plot`: springs, fits, the menu's outline or a CSV, drawn as SVG.
  case plot

  /// One line for the command list in the top-level help.
  var summary: String {
    switch self {
    case .sample: "Print a spring's motion at evenly spaced times, as CSV or JSON."
    case .convert: "Print a spring in the parameters of every ecosystem, as text or JSON."
    case .fit: "Fit a spring to keyframes or samples and print it for every ecosystem."
    case .examples: "List the built-in examples: fit's keyframe sets and the scenarios."
    case .keyframes: "Export a spring as keyframes: JSON, CSV, CSS or Swift."
    case .outline: "Render the bouncing menu's outline frame by frame: JSON, CSV or SVG."
    case .plot: "Draw springs, a fit, the menu's outline or a CSV as an SVG chart."
    }
  }

  /// The synopsis pieces of the usage line after `springfit <name>`, wrapped as a unit.
  var synopsis: [String] {
    switch self {
    case .sample: SampleOptions.synopsis
    case .convert: ConvertOptions.synopsis
    case .fit: FitCommandOptions.synopsis
    case .examples: ExamplesCommand.synopsis
    case .outline: OutlineOptions.synopsis
    case .keyframes: KeyframesOptions.synopsis
    case .plot: PlotOptions.synopsis
    }
  }
}
