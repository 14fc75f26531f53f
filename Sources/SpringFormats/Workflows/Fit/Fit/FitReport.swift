public import SpringFitting
import SpringKit

/// The fit of one spring to a ``FitSubject``, as `springfit fit` reports it: a scalar fit or
/// one spring fitted to every component of a vector.
///
/// ```swift
/// let subject = try KeyframeDocument.decode(bytes).fitSubject()
/// let report = try FitReport(fitting: subject)
/// print(report.text)
/// ```
public enum FitReport: Sendable {
  /// A fit to scalar keyframes or samples.
  case scalar(SpringFitReport)
  /// A fit to vector keyframes or samples.
  case vector(VectorFitReport)

  /// Fits a spring to a subject with `SpringFitter` and keeps what it was compared with.
  ///
  /// - Parameters:
  ///   - subject: The keyframes or samples.
  ///   - options: What the fitter may change and must keep.
  /// - Throws: `FitError` from the fitter; for samples, ``FitSubject/line(ofSample:)`` gives
  ///   the input line of the sample it names.
  /// - Complexity: One fit (see `SpringFitter`).
  public init(fitting subject: FitSubject, options: FitOptions = FitOptions()) throws(FitError) {
    let fitter = SpringFitter(options: options)
    switch subject {
    case .track(let track):
      self = .scalar(SpringFitReport(fit: try fitter.fit(track), track: track))
    case .samples(let times, let values, _):
      self = .scalar(
        SpringFitReport(fit: try fitter.fit(times: times, values: values), sampleTimes: times))
    case .tracks(let tracks, let names):
      self = .vector(
        VectorFitReport(
          fit: try fitter.fit(
            components: tracks, names: VectorFitReport.names(names, count: tracks.count)),
          names: names, tracks: tracks))
    case .vectorSamples(let times, let components, let names, _):
      self = .vector(
        VectorFitReport(
          fit: try fitter.fit(
            times: times, components: components,
            names: VectorFitReport.names(names, count: components.count)),
          names: names, sampleTimes: times))
    }
  }

  /// The report with the key path its motion animates, for the text's Android code
  /// (`SpringFitReport.keyPath`, `VectorFitReport.keyPath`).
  ///
  /// - Parameter keyPath: The key path, or `nil` when the input names none.
  /// - Returns: The same report, its text's Android code animating the key path's property.
  public func animating(keyPath: String?) -> FitReport {
    switch self {
    case .scalar(var report):
      report.keyPath = keyPath
      return .scalar(report)
    case .vector(var report):
      report.keyPath = keyPath
      return .vector(report)
    }
  }

  /// The report with its chart's time axis labelled `label`
  /// (``SpringFitReport/timeLabel``, on every component of a vector).
  ///
  /// - Parameter label: The axis label, such as ``LottieMotion/timeLabel``.
  /// - Returns: The same report, labelled.
  public func labellingTime(_ label: String) -> FitReport {
    switch self {
    case .scalar(var report):
      report.timeLabel = label
      return .scalar(report)
    case .vector(var report):
      for index in report.components.indices { report.components[index].timeLabel = label }
      return .vector(report)
    }
  }

  /// The text summary (``SpringFitReport/text``, ``VectorFitReport/text``).
  public var text: String {
    switch self {
    case .scalar(let report): report.text
    case .vector(let report): report.text
    }
  }

  /// The JSON document of `springfit fit --format json` (`SpringFit.jsonDocument`,
  /// ``VectorFitReport/jsonDocument``).
  public var jsonDocument: JSONValue {
    switch self {
    case .scalar(let report): report.fit.jsonDocument
    case .vector(let report): report.jsonDocument
    }
  }

  /// The CSV of `springfit fit --format csv` (``SpringFitReport/csv``,
  /// ``VectorFitReport/csv``).
  public var csv: String {
    switch self {
    case .scalar(let report): report.csv
    case .vector(let report): report.csv
    }
  }

  /// The fit's chart: the data against the fitted spring, with the residual below.
  ///
  /// - Parameter title: The chart's title.
  /// - Returns: The chart (``SpringFitReport/chart(title:)``,
  ///   ``VectorFitReport/chart(title:)``).
  /// - Throws: ``ChartError`` when the data cannot be drawn.
  public func chart(title: String) throws(ChartError) -> Chart {
    switch self {
    case .scalar(let report): try report.chart(title: title)
    case .vector(let report): try report.chart(title: title)
    }
  }
}
