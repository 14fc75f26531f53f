import SpringFitting
import SpringKit

extension VectorFitReport {
  /// The fit as a chart: one panel per component (its data and keyframes against the
  /// spring, the axis named after the component), and the residuals of every component
  /// in one panel below.
  ///
  /// - Parameter title: The chart's title.
  /// - Returns: The chart, one panel per component and the residual panel.
  /// - Throws: ``ChartError`` when the data cannot be drawn.
  public func chart(title: String) throws(ChartError) -> Chart {
    var panels: [ChartPanel] = []
    var residuals: [ChartSeries] = []
    var xAxis = ChartAxis(label: "time (s)")
    for (index, (name, component)) in zip(names, components).enumerated() {
      let single = try component.chart(title: title)
      xAxis = single.xAxis
      var panel = single.panels[0]
      panel.yAxis.label = name
      panels.append(panel)
      if var residual = single.panels.last?.series.first {
        residual.name = name
        residual.color = ChartPalette.color(at: index)
        residuals.append(residual)
      }
    }
    panels.append(
      ChartPanel(
        yAxis: ChartAxis(label: "spring − curve", includesZero: true), series: residuals,
        relativeHeight: 0.45))
    return Chart(
      title: title,
      subtitle:
        "Fitted: \(Chart.springParameters(fit.spring)); vector RMS error "
        + NumberText.rounded(fit.rmsError, significantDigits: 3),
      xAxis: xAxis, panels: panels)
  }
}
