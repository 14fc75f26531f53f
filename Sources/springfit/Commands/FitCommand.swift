import SpringFitting
import SpringFormats
import SpringKit

/// Carries out `springfit fit`: reads keyframes, fits a spring with ``SpringFitter`` and
/// prints it as a summary, JSON or CSV.
///
/// The whole output is built before anything is written, so a failing fit leaves standard
/// output empty.
enum FitCommand {
  /// A fit and the data it was compared with.
  struct Report: Sendable {
    /// The fitter's result.
    var fit: SpringFit
    /// The compared times, in seconds.
    var times: [Double]
    /// The keyframe curve (or the samples) at those times.
    var data: [Double]
    /// What was fitted, for the summary: "4 keyframes (cubic) over 0.3333333 s".
    var subject: String
    /// Where it was compared, for the summary: "1001 evenly spaced times".
    var comparison: String
    /// The keyframes as (seconds, value) points; empty for samples.
    var keyframes: [SIMD2<Double>] = []
    /// What the data is, for a chart's legend: "keyframe curve, cubic" or "samples".
    var dataName = "samples"

    /// The spread of the data, max − min (0 for constant data).
    var range: Double { (data.max() ?? 0) - (data.min() ?? 0) }

    /// The fitted spring's value at each compared time.
    var springValues: [Double] {
      times.map { time in
        (try? fit.spring.value(
          fromValue: fit.from, toValue: fit.to, initialVelocity: fit.initialVelocity, time: time))
          ?? .nan
      }
    }
  }

  /// The dialects whose code the text summary shows, by their `equivalents` key.
  static let summaryDialects = ["swiftui", "uikit", "android", "framerMotion"]

  /// Fits and prints in the chosen format; `--batch` goes to ``BatchFit``.
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - standardInput: Where `-` reads from.
  ///   - output: Where the result goes; untouched on failure.
  /// - Throws: ``CommandFailure`` naming the input: 65 for bad data, 66 for an unreadable
  ///   file, 64 for options the input makes wrong.
  static func run(
    _ options: FitCommandOptions, standardInput: StandardInput,
    output: inout some TextOutputStream
  ) throws(CommandFailure) {
    if case .batch(let path) = options.input {
      try BatchFit.run(
        path: path, options: options, standardInput: standardInput, output: &output)
      return
    }
    let (report, name) = try report(options, standardInput: standardInput)
    if let plot = options.plot {
      try OutputFile.write(try svg(report, title: "springfit fit: \(name)"), to: plot)
    }
    switch options.format {
    case .text:
      output.write(text(report))
    case .json:
      do {
        output.write(try JSONWriter(style: .pretty).string(for: jsonDocument(report.fit)) + "\n")
      } catch {
        throw .failure("internal error while writing JSON: \(error)")
      }
    case .csv:
      output.write(try csv(report))
    }
  }

  /// Reads the one input of the options (not `--batch`) and fits it.
  ///
  /// - Returns: The report and the input's name for messages ("example 'scale-pop'").
  /// - Throws: ``CommandFailure`` naming the input: 65 for bad data, 66 for an unreadable
  ///   file, 64 for options the input makes wrong.
  static func report(
    _ options: FitCommandOptions, standardInput: StandardInput
  ) throws(CommandFailure) -> (report: Report, name: String) {
    let subject: FitSubject
    let name: String
    switch options.input {
    case .batch:
      throw .failure("internal error: a batch has no single report")
    case .values:
      do {
        subject = .track(try KeyframeInput.track(fromFlags: options.keyframes))
      } catch {
        throw .usage(error)
      }
      name = "--values"
    case .example(let example):
      do {
        subject = .track(try example.track())
      } catch {
        throw .failure("internal error in the example '\(example.rawValue)': \(error)")
      }
      name = "example '\(example.rawValue)'"
    case .file(let path):
      let bytes = try InputFile.read(path, standardInput: standardInput)
      name = InputFile.displayName(path)
      do {
        subject = try KeyframeInput.subject(from: bytes, name: name, flags: options.keyframes)
      } catch {
        throw error.failure(inputName: name)
      }
    }
    let report: Report
    do {
      report = try self.report(subject, options: options.fitting)
    } catch {
      // Keyframes typed as options are an option value, not an input file: a track the
      // fitter refuses is bad usage (64) naming --values, not bad data (65).
      if case .values = options.input, case .data(_, _, let message) = error {
        throw .usage(
          .invalidList(
            option: FitCommandOptions.valuesOption.name,
            value: options.keyframes.texts[FitCommandOptions.valuesOption.name] ?? "",
            reason: message))
      }
      throw error.failure(inputName: name)
    }
    return (report, name)
  }

  /// Fits a subject and keeps the data it was compared with.
  ///
  /// - Throws: ``KeyframeInputError``: samples SpringFitting refuses, named by line.
  static func report(_ subject: FitSubject, options: FitOptions) throws(KeyframeInputError)
    -> Report
  {
    let fitter = SpringFitter(options: options)
    switch subject {
    case .track(let track):
      let fit: SpringFit
      do {
        fit = try fitter.fit(track)
      } catch {
        throw inputError(error, lines: [])
      }
      let mode = track.calculationMode.rawValue
      let timing = track.timingFunctions.isEmpty ? "" : ", with timing functions"
      var report = Report(
        fit: fit, times: fit.times, data: fit.data,
        subject: "\(track.values.count) keyframes (\(mode)\(timing)) over "
          + "\(NumberText.rounded(track.duration)) s",
        comparison: "\(fit.times.count) evenly spaced times")
      // Discrete mode has one more keyTime than values: each value starts at its keyTime.
      report.keyframes = zip(track.keyTimes, track.values).map { SIMD2($0 * track.duration, $1) }
      report.dataName = "keyframe curve, \(mode)"
      return report
    case .samples(let times, let values, let lines):
      let fit: SpringFit
      do {
        fit = try fitter.fit(times: times, values: values)
      } catch {
        throw inputError(error, lines: lines)
      }
      let end = NumberText.rounded(times.last ?? 0)
      return Report(
        fit: fit, times: fit.times, data: fit.data,
        subject: "\(times.count) samples from \(NumberText.rounded(times[0])) to \(end) s",
        comparison: "the sample times")
    }
  }

  /// A fitting error as an input error: a sample's line, or the option at fault.
  static func inputError(_ error: FitError, lines: [Int]) -> KeyframeInputError {
    let line = { (index: Int) in lines.indices.contains(index) ? lines[index] : nil }
    switch error {
    case .notFinite(_, let index), .timesNotIncreasing(let index):
      return .data(line: line(index), error.description)
    case .invalidOption(let springError):
      let options = FitCommandOptions.fitGroup.options
      guard UsageError.option(feeding: springError.parameter, among: options) != nil else {
        return .data(line: nil, error.description)
      }
      return .usage(UsageError(springError, options: options))
    case .tooFewPoints, .mismatchedCounts, .noSpringEvaluates:
      return .data(line: nil, error.description)
    }
  }

  // MARK: JSON

  /// The JSON document of a fit: the spring, its quantities, the motion, the errors,
  /// `equivalents` as `convert` prints them, `verdict` and `diagnostics`.
  ///
  /// Numbers JSON cannot hold (an undamped spring's settling duration, an infinite condition
  /// number) are `null`.
  static func jsonDocument(_ fit: SpringFit) -> JSONValue {
    let spring = fit.spring
    let number = ConvertCommand.number
    return [
      "spring": [
        "mass": number(spring.mass), "stiffness": number(spring.stiffness),
        "damping": number(spring.damping),
      ],
      "dampingRatio": number(spring.dampingRatio),
      "response": number(spring.response),
      "duration": number(spring.duration),
      "bounce": number(spring.bounce),
      "from": number(fit.from),
      "to": number(fit.to),
      "initialVelocity": number(fit.initialVelocity),
      "settlingDuration": number(spring.settlingDuration),
      "rmsError": number(fit.rmsError),
      "maxError": number(fit.maxError),
      "equivalents": ConvertCommand.jsonEquivalents(
        of: spring, uiKitVelocity: uiKitVelocity(fit)),
      "verdict": [
        "name": .string(fit.verdict.name), "description": .string(fit.verdict.description),
      ],
      "diagnostics": [
        "iterations": .number(Double(fit.iterations)),
        "converged": .bool(fit.converged),
        "conditionNumber": number(fit.conditionNumber),
        "notes": .array(fit.notes.map(JSONValue.string)),
      ],
    ]
  }

  /// The fitted initial velocity as UIKit's `initialSpringVelocity` (a fraction of the
  /// distance per second), or `nil` when `from` equals `to`.
  static func uiKitVelocity(_ fit: SpringFit) -> Double? {
    try? SpringVelocity.normalized(fit.initialVelocity, distance: fit.to - fit.from)
  }

  // MARK: Plot

  /// The fit as a chart: the data (and keyframes) against the spring, the residual below.
  static func chart(_ report: Report, title: String) throws(CommandFailure) -> Chart {
    let fit = report.fit
    do {
      var chart = try Chart.fitComparison(
        times: report.times, data: report.data, fitted: report.springValues,
        keyframes: report.keyframes, title: title,
        subtitle: Chart.fitSubtitle(
          spring: fit.spring, initialVelocity: fit.initialVelocity, rmsError: fit.rmsError),
        dataName: report.dataName)
      // Samples are drawn as points when there are few enough to tell apart.
      if report.keyframes.isEmpty, report.times.count <= 200 {
        chart.panels[0].series[0].style = .lineAndMarkers
        chart.panels[0].series[0].markerSize = 3
      }
      return chart
    } catch {
      throw .failure("internal error while drawing the fit: \(error.description)")
    }
  }

  /// The fit's chart as SVG.
  static func svg(_ report: Report, title: String) throws(CommandFailure) -> String {
    let chart = try chart(report, title: title)
    do {
      return try chart.svg()
    } catch {
      throw .failure("internal error while drawing the fit: \(error.description)")
    }
  }

  // MARK: CSV

  /// `time,keyframes,spring,error` at every compared time; error = spring − keyframes.
  static func csv(_ report: Report) throws(CommandFailure) -> String {
    var text = ""
    do {
      let writer = try CSVWriter(columns: ["time", "keyframes", "spring", "error"])
      writer.writeHeader(to: &text)
      for (index, spring) in report.springValues.enumerated() {
        let data = report.data[index]
        try writer.writeRow([report.times[index], data, spring, spring - data], to: &text)
      }
    } catch {
      throw .failure("internal error while writing CSV: \(error)")
    }
    return text
  }

  // MARK: Text

  /// The summary: the verdict and the errors, the spring in SwiftUI's terms, code for
  /// SwiftUI, UIKit, Android and framer-motion, and notes.
  static func text(_ report: Report) -> String {
    let fit = report.fit
    let spring = fit.spring
    let range = report.range
    let relative = { (error: Double) in
      range > 0
        ? " (\(NumberText.rounded(100 * error / range, significantDigits: 3))% of the range "
          + "\(NumberText.rounded(range)))" : ""
    }
    var lines = ["Verdict: \(fit.verdict.description)"]
    lines.append(
      "  rmsError  \(NumberText.rounded(fit.rmsError, significantDigits: 4))"
        + relative(fit.rmsError))
    lines.append(
      "  maxError  \(NumberText.rounded(fit.maxError, significantDigits: 4))"
        + relative(fit.maxError))
    lines.append("")
    lines.append(fit.verdict == .good || fit.verdict == .acceptable ? "Spring" : "Closest spring")
    let rows: [(String, Double, String)] = [
      ("duration", spring.duration, " s (SwiftUI's perceptual duration)"),
      ("bounce", spring.bounce, ""),
      ("response", spring.response, " s"),
      ("dampingRatio", spring.dampingRatio, ""),
      ("stiffness", spring.stiffness, " (mass 1)"),
      ("damping", spring.damping, ""),
      ("from", fit.from, ""),
      ("to", fit.to, ""),
      ("initialVelocity", fit.initialVelocity, " per second"),
      ("settlingDuration", spring.settlingDuration, " s"),
    ]
    for (name, value, unit) in rows {
      let shown =
        !value.isFinite && name == "settlingDuration"
        ? "inf (never settles)" : NumberText.rounded(value) + unit
      lines.append("  " + name.padding(to: 18) + shown)
    }
    lines.append("")
    lines.append("Code")
    let equivalents = ConvertCommand.equivalents(of: spring, uiKitVelocity: uiKitVelocity(fit))
      .filter { summaryDialects.contains($0.key) }
    var notes = [
      "Fitted to \(report.subject), compared at \(report.comparison).",
      (fit.converged ? "Converged" : "Stopped without converging")
        + " after \(fit.iterations) iterations; condition number "
        + NumberText.rounded(fit.conditionNumber, significantDigits: 3) + ".",
    ]
    for equivalent in equivalents {
      lines.append("  " + equivalent.title.padding(to: 15) + equivalent.code)
      if !(equivalent.deviation <= ConvertCommand.deviationThreshold) {
        notes.append(
          equivalent.deviation.isFinite
            ? "\(equivalent.title) cannot express this spring exactly: its code is the nearest "
              + "(deviation \(NumberText.rounded(equivalent.deviation, significantDigits: 3)))."
            : "\(equivalent.title) cannot express this spring.")
      }
    }
    if fit.initialVelocity != 0 {
      notes.append(
        uiKitVelocity(fit) == nil
          ? "The code starts at rest; the fitted motion starts moving."
          : "Only the UIKit line carries the initial velocity (as a fraction of the distance "
            + "per second); the others start at rest.")
    }
    notes += fit.notes.map { note in
      note.prefix(1).uppercased() + note.dropFirst() + (note.hasSuffix(".") ? "" : ".")
    }
    lines.append("")
    lines.append("Notes")
    lines += notes.map { "  - " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The text followed by spaces up to `width` characters (at least one space).
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, width - count))
  }
}
