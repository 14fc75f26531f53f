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
        sum +=
          (try? spring.value(
            fromValue: 0.0, toValue: 1, initialVelocity: 2, time: Double(i & 1023) * 1e-3)) ?? 0
      }
      blackHole(sum)
    }
    report(name, fast, baseline: baseline, unit: "ns")
  }
}

func main() throws {
  print("springbench — SpringKit, release build; medians of repeated runs\n")
  try benchmarkUniformSampling()
  try benchmarkStepping()
  try benchmarkClosedForm()
}

try main()
