/// The subcommands `springfit` implements, by the name typed on the command line.
///
/// A new subcommand adds a case here, a case to ``Command``, an option table and a help
/// text; the parser, the help index and the error reporting pick it up from this list.
enum CommandName: String, Sendable, Hashable, CaseIterable {
  /// `springfit sample`: a spring's motion at evenly spaced times.
  case sample
  /// `springfit convert`: a spring in every ecosystem's parameters.
  case convert

  /// One line for the command list in the top-level help.
  var summary: String {
    switch self {
    case .sample: "Print a spring's motion at evenly spaced times, as CSV or JSON."
    case .convert: "Print a spring in the parameters of every ecosystem, as text or JSON."
    }
  }

  /// The synopsis pieces of the usage line after `springfit <name>`, wrapped as a unit.
  var synopsis: [String] {
    switch self {
    case .sample: SampleOptions.synopsis
    case .convert: ConvertOptions.synopsis
    }
  }
}
