import SpringKit
import Testing
import _SpringTestSupport

/// Every value type moves with the same four numbers; SIMD lanes equal the scalar run.
@Suite struct ValueTypeTests {
  @Test func simdLanesEqualTheScalarComputationBitForBit() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    let spring = try Spring(mass: 1.3, stiffness: 210, damping: 7)
    for _ in 0..<200 {
      let from = SIMD4<Double>(
        .random(in: -100...100, using: &generator), .random(in: -1...1, using: &generator),
        .random(in: -1e6...1e6, using: &generator), 0)
      let to = SIMD4<Double>(repeating: .random(in: -5...5, using: &generator))
      let velocity = SIMD4<Double>(.random(in: -50...50, using: &generator), 1, -1e3, 0)
      let time = Double.random(in: 0...3, using: &generator)
      let vector = spring.value(
        fromValue: from, toValue: to, initialVelocity: velocity, time: time)
      let floats = spring.value(
        fromValue: SIMD4<Float>(from), toValue: SIMD4<Float>(to),
        initialVelocity: SIMD4<Float>(velocity), time: time)
      let vectorVelocity = spring.velocity(
        fromValue: from, toValue: to, initialVelocity: velocity, time: time)
      for lane in 0..<4 {
        let scalarVelocity = spring.velocity(
          fromValue: from[lane], toValue: to[lane], initialVelocity: velocity[lane], time: time)
        #expect(vectorVelocity[lane].bitPattern == scalarVelocity.bitPattern)
        let scalar = spring.value(
          fromValue: from[lane], toValue: to[lane], initialVelocity: velocity[lane], time: time)
        #expect(vector[lane].bitPattern == scalar.bitPattern, "seed \(generator.seed)")
        let float = spring.value(
          fromValue: Float(from[lane]), toValue: Float(to[lane]),
          initialVelocity: Float(velocity[lane]), time: time)
        #expect(floats[lane].bitPattern == float.bitPattern, "seed \(generator.seed)")
      }
    }
  }

  @Test func sampledSIMDLanesEqualSampledScalars() throws {
    let spring = Spring.snappy
    let vectors = try spring.sample(
      fromValue: SIMD3<Float>(0, 5, -3), toValue: SIMD3(1, 1, 1),
      initialVelocity: SIMD3(0, -2, 40), step: 1 / 90, count: 700)
    for lane in 0..<3 {
      let from: [Float] = [0, 5, -3]
      let velocity: [Float] = [0, -2, 40]
      let scalars = try spring.sample(
        fromValue: from[lane], toValue: Float(1), initialVelocity: velocity[lane],
        step: 1 / 90, count: 700)
      #expect(vectors.map { $0[lane] } == scalars)
    }
  }

  /// The response is linear in the initial state.
  @Test func motionIsLinearInTheInitialState() throws {
    let spring = try Spring(stiffness: 40, damping: 3)
    let response = try spring.transition(over: 0.7)
    let u = spring.value(fromValue: 2.0, toValue: 0, initialVelocity: 0, time: 0.7)
    let w = spring.value(fromValue: 0.0, toValue: 0, initialVelocity: 5, time: 0.7)
    let both = spring.value(fromValue: 2.0, toValue: 0, initialVelocity: 5, time: 0.7)
    #expect(isClose(u + w, both, absolute: 1e-15))
    #expect(
      isClose(response.a * 2, u, absolute: 1e-15) && isClose(response.b * 5, w, absolute: 1e-15))
  }

  /// The response over s then t is the response over s + t.
  @Test func responsesCompose() throws {
    let spring = try Spring(mass: 2, stiffness: 30, damping: 1)
    let composed = try spring.transition(over: 0.3).followed(by: spring.transition(over: 0.45))
    let direct = try spring.transition(over: 0.75)
    #expect(isClose(composed.a, direct.a, absolute: 1e-14))
    #expect(isClose(composed.b, direct.b, absolute: 1e-14))
    #expect(isClose(composed.c, direct.c, absolute: 1e-13))
    #expect(isClose(composed.d, direct.d, absolute: 1e-14))
    #expect(try spring.transition(over: 0) == .identity)
  }

  @Test func scalarElementaryFunctionsAreTheCLibrarys() {
    #expect(Double.exp(1) == 2.718_281_828_459_045)
    #expect(Double.log(Double.exp(2)) == 2)
    #expect(isClose(Float.sin(.pi / 2), 1, absolute: Float.ulpOfOne))
    #expect(abs(Float.cos(0) - 1) == 0)
    #expect(SIMD2<Double>(3, 4).magnitude == 5)
    #expect(!SIMD3<Float>(1, .nan, 0).isFinite)
  }
}

/// Float follows the same motion, to Float's precision.
@Suite struct FloatAccuracyTests {
  @Test(arguments: [0.0, 0.1, 1, 4])
  func floatMatchesDoubleToSinglePrecision(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.45, dampingRatio: dampingRatio)
    for step in 0...200 {
      let time = Double(step) * 0.01
      let double = spring.value(fromValue: 2.0, toValue: -1, initialVelocity: 5, time: time)
      let float = spring.value(
        fromValue: Float(2), toValue: -1, initialVelocity: 5, time: time)
      // A handful of Float roundings on a motion of scale ~3.4: well below 1e-5.
      #expect(isClose(Double(float), double, absolute: 1e-5 * 3.4), "t=\(time)")
    }
  }
}
