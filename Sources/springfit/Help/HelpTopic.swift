import ArgumentParsing

/// A reference several commands share, printed by `springfit help <topic>` and linked from
/// the SEE ALSO block of every page that uses it, so that it is written in one place.
enum HelpTopic: String, Sendable, Hashable, CaseIterable {
  /// `springfit help specs`: every `--spring` form, dialect by dialect.
  case specs
  /// `springfit help formats`: the keyframe files `fit`, `preview` and `plot fit` read.
  case formats

  /// The topic's line in a SEE ALSO block and in the top-level help.
  var abstract: String {
    switch self {
    case .specs: "The --spring SPEC forms: every ecosystem's parameters, names and defaults."
    case .formats: "The keyframe files fit, preview and plot fit read (JSON and CSV)."
    }
  }

  /// The page `springfit help <topic>` prints; it ends with a newline.
  var text: String {
    switch self {
    case .specs: Help.springSpecs + "\n"
    case .formats: Help.keyframeFiles + "\n"
    }
  }

  /// The topic's entry in a SEE ALSO block: `springfit help specs` and its abstract.
  var entry: String { Help.entry("  springfit help " + rawValue, abstract) }
}
