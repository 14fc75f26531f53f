import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit convert`: prints a spring in every ecosystem's own parameters.
///
/// The conversions are SpringKit's (``Spring/equivalents(uiKitVelocity:)``), the text and
/// JSON SpringFormats' (``SpringConversion``); this command only picks the format.
enum ConvertCommand: CommandWork {
  /// Prints the spring in the chosen format.
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - input: Not read: `convert` takes no input file.
  ///   - output: Where the text or JSON goes; untouched on failure.
  /// - Throws: ``CommandFailure/failure(_:)`` if the JSON writer refuses the document, which
  ///   would be a bug: non-finite numbers are written as `null`.
  static func run(
    _ options: ConvertOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    switch options.format {
    case .text:
      output.write(conversion(options).text)
    case .json:
      let text = try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: jsonDocument(options))
      }
      output.write(text + "\n")
    }
  }

  /// The spring and UIKit's velocity of the options.
  static func conversion(_ options: ConvertOptions) -> SpringConversion {
    SpringConversion(spring: options.spring, uiKitVelocity: options.uiKitVelocity)
  }

  /// The JSON document (``SpringConversion/jsonDocument``).
  static func jsonDocument(_ options: ConvertOptions) -> JSONValue {
    conversion(options).jsonDocument
  }

  /// The spring in every ecosystem (``Spring/equivalents(uiKitVelocity:)``).
  static func equivalents(of spring: Spring, uiKitVelocity: Double? = nil) -> [SpringEquivalent] {
    spring.equivalents(uiKitVelocity: uiKitVelocity)
  }

  /// The `equivalents` object `convert` prints (``SpringEquivalent/json(_:)``).
  static func jsonEquivalents(of spring: Spring, uiKitVelocity: Double? = nil) -> JSONValue {
    SpringEquivalent.json(spring.equivalents(uiKitVelocity: uiKitVelocity))
  }

  /// The `equivalents` object `fit` prints: the code starts the motion from `from` toward
  /// `to` at `initialVelocity` units per second.
  static func jsonEquivalents(of spring: Spring, from: Double, to: Double, initialVelocity: Double)
    -> JSONValue
  {
    SpringEquivalent.json(spring.equivalents(from: from, to: to, initialVelocity: initialVelocity))
  }
}
