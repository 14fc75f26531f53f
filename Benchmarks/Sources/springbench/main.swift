import SpringKit

// springbench: SpringKit's speed, each figure beside a naive baseline measured in this run.
// Always run in release: `swift run -c release --package-path Benchmarks springbench`.

func benchmarkUniformSampling() throws {
  print("Uniform sampling into a reused 4096-element buffer (ns per sample)")
  let spring = try Spring(response: 0.5, dampingRatio: 0.3)
  let naive = NaiveSpring(omega: spring.naturalFrequency, zeta: spring.dampingRatio)
  let count = 4096
  let step = 1.0 / 240
  var scalars = [Double](repeating: 0, count: count)
  var vectors = [SIMD2<Double>](repeating: .zero, count: count)
  var naiveScalars = [Double](repeating: 0, count: count)
  var naiveVectors = [SIMD2<Double>](repeating: .zero, count: count)

  let naiveScalar = nanosecondsPerOperation(operations: count) {
    for i in 0..<count {
      naiveScalars[i] = 1 + naive.displacement(-1, 0, Double(i) * step)
    }
    blackHole(naiveScalars)
  }
  let fastScalar = nanosecondsPerOperation(operations: count) {
    try? spring.sample(fromValue: 0, toValue: 1, step: step, into: &scalars)
    blackHole(scalars)
  }
  report("Double", fastScalar, baseline: naiveScalar, unit: "ns")

  let naiveVector = nanosecondsPerOperation(operations: count) {
    for i in 0..<count {
      let t = Double(i) * step
      naiveVectors[i] = SIMD2(
        100 + naive.displacement(-100, 0, t), -50 + naive.displacement(60, 300, t))
    }
    blackHole(naiveVectors)
  }
  let fastVector = nanosecondsPerOperation(operations: count) {
    try? spring.sample(
      fromValue: SIMD2(0, 10), toValue: SIMD2(100, -50), initialVelocity: SIMD2(0, 300),
      step: step, into: &vectors)
    blackHole(vectors)
  }
  report("SIMD2<Double>", fastVector, baseline: naiveVector, unit: "ns")
}

func benchmarkStepping() throws {
  print("\nFixed-step integration, 1/120 s steps (ns per step)")
  let spring = try Spring(response: 0.5, dampingRatio: 0.3)
  let steps = 100_000
  var results: [Integrator: Double] = [:]
  for integrator in Integrator.allCases {
    let stepper = try SpringStepper(spring: spring, step: 1.0 / 120, integrator: integrator)
    results[integrator] = nanosecondsPerOperation(runs: 9, operations: steps) {
      var x = 0.0
      var v = 0.0
      for _ in 0..<steps {
        stepper.advance(value: &x, velocity: &v, target: 1)
        // Re-kick so the state never decays into subnormal numbers.
        if abs(x - 1) < 1e-6 { x = 0 }
      }
      blackHole((x, v))
    }
  }
  let rk4 = results[.rungeKutta4] ?? .nan
  for integrator in Integrator.allCases {
    report("\(integrator) vs rk4", results[integrator] ?? .nan, baseline: rk4, unit: "ns")
  }
}

func benchmarkClosedForm() throws {
  print(
    "\nClosed form at arbitrary t, value(fromValue:toValue:initialVelocity:time:) (ns per call)")
  let cases: [(String, Double)] = [
    ("undamped", 0), ("underdamped ζ=0.3", 0.3), ("critical ζ=1", 1), ("overdamped ζ=3", 3),
  ]
  let calls = 100_000
  for (name, zeta) in cases {
    let spring = try Spring(response: 0.5, dampingRatio: zeta)
    let naive = NaiveSpring(omega: spring.naturalFrequency, zeta: zeta)
    let baseline = nanosecondsPerOperation(runs: 9, operations: calls) {
      var sum = 0.0
      for i in 0..<calls { sum += naive.displacement(-1, 2, Double(i & 1023) * 1e-3) }
      blackHole(sum)
    }
    let fast = nanosecondsPerOperation(runs: 9, operations: calls) {
      var sum = 0.0
      for i in 0..<calls {
        sum += spring.value(
          fromValue: 0.0, toValue: 1, initialVelocity: 2, time: Double(i & 1023) * 1e-3)
      }
      blackHole(sum)
    }
    report(name, fast, baseline: baseline, unit: "ns")
  }
}

func benchmarkManySprings() throws {
  print("\nMany springs: 10,000 springs × 600 frames at 60 Hz (ns per spring-frame)")
  let count = 10_000
  let frames = 600
  let spring = try Spring(response: 0.5, dampingRatio: 0.3)
  let starts = (0..<count).map { Double($0 % 97) * 10 }
  let targets = (0..<count).map { Double($0 % 13) * 50 }
  let operations = count * frames
  let baseline = nanosecondsPerOperation(runs: 3, operations: operations) {
    var springs = (0..<count).map {
      ReboundStyleSpring(
        position: starts[$0], target: targets[$0], tension: spring.stiffness,
        friction: spring.damping)
    }
    for _ in 0..<frames {
      for i in 0..<count { springs[i].advance(by: 1.0 / 60) }
    }
    blackHole(springs.map(\.position))
  }
  let exact = try RestThreshold(distance: 1e-9, speed: 1e-9)
  let batch = nanosecondsPerOperation(runs: 5, operations: operations) {
    guard
      var batch = try? SpringBatch(
        spring: spring, values: starts, targets: targets, restThreshold: exact)
    else { return }
    for _ in 0..<frames { try? batch.advance(by: 1.0 / 60) }
    blackHole(batch.values)
  }
  report("SpringBatch vs Rebound-style", batch, baseline: baseline, unit: "ns")

  print("\nOne spring at 60 Hz (ns per frame)")
  let one = nanosecondsPerOperation(runs: 9, operations: frames * 100) {
    var total = 0.0
    for start in 0..<100 {
      guard
        var simulation = try? SpringSimulation(
          spring: spring, value: Double(start), target: 500, restThreshold: exact)
      else { return }
      for _ in 0..<frames {
        _ = try? simulation.advance(by: 1.0 / 60)
        blackHole(simulation.value)
      }
      total += simulation.value
    }
    blackHole(total)
  }
  let reboundOne = nanosecondsPerOperation(runs: 9, operations: frames * 100) {
    var total = 0.0
    for start in 0..<100 {
      var rebound = ReboundStyleSpring(
        position: Double(start), target: 500, tension: spring.stiffness,
        friction: spring.damping)
      for _ in 0..<frames {
        rebound.advance(by: 1.0 / 60)
        blackHole(rebound.position)
      }
      total += rebound.position
    }
    blackHole(total)
  }
  report("SpringSimulation vs Rebound-style", one, baseline: reboundOne, unit: "ns")
}

/// Runs every section, or only those named on the command line (`springbench keyframes`):
/// sampling, stepping, closed-form, many, simulations, anchoring, followers, fitting,
/// keyframes, keyframe-grid, equivalents, momentum.
func main() throws {
  let sections: [(String, () throws -> Void)] = [
    ("sampling", benchmarkUniformSampling), ("stepping", benchmarkStepping),
    ("closed-form", benchmarkClosedForm), ("many", benchmarkManySprings),
    ("simulations", benchmarkSimulations), ("anchoring", benchmarkAnchoring),
    ("followers", benchmarkFollowers), ("fitting", benchmarkFitting),
    ("keyframes", benchmarkKeyframeExport), ("keyframe-grid", benchmarkKeyframeCountGrid),
    ("equivalents", benchmarkEquivalents), ("momentum", benchmarkMomentum),
  ]
  let chosen = Set(CommandLine.arguments.dropFirst())
  print("springbench — SpringKit, release build; medians of repeated runs\n")
  for (name, run) in sections where chosen.isEmpty || chosen.contains(name) {
    try run()
  }
}

try main()
