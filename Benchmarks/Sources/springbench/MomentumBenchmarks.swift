import SpringKit

// The composed momentum motions frame by frame, beside SpringSimulation in the same run.

/// 1,000 flings into a bound (decay → exact hand-off → spring) played by
/// `MomentumSimulation` at 60 Hz for 600 frames, against 1,000 `SpringSimulation<Double>`
/// over the same frames; then `MomentumBatch` against `SpringBatch` at 10,000 elements.
func benchmarkMomentum() throws {
  print("\nComposed motion frame by frame: decay → bound → spring, 60 Hz × 600 frames")
  let count = 1_000
  let frames = 600
  let decay = try Decay(decayRate: 2)
  let bounds = try MotionBounds(lower: 0, upper: 1_000)
  let spring = try Spring(response: 0.5, dampingRatio: 0.3)
  // Thresholds no motion reaches within the 10 s: every frame is a moving frame.
  let never = try RestThreshold(distance: 1e-300, speed: 1e-300)
  let positions = (0..<count).map { 100 + Double($0 % 97) * 5 }
  let velocities = (0..<count).map { 3_000 + Double($0 % 13) * 100 }
  let motions = try (0..<count).map { i in
    try MomentumMotion(
      from: positions[i], velocity: velocities[i], decay: decay, bounds: bounds, spring: spring,
      restThreshold: never)
  }
  let operations = count * frames
  func springSimulations(_ threshold: RestThreshold) -> [SpringSimulation<Double>] {
    (0..<count).compactMap { i in
      try? SpringSimulation(
        spring: spring, value: positions[i], target: 1_000, velocity: velocities[i],
        restThreshold: threshold)
    }
  }
  func play<S>(_ simulations: inout [S], frames: Int, _ advance: (inout S) -> Void) {
    for _ in 0..<frames {
      for i in simulations.indices { advance(&simulations[i]) }
    }
  }
  // Steady frames: every motion has handed off (by 0.46 s) before the clock starts.
  let springs = nanosecondsPerOperation(
    runs: 5, operations: operations,
    setup: {
      var simulations = springSimulations(never)
      play(&simulations, frames: 60) { _ = try? $0.advance(by: 1.0 / 60) }
      return simulations
    },
    run: { play(&$0, frames: frames) { _ = try? $0.advance(by: 1.0 / 60) } })
  let composed = nanosecondsPerOperation(
    runs: 5, operations: operations,
    setup: {
      var simulations = motions.map(MomentumSimulation.init)
      play(&simulations, frames: 60) { _ = try? $0.advance(by: 1.0 / 60) }
      return simulations
    },
    run: { play(&$0, frames: frames) { _ = try? $0.advance(by: 1.0 / 60) } })
  report("MomentumSimulation, spring phase", composed, baseline: springs, unit: "ns")
  print("  (baseline: SpringSimulation<Double> per frame, same spring and frames)")
  // Whole motions with `.points`: 2 s from the release, the decay, the hand-off (which creates
  // the spring phase and computes its exact rest instant) and rest, against springs from the
  // same releases over the same frames.
  let points = try motions.map { motion in
    try MomentumMotion(
      from: motion.phases[0].start.position, velocity: motion.phases[0].start.velocity,
      decay: decay, bounds: bounds, spring: spring)
  }
  let wholeFrames = 120
  let wholeSprings = nanosecondsPerOperation(
    runs: 5, operations: count * wholeFrames, setup: { springSimulations(.points) },
    run: { play(&$0, frames: wholeFrames) { _ = try? $0.advance(by: 1.0 / 60) } })
  let wholeComposed = nanosecondsPerOperation(
    runs: 5, operations: count * wholeFrames, setup: { points.map(MomentumSimulation.init) },
    run: { play(&$0, frames: wholeFrames) { _ = try? $0.advance(by: 1.0 / 60) } })
  report("MomentumSimulation, whole motion", wholeComposed, baseline: wholeSprings, unit: "ns")
  print("  (120 frames from the release, hand-off and rest included, .points)")

  let many = 10_000
  let manyPositions = (0..<many).map { 100 + Double($0 % 97) * 5 }
  let manyVelocities = (0..<many).map {
    Double($0 % 2 == 0 ? 1 : -1) * (2_000 + Double($0 % 13) * 200)
  }
  let batchOperations = many * frames
  let springBatch = nanosecondsPerOperation(
    runs: 5, operations: batchOperations,
    setup: {
      try? SpringBatch(
        spring: spring, values: manyPositions, targets: manyPositions.map { $0 < 500 ? 0 : 1_000 },
        velocities: manyVelocities, restThreshold: never)
    },
    run: { batch in
      for _ in 0..<frames { try? batch?.advance(by: 1.0 / 60) }
    })
  let momentumBatch = nanosecondsPerOperation(
    runs: 5, operations: batchOperations,
    setup: {
      try? MomentumBatch(
        positions: manyPositions, velocities: manyVelocities, decay: decay, bounds: bounds,
        spring: spring, restThreshold: never)
    },
    run: { batch in
      for _ in 0..<frames { try? batch?.advance(by: 1.0 / 60) }
    })
  report("MomentumBatch per element-frame", momentumBatch, baseline: springBatch, unit: "ns")
  print("  (baseline: SpringBatch per element-frame, 10,000 elements)")
}
