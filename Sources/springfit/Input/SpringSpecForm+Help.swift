import ArgumentParsing
import SpringFormats

// The `--spring` forms are SpringFormats' table (SpringSpec.forms), described there; the
// command line only renders them in its help's SPRING SPECS section.

extension SpringSpecForm {
  /// The help's description, a key and its default kept together by a no-break space.
  var help: String { description(keyValueSeparator: String(Help.noBreakSpace)) }
}
