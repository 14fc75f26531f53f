import ArgumentParsing
import SpringFormats
import SpringKit

// `springfit keyframes --from COLOUR --to COLOUR`: SpringFormats plans and writes; this only
// chooses the client and words the errors.

extension KeyframesCommand {
  /// The colour keyframes the options ask for, planned for the format's client: Core
  /// Animation for json, CSS (`oklab()` for an Oklab spring, `rgb()` otherwise) for the rest.
  ///
  /// - Throws: ``UsageError`` when the colours do not move, the spring never settles or the
  ///   tolerance needs too many keyframes.
  static func colourKeyframes(_ options: KeyframesOptions, colours: KeyframesOptions.Colours)
    throws(UsageError) -> ColourKeyframes
  {
    let playback: ColourPlayback =
      options.format == .json ? .coreAnimation : .css(for: colours.space)
    var tolerance = ColourKeyframes.defaultTolerance
    if case .tolerance(let given)? = options.placement { tolerance = given }
    do {
      return try ColourKeyframes(
        spring: options.spring, from: colours.from.colour, to: colours.to.colour,
        space: colours.space, playback: playback, tolerance: tolerance)
    } catch {
      switch error {
      case .tolerance, .tooManyKeyframes, .unmet:
        throw .invalidValue(
          option: KeyframesOptions.toleranceOption.name, value: NumberText.roundTrip(tolerance),
          rule: "a ΔE_ok the keyframes can keep (\(error))")
      case .noTravel:
        throw .invalidValue(
          option: KeyframesOptions.toOption.name, value: colours.toText,
          rule: "a colour other than --from (\(error))")
      case .neverSettles, .spring:
        throw .optionDoesNotApply(option: "--from COLOUR", reason: "\(error)")
      }
    }
  }

  /// The colour keyframes as text in the chosen format, ending with a newline.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` as ``colourKeyframes(_:colours:)``;
  ///   ``CommandFailure/failure(_:)`` if a writer refuses, which would be a bug.
  static func colourText(_ options: KeyframesOptions, colours: KeyframesOptions.Colours)
    throws(CommandFailure) -> String
  {
    let keyframes: ColourKeyframes
    do {
      keyframes = try colourKeyframes(options, colours: colours)
    } catch {
      throw .usage(error)
    }
    switch options.format {
    case .css:
      return keyframes.css(template: options.property)
    case .webAnimations:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(
          for: keyframes.webAnimations(template: options.property)) + "\n"
      }
    case .json:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: keyframes.coreAnimationJSON) + "\n"
      }
    default:
      return try CommandFailure.writing("CSV") { try keyframes.csv() }
    }
  }
}
