import SpringKit
import Testing

@Suite struct SnapRuleTests {
  let detents: SnapPoints

  init() throws { detents = try SnapPoints([0, 300, 700]) }

  @Test func nearestTakesThePointNearestTheLanding() throws {
    #expect(try detents.target(position: 320, velocity: -900, landing: -130, rule: .nearest) == 0)
    #expect(try detents.target(position: 320, velocity: 900, landing: 770, rule: .nearest) == 700)
    #expect(try detents.target(position: 320, velocity: 10, landing: 480, rule: .nearest) == 300)
    // A tie goes to the later point, as Compose's closestAnchor.
    #expect(try detents.target(position: 0, velocity: 0, landing: 500, rule: .nearest) == 700)
  }

  @Test func composeFlingsPastTheVelocityThreshold() throws {
    let rule = SnapRule.compose  // 125 units/s, half the distance
    // Fast: the next point in the direction, however close the position is to one behind.
    #expect(try detents.target(position: 301, velocity: 125, landing: 0, rule: rule) == 700)
    #expect(try detents.target(position: 299, velocity: -125, landing: 0, rule: rule) == 0)
    // A point at the position itself counts as ahead.
    #expect(try detents.target(position: 300, velocity: 5_000, landing: 0, rule: rule) == 300)
    // Past the last point: the last point.
    #expect(try detents.target(position: 800, velocity: 5_000, landing: 0, rule: rule) == 700)
  }

  @Test func composeBelowTheThresholdUsesThePositionalThreshold() throws {
    let rule = SnapRule.compose
    // Between 300 and 700 the threshold is 200 from the point behind.
    #expect(try detents.target(position: 499, velocity: 100, landing: 0, rule: rule) == 300)
    #expect(try detents.target(position: 500, velocity: 100, landing: 0, rule: rule) == 700)
    #expect(try detents.target(position: 501, velocity: -100, landing: 0, rule: rule) == 700)
    #expect(try detents.target(position: 500, velocity: -100, landing: 0, rule: rule) == 300)
    // At rest, the nearest point; the landing is not read.
    #expect(try detents.target(position: 480, velocity: 0, landing: 700, rule: rule) == 300)
    let eager = SnapRule.anchored(velocityThreshold: 1_000, positionalThreshold: 0.1)
    #expect(try detents.target(position: 340, velocity: 400, landing: 0, rule: eager) == 700)
  }

  @Test func badInputNamesTheParameter() {
    #expect(throws: SpringError(parameter: "points", value: .list([]), rule: .nonEmpty)) {
      try SnapPoints([])
    }
    #expect(
      throws: SpringError(parameter: "points[2]", value: .number(100), rule: .strictlyIncreasing)
    ) { try SnapPoints([0, 300, 100]) }
    #expect(
      throws: SpringError(parameter: "points[1]", value: .number(0), rule: .strictlyIncreasing)
    ) { try SnapPoints([0, 0]) }
    #expect(throws: SpringError(parameter: "points[1]", value: .number(.nan), rule: .finite)) {
      try SnapPoints([0, .nan])
    }
    #expect(throws: SpringError(parameter: "velocity", value: .number(.nan), rule: .finite)) {
      try detents.target(position: 0, velocity: .nan, landing: 0, rule: .nearest)
    }
    #expect(
      throws: SpringError(parameter: "velocityThreshold", value: .number(-1), rule: .nonNegative)
    ) {
      try detents.target(
        position: 0, velocity: 1, landing: 0,
        rule: .anchored(velocityThreshold: -1, positionalThreshold: 0.5))
    }
    #expect(
      throws: SpringError(
        parameter: "positionalThreshold", value: .number(1.5), rule: .unitInterval)
    ) {
      try detents.target(
        position: 0, velocity: 1, landing: 0,
        rule: .anchored(velocityThreshold: 1, positionalThreshold: 1.5))
    }
  }
}
