import SpringFormats
import SpringKit

/// How each integrator's error shrinks with its step: the slope on log-log axes is its order.
enum IntegratorConvergencePlot {
  /// The spring: ω₀ = 4π rad/s (two oscillations a second), ζ = 0.3.
  static func spring() throws(SpringError) -> Spring {
    let omega = 4 * Double.pi
    return try Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.3 * omega)
  }

  /// The largest |x − x_exact| over the steps of one second from 0 toward 1 at rest.
  static func maximumError(
    _ spring: Spring, integrator: Integrator, steps: Int
  ) throws(SpringError) -> Double {
    let step = 1 / Double(steps)
    let stepper = try SpringStepper(spring: spring, step: step, integrator: integrator)
    var (value, velocity) = (0.0, 0.0)
    var worst = 0.0
    for index in 1...steps {
      stepper.advance(value: &value, velocity: &velocity, target: 1.0)
      let exact = spring.value(
        fromValue: 0.0, toValue: 1.0, time: Double(index) * step)
      worst = max(worst, abs(value - exact))
    }
    return worst
  }

  static let plot = Plot(
    name: "integrator-convergence",
    sentence: "The largest error over one second against the closed form, for each "
      + "integrator and step: semi-implicit Euler falls as h, velocity Verlet as h², RK4 as "
      + "h⁴, and the exact step stays at rounding level."
  ) {
    let spring = try Self.spring()
    let stepCounts = (4...14).map { 1 << $0 }  // h = 1/16 … 1/16384 s
    let methods: [(Integrator, String, ChartSeries.Marker)] = [
      (.semiImplicitEuler, "semi-implicit Euler", .circle),
      (.velocityVerlet, "velocity Verlet", .square),
      (.rungeKutta4, "RK4", .triangle),
      (.exact, "exact step", .diamond),
    ]
    var series: [ChartSeries] = []
    for (integrator, name, marker) in methods {
      var points: [SIMD2<Double>] = []
      for steps in stepCounts {
        let error = try maximumError(spring, integrator: integrator, steps: steps)
        points.append(SIMD2(1 / Double(steps), error))
      }
      var line = ChartSeries(name: name, points: points, style: .lineAndMarkers)
      line.marker = marker
      series.append(line)
    }
    return .chart(
      Chart(
        title: "Integrator convergence",
        subtitle: "max |x − x_exact| over 1 s; ω₀ = 4π rad/s, ζ = 0.3, from 0 to 1 at rest",
        xAxis: ChartAxis(label: "step h (s)", scale: .logarithmic),
        panels: [
          ChartPanel(
            yAxis: ChartAxis(label: "largest error", scale: .logarithmic), series: series)
        ], panelHeight: 340))
  }
}
