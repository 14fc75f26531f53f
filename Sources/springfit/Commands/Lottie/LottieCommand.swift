import ArgumentParsing
import SpringFormats

/// Carries out `springfit lottie bake`: reads the file, bakes it with SpringFormats'
/// ``LottieBakeJob`` and writes the new bytes to standard output or atomically to a file, and
/// the bake's warnings to standard error.
enum LottieCommand: CommandWork {
  /// Bakes and writes, warning when an explicit end cuts the motion short.
  ///
  /// An end (`--end`, `--end-frame`) before the spring settles within the tolerance, or
  /// before the original motion's last keyframe, cuts it short. The file is written all the
  /// same (the end is what was asked for).
  ///
  /// - Throws: ``CommandFailure``: 66 for an unreadable file, 65 for a file that is not
  ///   Lottie or cannot take the spring, 64 for a selection or value that does not fit it.
  static func run(
    _ options: LottieOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream, warnings: inout [String]
  ) throws(CommandFailure) {
    try OutputFile.checkDistinct(
      options.output, from: [options.input], standardInput: standardInput,
      option: LottieOptions.outputOption.name)
    let bytes = try InputFile.read(options.input, standardInput: standardInput)
    let name = InputFile.displayName(options.input)
    let baked: (bytes: [UInt8], warnings: [String])
    do {
      baked = try options.job.baked(bytes, file: name)
    } catch {
      throw failure(error, name: name, options: options)
    }
    // The input was checked to be UTF-8, and the splice is, so the text is the bytes.
    try OutputFile.write(
      String(decoding: baked.bytes, as: UTF8.self), to: options.output, orTo: &output)
    warnings += baked.warnings
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
          reason: "\(name): \(error.reason); choose one with --layer and the index path in "
            + "brackets (such as --layer 3/1), --property NAME (or the JSON path in "
            + "parentheses where a layer repeats a name) and --motion N"))
    case .splitPosition:
      return .usage(
        .invalidValue(
          option: LottieOptions.propertyOption.name, value: options.property,
          rule: "a property of the layer, but \(name): \(error.description)"))
    case .endNotAfterStart(let end, let start):
      if case .seconds(let seconds) = options.end {
        return .usage(
          .invalidValue(
            option: LottieOptions.endOption.name, value: NumberText.roundTrip(seconds),
            rule: "a time in seconds that ends after the motion's start frame "
              + LottieBake.frameText(start)))
      }
      return .usage(
        .invalidValue(
          option: LottieOptions.endFrameOption.name, value: LottieBake.frameText(end),
          rule: "a frame after the motion's start frame \(LottieBake.frameText(start))"))
    case .invalidSetting(let setting, let value, let rule):
      // The bake names its settings; the command line names the option that set them.
      let option = [
        "the tolerance": LottieOptions.toleranceOption,
        "the start velocity": LottieOptions.velocityOption,
        "the end time": LottieOptions.endOption,
        "the end frame": LottieOptions.endFrameOption,
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
