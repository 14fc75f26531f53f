import SpringFormats
import SpringKit
import _SpringTestSupport

/// SpringSimulation at 60 Hz, 144 Hz and on jittered frames against the closed form, with a
/// Rebound-style loop on the same jittered frames for contrast.
enum FrameRateIndependencePlot {
  /// The spring: response 0.6 s, damping ratio 0.4.
  static func spring() throws(SpringError) -> Spring {
    try Spring(response: 0.6, dampingRatio: 0.4)
  }

  /// The simulated span, seconds.
  static let span = 1.5

  /// Frame durations of a stuttering display: 4…30 ms, seeded, with a 100 ms hitch at 0.3 s.
  static func jitteredFrames() -> [Double] {
    var generator = SeededGenerator(seed: 2026)
    var frames: [Double] = []
    var time = 0.0
    while time < span {
      let frame =
        time >= 0.3 && !frames.contains(0.1)
        ? 0.1 : Double.random(in: 0.004...0.03, using: &generator)
      frames.append(frame)
      time += frame
    }
    return frames
  }

  /// SpringSimulation's displayed value after each frame, from 0 toward 1.
  static func simulated(
    _ spring: Spring, frames: [Double]
  ) throws(SpringError) -> [SIMD2<Double>] {
    // A threshold far below the plotted span, so that no frame is snapped to the target.
    var simulation = try SpringSimulation(
      spring: spring, value: 0.0, target: 1.0,
      restThreshold: try RestThreshold(minimumVisibleChange: 1e-9))
    var points = [SIMD2(0.0, 0.0)]
    var time = 0.0
    for frame in frames {
      _ = try simulation.advance(by: frame)
      time += frame
      points.append(SIMD2(time, simulation.value))
    }
    return points
  }

  /// The Rebound-style loop's displayed value after each frame.
  static func rebound(_ spring: Spring, frames: [Double]) -> [SIMD2<Double>] {
    var loop = ReboundLoop(
      position: 0, target: 1, tension: spring.stiffness / spring.mass,
      friction: spring.damping / spring.mass)
    var points = [SIMD2(0.0, 0.0)]
    var time = 0.0
    for frame in frames {
      loop.advance(by: frame)
      time += frame
      points.append(SIMD2(time, loop.position))
    }
    return points
  }

  static let plot = Plot(
    name: "frame-rate-independence",
    sentence: "SpringSimulation at 60 Hz, 144 Hz and on jittered frames with a 100 ms hitch "
      + "lands on the closed form at every frame (errors of at most 1.1 × 10⁻¹⁵, rounding); a "
      + "Rebound-style loop "
      + "(1 ms RK4, 64 ms clamp, interpolation written back) drifts on the same frames."
  ) {
    let spring = try Self.spring()
    let exact = { (time: Double) throws(SpringError) -> Double in
      spring.value(fromValue: 0.0, toValue: 1.0, time: time)
    }
    let jitter = jitteredFrames()
    let runs: [(String, [SIMD2<Double>])] = [
      ("60 Hz", try simulated(spring, frames: Array(repeating: 1.0 / 60, count: 90))),
      ("144 Hz", try simulated(spring, frames: Array(repeating: 1.0 / 144, count: 216))),
      ("jittered", try simulated(spring, frames: jitter)),
      ("Rebound-style, jittered", rebound(spring, frames: jitter)),
    ]
    let times = Chart.evenlySpacedTimes(to: span, count: 601)
    var closed = ChartSeries(name: "closed form", x: times, y: try times.map(exact))
    closed.color = "#000000"
    closed.lineWidth = 1.5
    var positions = [closed]
    var errors: [ChartSeries] = []
    for (index, (name, points)) in runs.enumerated() {
      let differences = try points.map { SIMD2($0.x, $0.y - (try exact($0.x))) }
      let largest = differences.map { abs($0.y) }.max() ?? 0
      let isRebound = index == runs.count - 1
      var error = ChartSeries(
        name: name + ": largest \(NumberText.rounded(largest, significantDigits: 2))",
        points: differences, style: isRebound ? .lineAndMarkers : .line)
      error.color = ChartPalette.color(at: index)
      error.dash = isRebound ? .solid : ChartSeries.Dash.allCases[index + 1]
      error.marker = .diamond
      error.markerSize = 3
      error.lineWidth = 1.5
      errors.append(error)
      // The position panel shows the jittered frames of both loops over the closed form.
      if index >= 2 {
        var frames = ChartSeries(
          name: (isRebound ? "Rebound-style" : "SpringSimulation") + ", jittered frames",
          points: points, style: .markers)
        frames.color = error.color
        frames.marker = isRebound ? .diamond : .triangle
        frames.markerSize = 3.5
        positions.append(frames)
      }
    }
    return .chart(
      Chart(
        title: "Frame-rate independence",
        subtitle: "Spring(response: 0.6, dampingRatio: 0.4) from 0 to 1; jittered frames: 4–30 ms "
          + "with one 100 ms hitch at 0.3 s",
        xAxis: ChartAxis(label: "time (s)", range: 0...span),
        panels: [
          ChartPanel(
            yAxis: ChartAxis(label: "position", includesZero: true), series: positions),
          ChartPanel(
            yAxis: ChartAxis(label: "frame − closed form", includesZero: true),
            series: errors, relativeHeight: 0.7),
        ]))
  }
}
