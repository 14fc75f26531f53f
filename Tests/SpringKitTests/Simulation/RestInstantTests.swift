import SpringKit
import Testing
import _SpringTestSupport

/// The exact rest instant: every frame rate rests on the first frame at or after the same t*,
/// which matches an independent mpmath computation (`Scripts/reference/rest_reference.py`).
@Suite struct RestInstantTests {
  static let rates: [Double] = [30, 60, 90, 120, 144, 240]

  /// One case of `rest-time.csv`, for any value type built from its two coordinates.
  struct Case {
    let row: ReferenceTable.Row
    var label: String { row.text("label") }
    var expected: Double { row.number("restTime") }
    var retargetTime: Double { row.number("retargetTime") }

    func simulation<V: SpringVector>(
      _ make: (Double, Double) -> V
    ) throws -> SpringSimulation<V> {
      var simulation = try SpringSimulation(
        spring: row.spring(), value: make(row.number("fromX"), row.number("fromY")),
        target: make(row.number("toX"), row.number("toY")),
        velocity: make(row.number("velocityX"), row.number("velocityY")),
        restThreshold: RestThreshold(distance: row.number("distance"), speed: row.number("speed")))
      simulation.clampsOvershoot = row.number("clamps") == 1
      return simulation
    }
  }

  /// Runs one case to rest with the given frames (retargeting at exactly `retargetTime`) and
  /// returns the frame times around rest: the last frame before it and the frame of rest.
  static func run<V: SpringVector>(
    _ testCase: Case, _ make: (Double, Double) -> V, frames: () -> Double
  ) throws -> (before: Double, rest: Double, settlingTime: Double?) {
    var simulation = try testCase.simulation(make)
    var elapsed = DoubleSum()
    var retarget = testCase.retargetTime > 0 ? testCase.retargetTime : nil
    var before = 0.0
    for _ in 0..<100_000 {
      var frame = frames()
      if let time = retarget, elapsed.value + frame >= time - 1e-12 {
        frame = max(0, time - elapsed.value)
      }
      before = elapsed.value
      elapsed.add(frame)
      let events = try simulation.advance(by: frame)
      if events.contains(.reachedRest) {
        #expect(simulation.value == simulation.target && simulation.velocity == .zero)
        #expect(isClose(simulation.time, elapsed.value, absolute: 1e-12))
        return (before, elapsed.value, simulation.settlingTime)
      }
      if let time = retarget, isClose(elapsed.value, time, absolute: 1e-12) {
        try simulation.setTarget(make(testCase.row.number("newToX"), testCase.row.number("newToY")))
        retarget = nil
      }
    }
    Issue.record("\(testCase.label) never came to rest")
    return (.nan, .nan, nil)
  }

  /// Checks that rest came on the first frame whose time reaches the reference t*.
  ///
  /// The instant is within 1e-9 s of the reference, or 1e-7 of it for Float vectors, whose
  /// lengths are computed in Float.
  static func checkLanding(
    _ testCase: Case, _ landing: (before: Double, rest: Double, settlingTime: Double?),
    _ context: String, tolerance: Double = 1e-9
  ) {
    let expected = testCase.expected
    let settling = landing.settlingTime ?? .nan
    #expect(
      isClose(settling, expected, absolute: tolerance), "\(testCase.label) \(context): \(settling)")
    // A frame within 1e-9 s of t* could round either way; none of the cases has one.
    #expect(landing.rest >= expected - 1e-9, "\(testCase.label) \(context) rested early")
    #expect(landing.before < expected + 1e-9, "\(testCase.label) \(context) rested late")
  }

  @Test func restLandsOnTheFirstFrameAtOrAfterTheReferenceInstant() throws {
    let table = try ReferenceTable(named: "rest-time.csv")
    #expect(table.rows.count >= 15)
    for row in table.rows {
      let testCase = Case(row: row)
      var restTimes: [Double] = []
      var sources: [(String, () -> Double)] = Self.rates.map { rate in ("\(rate) Hz", { 1 / rate })
      }
      var generator = SeededGenerator(seed: 0x5E57_1A57)
      sources.append(("jittered", { .random(in: 0.001...0.05, using: &generator) }))
      for (context, frames) in sources {
        let landing: (before: Double, rest: Double, settlingTime: Double?)
        if row.number("dimension") == 1 {
          landing = try Self.run(testCase, { x, _ in x }, frames: frames)
        } else {
          landing = try Self.run(testCase, { SIMD2<Double>($0, $1) }, frames: frames)
          if testCase.retargetTime == 0 {
            // Float vectors hold these values exactly, so t* is the same.
            let float = try Self.run(
              testCase, { SIMD2<Float>(Float($0), Float($1)) }, frames: { 1 / 90 })
            Self.checkLanding(
              testCase, float, "SIMD2<Float> 90 Hz", tolerance: 1e-7 * testCase.expected)
          }
        }
        Self.checkLanding(testCase, landing, context)
        restTimes.append(landing.rest)
      }
      // Done when: the rest times of one motion differ by at most the longest frame.
      let spread = (restTimes.max() ?? .nan) - (restTimes.min() ?? .nan)
      #expect(spread <= 0.05, "\(testCase.label): spread \(spread)")
    }
  }

  /// Stepping repeated durations with one frame's transition stays on the closed form:
  /// 24,000 frames of a lightly damped spring, runs of 3,000 equal frames (longer than
  /// `framesBetweenEvaluations`) broken by 1,000 jittered ones.
  @Test func repeatedFramesStayOnTheClosedForm() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.02)
    let scale = MotionScale(spring: spring, from: 0, to: 100, initialVelocity: 50)
    let threshold = try RestThreshold(distance: 1e-300, speed: 1e-300)
    var simulation = try SpringSimulation(
      spring: spring, value: 0.0, target: 100, velocity: 50, restThreshold: threshold)
    var generator = SeededGenerator(seed: 77)
    var elapsed = DoubleSum()
    var worst = 0.0
    var worstClock = 0.0
    for index in 0..<24_000 {
      let frame = index % 4000 < 3000 ? 1 / 240 : .random(in: 0.001...0.05, using: &generator)
      elapsed.add(frame)
      try simulation.advance(by: frame)
      let exact = spring.value(
        fromValue: 0.0, toValue: 100, initialVelocity: 50, time: elapsed.value)
      worst = max(worst, scale.positionError(simulation.value, exact))
      // The clock a stepped frame reports (anchor + repeats × frame) is the frames' sum.
      worstClock = max(worstClock, abs(simulation.time - elapsed.value))
    }
    #expect(!simulation.isAtRest)
    #expect(worst <= 1e-12, "worst \(worst)")
    #expect(worstClock <= 1e-12, "clock off by \(worstClock) s")
    // Copies are independent values: the storage behind them is copied on write.
    var copy = simulation
    copy.restThreshold = .points
    try copy.advance(by: 1 / 60)
    #expect(simulation.restThreshold.distance == 1e-300 && simulation.time < copy.time)
  }

  /// The instant follows the anchor and the threshold; numerical paths have none.
  @Test func settlingTimeFollowsAnchorsAndThresholds() throws {
    let spring = try Spring(mass: 1, stiffness: 157.9, damping: 17.6)
    var simulation = try SpringSimulation(spring: spring, value: 0.0, target: 1000)
    let first = try #require(simulation.settlingTime)
    let settling = try spring.settlingDuration(fromValue: 0.0, toValue: 1000, epsilon: 0.75)
    #expect(first >= settling)  // the speed condition can only make it later
    simulation.restThreshold = try RestThreshold(distance: 0.01, speed: 1)
    let finer = try #require(simulation.settlingTime)
    #expect(finer > first)
    try simulation.advance(by: 0.5)
    try simulation.setVelocity(2000)
    let kicked = try #require(simulation.settlingTime)
    #expect(kicked > 0.5 + finer - 0.5)
    while !simulation.isAtRest { try simulation.advance(by: 1 / 60) }
    #expect(try #require(simulation.settlingTime) == kicked)
    #expect(simulation.time - kicked < 1 / 60 && simulation.time >= kicked)

    let undamped = try SpringSimulation(
      spring: Spring(stiffness: 100, damping: 0), value: 0.0, target: 10)
    #expect(undamped.settlingTime == .infinity)
    let numerical = try SpringSimulation(
      spring: spring, value: 0.0, target: 10, integrator: .rungeKutta4, force: nil)
    #expect(numerical.settlingTime == nil)
  }

  /// A timeline starts the next simulation at the previous one's rest instant, so the
  /// sequence plays the same at every frame rate.
  @Test func timelineSequencesAtTheRestInstant() throws {
    var followers: [Double] = []
    for rate in [60.0, 144, 240] {
      var timeline = SpringTimeline<Double>()
      let circle = try timeline.add(
        SpringSimulation(spring: .smooth, value: 1, target: 1.5, restThreshold: .scale),
        start: .immediately)
      let pop = try timeline.add(
        SpringSimulation(spring: .bouncy, value: 0.4, target: 1, restThreshold: .scale),
        start: .afterRest(of: circle))
      let rest = try #require(timeline.simulations[circle].settlingTime)
      let frames = Int((rest + 0.2) * rate)
      for _ in 0..<frames { _ = try timeline.advance(by: 1 / rate) }
      #expect(timeline.simulations[pop].time > 0)
      #expect(isClose(timeline.simulations[pop].time, timeline.time - rest, absolute: 1e-12))
      let pops = timeline.simulations[pop]
      followers.append(
        Spring.bouncy.value(fromValue: 0.4, toValue: 1, time: pops.time) - pops.value)
    }
    for error in followers { #expect(abs(error) <= 1e-12) }
  }
}

/// A compensated running sum, independent of the simulation's own clock.
struct DoubleSum {
  var high = 0.0
  var low = 0.0
  var value: Double { high + low }

  mutating func add(_ x: Double) {
    let sum = high + x
    let virtual = sum - high
    low += (high - (sum - virtual)) + (x - virtual)
    high = sum
  }
}
