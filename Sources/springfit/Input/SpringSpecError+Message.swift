import SpringFormats

// `--spring` specs are read by SpringFormats (SpringSpec, SpringSpecError); the command line
// only words their errors, every one of which exits with status 64
// (`UsageError.springfit(.springSpec(_:))`).

extension SpringSpecError {
  /// The sentence printed after `Error: `, naming `--spring`.
  var message: String { message(naming: "--spring") }
}
