import ArgumentParsing
import SpringFormats

/// Carries out `springfit preview`: builds the page (``PreviewPage`` in SpringFormats) and
/// writes it to standard output or, atomically, to `--output`.
enum PreviewCommand: SilentCommandWork {
  /// Builds the page and writes it.
  ///
  /// - Throws: ``CommandFailure``: as `springfit fit` for the fit's input, 64 for a spring
  ///   or tolerance the export refuses.
  static func run(
    _ options: PreviewOptions, input standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    if case .fit(let fit) = options.subject {
      try OutputFile.checkDistinct(
        options.output, from: fit.inputPaths, standardInput: standardInput,
        option: PreviewOptions.outputOption.name)
    }
    let html = try page(options, standardInput: standardInput).html
    try OutputFile.write(html, to: options.output, orTo: &output)
  }

  /// The page the options describe.
  static func page(_ options: PreviewOptions, standardInput: StandardInput)
    throws(CommandFailure) -> PreviewPage
  {
    switch options.subject {
    case .fit(let fit):
      let request = try fit.request(standardInput: standardInput)
      let (input, report) = try CommandFailure.fitting { () throws(FitInputError) in
        let input = try request.read()
        return (input, try request.report(of: input))
      }
      do {
        return try PreviewPage(
          report: report, subject: input.subject, keyPath: options.keyPath ?? input.keyPath,
          tolerance: options.tolerance, title: options.title ?? "springfit preview: \(input.name)")
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

  /// A page the library cannot build, as the command's failure: an export the spring or
  /// tolerance makes impossible is bad usage (64), a chart that cannot be drawn a bug.
  static func failure(_ error: PreviewError, options: PreviewOptions) -> CommandFailure {
    switch error {
    case .spring(let springError):
      // Worded as `springfit keyframes` words it, for the same spring and motion.
      var export = KeyframeExport()
      if case .spring(let spring) = options.subject {
        (export.spring, export.from, export.to) = (
          spring.spring, spring.motion.from, spring.motion.to
        )
        export.end = spring.end
      }
      export.placement = options.tolerance.map { .tolerance($0) }
      return .usage(KeyframesOptions.usageError(KeyframeExportError(springError, export: export)))
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
