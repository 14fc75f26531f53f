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
    while !simulation.isAtRest, frameCount < 100_000 {
      let events = try simulation.advance(by: frames())
      frameCount += 1
      guard !events.contains(.reachedRest) else { break }
      let exact = try spring.value(
        fromValue: 0.0, toValue: 100, initialVelocity: -300, time: simulation.time)
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
      #expect(abs(restTime - reference) <= 1 / rate + 1 / 240, "\(rate) Hz")
    }
    #expect(abs(random - reference) <= 0.05 + 1 / 240, "seed \(generator.seed)")
  }

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
    simulation.target = -50
    #expect(simulation.value == position && simulation.velocity == velocity)
    let events = try simulation.advance(by: 0)
    #expect(events.contains(.retargeted))
    #expect(simulation.value == position && simulation.velocity == velocity)
    try simulation.advance(by: 0.1)
    let exact = try Self.spring.value(
      fromValue: position, toValue: -50, initialVelocity: velocity, time: 0.1)
    #expect(abs(simulation.value - exact) <= 1e-12 * 500)
    #expect(abs(simulation.time - (time + 0.1)) <= 1e-15)
  }

  @Test func injectedVelocityRestartsTheMotion() throws {
    var simulation = try Self.simulation()
    try simulation.advance(by: 10)
    #expect(simulation.isAtRest)
    try simulation.setVelocity(500)
    #expect(!simulation.isAtRest)
    let events = try simulation.advance(by: 0.05)
    #expect(events.contains(.started) && events.contains(.updated))
    let exact = try Self.spring.value(
      fromValue: 100.0, toValue: 100, initialVelocity: 500, time: 0.05)
    #expect(abs(simulation.value - exact) <= 1e-12 * 100)
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
    let crossing = try Self.spring.value(
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
    #expect(abs(RestThreshold.rotationDegrees.speed - 62.5 * 0.075) <= 1e-15)
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
    simulation.target = 0
    try observers.advance(&simulation, by: 60)
    #expect(log == ["start-or-retarget", "rest"])
  }
}
