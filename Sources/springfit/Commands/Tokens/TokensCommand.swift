import ArgumentParsing
import SpringFormats

/// Carries out `springfit tokens`: reads the token file with SpringFormats'
/// ``SpringTokenFile`` and writes its springs as ``SpringConversion``s or CSS.
enum TokensCommand: SilentCommandWork {
  /// Reads the file and writes the chosen format.
  ///
  /// - Throws: ``CommandFailure``: 66 for an unreadable file, 65 for a file that is not JSON
  ///   or has a bad spring token (naming its JSON path and rule).
  static func run(
    _ options: TokensOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let bytes = try InputFile.read(options.input, standardInput: standardInput)
    let file: SpringTokenFile
    do {
      file = try SpringTokenFile(bytes: bytes)
    } catch {
      throw .badData("\(InputFile.displayName(options.input)): \(error.description)")
    }
    output.write(try CommandFailure.writing("JSON") { try file.string(format: options.format) })
  }
}
