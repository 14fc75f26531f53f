import ArgumentParsing
import SpringFormats

// The `--spring` forms are SpringFormats' table (SpringSpec.forms); the command line only
// renders them in its help's SPRING SPECS section.

extension SpringSpecForm {
  /// The help's description: the summary, then the defaults or the names.
  var help: String {
    if case .names(let noun, let names) = body {
      let heading = noun.prefix(1).uppercased() + noun.dropFirst() + "s"
      return summary + " \(heading): " + names.map(\.name).joined(separator: ", ") + "."
    }
    let defaults = self.defaults.map {
      "\($0.key)\(Help.noBreakSpace)\(NumberText.rounded($0.value))"
    }
    guard !defaults.isEmpty else { return summary }
    return summary + (defaults.count == 1 ? " Default: " : " Defaults: ")
      + defaults.joined(separator: ", ") + "."
  }
}
