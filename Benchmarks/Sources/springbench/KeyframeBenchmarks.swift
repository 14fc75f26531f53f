import SpringKit

// Springs exported as keyframes: the cost of an error-bounded export, how many keyframes it
// saves against Ramer–Douglas–Peucker and uniform sampling, and the cost of playing them.

/// Ramer–Douglas–Peucker on uniform samples (the distance measured at each sample's time),
/// as jakearchibald/linear-easing-generator simplifies 10,000 samples for CSS `linear()`.
func ramerDouglasPeuckerCount(times: [Double], values: [Double], tolerance: Double) -> Int {
  var kept = [Bool](repeating: false, count: values.count)
  kept[0] = true
  kept[values.count - 1] = true
  var stack = [(0, values.count - 1)]
  while let (start, end) = stack.popLast() {
    guard end - start > 1 else { continue }
    var worst = 0.0
    var worstIndex = start
    let slope = (values[end] - values[start]) / (times[end] - times[start])
    for index in (start + 1)..<end {
      let chord = values[start] + slope * (times[index] - times[start])
      let distance = abs(values[index] - chord)
      if distance > worst {
        worst = distance
        worstIndex = index
      }
    }
    if worst > tolerance {
      kept[worstIndex] = true
      stack.append((start, worstIndex))
      stack.append((worstIndex, end))
    }
  }
  return kept.count { $0 }
}

/// One line comparing a count with its baseline, in the layout of ``report(_:_:baseline:unit:)``.
func reportCount(_ name: String, _ value: Int, baseline: Int) {
  let padded = name + String(repeating: " ", count: max(0, 30 - name.count))
  let ratio = Double(baseline) / Double(value)
  let comparison =
    ratio >= 1 ? "\(format3(ratio))× fewer" : "\(format3(1 / ratio))× more"
  print(
    "\(padded) \(String(value).leftPadded(to: 9)) kf   baseline "
      + "\(String(baseline).leftPadded(to: 9)) kf   \(comparison)")
}

/// RDP's count for a motion from 0 to 1 over `duration`, from 10,000 samples whose last is
/// the target (as an export's last keyframe is).
func ramerDouglasPeuckerCount(spring: Spring, duration: Double, tolerance: Double) -> Int {
  let sampleCount = 10_000
  let step = duration / Double(sampleCount - 1)
  let times = (0..<sampleCount).map { Double($0) * step }
  guard
    var values = try? spring.sample(fromValue: 0.0, toValue: 1.0, step: step, count: sampleCount)
  else { return 0 }
  values[sampleCount - 1] = 1
  return ramerDouglasPeuckerCount(times: times, values: values, tolerance: tolerance)
}

func benchmarkKeyframeExport() throws {
  let spring = Spring.bouncy
  let tolerance = 1e-4
  let modes: [(String, KeyframeInterpolation)] = [
    ("linear", .linear), ("cubic", .cubic), ("catmull-rom", .catmullRom),
  ]
  let linear = try spring.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: tolerance)
  let cubic = try spring.keyframes(
    fromValue: 0.0, toValue: 1.0, tolerance: tolerance, interpolation: .cubic)
  let duration = linear.duration
  let lightlyDamped = try Spring(response: 0.5, dampingRatio: 0.1)
  for (name, motion) in [("Spring.bouncy", spring), ("ζ = 0.1 (response 0.5)", lightlyDamped)] {
    for epsilon in [1e-4, 1e-2] {
      print("\nKeyframe export of \(name) from 0 to 1 at ε = \(epsilon) (µs per export)")
      let end =
        try motion.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: epsilon).duration
      // The baseline: 10,000 samples simplified by RDP, as linear-easing-generator does.
      let rdpMicroseconds =
        nanosecondsPerOperation(runs: 9, operations: 1) {
          blackHole(ramerDouglasPeuckerCount(spring: motion, duration: end, tolerance: epsilon))
        } / 1000
      let rdp = ramerDouglasPeuckerCount(spring: motion, duration: end, tolerance: epsilon)
      var counts: [(String, Int)] = []
      for (mode, interpolation) in modes {
        let microseconds =
          nanosecondsPerOperation(runs: 9, operations: 1) {
            blackHole(
              try? motion.keyframes(
                fromValue: 0.0, toValue: 1.0, tolerance: epsilon, interpolation: interpolation))
          } / 1000
        report(
          "\(mode) vs RDP of 10,000 samples", microseconds, baseline: rdpMicroseconds,
          unit: "µs")
        let exported = try motion.keyframes(
          fromValue: 0.0, toValue: 1.0, tolerance: epsilon, interpolation: interpolation)
        counts.append((mode, exported.values.count))
      }
      print("Keyframes (kf) against RDP of 10,000 samples at the same tolerance")
      for (mode, count) in counts {
        reportCount("\(mode), ε=\(epsilon) vs RDP", count, baseline: rdp)
      }
    }
  }

  print("\nKeyframes needed at the same maximum error as uniform sampling (Spring.bouncy)")
  // Motion's linear(): one point every 30 ms; the error that costs, and what the same
  // error costs here.
  for (name, interpolation) in [("linear", KeyframeInterpolation.linear), ("cubic", .cubic)] {
    let uniform = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, step: 0.03, interpolation: interpolation, end: duration)
    let matched = try spring.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: uniform.maximumError,
      interpolation: interpolation, end: duration)
    reportCount(
      "\(name) vs 30 ms (ε=\(format3(uniform.maximumError * 1000))e-3)", matched.values.count,
      baseline: uniform.values.count)
  }
  // The fewest evenly spaced keyframes with the same maximum error as the export at 1e-4.
  for (name, exported, interpolation) in [
    ("linear", linear, KeyframeInterpolation.linear), ("cubic", cubic, .cubic),
  ] {
    var failing = 2
    var passing = 4
    let error = { (count: Int) in
      (try? spring.keyframes(
        fromValue: 0.0, toValue: 1.0, count: count, interpolation: interpolation, end: duration
      ).maximumError) ?? .infinity
    }
    while error(passing) > tolerance {
      failing = passing
      passing *= 2
    }
    while passing - failing > 1 {
      let middle = (failing + passing) / 2
      if error(middle) > tolerance { failing = middle } else { passing = middle }
    }
    reportCount("\(name), ε=1e-4 vs uniform", exported.values.count, baseline: passing)
  }

  print("\nKeyframeTrack evaluation of the export vs the spring's closed form (ns per sample)")
  let calls = 100_000
  let closedForm = nanosecondsPerOperation(runs: 9, operations: calls) {
    var sum = 0.0
    for index in 0..<calls {
      let time = duration * Double(index & 1023) / 1024
      sum += spring.value(fromValue: 0.0, toValue: 1.0, time: time)
    }
    blackHole(sum)
  }
  for (name, exported) in [("linear track", linear), ("cubic track", cubic)] {
    guard let track = try? exported.track() else { continue }
    let perSample = nanosecondsPerOperation(runs: 9, operations: calls) {
      var sum = 0.0
      for index in 0..<calls { sum += track.value(at: duration * Double(index & 1023) / 1024) }
      blackHole(sum)
    }
    report("\(name) (\(exported.values.count) kf)", perSample, baseline: closedForm, unit: "ns")
  }
}
