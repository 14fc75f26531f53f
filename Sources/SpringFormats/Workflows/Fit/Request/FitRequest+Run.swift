import SpringFitting

// Fitting a request's input and writing its report.

extension FitRequest {
  /// Reads the input once, fits it and writes the report in ``format``: every selected
  /// motion of a Lottie file, or the one track or set of samples of any other input.
  ///
  /// ```swift
  /// var request = FitRequest(input: .document(bytes, name: "pop.json"), format: .csv)
  /// let outcome = try request.run(chartTitle: { "fit: \($0)" })
  /// print(outcome.output, terminator: "")
  /// ```
  ///
  /// - Parameters:
  ///   - chartTitle: The chart's title for the input's name, or `nil` for no chart. A Lottie
  ///     file's chart draws the one motion the selection picks.
  ///   - progress: The progress callback for fitting a Lottie file's `motions`, or `nil` for
  ///     none (`LottieMotionFit.fits(_:options:progress:)`).
  /// - Returns: The report's text, the warnings and the chart.
  /// - Throws: ``FitInputError`` naming the input, its line or the setting at fault; bad
  ///   data when no motion of a Lottie file could be fitted.
  /// - Complexity: One fit, or one per distinct Lottie motion.
  public func run(
    chartTitle: ((_ inputName: String) -> String)? = nil,
    progress: (_ motions: Int) -> ((_ done: Int, _ total: Int) -> Void)? = { _ in nil }
  ) throws(FitInputError) -> FitOutcome {
    let detected = try detect()
    if let detected, case .lottie(let document) = detected.document {
      let name = detected.name
      var warnings = document.warningLines(name: name)
      let report = try lottieReport(document, name: name, progress: progress)
      if format == .csv, !report.skippedProperties.isEmpty {
        // CSV has a row per motion and no place for them: a note says what was not fitted.
        warnings.append("\(name): \(report.skippedLine.dropFirst(10))")
      }
      if let summary = report.noneFittedSummary {
        // Scripts see from the status that there is no spring to use.
        throw .data(name, summary)
      }
      // A chart draws the one motion the selection picks.
      let chart = try chartTitle.map { (title) throws(FitInputError) in
        try Self.svg(try self.report(of: try read(detected: detected)), title: title(name))
      }
      return FitOutcome(output: try write(report), warnings: warnings, chartSVG: chart)
    }
    let (report, input) = try self.report(detected: detected)
    let chart = try chartTitle.map { (title) throws(FitInputError) in
      try Self.svg(report, title: title(input.name))
    }
    return FitOutcome(output: try write(report), warnings: [], chartSVG: chart)
  }

  /// Reads the request's one input (``read(detected:)``) and fits it (``report(of:)``), the
  /// report's code animating the key path the input names (``FitReport/animating(keyPath:)``).
  ///
  /// - Parameter detected: The input when the caller has detected it (``detect()``), or
  ///   `nil` to detect it here.
  /// - Returns: The report and the input.
  /// - Throws: ``FitInputError`` as ``read(detected:)`` and ``report(of:)``.
  /// - Complexity: One fit (see `SpringFitter`).
  public func report(detected: Detected? = nil) throws(FitInputError)
    -> (report: FitReport, input: FitInput)
  {
    let input = try read(detected: detected)
    return (try report(of: input).animating(keyPath: input.namedKeyPath), input)
  }

  /// Fits an input read by ``read(detected:)``.
  ///
  /// - Parameter input: The input.
  /// - Returns: The report, its chart's time axis labelled as the input's.
  /// - Throws: ``FitInputError``: bad data naming the input (and a sample's line); for
  ///   ``Input/values``, the invalid `--values`; a kept parameter the fitter refuses, named
  ///   by its option.
  /// - Complexity: One fit (see `SpringFitter`).
  public func report(of input: FitInput) throws(FitInputError) -> FitReport {
    do {
      let report = try FitReport(fitting: input.subject, options: input.fitting)
      return input.timeLabel.map(report.labellingTime) ?? report
    } catch {
      let error = Self.fitError(error, subject: input.subject, input: input.name)
      // Keyframes typed as options are an option value, not an input file: a track the
      // fitter refuses is an invalid --values, not bad data.
      if case .values = self.input, case .data(_, _, _, let reason) = error {
        throw .invalidList(
          option: "--values", value: keyframes.texts["--values"] ?? "", reason: reason)
      }
      throw error
    }
  }

  /// A fitter's error as a request's: bad data at a sample's line, or the option that kept
  /// the parameter at fault.
  static func fitError(_ error: FitError, subject: FitSubject?, input: String) -> FitInputError {
    switch error {
    case .notFinite(_, let index), .timesNotIncreasing(let index):
      .data(input, error.description, line: subject?.line(ofSample: index))
    case .invalidOption(let springError):
      FitInputError.keptParameter(springError) ?? .data(input, error.description)
    case .tooFewPoints, .mismatchedCounts, .componentsDiffer, .noSpringEvaluates:
      .data(input, error.description)
    }
  }

  /// The report in ``format``.
  private func write(_ report: some FitReportWritable) throws(FitInputError) -> String {
    switch format {
    case .text:
      return report.text
    case .json:
      do {
        return try JSONWriter(style: .pretty).string(for: report.jsonDocument) + "\n"
      } catch {
        throw .internalError(WriterFailure.message(writing: "JSON", error))
      }
    case .csv:
      return report.csv
    }
  }

  /// The fit's chart (``FitReport/chart(title:)``), as `springfit plot fit` draws it and
  /// ``run(chartTitle:progress:)`` writes it.
  ///
  /// - Parameters:
  ///   - report: The fit's report.
  ///   - title: The chart's title.
  /// - Returns: The chart.
  /// - Throws: ``FitInputError/internalError(_:)`` if the chart cannot be laid out, which
  ///   would be a bug.
  public static func chart(of report: FitReport, title: String) throws(FitInputError) -> Chart {
    do {
      return try report.chart(title: title)
    } catch {
      throw .internalError("internal error while drawing the fit: \(error.description)")
    }
  }

  /// A fit's chart as SVG (``FitReport/chart(title:)``).
  ///
  /// - Throws: ``FitInputError/internalError(_:)`` when it cannot be drawn.
  static func svg(_ report: FitReport, title: String) throws(FitInputError) -> String {
    let chart = try self.chart(of: report, title: title)
    do {
      return try chart.svg()
    } catch {
      throw .internalError("internal error while drawing the fit: \(error.description)")
    }
  }
}

/// A fit report a request writes: ``FitReport`` and ``LottieFitReport``.
protocol FitReportWritable {
  /// The text summary.
  var text: String { get }
  /// The JSON document.
  var jsonDocument: JSONValue { get }
  /// The CSV.
  var csv: String { get }
}

extension FitReport: FitReportWritable {}
extension LottieFitReport: FitReportWritable {}
