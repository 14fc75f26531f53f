import SpringKit
import Testing
import _SpringTestSupport

@Suite struct IntegratorTests {
  static let regimes: [Double] = [0, 0.2, 1, 2.5]
  static let numerical: [Integrator] = [.semiImplicitEuler, .velocityVerlet, .rungeKutta4]

  /// The largest error over [0, 1.5 s] from (x, v) = (3, −4) toward 1, checked at the times
  /// of the coarsest grid (a maximum over time: at a single time the O(hᵖ) term may vanish).
  static func maximumError(
    _ spring: Spring, _ integrator: Integrator, steps: Int, checkEvery: Int
  ) throws -> Double {
    let step = 1.5 / Double(steps)
    let stepper = try SpringStepper(spring: spring, step: step, integrator: integrator)
    var x = 3.0
    var v = -4.0
    var worst = 0.0
    for n in 1...steps {
      stepper.advance(value: &x, velocity: &v, target: 1)
      if n % checkEvery == 0 {
        let exact = spring.value(
          fromValue: 3.0, toValue: 1, initialVelocity: -4, time: Double(n) * step)
        worst = max(worst, abs(x - exact))
      }
    }
    return worst
  }

  /// Halving the step divides the global error by about 2ᵖ.
  @Test(arguments: numerical, regimes)
  func numericalMethodsConvergeAtTheirOrder(integrator: Integrator, dampingRatio: Double) throws {
    let spring = try Spring(response: 1, dampingRatio: dampingRatio)
    let errors = try [1, 2, 4].map { refinement in
      try Self.maximumError(
        spring, integrator, steps: 100 * refinement, checkEvery: refinement)
    }
    let order = try #require(integrator.order)
    let expected = Double(1 << order)
    for (coarse, fine) in zip(errors, errors.dropFirst()) {
      let ratio = coarse / fine
      // Within 25 % of 2ᵖ: the asymptotic regime, not an exact power (higher-order terms).
      #expect(
        isClose(ratio / expected, 1, absolute: 0.25), "\(integrator) ζ=\(dampingRatio) \(errors)")
    }
  }

  /// The exact stepper is the closed form at every step, in every regime.
  @Test(arguments: regimes)
  func exactSteppingIsTheClosedForm(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.4, dampingRatio: dampingRatio)
    let stepper = try SpringStepper(spring: spring, step: 1 / 144)
    var x = 3.0
    var v = -4.0
    for n in 1...2000 {
      stepper.advance(value: &x, velocity: &v, target: 1)
      let exact = spring.value(
        fromValue: 3.0, toValue: 1, initialVelocity: -4, time: Double(n) / 144)
      #expect(isClose(x, exact, absolute: 1e-12 * 3.5), "n=\(n)")
    }
  }

  static func energy(_ spring: Spring, displacement: Double, velocity: Double) -> Double {
    0.5 * spring.mass * velocity * velocity + 0.5 * spring.stiffness * displacement * displacement
  }

  /// With c = 0 the symplectic methods keep the energy within O(h·ω₀) of its start for 10⁵
  /// steps (about 80 periods), without drift; RK4 is not symplectic and slowly loses energy.
  @Test(arguments: [Integrator.semiImplicitEuler, .velocityVerlet])
  func symplecticMethodsKeepBoundedEnergyWithoutDamping(integrator: Integrator) throws {
    let spring = try Spring(mass: 2, stiffness: 50, damping: 0)
    let step = 1e-3
    let stepper = try SpringStepper(spring: spring, step: step, integrator: integrator)
    var x = 1.0
    var v = 0.0
    let initial = Self.energy(spring, displacement: x, velocity: v)
    // ω₀ = 5 rad/s: a period is 1257 steps. Compare the first period with the last one.
    var firstPeriod = 0.0
    var lastPeriod = 0.0
    for n in 0..<100_000 {
      stepper.advance(value: &x, velocity: &v, target: 0)
      let drift = abs(Self.energy(spring, displacement: x, velocity: v) / initial - 1)
      if n < 1300 { firstPeriod = max(firstPeriod, drift) }
      if n >= 100_000 - 1300 { lastPeriod = max(lastPeriod, drift) }
    }
    let omegaH = spring.naturalFrequency * step
    #expect(firstPeriod <= omegaH, "\(integrator): relative energy error \(firstPeriod)")
    // Bounded, no drift: after 80 periods the excursion is the same as in the first one.
    #expect(isClose(lastPeriod, firstPeriod, absolute: 1e-3 * firstPeriod), "\(integrator)")
  }

  /// RK4 is not symplectic: without damping its energy decays steadily (a contrast that shows
  /// the symplectic test above can fail).
  @Test func rungeKuttaLosesEnergyWithoutDamping() throws {
    let spring = try Spring(mass: 2, stiffness: 50, damping: 0)
    let stepper = try SpringStepper(spring: spring, step: 0.05, integrator: .rungeKutta4)
    var x = 1.0
    var v = 0.0
    for _ in 0..<10_000 { stepper.advance(value: &x, velocity: &v, target: 0) }
    let energy = Self.energy(spring, displacement: x, velocity: v)
    #expect(energy < 0.99 * Self.energy(spring, displacement: 1, velocity: 0))
  }

  /// The exact solution never gains energy when c ≥ 0 (up to rounding of the energy itself).
  @Test(arguments: [0, 1e-6, 0.05, 1, 40])
  func exactEnergyNeverGrows(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.7, dampingRatio: dampingRatio, mass: 1.7)
    let stepper = try SpringStepper(spring: spring, step: 1 / 60)
    var x = 2.0
    var v = 9.0
    var previous = Self.energy(spring, displacement: x, velocity: v)
    for n in 0..<20_000 {
      stepper.advance(value: &x, velocity: &v, target: 0)
      let energy = Self.energy(spring, displacement: x, velocity: v)
      #expect(energy <= previous * (1 + 1e-13), "n=\(n)")
      previous = energy
    }
  }

  @Test func stepMustBePositiveAndFinite() {
    for step in [0, -1, Double.nan, .infinity] {
      #expect(throws: SpringError.self) {
        try SpringStepper(spring: .smooth, step: step)
      }
    }
  }
}
