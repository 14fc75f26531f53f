import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit fling`: composes the fling and writes the report, its data or its
/// samples.
///
/// Everything is computed and formatted before anything is written, so a failing command
/// leaves standard output empty.
enum FlingCommand: CommandWork {
  /// The fling the options describe.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` naming the option whose value SpringKit refuses
  ///   (a release outside the bounds, a snap point outside them).
  static func fling(_ options: FlingOptions) throws(CommandFailure) -> Fling {
    let decay: DecaySpec
    if let given = options.decay {
      decay = given
    } else {
      do {
        decay = try DecaySpec.parse(UIKitDecay.dialectName)
      } catch {
        throw .failure("internal error: the default decay 'uikit' was refused: \(error)")
      }
    }
    do {
      let fling = try Fling(
        from: options.from, velocity: options.velocity, decay: decay, bounds: options.bounds,
        snapPoints: options.snapPoints, snapRule: options.snapRule, spring: options.spring)
      guard options.format.isKeyframes else { return fling }
      // Keyframes within E: the motion rests once within E/4 of its target (the jump onto
      // it then counts against E), so it is built again with that threshold.
      let tolerance = self.tolerance(options, fling: fling)
      return try Fling(
        from: options.from, velocity: options.velocity, decay: decay, bounds: options.bounds,
        snapPoints: options.snapPoints, snapRule: options.snapRule, spring: options.spring,
        restThreshold: RestThreshold(minimumVisibleChange: tolerance / 3))
    } catch {
      throw .usage(usageError(for: error, options: options))
    }
  }

  /// `--tolerance`, or 0.001 of the travel from the release to the target (0.001 when they
  /// are equal).
  static func tolerance(_ options: FlingOptions, fling: Fling) -> Double {
    if let tolerance = options.tolerance { return tolerance }
    let travel = abs(fling.motion.target - options.from)
    return travel > 0 && travel.isFinite ? 0.001 * travel : 0.001
  }

  /// The keyframes of the whole motion within the tolerance.
  static func keyframes(_ fling: Fling, options: FlingOptions) throws(CommandFailure)
    -> MomentumKeyframes
  {
    let tolerance = self.tolerance(options, fling: fling)
    do {
      return try fling.motion.linearKeyframes(tolerance: tolerance)
    } catch {
      throw .usage(
        .invalidValue(
          option: FlingOptions.toleranceOption.name, value: NumberText.roundTrip(tolerance),
          rule: error.limit.map {
            "at least \(NumberText.rounded($0, significantDigits: 3)) for this motion"
          }
            ?? "larger: the motion needs more than \(MomentumMotion.maximumKeyframeCount) keyframes "
            + "or its printed numbers 17 decimals"))
    }
  }

  /// A SpringKit error as a usage error naming the option that fed the parameter (the
  /// options already check what SpringKit would refuse, so this is a safety net).
  static func usageError(for error: SpringError, options: FlingOptions) -> UsageError {
    UsageError(error, options: FlingOptions.options)
  }

  /// The output text in the chosen format, ending with a newline.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the CSV would have too many rows;
  ///   ``CommandFailure/failure(_:)`` if a writer refuses what the parser accepted.
  static func text(_ fling: Fling, options: FlingOptions) throws(CommandFailure) -> String {
    switch options.format {
    case .text:
      return fling.text()
    case .json:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: fling.json) + "\n"
      }
    case .csv:
      let rows: [[String]]
      do {
        rows = try fling.csvRows(step: 1 / options.frameRate)
      } catch {
        throw .usage(
          .invalidValue(
            option: FlingOptions.fpsOption.name, value: NumberText.rounded(options.frameRate),
            rule: "small enough for at most \(Fling.maximumRowCount) rows up to the rest "
              + "instant (\(NumberText.rounded(fling.motion.restTime)) s)"))
      }
      return try CommandFailure.writing("CSV") {
        try CSVWriter(columns: Fling.csvColumns).document(rows: rows)
      }
    case .css, .lottie, .keyframesJSON, .keyframesCSV:
      return try keyframeText(keyframes(fling, options: options), options: options)
    case .html:
      do {
        return try PreviewPage(
          fling: fling, tolerance: tolerance(options, fling: fling),
          title: "springfit fling: from \(NumberText.rounded(options.from)) at "
            + "\(NumberText.rounded(options.velocity)) units/s"
        ).html
      } catch {
        throw .usage(
          .invalidValue(
            option: FlingOptions.toleranceOption.name,
            value: NumberText.roundTrip(tolerance(options, fling: fling)),
            rule: "larger: \(error.description)"))
      }
    }
  }

  /// A keyframe format's text, ending with a newline.
  static func keyframeText(_ keyframes: MomentumKeyframes, options: FlingOptions)
    throws(CommandFailure) -> String
  {
    let tolerance = NumberText.roundTrip(keyframes.tolerance)
    let printing = { (error: SpringError) -> CommandFailure in
      .usage(
        .invalidValue(
          option: FlingOptions.toleranceOption.name, value: tolerance,
          rule: "larger: keyframes printed with the most decimals (17) stray further"))
    }
    switch options.format {
    case .css:
      do {
        return try keyframes.css(template: options.property)
      } catch {
        throw printing(error)
      }
    case .lottie:
      let value: JSONValue
      do {
        value =
          options.lottieDocument
          ? try keyframes.lottieDocument(frameRate: options.frameRate)
          : try keyframes.lottieProperty(frameRate: options.frameRate)
      } catch {
        throw printing(error)
      }
      return try CommandFailure.writing("Lottie") {
        try MomentumKeyframes.lottieText(value) + "\n"
      }
    case .keyframesJSON:
      return try CommandFailure.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: keyframes.json) + "\n"
      }
    default:
      return try CommandFailure.writing("CSV") {
        try CSVWriter(columns: ["keyTime", "time", "value"]).document(rows: keyframes.csvRows)
      }
    }
  }

  /// Composes the fling and writes it in the chosen format.
  static func run(
    _ options: FlingOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let fling = try self.fling(options)
    try OutputFile.write(try text(fling, options: options), to: options.output, orTo: &output)
  }
}
