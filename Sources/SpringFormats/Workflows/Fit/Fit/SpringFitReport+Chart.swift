import SpringFitting
import SpringKit

extension SpringFitReport {
  /// The fit as a chart: the data (and keyframes) against the spring, the residual below
  /// (``Chart/fitComparison(times:data:fitted:keyframes:title:subtitle:dataName:valueLabel:)``).
  ///
  /// Samples are drawn as points too when there are at most 200, few enough to tell apart.
  ///
  /// - Parameter title: The chart's title.
  /// - Returns: The chart, two panels over the compared times.
  /// - Throws: ``ChartError`` when the data cannot be drawn.
  public func chart(title: String) throws(ChartError) -> Chart {
    var chart = try Chart.fitComparison(
      times: fit.times, data: fit.data, fitted: springValues, keyframes: keyframes,
      title: title,
      subtitle: Chart.fitSubtitle(
        spring: fit.spring, initialVelocity: fit.initialVelocity, rmsError: fit.rmsError),
      dataName: dataName)
    chart.xAxis.label = timeLabel
    if keyframes.isEmpty, fit.times.count <= 200 {
      chart.panels[0].series[0].style = .lineAndMarkers
      chart.panels[0].series[0].markerSize = 3
    }
    return chart
  }
}
