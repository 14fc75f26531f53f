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
    var warnings: [String] = []
    try run(options, input: standardInput, output: &output, warnings: &warnings)
  }

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
    if options.bakesExpression {
      try bakeExpression(bytes, name: name, options: options, output: &output, warnings: &warnings)
      return
    }
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
    warnings += result.readWarnings.map { warning in
      "\(name)\(warning.line.map { ":\($0)" } ?? ""): \(warning)"
    }
    warnings += cutShort(result, options: options)
    warnings += landed(result)
  }

  /// Replaces the property's inertial-bounce expression by its spring's keyframes
  /// (SpringFormats' ``LottieExpressionBake``), with a warning for each bounce that lands
  /// early or that the expression would have cut.
  static func bakeExpression(
    _ bytes: [UInt8], name: String, options: LottieOptions, output: inout some TextOutputStream,
    warnings: inout [String]
  ) throws(CommandFailure) {
    let bake = LottieExpressionBake(
      layer: options.layer, property: options.property, tolerance: options.tolerance)
    let result: LottieExpressionBakeResult
    do {
      result = try bake.baked(bytes)
    } catch {
      throw failure(error, name: name, options: options)
    }
    try OutputFile.write(
      String(decoding: result.bytes, as: UTF8.self), to: options.output, orTo: &output)
    warnings += result.readWarnings.map { warning in
      "\(name)\(warning.line.map { ":\($0)" } ?? ""): \(warning)"
    }
    for bounce in result.bounces {
      if let lands = bounce.landsAt {
        warnings.append(
          "the bounce after frame \(frame(bounce.frame)) would settle after frame "
            + "\(frame(lands)), the last it may end at (an out point or the next keyframe): it "
            + "is aimed to land on the keyframe's value there, still moving.")
      }
      if let cutoff = bounce.cutoffFrame, cutoff < bounce.endFrame {
        warnings.append(
          "the expression stops the bounce after frame \(frame(bounce.frame)) at frame "
            + "\(NumberText.rounded(cutoff)) with a jump; the keyframes let it settle until "
            + "frame \(frame(bounce.endFrame)).")
      }
    }
  }

  /// The warning of a bake until rest aimed to land on the end value at the last frame it
  /// may end at (``LottieBakeResult/landing``); none when the spring settles in time.
  static func landed(_ result: LottieBakeResult) -> [String] {
    guard let landing = result.landing else { return [] }
    return [
      "the spring settles at frame \(frame(result.settlingFrame.rounded(.up))), after frame "
        + "\(frame(landing.frame)), the last the bake may end at (an out point or the next "
        + "keyframe): it is aimed at \(NumberText.rounded(landing.target, significantDigits: 4)) "
        + "× the travel so that it lands on the end value at frame \(frame(landing.frame)), "
        + "still moving there. Give --end-frame N to end on the spring's value instead."
    ]
  }

  /// The warnings of a bake whose explicit end cuts the motion short; none for `--until-rest`.
  static func cutShort(_ result: LottieBakeResult, options: LottieOptions) -> [String] {
    guard options.end != .rest else { return [] }
    let rate = result.motion.frameRate
    let start = result.motion.startFrame
    let seconds = { (frame: Double) in
      NumberText.roundTrip(((frame - start) / rate * 1000).rounded() / 1000)
    }
    let end =
      "the bake ends at frame \(frame(result.endFrame)) (\(seconds(result.endFrame)) s after the motion's start)"
    var warnings: [String] = []
    // Half a frame of slack: the keyframes are written at whole frames.
    if result.endFrame + 0.5 < result.settlingFrame {
      let settles =
        result.settlingFrame.isFinite
        ? "settles within the tolerance at frame \(frame(result.settlingFrame.rounded(.up))) "
          + "(\(seconds(result.settlingFrame)) s)" : "never settles (it is undamped)"
      warnings.append(
        "\(end), but the spring \(settles): the motion is cut short, on the spring's value "
          + "there. Leave out --end and --end-frame to end at rest.")
    }
    if result.endFrame < result.motion.endFrame {
      // --end used to be a frame: a seconds value that ends this early may be one.
      let question =
        if case .seconds = options.end {
          ": is --end in seconds what you meant? --end-frame N ends at a frame."
        } else { "." }
      warnings.append(
        "\(end), before the original motion's last keyframe at frame "
          + "\(frame(result.motion.endFrame)) (\(seconds(result.motion.endFrame)) s)"
          + question)
    }
    return warnings
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
              + frame(start)))
      }
      return .usage(
        .invalidValue(
          option: LottieOptions.endFrameOption.name, value: frame(end),
          rule: "a frame after the motion's start frame \(frame(start))"))
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
