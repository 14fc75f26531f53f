/// Keeps a value alive so the optimiser cannot delete the work that produced it.
///
/// `@_optimize(none)` keeps the optimiser from proving the call does nothing.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The median time per operation, in nanoseconds, of `runs` timed repetitions.
///
/// Each repetition performs `operations` operations inside `body`; a warm-up run comes first.
func nanosecondsPerOperation(
  runs: Int = 15, operations: Int, _ body: () -> Void
) -> Double {
  body()
  let clock = ContinuousClock()
  var timings: [Double] = []
  for _ in 0..<runs {
    let elapsed = clock.measure(body)
    let (seconds, attoseconds) = elapsed.components
    timings.append((Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(operations))
  }
  timings.sort()
  return timings[timings.count / 2]
}

/// The median time per operation, in nanoseconds, of `runs` timed repetitions of `run`, each
/// on a fresh state from `setup`, which is not timed.
///
/// For work that changes its input, such as advancing simulations: each repetition starts
/// from the same state, and building that state (copies, allocations) stays out of the figure.
/// A warm-up repetition comes first.
func nanosecondsPerOperation<State>(
  runs: Int = 15, operations: Int, setup: () -> State, run: (inout State) -> Void
) -> Double {
  var warmUp = setup()
  run(&warmUp)
  blackHole(warmUp)
  let clock = ContinuousClock()
  var timings: [Double] = []
  for _ in 0..<runs {
    var state = setup()
    let elapsed = clock.measure { run(&state) }
    blackHole(state)
    let (seconds, attoseconds) = elapsed.components
    timings.append((Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(operations))
  }
  timings.sort()
  return timings[timings.count / 2]
}

/// One line of the report: a figure beside its baseline and the ratio.
func report(_ name: String, _ value: Double, baseline: Double, unit: String) {
  let padded = name + String(repeating: " ", count: max(0, 30 - name.count))
  let figure = format3(value).leftPadded(to: 9)
  let base = format3(baseline).leftPadded(to: 9)
  let ratio =
    baseline >= value
    ? "\(format3(baseline / value))× faster" : "\(format3(value / baseline))× slower"
  print("\(padded) \(figure) \(unit)   baseline \(base) \(unit)   \(ratio)")
}

/// A number with three significant decimals, without Foundation.
func format3(_ value: Double) -> String {
  let scaled = (value * 1000).rounded() / 1000
  return "\(scaled)"
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
