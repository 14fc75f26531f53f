import SpringFitting
import SpringKit

extension SpringFitReport {
  /// `time,keyframes,spring,error` at every compared time, where error = spring − keyframes;
  /// numbers ``NumberText/roundTrip(_:)``.
  ///
  /// - Throws: ``CSVError`` when a number is not finite (a spring that cannot be evaluated).
  public func csv() throws(CSVError) -> String {
    var text = ""
    let writer = try CSVWriter(columns: ["time", "keyframes", "spring", "error"])
    writer.writeHeader(to: &text)
    for (index, spring) in springValues.enumerated() {
      let data = fit.data[index]
      try writer.writeRow([fit.times[index], data, spring, spring - data], to: &text)
    }
    return text
  }
}
