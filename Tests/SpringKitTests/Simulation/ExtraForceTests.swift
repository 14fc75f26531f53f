import SpringKit
import Testing
import _SpringTestSupport

/// With an extra force the physics runs a numerical integrator at a fixed step; the display
/// interpolates and never writes back.
@Suite struct ExtraForceTests {
  /// An extra linear spring k₂ makes the motion that of a spring with k + k₂.
  @Test func anExtraLinearForceAddsStiffness() throws {
    let base = try Spring(mass: 2, stiffness: 80, damping: 6)
    let combined = try Spring(mass: 2, stiffness: 200, damping: 6)
    var simulation = try SpringSimulation(
      spring: base, value: 0.0, target: 1,
      restThreshold: RestThreshold(distance: 1e-9, speed: 1e-9),
      integrator: .rungeKutta4, step: 1.0 / 1000
    ) { value, _ in -120 * (value - 1) }
    for _ in 0..<120 {
      try simulation.advance(by: 1 / 120)
      // The display interpolates the two physics states around the frame time: linear
      // interpolation errs by up to h²/8·|ẍ| ≈ 1.25e-7 · 100 here, RK4 far less.
      let exact = combined.value(fromValue: 0.0, toValue: 1, time: simulation.time)
      #expect(isClose(simulation.value, exact, absolute: 2e-5), "t=\(simulation.time)")
    }
  }

  /// The physics only depends on the number of steps, not on the frames, so any frame rate
  /// shows the same motion (to interpolation accuracy) and no time is lost.
  @Test(arguments: [Integrator.rungeKutta4, .velocityVerlet, .semiImplicitEuler])
  func numericalPhysicsIsFrameRateIndependent(integrator: Integrator) throws {
    let drag: SpringSimulation<Double>.Force = { _, velocity in -0.5 * velocity }
    func run(rate: Double) throws -> [Double: Double] {
      var simulation = try SpringSimulation(
        spring: .bouncy, value: 0.0, target: 1,
        restThreshold: RestThreshold(distance: 1e-9, speed: 1e-9), integrator: integrator,
        step: 1.0 / 600, force: drag)
      var samples: [Double: Double] = [:]
      for frame in 1...Int(rate) {
        try simulation.advance(by: 1 / rate)
        if frame % Int(rate / 10) == 0 { samples[Double(frame) / rate] = simulation.value }
      }
      #expect(isClose(simulation.time, 1, absolute: 1e-12))
      return samples
    }
    let slow = try run(rate: 30)
    let fast = try run(rate: 240)
    for (time, value) in slow {
      let other = try #require(fast.first { isClose($0.key, time, absolute: 1e-9) }?.value)
      // Both interpolate the same physics; only the interpolation error differs (~h²·ẍ).
      #expect(isClose(value, other, absolute: 1e-3), "\(integrator) t=\(time)")
    }
  }

  @Test func aForceNeedsANumericalIntegrator() {
    #expect(throws: SpringError.self) {
      try SpringSimulation(
        spring: .smooth, value: 0.0, target: 1, integrator: .exact, force: { _, _ in 0 })
    }
  }

  /// Re-anchoring must not lose physics time: injecting the current velocity or nudging the
  /// target every frame leaves the motion where it would have been.
  @Test func retargetingAndVelocityInjectionLoseNoTime() throws {
    let drag: SpringSimulation<Double>.Force = { _, velocity in -2 * velocity }
    func make() throws -> SpringSimulation<Double> {
      try SpringSimulation(
        spring: .bouncy, value: 0.0, target: 100,
        restThreshold: RestThreshold(distance: 1e-9, speed: 1e-9), integrator: .rungeKutta4,
        step: 1.0 / 256, force: drag)
    }
    var plain = try make()
    var nudged = try make()
    var injected = try make()
    // Frames of 1/64 s are exactly four steps of 1/256 s, so the accumulator is exact and any
    // lost step would show as a difference of about |v|·h ≈ 1.
    for frame in 0..<30 {
      try plain.advance(by: 1.0 / 64)
      try nudged.setTarget(100 + (frame % 2 == 0 ? 1e-9 : 0))
      try nudged.advance(by: 1.0 / 64)
      try injected.setVelocity(injected.velocity)
      try injected.advance(by: 1.0 / 64)
    }
    #expect(isClose(nudged.value, plain.value, absolute: 1e-6))
    #expect(isClose(injected.value, plain.value, absolute: 1e-9))
    #expect(injected.time == plain.time)
  }

  /// When the step cap drops part of a long frame, the clock counts only what was simulated.
  @Test func theStepCapKeepsTheClockHonest() throws {
    var simulation = try SpringSimulation(
      spring: .smooth, value: 0.0, target: 1,
      restThreshold: RestThreshold(distance: 1e-12, speed: 1e-12), integrator: .rungeKutta4,
      step: 1.0 / 240, force: nil)
    try simulation.advance(by: 100)
    let cap = Double(SpringSimulation<Double>.maximumStepsPerFrame) / 240
    #expect(isClose(simulation.time, cap, absolute: 1e-9))
  }
}
