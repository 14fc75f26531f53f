import SpringKit
import Testing
import _SpringTestSupport

/// Lsq2 and Impulse against the exact-arithmetic port of Compose's tracker,
/// `Scripts/reference/velocity_reference.py` (mpmath, 50 digits, on the same doubles).
@Suite struct VelocityReferenceTests {
  /// A trace of `velocity-traces.csv`: times in seconds, one or two axes.
  struct Trace {
    var times: [Double] = []
    var xs: [Double] = []
    var ys: [Double] = []
  }

  static func traces() throws -> [String: Trace] {
    var traces: [String: Trace] = [:]
    for row in try ReferenceTable(named: "velocity-traces.csv").rows {
      var trace = traces[row.text("label"), default: Trace()]
      trace.times.append(row.number("time"))
      trace.xs.append(row.number("x"))
      if !row.text("y").isEmpty { trace.ys.append(row.number("y")) }
      traces[row.text("label")] = trace
    }
    return traces
  }

  /// Whether a velocity is within 1e-9 of the larger of the reference and the trace's speed.
  ///
  /// The reference is exact; SpringKit rounds the times relative to the newest
  /// sample (exact by Sterbenz's lemma), the positions relative to the newest, and solves a
  /// 3-column least-squares problem on times scaled to [−1, 0] (condition number below 1e3
  /// for these windows), so its error is a few 1e-13 of the speeds involved. The speed scale
  /// covers velocities near 0 (a reversal), where a relative bound on the velocity alone
  /// would ask for digits the problem does not have.
  static func isWithinReference(_ actual: Double, _ expected: Double, scale: Double) -> Bool {
    isClose(actual, expected, absolute: 1e-9 * max(abs(expected), scale))
  }

  @Test func lsq2AndImpulseMatchThePortOfCompose() throws {
    let traces = try Self.traces()
    let rows = try ReferenceTable(named: "velocity-reference.csv").rows
    #expect(rows.count == 2 * traces.count)
    for row in rows {
      let trace = try #require(traces[row.text("label")], "\(row)")
      let strategy = try #require(VelocityStrategy(rawValue: row.text("strategy")), "\(row)")
      let scale = row.number("scale")
      let count = Int(row.text("count"))
      if trace.ys.isEmpty {
        let tracker = try VelocityTracker(
          zip(trace.times, trace.xs).map { PointerSample(time: $0, position: $1) })
        let estimate = tracker.estimate(strategy: strategy)
        #expect(estimate.sampleCount == count, "\(row) \(strategy)")
        #expect(
          Self.isWithinReference(estimate.velocity, row.number("vx"), scale: scale),
          "\(row) \(strategy) \(estimate.velocity)")
      } else {
        let samples = trace.times.indices.map {
          PointerSample(time: trace.times[$0], position: SIMD2(trace.xs[$0], trace.ys[$0]))
        }
        let estimate = try VelocityTracker(samples).estimate(strategy: strategy)
        #expect(estimate.sampleCount == count, "\(row) \(strategy)")
        #expect(
          Self.isWithinReference(estimate.velocity.x, row.number("vx"), scale: scale),
          "\(row) \(strategy) \(estimate.velocity)")
        #expect(
          Self.isWithinReference(estimate.velocity.y, row.number("vy"), scale: scale),
          "\(row) \(strategy) \(estimate.velocity)")
      }
    }
  }

  /// Compose's own output, emulated in `Float` by the script for the traces at whole
  /// milliseconds, is SpringKit's within float rounding: Gram–Schmidt in `Float` (ε = 6e-8)
  /// on times up to 100 ms and their squares loses up to about 1e-5 of the speed here (7e-6
  /// at most) and up to 1e-4 for positions near 1,500 px; the bound is 1e-4 of the larger of
  /// the velocity and the trace's speed.
  @Test func composeFloatOutputIsWithinFloatRounding() throws {
    let traces = try Self.traces()
    let rows = try ReferenceTable(named: "velocity-reference.csv").rows.filter {
      !$0.text("composeX").isEmpty
    }
    #expect(rows.count >= 20)
    for row in rows {
      let trace = try #require(traces[row.text("label")], "\(row)")
      let strategy = try #require(VelocityStrategy(rawValue: row.text("strategy")), "\(row)")
      let vy = trace.ys.isEmpty ? 0 : abs(row.number("vy"))
      let bound = 1e-4 * max(abs(row.number("vx")), vy, row.number("scale"))
      if trace.ys.isEmpty {
        let tracker = try VelocityTracker(
          zip(trace.times, trace.xs).map { PointerSample(time: $0, position: $1) })
        let velocity = tracker.velocity(strategy: strategy)
        #expect(isClose(velocity, row.number("composeX"), absolute: bound), "\(row) \(strategy)")
      } else {
        let samples = trace.times.indices.map {
          PointerSample(time: trace.times[$0], position: SIMD2(trace.xs[$0], trace.ys[$0]))
        }
        let velocity = try VelocityTracker(samples).velocity(strategy: strategy)
        #expect(isClose(velocity.x, row.number("composeX"), absolute: bound), "\(row)")
        #expect(isClose(velocity.y, row.number("composeY"), absolute: bound), "\(row)")
      }
    }
  }

  /// The reference check can fail: a velocity one part in 1e8 off the reference is refused.
  @Test func theToleranceRefusesAnError() {
    #expect(!Self.isWithinReference(2_500 * (1 + 1e-8), 2_500, scale: 2_500))
    #expect(Self.isWithinReference(2_500 * (1 + 1e-12), 2_500, scale: 2_500))
  }

  /// A 2-D trace's velocity is, lane by lane, the velocity of each axis tracked alone (Compose
  /// runs one 1-D tracker per axis).
  @Test(arguments: VelocityStrategy.allCases)
  func planarVelocityIsTheVelocityPerAxis(strategy: VelocityStrategy) throws {
    let trace = try #require(try Self.traces()["recorded-like flick"])
    let planar = try VelocityTracker(
      trace.times.indices.map {
        PointerSample(time: trace.times[$0], position: SIMD2(trace.xs[$0], trace.ys[$0]))
      })
    let xs = try VelocityTracker(
      zip(trace.times, trace.xs).map { PointerSample(time: $0, position: $1) })
    let ys = try VelocityTracker(
      zip(trace.times, trace.ys).map { PointerSample(time: $0, position: $1) })
    let velocity = planar.velocity(strategy: strategy)
    // Lsq2 and Impulse are computed per axis and agree bit for bit; the robust default decides
    // on the tail with the 2-D speed, which here keeps every sample as each axis does.
    #expect(velocity.x == xs.velocity(strategy: strategy))
    #expect(velocity.y == ys.velocity(strategy: strategy))
  }
}
