import SpringFormats
import SpringKit

/// The four damping regimes side by side: one natural frequency, ζ = 0.2, 0.5, 1 and 2.
enum DampingRegimesPlot {
  /// The natural frequency, rad/s: a one-second period undamped.
  static let naturalFrequency = 2 * Double.pi

  static let plot = Plot(
    name: "damping-regimes",
    sentence: "One spring (ω₀ = 2π rad/s) at damping ratios 0.2, 0.5, 1 and 2: underdamped "
      + "springs overshoot and ring, critical damping is the fastest approach without "
      + "overshoot, overdamped creeps."
  ) {
    let ratios = [0.2, 0.5, 1, 2]
    let curves = try ratios.map { ratio in
      SpringCurve(
        name: "ζ = \(NumberText.rounded(ratio))",
        spring: try Spring(
          mass: 1, stiffness: naturalFrequency * naturalFrequency,
          damping: 2 * ratio * naturalFrequency))
    }
    return .chart(
      try Chart.springMotion(
        curves, title: "Damping regimes",
        subtitle: "x(t) from 0 to 1 at rest; ω₀ = 2π rad/s, mass 1", end: 3))
  }
}
