/// What a command line asks `springfit` to do, once parsed and validated.
///
/// ``SpringfitCommand/parse(_:)`` produces it without side effects; ``SpringfitCommand/run``
/// carries it out.
enum Command: Sendable, Equatable {
  /// Print the help of a subcommand, or the top-level help when `nil`.
  case help(CommandName?)
  /// Print `springfit <version>`.
  case version
  /// Sample a spring's motion (`springfit sample`).
  case sample(SampleOptions)
  /// Print a spring in every ecosystem's parameters (`springfit convert`).
  case convert(ConvertOptions)
  /// Fit a spring to keyframes or samples (`springfit fit`).
  case fit(FitCommandOptions)
  /// List the built-in example keyframe sets (`springfit examples`).
  case examples
  /// Render the bouncing menu's outline frame by frame (`springfit outline`).
  case outline(OutlineOptions)
  /// Export a spring as keyframes (`springfit keyframes`).
  case keyframes(KeyframesOptions)
  /// Draw a chart (`springfit plot`).
  case plot(PlotOptions)
}
