import SpringKit
import Testing

/// Bend offsets from motion: the lag behind the target, and the gap between two springs.
@Suite struct LagBendOutlineTests {
  static let spring = Spring.bouncy

  /// Lag is target − value per axis, and only positive components are scaled.
  @Test func lagSignAndPositiveScaling() {
    let lag = LagBend.offset(target: [10, 20], value: [14, 5], positiveScale: 0.2)
    #expect(lag == [-4, 3])
    #expect(LagBend.offset(target: [0, 0], value: [0, 0], positiveScale: 0.2) == .zero)
    #expect(LagBend.offset(target: [1, -2], value: [3, -7], positiveScale: 1) == [-2, 5])
  }

  /// A menu sliding up toward its target (below it, larger y) has a negative offset and its
  /// top edge bulges up; once it overshoots above the target the offset turns positive and
  /// the top edge dips in.
  @Test func signConventionOfAMenuMovingUp() throws {
    var bend = try LagBend(
      simulation: SpringSimulation(spring: Self.spring, value: [0, 600], target: [0, 400]))
    try bend.advance(by: 1.0 / 60)
    #expect(bend.simulation.value.y > 400)
    #expect(bend.offset.y < 0)
    let rising = try BendableOutline(
      width: 300, height: 200, offsets: .hokusai(vertical: bend.offset.y))
    #expect(rising.bounds.minY < 0)  // bulges above the top edge
    var overshot = false
    while !bend.isAtRest {
      try bend.advance(by: 1.0 / 60)
      if bend.simulation.value.y < 400 {
        overshot = true
        #expect(bend.offset.y > 0)
        let dipping = try BendableOutline(
          width: 300, height: 200, offsets: .hokusai(vertical: bend.offset.y))
        #expect(dipping.bounds.minY == 0)
        #expect(dipping.topEdge.point(at: 0.5).y > 0)  // the middle of the top edge dips
      }
    }
    #expect(overshot)
  }

  /// The motion ends by rest detection: the value snaps to the target and the offset is
  /// exactly 0 on the frame that reports rest, never by waiting for a float to reach 0.
  @Test func restDetectionEndsTheMotion() throws {
    var bend = try LagBend(
      simulation: SpringSimulation(spring: Self.spring, value: [0, 667], target: [0, 443]),
      positiveScale: LagBend.hokusaiPositiveScale)
    var frames = 0
    var lastEvents: SpringEvents = []
    while !bend.isAtRest {
      #expect(bend.offset != .zero)
      lastEvents = try bend.advance(by: 1.0 / 60)
      frames += 1
      #expect(frames < 600)
    }
    #expect(lastEvents.contains(.reachedRest))
    #expect(bend.offset == .zero)
    #expect(bend.simulation.value == [0, 443])
  }

  /// A negative scale is a bad input.
  @Test func invalidScaleThrows() throws {
    let simulation = try SpringSimulation(spring: Self.spring, value: SIMD2(0, 0), target: [1, 1])
    #expect(throws: SpringError.self) { try LagBend(simulation: simulation, positiveScale: -1) }
    #expect(throws: SpringError.self) { try LagBend(simulation: simulation, positiveScale: .nan) }
  }

  /// Retargeting keeps the drawn value continuous, so the offset jumps by exactly the
  /// target's move.
  @Test func retargetingJumpsTheOffsetByTheTargetMove() throws {
    var bend = try LagBend(
      simulation: SpringSimulation(spring: Self.spring, value: [0, 0], target: [100, 0]))
    try bend.advance(by: 0.1)
    let before = bend.offset
    try bend.setTarget([150, 0])
    // Exact up to the rounding of two subtractions near 50.
    #expect((bend.offset - before - [50, 0]).magnitude <= 4 * (50.0).ulp)
  }

  /// Two springs: the offset is the follower's closed form minus the view's, on both axes,
  /// and it is exactly 0 once both rest.
  @Test func twoSpringOffsetFollowsTheClosedForms() throws {
    let view = try UIKitParameters(duration: 0.5, dampingRatio: 0.9).spring()
    let dummy = try UIKitParameters(duration: 0.5, dampingRatio: 0.7).spring()
    let start = SIMD2<Double>(40, 400)
    let target = SIMD2<Double>(0, 100)
    let viewVelocity = 0.9 * (target - start)
    let dummyVelocity = 0.8 * (target - start)
    var bend = try TwoSpringBend(
      primary: view, secondary: dummy, value: start, target: target,
      primaryVelocity: viewVelocity, secondaryVelocity: dummyVelocity)
    var frame = 0
    while !bend.isAtRest {
      frame += 1
      try bend.advance(by: 1.0 / 60)
      let time = bend.primary.time
      guard !bend.primary.isAtRest, !bend.secondary.isAtRest else { continue }
      let expected =
        dummy.value(
          fromValue: start, toValue: target, initialVelocity: dummyVelocity, time: time)
        - view.value(fromValue: start, toValue: target, initialVelocity: viewVelocity, time: time)
      // Both sides are the same closed form at the same (compensated) time: rounding only.
      #expect((bend.offset - expected).magnitude <= 1e-9 * 300, "frame \(frame)")
      #expect(frame < 600)
    }
    #expect(bend.offset == .zero)
    #expect(bend.primary.value == target && bend.secondary.value == target)
  }

  /// The same spring twice gives no bend at all.
  @Test func identicalSpringsDoNotBend() throws {
    var bend = try TwoSpringBend(
      primary: .snappy, secondary: .snappy, value: [0, 0], target: [10, -30])
    while !bend.isAtRest {
      try bend.advance(by: 1.0 / 120)
      #expect(bend.offset == .zero)
    }
  }
}
