import SpringKit
import Testing
import _SpringTestSupport

/// A retargeted motion as layers, checked against ``SpringSimulation`` driven with the same
/// retargets (the simulation anchors a closed form at each retarget; the layers sum closed
/// forms that all start at 0 or at their delay: two independent computations).
@Suite struct RetargetedMotionTests {
  /// Springs in every regime, with retargets that interrupt the motion mid-flight.
  static let cases:
    [(response: Double, dampingRatio: Double, from: Double, to: Double, velocity: Double)] = [
      (0.5, 0.3, 0, 100, 0),  // very bouncy
      (0.4, 0.8, -20, 35, 400),
      (0.3, 1, 5, -5, -30),  // critically damped
      (0.5, 1.8, 0, 1, 2),  // overdamped
    ]

  /// Eleven retargets, some of them reversing, every 0.07 s.
  static let retargets: [Retarget] = (1...11).map { (index: Int) -> Retarget in
    let target: Int = index % 3 == 0 ? -index : 2 * index
    return Retarget(time: 0.07 * Double(index), target: Double(target))
  }

  /// The simulation's value at `times`, retargeted as `retargets` say.
  static func simulated(
    spring: Spring, from: Double, to: Double, velocity: Double, retargets: [Retarget],
    times: [Double]
  ) throws -> [Double] {
    // No rest snapping within the checked window: the threshold is far below any offset.
    let threshold = try RestThreshold(distance: 1e-300, speed: 1e-300)
    var simulation = try SpringSimulation(
      spring: spring, value: from, target: to, velocity: velocity, restThreshold: threshold)
    var anchor = 0.0
    var next = 0
    var values: [Double] = []
    for time in times {
      while next < retargets.count, retargets[next].time <= time {
        try simulation.advance(by: retargets[next].time - anchor)
        anchor = retargets[next].time
        try simulation.setTarget(retargets[next].target)
        next += 1
      }
      values.append(try simulation.advanced(by: time - anchor).value)
    }
    return values
  }

  @Test(arguments: 0..<4)
  func layersSumToTheSimulatedMotion(index: Int) throws {
    let (response, dampingRatio, from, to, velocity) = Self.cases[index]
    let spring = try Spring(response: response, dampingRatio: dampingRatio)
    let motion = try RetargetedMotion(
      spring: spring, fromValue: from, toValue: to, initialVelocity: velocity,
      retargets: Self.retargets)
    let times = (0...2000).map { Double($0) * 0.0007 }  // 0…1.4 s, past the last retarget
    let expected = try Self.simulated(
      spring: spring, from: from, to: to, velocity: velocity, retargets: Self.retargets,
      times: times)
    // Both sides add a dozen terms of size ≤ ~100 (and the simulation advances by exact
    // transitions): rounding of order 1e-14 of the scale. 1e-12 relative to the largest
    // value leaves room, and a wrong sign or delay would be off by whole units.
    let scale = max(1, expected.map { abs($0) }.max() ?? 1)
    for (time, value) in zip(times, expected) {
      let layered = motion.value(at: time)
      #expect(
        isClose(layered, value, absolute: 1e-12 * scale), "t = \(time): \(layered) vs \(value)")
    }
    #expect(motion.layers.count == 12)
    #expect(motion.finalTarget == Self.retargets[10].target)
  }

  @Test func aRetargetIsTheOldMotionPlusAScaledStepResponse() throws {
    // x(t) = x_old(t) + ΔT·s(t − t₁): s from the spring's own value(target:time:).
    let spring = Spring.bouncy
    let motion = try RetargetedMotion(
      spring: spring, fromValue: 0, toValue: 10, retargets: [Retarget(time: 0.1, target: 4)])
    for time in stride(from: 0.1, through: 2, by: 0.01) {
      let old = spring.value(fromValue: 0.0, toValue: 10.0, time: time)
      let step = spring.value(target: 1.0, time: time - 0.1)
      #expect(isClose(motion.value(at: time), old - 6 * step, absolute: 1e-13 * 10))
    }
  }

  @Test(arguments: 0..<4)
  func layerKeyframesSumWithinTheTolerance(index: Int) throws {
    let (response, dampingRatio, from, to, velocity) = Self.cases[index]
    let spring = try Spring(response: response, dampingRatio: dampingRatio)
    let motion = try RetargetedMotion(
      spring: spring, fromValue: from, toValue: to, initialVelocity: velocity,
      retargets: Self.retargets)
    let tolerance = 0.05
    let layered = try motion.layeredKeyframes(tolerance: tolerance)
    #expect(layered.errorBound <= tolerance)
    let baked = layered.baked
    let end = layered.duration + 0.5
    var worst = 0.0
    var worstBaked = 0.0
    for step in 0...40_000 {
      let time = end * Double(step) / 40_000
      let exact = motion.value(at: time)
      worst = max(worst, abs(layered.value(at: time) - exact))
      worstBaked = max(worstBaked, abs(baked.value(at: time) - exact))
    }
    #expect(worst <= tolerance)
    #expect(worstBaked <= tolerance)
    // The check can fail: with the sum of the layers' errors at stake, one layer planned for
    // the whole tolerance would not do for all of them together.
    #expect(worst > tolerance / 20)
  }

  @Test func aTinyRetargetIsLeftOutWithinItsShare() throws {
    let motion = try RetargetedMotion(
      spring: .smooth, fromValue: 0, toValue: 1,
      retargets: [Retarget(time: 0.2, target: 1 + 1e-9)])
    let layered = try motion.layeredKeyframes(tolerance: 0.001)
    #expect(layered.layers.count == 1)
  }

  @Test func badInputIsATypedError() throws {
    let cases: [([Retarget], String, SpringError.Rule)] = [
      ([Retarget(time: -0.1, target: 1)], "retargets[0].time", .retargetTimeRange),
      ([Retarget(time: .nan, target: 1)], "retargets[0].time", .retargetTimeRange),
      ([Retarget(time: 4000, target: 1)], "retargets[0].time", .retargetTimeRange),
      (
        [Retarget(time: 0.3, target: 1), Retarget(time: 0.2, target: 2)], "retargets[1].time",
        .increasingRetargetTime
      ),
      (
        [Retarget(time: 0.3, target: 1), Retarget(time: 0.3, target: 2)], "retargets[1].time",
        .increasingRetargetTime
      ),
      ([Retarget(time: 0.3, target: .nan)], "retargets[0].target", .finite),
      (
        (1...64).map { Retarget(time: Double($0), target: 0) }, "retargets", .layerBudget
      ),
    ]
    for (retargets, parameter, rule) in cases {
      let error = #expect(throws: SpringError.self) {
        try RetargetedMotion(spring: .smooth, fromValue: 0, toValue: 1, retargets: retargets)
      }
      #expect(error?.parameter == parameter)
      #expect(error?.rule == rule)
    }
    #expect(throws: SpringError.self) {
      try RetargetedMotion(spring: .smooth, fromValue: .infinity, toValue: 1, retargets: [])
    }
    // 63 retargets (64 layers) are allowed.
    _ = try RetargetedMotion(
      spring: .smooth, fromValue: 0, toValue: 1,
      retargets: (1...63).map { Retarget(time: Double($0), target: 0) })
  }
}
