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
  /// - Throws: ``CommandFailure/failure(_:)`` if the JSON writer refuses the document, which
  ///   would be a bug: non-finite numbers are written as `null`.
  static func run(
    _ options: ConvertOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let conversion = SpringConversion(spring: options.spring, uiKitVelocity: options.uiKitVelocity)
    switch options.format {
    case .text:
      output.write(conversion.text)
    case .json:
      let text = try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: conversion.jsonDocument)
      }
      output.write(text + "\n")
    case .token:
      let token = SpringToken(path: ["spring"], spring: options.spring)
      let document: JSONValue = [
        "spring": token.document(fallbacks: SpringTokenFallbacks(spring: options.spring))
      ]
      let text = try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: document)
      }
      output.write(text + "\n")
    }
  }
}
