import SpringKit
import Testing
import _SpringTestSupport

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
      #expect(isClose(s.withFrequency, dOmega, absolute: tolerance), "ζ=\(ratio) t=\(time)")
      #expect(isClose(s.withDampingRatio, dZeta, absolute: tolerance), "ζ=\(ratio) t=\(time)")
      #expect(s.withVelocity == transition.b && s.withDisplacement == transition.a)
    }
  }
}

/// The response table's interleaved recurrence gives exactly what one stretch at a time
/// gives: the closed form at every 128th time, the one-step transition in between.
@Suite struct ResponseTableTests {
  @Test(arguments: [1, 2, 127, 128, 129, 513, 1000, 2001])
  func theTableIsTheSequentialRecurrence(count: Int) throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.3)
    let step = 0.6 / 1000
    let table = try SpringResponseTable(spring: spring, step: step, count: count)
    let oneStep = try spring.transition(over: step)
    var row = (a: 1.0, b: 0.0)
    for index in 0..<count {
      if index % 128 == 0 {
        let exact = try spring.transition(over: Double(index) * step)
        row = (exact.a, exact.b)
      }
      #expect(table.a[index] == row.a && table.b[index] == row.b, "index \(index) of \(count)")
      row = (row.a * oneStep.a + row.b * oneStep.c, row.a * oneStep.b + row.b * oneStep.d)
    }
    #expect(table.a.count == count && table.b.count == count)
  }
}
