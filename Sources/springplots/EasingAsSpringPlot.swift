import SpringFitting
import SpringFormats
import SpringKit

/// The donut chart's easeOutQuint and the spring that fits it best.
enum EasingAsSpringPlot {
  static let plot = Plot(
    name: "ease-out-quint-vs-spring",
    sentence: "Penner's easeOutQuint over 1 s (the seed donut chart's sweep) and the spring "
      + "that fits it best, with the residual: a slightly underdamped spring (ζ ≈ 0.91) "
      + "with a fast start stays within 0.003 of it."
  ) {
    let duration = 1.0
    let times = Chart.evenlySpacedTimes(to: duration, count: SpringFitter.comparisonCount)
    let values = times.map { PennerEasing.easeOutQuint.progress(at: $0 / duration) }
    let fit = try SpringFitter().fit(times: times, values: values)
    let fitted = try SpringCurve(
      name: "", spring: fit.spring, from: fit.from, to: fit.to,
      initialVelocity: fit.initialVelocity
    ).values(at: times)
    let subtitle = Chart.fitSubtitle(
      spring: fit.spring, initialVelocity: fit.initialVelocity, rmsError: fit.rmsError)
    return .chart(
      try Chart.fitComparison(
        times: times, data: values, fitted: fitted, keyframes: [],
        title: "easeOutQuint as a spring", subtitle: subtitle, dataName: "easeOutQuint",
        valueLabel: "progress"))
  }
}
