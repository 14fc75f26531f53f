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
      return try Fling(
        from: options.from, velocity: options.velocity, decay: decay, bounds: options.bounds,
        snapPoints: options.snapPoints, snapRule: options.snapRule, spring: options.spring)
    } catch {
      throw .usage(usageError(for: error, options: options))
    }
  }

  /// A SpringKit error as a usage error naming the option that fed the parameter.
  static func usageError(for error: SpringError, options: FlingOptions) -> UsageError {
    if error.rule == .withinBounds, let bounds = options.bounds {
      let range = "within --bounds \(NumberText.roundTrip(bounds.lower)),"
        + NumberText.roundTrip(bounds.upper)
      if error.parameter.hasPrefix("points"), let text = options.snapText {
        return .invalidList(
          option: FlingOptions.snapOption.name, value: text,
          reason: "\(FlingOptions.snapName(error.parameter)) must be \(range)")
      }
      return .invalidValue(
        option: FlingOptions.fromOption.name, value: NumberText.roundTrip(options.from),
        rule: range)
    }
    return UsageError(error, options: FlingOptions.options)
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
            option: FlingOptions.fpsOption.name, value: NumberText.roundTrip(options.frameRate),
            rule: "small enough for at most \(Fling.maximumRowCount) rows up to the rest "
              + "instant (\(NumberText.rounded(fling.motion.restTime)) s)"))
      }
      return try CommandFailure.writing("CSV") {
        try CSVWriter(columns: Fling.csvColumns).document(rows: rows)
      }
    }
  }

  /// Composes the fling and writes it in the chosen format.
  static func run(
    _ options: FlingOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let fling = try self.fling(options)
    output.write(try text(fling, options: options))
  }
}
