import SpringKit
import Testing
import _SpringTestSupport

@Suite struct SpringSimulationTests {
  static let spring = Spring.bouncy
  static let scale = MotionScale(spring: spring, from: 0, to: 100, initialVelocity: -300)

  static func simulation() throws -> SpringSimulation<Double> {
    try SpringSimulation(spring: spring, value: 0, target: 100, velocity: -300)
  }

  /// Runs to rest with the given frame durations; checks every frame against the closed form
  /// at the simulation's time and returns the rest time.
  static func runToRest(frames: () -> Double) throws -> Double {
    var simulation = try simulation()
    var frameCount = 0
    var elapsed = (high: 0.0, low: 0.0)  // the exact sum of the frames, independently
    while !simulation.isAtRest, frameCount < 100_000 {
      let frame = frames()
      let events = try simulation.advance(by: frame)
      let sum = elapsed.high + frame
      let virtualFrame = sum - elapsed.high
      elapsed = (sum, elapsed.low + (elapsed.high - (sum - virtualFrame)) + (frame - virtualFrame))
      frameCount += 1
      guard !events.contains(.reachedRest) else { break }
      #expect(isClose(simulation.time, elapsed.high + elapsed.low, absolute: 1e-15))
      let exact = spring.value(
        fromValue: 0.0, toValue: 100, initialVelocity: -300, time: elapsed.high + elapsed.low)
      #expect(scale.positionError(simulation.value, exact) <= 1e-12, "t=\(simulation.time)")
    }
    #expect(simulation.isAtRest && simulation.value == 100 && simulation.velocity == 0)
    return simulation.time
  }

  /// The displayed value is the closed form at every frame, at any frame rate, and rest comes
  /// at the same time within one frame.
  @Test func frameRateIndependence() throws {
    let rates: [Double] = [30, 60, 90, 120, 144, 240]
    var restTimes: [Double: Double] = [:]
    for rate in rates {
      restTimes[rate] = try Self.runToRest { 1 / rate }
    }
    var generator = SeededGenerator(seed: 0xF4A3_E5)
    let random = try Self.runToRest { .random(in: 0.001...0.05, using: &generator) }
    let reference = try #require(restTimes[240])
    for rate in rates {
      let restTime = try #require(restTimes[rate])
      #expect(isClose(restTime, reference, absolute: 1 / rate + 1 / 240), "\(rate) Hz")
    }
    #expect(isClose(random, reference, absolute: 0.05 + 1 / 240), "seed \(generator.seed)")
  }

  /// Regression guard: nothing in a frame depends on anything but the inputs (no clock, no
  /// global state), so two runs agree bit for bit, for Float vectors too.
  @Test func sameInputsGiveBitIdenticalOutputs() throws {
    var first = try Self.simulation()
    var second = try Self.simulation()
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<500 {
      let frame = Double.random(in: 0...0.03, using: &generator)
      try first.advance(by: frame)
      try second.advance(by: frame)
      #expect(first.value.bitPattern == second.value.bitPattern)
      #expect(first.velocity.bitPattern == second.velocity.bitPattern)
    }
  }

  @Test func restSnapsOnceAndStops() throws {
    var simulation = try Self.simulation()
    var rests = 0
    for _ in 0..<600 where try simulation.advance(by: 1 / 60).contains(.reachedRest) {
      rests += 1
    }
    #expect(rests == 1)
    #expect(simulation.value == 100 && simulation.velocity == 0)
    let time = simulation.time
    #expect(try simulation.advance(by: 1 / 60) == [])
    #expect(simulation.time == time)
  }

  @Test func longFramesCatchUpOrClamp() throws {
    var catchUp = try Self.simulation()
    let events = try catchUp.advance(by: 3600)
    #expect(events.contains(.reachedRest) && catchUp.value == 100)
    var clamped = try Self.simulation()
    clamped.longFramePolicy = .clamp(maximum: 0.064)
    try clamped.advance(by: 3600)
    #expect(clamped.time == 0.064 && !clamped.isAtRest)
  }

  @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
    var simulation = try Self.simulation()
    for _ in 0..<12 { try simulation.advance(by: 1 / 60) }
    let (position, velocity, time) = (simulation.value, simulation.velocity, simulation.time)
    try simulation.setTarget(-50)
    #expect(simulation.value == position && simulation.velocity == velocity)
    let events = try simulation.advance(by: 0)
    #expect(events.contains(.retargeted))
    #expect(simulation.value == position && simulation.velocity == velocity)
    try simulation.advance(by: 0.1)
    let exact = Self.spring.value(
      fromValue: position, toValue: -50, initialVelocity: velocity, time: 0.1)
    #expect(isClose(simulation.value, exact, absolute: 1e-12 * 500))
    #expect(isClose(simulation.time, time + 0.1, absolute: 1e-15))
  }

  @Test func injectedVelocityRestartsTheMotion() throws {
    var simulation = try Self.simulation()
    try simulation.advance(by: 10)
    #expect(simulation.isAtRest)
    try simulation.setVelocity(500)
    #expect(!simulation.isAtRest)
    let events = try simulation.advance(by: 0.05)
    #expect(events.contains(.started) && events.contains(.updated))
    let exact = Self.spring.value(
      fromValue: 100.0, toValue: 100, initialVelocity: 500, time: 0.05)
    #expect(isClose(simulation.value, exact, absolute: 1e-12 * 100))
    #expect(throws: SpringError.self) { try simulation.setVelocity(.nan) }
  }

  /// Overshoot clamping ends the motion at the first crossing of the target.
  @Test func overshootClampEndsAtTheFirstCrossing() throws {
    var simulation = try SpringSimulation(spring: Self.spring, value: 0.0, target: 100)
    simulation.clampsOvershoot = true
    var previous = simulation.value
    while !simulation.isAtRest {
      try simulation.advance(by: 1 / 120)
      #expect(simulation.value <= 100)
      #expect(simulation.value >= previous)
      previous = simulation.value
    }
    // The unclamped motion first reaches 100 within the frame before the clamp fired.
    let crossing = Self.spring.value(
      fromValue: 0.0, toValue: 100, time: simulation.time - 1 / 120)
    #expect(crossing < 100 && simulation.time < Self.spring.settlingDuration)
  }

  @Test func badFramesAreRejectedAndLeaveTheStateAlone() throws {
    var simulation = try Self.simulation()
    try simulation.advance(by: 0.1)
    let (value, time) = (simulation.value, simulation.time)
    for frame in [-0.01, .nan, .infinity] {
      #expect(throws: SpringError.self) { try simulation.advance(by: frame) }
      #expect(simulation.value == value && simulation.time == time)
    }
    #expect(throws: SpringError.self) { try RestThreshold(distance: 0, speed: 1) }
    #expect(throws: SpringError.self) { try RestThreshold(minimumVisibleChange: .nan) }
    #expect(throws: SpringError.self) {
      try SpringSimulation(spring: .smooth, value: Double.nan, target: 1)
    }
  }

  @Test func restThresholdsFollowAndroid() {
    #expect(RestThreshold.points.distance == 0.75 && RestThreshold.points.speed == 46.875)
    #expect(RestThreshold.scale.distance == 0.75 / 500)
    #expect(RestThreshold.opacity.distance == 0.75 / 256)
    #expect(isClose(RestThreshold.rotationDegrees.speed, 62.5 * 0.075, absolute: 1e-15))
  }

  @Test func eventsComeInOrder() throws {
    var simulation = try Self.simulation()
    var observers = SpringObservers<Double>()
    var log: [String] = []
    observers.on(.reachedRest) { _ in log.append("rest") }
    observers.on(.started) { _ in log.append("start A") }
    observers.on(.started) { _ in log.append("start B") }
    observers.on([.retargeted, .started]) { _ in log.append("start-or-retarget") }
    try observers.advance(&simulation, by: 1 / 60)
    #expect(log == ["start A", "start B", "start-or-retarget"])
    log = []
    try simulation.setTarget(0)
    try observers.advance(&simulation, by: 60)
    #expect(log == ["start-or-retarget", "rest"])
  }

  @Test func clampPolicyMustBePositive() throws {
    var simulation = try Self.simulation()
    for maximum in [0, -1, Double.nan] {
      simulation.longFramePolicy = .clamp(maximum: maximum)
      #expect(throws: SpringError.self) { try simulation.advance(by: 1 / 60) }
      #expect(simulation.time == 0)
    }
  }

  @Test func retargetingAtRestRestartsAndSameTargetIsANoOp() throws {
    var simulation = try Self.simulation()
    try simulation.advance(by: 60)
    #expect(simulation.isAtRest)
    try simulation.setTarget(100)
    #expect(try simulation.advance(by: 1 / 60) == [])
    try simulation.setTarget(100.5)
    let events = try simulation.advance(by: 0)
    // Half a point is within the rest distance: it snaps to the new target at once.
    #expect(events == [.started, .retargeted, .updated, .reachedRest])
    #expect(simulation.value == 100.5)
    try simulation.setVelocity(0)
    #expect(throws: SpringError.self) { try simulation.setTarget(.infinity) }
    #expect(throws: SpringError.self) {
      try SpringSimulation(spring: .smooth, value: 1e308, target: -1e308)
    }
  }

  @Test func floatVectorsAreExactToo() throws {
    var simulation = try SpringSimulation(
      spring: .snappy, value: SIMD2<Float>(0, 0), target: SIMD2(300, -120),
      restThreshold: .points)
    for _ in 0..<30 {
      try simulation.advance(by: 1 / 144)
      let exact = Spring.snappy.value(
        fromValue: SIMD2<Float>(0, 0), toValue: SIMD2(300, -120), time: simulation.time)
      #expect(simulation.value == exact)
    }
  }
}
