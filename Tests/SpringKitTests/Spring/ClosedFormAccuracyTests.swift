import SpringKit
import Testing
import _SpringTestSupport

/// The closed form against the 60-digit mpmath reference (`Tests/ReferenceData/closed-form.csv`).
@Suite struct ClosedFormAccuracyTests {
  /// The promise of the core issue: 1e-12 on the motion's scale.
  ///
  /// It holds for ζ from 0 to 1e6, ω₀ from 0.01 to 1e4 rad/s and t up to 1e6 s. Double rounding
  /// alone contributes ~1e-16 per operation.
  static let tolerance = 1e-12

  @Test func positionsAndVelocitiesMatchTheReference() throws {
    let table = try ReferenceTable(named: "closed-form.csv")
    #expect(table.rows.count > 3000)
    for row in table.rows {
      let spring = try row.spring()
      let from = row.number("from")
      let to = row.number("to")
      let v0 = row.number("initialVelocity")
      let time = row.number("time")
      let scale = MotionScale(spring: spring, from: from, to: to, initialVelocity: v0)
      let x = spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: time)
      let v = spring.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: time)
      let positionError = scale.positionError(x, row.number("position"))
      let velocityError = scale.velocityError(v, row.number("velocity"))
      #expect(positionError <= Self.tolerance, "\(row) t=\(time) x=\(x)")
      #expect(velocityError <= Self.tolerance, "\(row) t=\(time) v=\(v)")
      #expect(x.isFinite && v.isFinite, "\(row) t=\(time)")
    }
  }

  /// No branch may jump at ζ = 1 ± 1e-9: the motion is continuous in ζ, so springs either side
  /// of critical must agree with it to O(1e-9) (the physical difference), not O(1).
  @Test(arguments: [1 - 1e-9, 1 - 1e-12, 1 + 1e-12, 1 + 1e-9])
  func motionIsContinuousThroughCriticalDamping(dampingRatio: Double) throws {
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20)
    let nearby = try Spring(mass: 1, stiffness: 100, damping: 20 * dampingRatio)
    for time in stride(from: 0.0, through: 2.0, by: 0.01) {
      let expected = critical.value(
        fromValue: 2.0, toValue: -1, initialVelocity: 40, time: time)
      let actual = nearby.value(fromValue: 2.0, toValue: -1, initialVelocity: 40, time: time)
      #expect(isClose(actual, expected, absolute: 20 * abs(dampingRatio - 1) + 1e-14), "t=\(time)")
    }
  }
}
