import SpringFormats

/// What `springfit fit` reports: a scalar fit, or one spring fitted to every component of
/// vector keyframes.
enum FitOutcome: Sendable {
  /// A fit to scalar keyframes or samples.
  case scalar(SpringFitReport)
  /// A fit to vector keyframes or samples.
  case vector(VectorFitReport)

  /// The text summary.
  var text: String {
    switch self {
    case .scalar(let report): report.text
    case .vector(let report): report.text
    }
  }

  /// The JSON document of `--format json`.
  var jsonDocument: JSONValue {
    switch self {
    case .scalar(let report): report.fit.jsonDocument
    case .vector(let report): report.jsonDocument
    }
  }

  /// The CSV of `--format csv`.
  var csv: String {
    switch self {
    case .scalar(let report): report.csv
    case .vector(let report): report.csv
    }
  }

  /// The chart of `--plot` and `springfit plot fit`.
  func chart(title: String) throws(ChartError) -> Chart {
    switch self {
    case .scalar(let report): try report.chart(title: title)
    case .vector(let report): try report.chart(title: title)
    }
  }
}
