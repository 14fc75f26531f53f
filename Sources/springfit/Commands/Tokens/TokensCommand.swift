import ArgumentParsing
import SpringFormats

/// Carries out `springfit tokens`: reads the token file with SpringFormats'
/// ``SpringTokenFile`` and writes its springs as ``SpringConversion``s or CSS.
enum TokensCommand: CommandWork {
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
    switch options.format {
    case .text:
      let sections = file.springs.map { token in
        "\(token.name) (\(token.form.rawValue))\n\n"
          + SpringConversion(spring: token.spring).text
      }
      output.write(sections.isEmpty ? "No spring tokens.\n" : sections.joined(separator: "\n"))
    case .json:
      let document = JSONValue.object(
        Dictionary(file.springs.map { ($0.name, SpringConversion(spring: $0.spring).jsonDocument) })
        {
          first, _ in first
        })
      let text = try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: document)
      }
      output.write(text + "\n")
    case .css:
      output.write(file.stylesheet())
    }
  }
}
