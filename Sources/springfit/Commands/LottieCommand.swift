import ArgumentParsing
import SpringFormats

/// Carries out `springfit lottie bake`: reads the file, bakes the spring with SpringFormats'
/// ``LottieBake`` and writes the new bytes to standard output or atomically to a file.
enum LottieCommand: CommandWork {
  /// Bakes and writes.
  ///
  /// - Throws: ``CommandFailure``: 66 for an unreadable file, 65 for a file that is not
  ///   Lottie or cannot take the spring, 64 for a selection or value that does not fit it.
  static func run(
    _ options: LottieOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    try OutputFile.checkDistinct(
      options.output, from: [options.input], standardInput: standardInput,
      option: LottieOptions.outputOption.name)
    let bytes = try InputFile.read(options.input, standardInput: standardInput)
    let name = InputFile.displayName(options.input)
    let bake = LottieBake(
      layer: options.layer, property: options.property, spring: options.spring,
      motion: options.motion, initialVelocity: options.velocity, end: options.end,
      tolerance: options.tolerance)
    let result: LottieBakeResult
    do {
      result = try bake.baked(bytes)
    } catch {
      throw failure(error, name: name, options: options)
    }
    // The input was checked to be UTF-8, and the splice is, so the text is the bytes.
    let text = String(decoding: result.bytes, as: UTF8.self)
    try OutputFile.write(text, to: options.output, orTo: &output)
  }

  /// A frame as typed: a whole number without a fractional part.
  static func frame(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : NumberText.roundTrip(value)
  }

  /// The command line's failure for a bake's error.
  static func failure(_ error: LottieBakeError, name: String, options: LottieOptions)
    -> CommandFailure
  {
    let place = error.line.map { ":\($0)" } ?? ""
    switch error.problem {
    case .noMotion, .severalMotions:
      return .usage(
        .missingArgument(
          what: "a single motion",
          reason: "\(name): \(error.reason); choose one with --layer NAME, --property NAME "
            + "and --motion N"))
    case .splitPosition:
      return .usage(
        .invalidValue(
          option: LottieOptions.propertyOption.name, value: options.property,
          rule: "a property of the layer, but \(name): \(error.description)"))
    case .endNotAfterStart(let end, let start):
      return .usage(
        .invalidValue(
          option: LottieOptions.endOption.name, value: frame(end),
          rule: "a frame after the motion's start frame \(frame(start))"))
    case .invalidSetting(let setting, let value, let rule):
      // The bake names its settings; the command line names the option that set them.
      let option = [
        "the tolerance": LottieOptions.toleranceOption,
        "the start velocity": LottieOptions.velocityOption,
        "the end frame": LottieOptions.endOption,
      ][setting]
      guard let option else {
        return .usage(.missingArgument(what: "keyframes for the spring", reason: error.description))
      }
      return .usage(
        .invalidValue(option: option.name, value: NumberText.roundTrip(value), rule: rule))
    case .keyframes:
      return .usage(.missingArgument(what: "keyframes for the spring", reason: error.description))
    case .inconsistent:
      return .failure("\(name)\(place): \(error.description)")
    default:
      return .badData("\(name)\(place): \(error.description)")
    }
  }
}
