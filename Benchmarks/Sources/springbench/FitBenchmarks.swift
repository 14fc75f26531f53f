import Dispatch
import SpringFitting
import SpringKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Fitting: SpringFitter.fit per keyframe count, and a batch of fits on one core and on all.

/// A bouncy keyframe set with `count` values: a spring's motion from 0 to 1 over 0.6 s with a
/// deterministic wobble, in cubic mode, so every size is a real fit rather than an exact one.
func benchmarkTrack(count: Int, seed: Int = 0) throws -> KeyframeTrack<Double> {
  let spring = try Spring(response: 0.35 + 0.01 * Double(seed % 7), dampingRatio: 0.55)
  let values = (0..<count).map { index -> Double in
    let time = 0.6 * Double(index) / Double(count - 1)
    let wobble = index == 0 || index == count - 1 ? 0 : 0.01 * Double((index * 7 + seed) % 5 - 2)
    return spring.value(fromValue: 0.0, toValue: 1, time: time) + wobble
  }
  return try KeyframeTrack(values: values, duration: 0.6, calculationMode: .cubic)
}

/// Milliseconds per call: the median of `runs` timed calls after a warm-up.
func millisecondsPerFit(runs: Int, _ body: () -> Void) -> Double {
  body()
  let clock = ContinuousClock()
  var timings: [Double] = []
  for _ in 0..<runs {
    let (seconds, attoseconds) = clock.measure(body).components
    timings.append(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
  }
  timings.sort()
  return timings[timings.count / 2]
}

func benchmarkFitting() throws {
  let goal = 0.5
  print("\nSpringFitter.fit on cubic keyframes (ms per fit, median of 41; goal \(goal) ms)")
  let fitter = SpringFitter()
  for count in [4, 8, 30, 100] {
    let track = try benchmarkTrack(count: count)
    let milliseconds = millisecondsPerFit(runs: 41) {
      blackHole(try? fitter.fit(track))
    }
    let verdict = milliseconds <= goal ? "within" : "over"
    let name = "\(count) keyframes"
    print(
      name + String(repeating: " ", count: max(0, 30 - name.count))
        + " \(format3(milliseconds).leftPadded(to: 9)) ms   goal \(goal) ms   \(verdict) "
        + "(\(format3(milliseconds / goal))× the goal)")
  }

  let sets = 1000
  let tracks = try (0..<sets).map { try benchmarkTrack(count: 4 + $0 % 27, seed: $0) }
  let cores = ProcessInfoCores.active
  print("\nBatch: \(sets) keyframe sets of 4 to 30 keyframes (fits per second, median of 5)")
  // Alternate the two so that load from other processes falls on both alike.
  let clock = ContinuousClock()
  var oneCoreRuns: [Double] = []
  var allCoreRuns: [Double] = []
  for _ in 0..<5 {
    oneCoreRuns.append(
      nanoseconds(clock.measure { for track in tracks { blackHole(try? fitter.fit(track)) } }))
    allCoreRuns.append(
      nanoseconds(
        clock.measure {
          DispatchQueue.concurrentPerform(iterations: sets) { index in
            blackHole(try? fitter.fit(tracks[index]))
          }
        }))
  }
  let oneCore = oneCoreRuns.sorted()[2] / Double(sets)
  let allCores = allCoreRuns.sorted()[2] / Double(sets)
  let perSecond = { (nanoseconds: Double) in format3(1e9 / nanoseconds) }
  print(
    "concurrentPerform, \(cores) cores".padded(to: 30)
      + " \(perSecond(allCores).leftPadded(to: 9)) fits/s   1 core "
      + "\(perSecond(oneCore).leftPadded(to: 9)) fits/s   \(format3(oneCore / allCores))× "
      + "the throughput")
}

/// A duration in nanoseconds.
func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
}

/// The number of cores Dispatch spreads work over, without Foundation.
enum ProcessInfoCores {
  /// The processors online, from `sysconf`.
  static var active: Int {
    #if canImport(Glibc)
    Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #elseif canImport(Darwin)
    Int(sysconf(_SC_NPROCESSORS_ONLN))
    #else
    1
    #endif
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
