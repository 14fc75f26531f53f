#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Wall-clock and thread CPU time per operation, in nanoseconds.
///
/// On a machine shared with other work, wall-clock time includes the time slices the
/// scheduler gives to other processes while the benchmark waits; the thread's CPU time does
/// not, so it is the figure that stays put from run to run (caches and memory bandwidth are
/// still shared).
struct Timing {
  /// The median wall-clock time per operation.
  var wall: Double
  /// The median CPU time of the benchmark's thread per operation.
  var cpu: Double
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// One side of an alternated comparison: how to build a fresh state (untimed) and the work
/// timed on it.
struct TimedWork<State> {
  var setup: () -> State
  var run: (inout State) -> Void
}

/// Times a baseline and a candidate in alternation, `runs` repetitions each after a warm-up
/// of both, so that both meet the same load; the medians of wall-clock and thread CPU time per
/// operation of each.
func alternatedTimings<Baseline, Candidate>(
  runs: Int, operations: Int, baseline: TimedWork<Baseline>, candidate: TimedWork<Candidate>
) -> (baseline: Timing, candidate: Timing) {
  var samples = (baseline: [(Double, Double)](), candidate: [(Double, Double)]())
  let clock = ContinuousClock()
  func time<State>(_ work: TimedWork<State>) -> (Double, Double) {
    var state = work.setup()
    let cpuStart = threadCPUNanoseconds()
    let elapsed = clock.measure { work.run(&state) }
    let cpu = threadCPUNanoseconds() - cpuStart
    blackHole(state)
    let (seconds, attoseconds) = elapsed.components
    let wall = Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    return (wall / Double(operations), cpu / Double(operations))
  }
  _ = time(baseline)
  _ = time(candidate)
  for _ in 0..<runs {
    samples.baseline.append(time(baseline))
    samples.candidate.append(time(candidate))
  }
  func medians(_ pairs: [(Double, Double)]) -> Timing {
    let walls = pairs.map(\.0).sorted()
    let cpus = pairs.map(\.1).sorted()
    return Timing(wall: walls[walls.count / 2], cpu: cpus[cpus.count / 2])
  }
  return (medians(samples.baseline), medians(samples.candidate))
}

/// One line of the report for an alternated comparison: wall clock and thread CPU time of
/// the figure and of its baseline, and the ratio of each.
func report(_ name: String, _ value: Timing, baseline: Timing, unit: String) {
  let padded = name + String(repeating: " ", count: max(0, 30 - name.count))
  func ratio(_ value: Double, _ baseline: Double) -> String {
    baseline >= value
      ? "\(format3(baseline / value))× faster" : "\(format3(value / baseline))× slower"
  }
  print(
    "\(padded) \(format3(value.wall).leftPadded(to: 9)) \(unit) (CPU \(format3(value.cpu)))"
      + "   baseline \(format3(baseline.wall).leftPadded(to: 9)) \(unit) (CPU \(format3(baseline.cpu)))"
      + "   \(ratio(value.wall, baseline.wall)) (CPU \(ratio(value.cpu, baseline.cpu)))")
}
