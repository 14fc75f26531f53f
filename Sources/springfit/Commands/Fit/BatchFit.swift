import ArgumentParsing
import SpringFormats

/// Carries out `springfit fit --batch FILE` with SpringFormats' ``KeyframeFitBatch``: one
/// keyframe JSON object per line in, one result per line out, in the same order, fitted on
/// every core a block at a time.
enum BatchFit {
  /// Fits every line of the file and writes one result per line.
  ///
  /// - Parameters:
  ///   - path: The JSON Lines file, or `-` for standard input.
  ///   - options: Validated options; their keyframe flags and fit options apply to every line.
  ///   - standardInput: Where `-` reads from.
  ///   - output: Where the results go; untouched when the file cannot be opened or its first
  ///     block cannot be read.
  /// - Throws: ``CommandFailure/unreadableInput(_:)`` when the file cannot be read. A read
  ///   that fails after the first block stops the batch there: the results already written
  ///   stay, each complete on its line.
  static func run(
    path: String, options: FitCommandOptions, standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    var reader = try LineReader(
      path: path, standardInput: standardInput,
      maximumLineLength: KeyframeFitBatch.maximumLineLength)
    defer { reader.close() }
    try batch(options).run(
      readingLines: { () throws(CommandFailure) in try reader.next() }, to: &output)
  }

  /// The batch the options describe, its bad lines worded by the library for the command
  /// line (``KeyframeFitBatch/init(format:keyframes:options:)``).
  static func batch(_ options: FitCommandOptions) -> KeyframeFitBatch {
    KeyframeFitBatch(
      format: options.format == .csv ? .csv : .jsonLines, keyframes: options.keyframes,
      options: options.fitting)
  }
}
