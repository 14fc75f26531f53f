import SpringKit

// Keyframe counts of every guaranteed mode over a grid of damping ratios and tolerances:
// linear, cubic (Kochanek–Bartels), bezier (per-segment cubic Bézier timing) and
// Ramer–Douglas–Peucker of 10,000 samples, for a 1 s response from 0 to 1.

/// The damping ratios of the grid, from barely damped to strongly overdamped.
let keyframeGridDampingRatios = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1, 1.5, 3]
/// The tolerances of the grid.
let keyframeGridTolerances = [1e-2, 1e-3, 1e-4, 1e-5]

func benchmarkKeyframeCountGrid() throws {
  print("\nKeyframes per mode, response 1 s from 0 to 1 (error found by the dense check)")
  print("    ζ        ε   linear    cubic   bezier      RDP   bezier error   linear/bezier")
  for dampingRatio in keyframeGridDampingRatios {
    let spring = try Spring(response: 1, dampingRatio: dampingRatio)
    for tolerance in keyframeGridTolerances {
      var counts: [Int] = []
      var bezierError = 0.0
      var duration = 0.0
      for interpolation in [KeyframeInterpolation.linear, .cubic, .bezier] {
        let keyframes = try spring.keyframes(
          fromValue: 0.0, toValue: 1.0, tolerance: tolerance, interpolation: interpolation)
        counts.append(keyframes.values.count)
        if interpolation == .bezier { bezierError = keyframes.maximumError }
        duration = keyframes.duration
      }
      counts.append(
        ramerDouglasPeuckerCount(spring: spring, duration: duration, tolerance: tolerance))
      let columns = counts.map { String($0).leftPadded(to: 8) }.joined(separator: " ")
      let marker = counts[2] > counts[1] ? "  (more than cubic)" : ""
      print(
        "\(format3(dampingRatio).leftPadded(to: 5)) \(String(tolerance).leftPadded(to: 8)) "
          + "\(columns)   \(String(format3(bezierError / tolerance)).leftPadded(to: 6))·ε"
          + "   \(format3(Double(counts[0]) / Double(counts[2])).leftPadded(to: 12))\(marker)")
    }
  }
}
