import SpringFitting
import SpringKit

extension SpringFitReport {
  /// `time,keyframes,spring,error` at every compared time, where error = spring − keyframes;
  /// numbers ``NumberText/roundTrip(_:)``.
  public var csv: String {
    var text = ""
    let writer = CSVWriter(fixedColumns: ["time", "keyframes", "spring", "error"])
    writer.writeHeader(to: &text)
    for (index, spring) in springValues.enumerated() {
      let data = fit.data[index]
      // Four numbers for four columns: the row writer's only error cannot happen.
      try? writer.writeRow([fit.times[index], data, spring, spring - data], to: &text)
    }
    return text
  }
}
