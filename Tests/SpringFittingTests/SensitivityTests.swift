import SpringKit
import Testing

@testable import SpringFitting

/// The analytic derivatives against central differences, through every regime and ζ = 1.
@Suite struct SensitivityTests {
  static func displacement(
    frequency: Double, ratio: Double, u0: Double, v0: Double, time: Double
  ) throws -> Double {
    let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
    let transition = try spring.transition(over: time)
    return transition.a * u0 + transition.b * v0
  }

  @Test(arguments: [0.0, 0.3, 1 - 1e-9, 1, 1 + 1e-9, 2.5])
  func derivativesMatchFiniteDifferences(ratio: Double) throws {
    let (frequency, u0, v0) = (7.0, -1.5, 4.0)
    let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
    for time in [0.0, 0.01, 0.2, 0.7, 2] {
      let transition = try spring.transition(over: time)
      let s = SpringSensitivity(
        a: transition.a, b: transition.b, time: time, frequency: frequency,
        dampingRatio: ratio, displacement: u0, velocity: v0)
      let h = 1e-6
      let dOmega =
        (try Self.displacement(frequency: frequency + h, ratio: ratio, u0: u0, v0: v0, time: time)
          - Self.displacement(frequency: frequency - h, ratio: ratio, u0: u0, v0: v0, time: time))
        / (2 * h)
      let hz = 1e-6
      let at = { (ratio: Double) in
        try Self.displacement(frequency: frequency, ratio: ratio, u0: u0, v0: v0, time: time)
      }
      // Central differences, or a second-order one-sided formula at ζ = 0 (ζ cannot go
      // negative); both err by ~h²·|∂³u| ≈ 1e-10 here.
      let dZeta =
        ratio == 0
        ? (-3 * (try at(0)) + 4 * (try at(hz)) - (try at(2 * hz))) / (2 * hz)
        : ((try at(ratio + hz)) - (try at(ratio - hz))) / (2 * hz)
      let tolerance = 1e-7
      #expect(abs(s.withFrequency - dOmega) <= tolerance, "ζ=\(ratio) t=\(time)")
      #expect(abs(s.withDampingRatio - dZeta) <= tolerance, "ζ=\(ratio) t=\(time)")
      #expect(s.withVelocity == transition.b && s.withDisplacement == transition.a)
    }
  }
}
