import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios

/// The shine button's pop (scales 0.4, 1, 0.9, 1 in cubic mode) and the spring fitted to it.
enum ScalePopFitPlot {
  static let plot = Plot(
    name: "scale-pop-fit",
    sentence: "The shine button's hand-tuned pop [0.4, 1, 0.9, 1] (cubic keyframes over "
      + "1/3 s) against the spring `springfit fit --example scale-pop` finds, with the "
      + "residual below."
  ) {
    let track = ScalePop.keyframes()
    let fit = try SpringFitter().fit(track)
    let times = fit.times
    let fitted = try SpringCurve(
      name: "", spring: fit.spring, from: fit.from, to: fit.to,
      initialVelocity: fit.initialVelocity
    ).values(at: times)
    let keyframes = zip(track.keyTimes, track.values).map {
      SIMD2($0 * track.duration, $1)
    }
    let subtitle = Chart.fitSubtitle(
      spring: fit.spring, initialVelocity: fit.initialVelocity, rmsError: fit.rmsError)
    return .chart(
      try Chart.fitComparison(
        times: times, data: fit.data, fitted: fitted,
        keyframes: keyframes, title: "The scale pop and its spring", subtitle: subtitle,
        dataName: "keyframes, cubic", valueLabel: "scale"))
  }
}
