import SpringKit

// The per-spring API at batch scale, and where rest falls at each frame rate.

/// The spring (ζ ≈ 0.7, travel 1,000, `.points`): when it rests at each frame rate,
/// under the exact rest instant and under the old rule (rest at the first frame whose state
/// is within the threshold), and the spread of each.
func benchmarkRestInstants() throws {
  print("\nRest of one motion at each frame rate (s; ζ ≈ 0.7, travel 1,000, .points)")
  let spring = try Spring(mass: 1, stiffness: 157.9, damping: 17.6)
  let threshold = RestThreshold.points
  var generator = SplitMix(seed: 0x5EED)
  let jitter = (0..<2000).map { _ in 0.001 + 0.049 * generator.nextUnit() }
  let sources: [(String, (Int) -> Double)] =
    [30.0, 60, 90, 120, 144, 240].map { rate in ("\(Int(rate)) Hz", { _ in 1 / rate }) }
    + [("jittered 1–50 ms", { jitter[$0] })]
  var exact: [Double] = []
  var perFrame: [Double] = []
  for (name, frame) in sources {
    var simulation = try SpringSimulation(
      spring: spring, value: 0.0, target: 1000, restThreshold: threshold)
    var index = 0
    while !simulation.isAtRest {
      try simulation.advance(by: frame(index))
      index += 1
    }
    // The old rule, on the same closed form and the same frames.
    var time = 0.0
    index = 0
    while true {
      time += frame(index)
      index += 1
      let state = try spring.transition(over: time).apply(displacement: -1000.0, velocity: 0)
      if abs(state.displacement) <= threshold.distance && abs(state.velocity) <= threshold.speed {
        break
      }
    }
    exact.append(simulation.time)
    perFrame.append(time)
    let settling = simulation.settlingTime ?? .nan
    print(
      "  \(name.padded(to: 18)) exact \(format3(simulation.time))"
        + "   per-frame check \(format3(time))   (t* = \(settling))")
  }
  let spread = { (times: [Double]) in (times.max() ?? .nan) - (times.min() ?? .nan) }
  print(
    "  spread: exact \(format3(spread(exact) * 1000)) ms, per-frame check "
      + "\(format3(spread(perFrame) * 1000)) ms (longest frame 50 ms)")
}

/// 10,000 `SpringSimulation<Double>` advanced one by one at 60 Hz for 600 frames, none
/// resting, against the Rebound-style RK4 1 ms loop over the same springs in the same run, at
/// several damping ratios.
func benchmarkSimulations() throws {
  try benchmarkRestInstants()
  print(
    "\nPer-spring API: 10,000 SpringSimulation<Double> × 600 frames at 60 Hz (ns per spring-frame)")
  var worst = (wall: Double.infinity, cpu: Double.infinity)
  for ratio in [0.3, 0.725, 1, 2] {
    let ratios = try benchmarkSimulations(dampingRatio: ratio)
    worst = (min(worst.wall, ratios.wall), min(worst.cpu, ratios.cpu))
  }
  print(
    "  worst ratio: Rebound-style / SpringSimulation = \(format3(worst.wall))× wall clock, "
      + "\(format3(worst.cpu))× thread CPU")
}

/// One damping ratio of ``benchmarkSimulations()``; returns the Rebound-style loop's time over
/// the simulations', by wall clock and by thread CPU time.
func benchmarkSimulations(dampingRatio: Double) throws -> (wall: Double, cpu: Double) {
  let count = 10_000
  let frames = 600
  let spring = try Spring(response: 0.5, dampingRatio: dampingRatio)
  let starts = (0..<count).map { Double($0 % 97) * 10 }
  let targets = (0..<count).map { Double($0 % 13) * 50 + 1 }
  let operations = count * frames
  // Thresholds no spring reaches within the 10 s: every frame is a moving frame (the
  // simulations step each repeated 1/60 s frame and evaluate the closed form every 1,024).
  let never = try RestThreshold(distance: 1e-300, speed: 1e-300)
  let clock = ContinuousClock()
  var prototypes: [SpringSimulation<Double>] = []
  prototypes.reserveCapacity(count)
  let anchoring = clock.measure {
    for i in 0..<count {
      if let simulation = try? SpringSimulation(
        spring: spring, value: starts[i], target: targets[i], restThreshold: never)
      {
        prototypes.append(simulation)
      }
    }
  }
  var resting = 0
  // Both sides time the frames only (creating the springs is set up outside the clock), and
  // they alternate so that both meet the same load from other processes.
  let (baseline, perSpring) = alternatedTimings(
    runs: 5, operations: operations,
    baseline: TimedWork(
      setup: {
        (0..<count).map {
          ReboundStyleSpring(
            position: starts[$0], target: targets[$0], tension: spring.stiffness,
            friction: spring.damping)
        }
      },
      run: { springs in
        for _ in 0..<frames {
          for i in 0..<count { springs[i].advance(by: 1.0 / 60) }
        }
      }),
    candidate: TimedWork(
      setup: {
        // Unadvanced copies that own their storage, as freshly created simulations do: a copy
        // shares it until its first write, and copying it then is not part of advancing.
        var simulations = prototypes
        for i in simulations.indices { simulations[i].longFramePolicy = .catchUp }
        return simulations
      },
      run: { simulations in
        // As an app would write it: the array is advanced in place, one simulation at a time.
        for _ in 0..<frames {
          for i in simulations.indices { _ = try? simulations[i].advance(by: 1.0 / 60) }
        }
        resting = simulations.count { $0.isAtRest }
      }))
  report("ζ \(dampingRatio) vs Rebound-style", perSpring, baseline: baseline, unit: "ns")
  let (seconds, attoseconds) = anchoring.components
  let anchorNanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(count)
  print(
    "  (\(resting) of \(count) at rest after 10 s; \(MemoryLayout<SpringSimulation<Double>>.stride)"
      + " bytes each; creating one (the rest instant solved when first needed): "
      + "\(format3(anchorNanoseconds / 1000)) µs)")
  return (baseline.wall / perSpring.wall, baseline.cpu / perSpring.cpu)
}

/// A small deterministic generator for the jittered frames (no Foundation).
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func nextUnit() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }
}
