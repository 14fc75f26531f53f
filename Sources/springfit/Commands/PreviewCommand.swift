import ArgumentParsing
import SpringFitting
import SpringFormats
import SpringKit

/// Carries out `springfit preview`: builds the page (``PreviewPage`` in SpringFormats) and
/// writes it to standard output or, atomically, to `--output`.
enum PreviewCommand {
  /// Builds the page and writes it.
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - standardInput: Where `-` reads from.
  ///   - output: Standard output; untouched on failure or with `--output`.
  /// - Throws: ``CommandFailure``: as `springfit fit` for the fit's input, 64 for a spring
  ///   or tolerance the export refuses.
  static func run(
    _ options: PreviewOptions, standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let html = try page(options, standardInput: standardInput).html
    if let path = options.output {
      try OutputFile.write(html, to: path)
    } else {
      output.write(html)
    }
  }

  /// The page the options describe.
  static func page(_ options: PreviewOptions, standardInput: StandardInput)
    throws(CommandFailure) -> PreviewPage
  {
    switch options.subject {
    case .fit(let fit):
      let (subject, name, keyPath) = try self.subject(fit, standardInput: standardInput)
      let outcome = try self.report(subject, fit: fit, name: name)
      let title = options.title ?? "springfit preview: \(name)"
      do {
        switch outcome {
        case .scalar(let report):
          var track: KeyframeTrack<Double>?
          if case .track(let fitted) = subject { track = fitted }
          return try PreviewPage(
            fit: report, track: track, keyPath: options.keyPath ?? keyPath,
            tolerance: options.tolerance, title: title)
        case .vector(let report):
          var tracks: [KeyframeTrack<Double>]?
          if case .tracks(let fitted, _) = subject { tracks = fitted }
          return try PreviewPage(
            vectorFit: report, tracks: tracks, keyPath: options.keyPath ?? keyPath,
            tolerance: options.tolerance, title: title)
        }
      } catch {
        throw failure(error, options: options)
      }
    case .spring(let spring):
      do {
        return try PreviewPage(
          spring: spring.spring, from: spring.motion.from, to: spring.motion.to,
          initialVelocity: spring.motion.initialVelocity, tolerance: options.tolerance,
          interpolation: spring.interpolation, end: spring.end,
          uiKitVelocity: spring.uiKitVelocity,
          keyPath: options.keyPath ?? PreviewOptions.defaultKeyPath,
          title: options.title ?? "springfit preview: a spring")
      } catch {
        throw failure(error, options: options)
      }
    }
  }

  /// The fit of the subject, with `springfit fit`'s errors (``FitCommand/report(_:options:)``).
  static func report(_ subject: FitSubject, fit: FitCommandOptions, name: String)
    throws(CommandFailure) -> FitOutcome
  {
    do {
      return try FitCommand.report(subject, options: fit.fitting)
    } catch {
      // As fit: keyframes typed as options are an option value, not an input file.
      if case .values = fit.input, case .data(_, _, let message) = error {
        throw .usage(
          .invalidList(
            option: FitCommandOptions.valuesOption.name,
            value: fit.keyframes.texts[FitCommandOptions.valuesOption.name] ?? "",
            reason: message))
      }
      throw error.failure(inputName: name)
    }
  }

  /// The fit's subject (the track, or samples), the input's name and its key path, read as
  /// `springfit fit` reads them (``KeyframeInput``), with its errors.
  static func subject(_ options: FitCommandOptions, standardInput: StandardInput)
    throws(CommandFailure) -> (subject: FitSubject, name: String, keyPath: String)
  {
    switch options.input {
    case .values, .batch:
      try LottieInput.checkNotGiven(options.lottie, name: "--values")
      do {
        return (
          try KeyframeInput.subject(fromFlags: options.keyframes), "--values",
          PreviewOptions.defaultKeyPath
        )
      } catch {
        throw .usage(error)
      }
    case .example(let example):
      try LottieInput.checkNotGiven(options.lottie, name: "example '\(example.rawValue)'")
      do {
        return (.track(try example.track()), "example '\(example.rawValue)'", keyPath(example))
      } catch {
        throw .failure("internal error in the example '\(example.rawValue)': \(error)")
      }
    case .file(let path):
      let bytes = try InputFile.read(path, standardInput: standardInput)
      let name = InputFile.displayName(path)
      if let document = try LottieInput.document(bytes, name: name) {
        let (subject, motion) = try LottieInput.subject(
          document, options.lottie, options: options, name: name)
        return (subject, name, motion.propertyName)
      }
      try LottieInput.checkNotGiven(options.lottie, name: name)
      do {
        let subject = try KeyframeInput.subject(from: bytes, name: name, flags: options.keyframes)
        return (subject, name, keyPath(json: bytes) ?? PreviewOptions.defaultKeyPath)
      } catch {
        throw error.failure(inputName: name)
      }
    }
  }

  /// The key path each example animates.
  static func keyPath(_ example: FitExample) -> String {
    switch example {
    case .scalePop, .shineCircle: "transform.scale"
    case .menuBounce: "position.y"
    case .donutSweep: "strokeEnd"
    case .counter: ""
    }
  }

  /// The `keyPath` string of a JSON object, if the bytes are one and it has one.
  static func keyPath(json bytes: [UInt8]) -> String? {
    guard let node = try? JSONReader.parse(bytes), case .object(let members) = node.value,
      let member = members.first(where: { $0.key == "keyPath" }),
      case .string(let keyPath) = member.node.value
    else { return nil }
    return keyPath
  }

  /// A page the library cannot build, as the command's failure: an export the spring or
  /// tolerance makes impossible is bad usage (64), a chart that cannot be drawn a bug.
  static func failure(_ error: PreviewError, options: PreviewOptions) -> CommandFailure {
    switch error {
    case .spring(let springError):
      // Worded as `springfit keyframes` words it, for the same spring and motion.
      var keyframes = KeyframesOptions()
      if case .spring(let spring) = options.subject {
        keyframes.spring = spring.spring
        (keyframes.from, keyframes.to) = (spring.motion.from, spring.motion.to)
        keyframes.end = spring.end
      }
      keyframes.placement = options.tolerance.map { .tolerance($0) }
      return .usage(KeyframesCommand.usageError(for: springError, options: keyframes))
    case .toleranceNotReached(let tolerance, let stops):
      return .usage(
        .invalidValue(
          option: KeyframesOptions.toleranceOption.name, value: "\(tolerance)",
          rule: "large enough to draw the keyframe curve with at most \(stops) straight-line "
            + "stops"))
    case .format, .chart:
      return .failure("internal error while writing the page: \(error.description)")
    }
  }
}
