import ArgumentParsing
import SpringFormats

// How `fit`, `plot fit` and `preview` read an input file: SpringFormats detects it once.
extension InputDocument {
  /// An input file's text, parsed once and detected as Lottie, keyframe JSON or CSV
  /// (``InputDocument/detect(_:)``).
  ///
  /// Text that is none of them (empty, bad JSON) is refused as keyframe input, after the
  /// options that do not apply to keyframe input: `--layer`, `--property` and `--motion`,
  /// and `--column` with JSON.
  ///
  /// - Parameters:
  ///   - bytes: The input's UTF-8 text.
  ///   - name: The input's name for messages (the path, `standard input` or the example).
  ///   - options: The command's fit options.
  /// - Returns: The detected document.
  /// - Throws: ``CommandFailure``: 65 naming the line at fault, 64 for an option that does
  ///   not apply or a missing `--duration`.
  static func detect(_ bytes: [UInt8], name: String, options: FitCommandOptions)
    throws(CommandFailure) -> InputDocument
  {
    do {
      return try detect(bytes)
    } catch {
      switch error {
      case .lottie(let error):
        let place = error.line.map { ":\($0)" } ?? ""
        throw .badData("\(name)\(place): \(error.description)")
      case .keyframes(let error):
        try LottieInput.checkNotGiven(options.lottie, name: name)
        let flags = options.keyframes
        do throws(KeyframeInputError) {
          try KeyframeInput.checkColumns(
            json: KeyframeDocument.isJSON(bytes), name: name, flags: flags)
          throw KeyframeInput.inputError(error, name: name)
        } catch {
          throw error.failure(inputName: name)
        }
      }
    }
  }

  /// The `keyPath` of keyframe JSON shaped like a `CAKeyframeAnimation`, read from the parsed
  /// document (as ``KeyframeDocument/keyPath(json:)`` reads it from text); `nil` for other
  /// input or when it is missing or not a string.
  var keyPath: String? {
    guard case .keyframeJSON(let node) = self, case .object(let members) = node.value,
      let member = members.first(where: { $0.key == "keyPath" }),
      case .string(let keyPath) = member.node.value
    else { return nil }
    return keyPath
  }
}
