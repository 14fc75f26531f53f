import SpringKit
import Testing
import _SpringTestSupport

@Suite struct KeyframeTrackTests {
  @Test func linearInterpolatesBetweenKeyTimes() throws {
    let track = try KeyframeTrack(values: [0.0, 10, 20], keyTimes: [0, 0.25, 1], duration: 2)
    #expect(track.value(at: 0) == 0)
    #expect(track.value(at: 0.25) == 5)  // progress 0.125: half of the first segment
    #expect(track.value(at: 1.25) == 15)  // progress 0.625: half of the second
    #expect(track.value(at: 2) == 20 && track.value(at: 99) == 20 && track.value(at: -1) == 0)
  }

  /// The shine button's pop in cubic mode: Catmull-Rom with phantom end points.
  @Test func cubicIsCatmullRomWithPhantomEnds() throws {
    let pop = try KeyframeTrack(values: [0.4, 1, 0.9, 1], duration: 1, calculationMode: .cubic)
    // Segment 0 at s = 1/2: h00 = h01 = 1/2, h10 = 1/8, h11 = −1/8;
    // D₀ = (P₁ − P₀)/2 = 0.3 (phantom P₋₁ = P₀), S₁ = (P₂ − P₀)/2 = 0.25.
    #expect(isClose(pop.value(at: 1.0 / 6), 0.706_25, absolute: 1e-15))
    for (index, value) in pop.values.enumerated() {
      #expect(isClose(pop.value(at: Double(index) / 3), value, absolute: 1e-15))
    }
    // C¹ at an interior keyframe (equal segment lengths): one-sided slopes agree.
    let h = 1e-6
    let left = (pop.value(at: 1.0 / 3) - pop.value(at: 1.0 / 3 - h)) / h
    let right = (pop.value(at: 1.0 / 3 + h) - pop.value(at: 1.0 / 3)) / h
    #expect(isClose(left, right, absolute: 1e-4))
    // The tangent (P₂ − P₀)/2 per segment, at 3 segments a second.
    #expect(isClose(right, 3 * 0.25, absolute: 1e-4))
  }

  @Test func tensionContinuityAndBiasShapeTheTangents() throws {
    let tight = try KeyframeTrack(
      values: [0.0, 1, 0], duration: 1, calculationMode: .cubic, tensions: [1, 1, 1])
    // Tension 1 zeroes every tangent: the segment is the smoothstep 3s² − 2s³.
    #expect(isClose(tight.value(at: 0.25), 0.5, absolute: 1e-15))
    #expect(isClose(tight.value(at: 0.125), (3 * 0.0625 - 2 * 0.015625), absolute: 1e-15))
  }

  @Test func discreteHoldsEachValue() throws {
    let track = try KeyframeTrack(
      values: [1.0, 2, 3], keyTimes: [0, 0.5, 0.75, 1], duration: 1, calculationMode: .discrete)
    #expect(track.value(at: 0.49) == 1 && track.value(at: 0.5) == 2 && track.value(at: 0.6) == 2)
    #expect(track.value(at: 0.75) == 3 && track.value(at: 1) == 3)
    let even = try KeyframeTrack(values: [1.0, 2], duration: 1, calculationMode: .discrete)
    #expect(even.keyTimes == [0, 0.5, 1])
  }

  @Test func pacedModesSpaceKeyTimesByDistance() throws {
    let paced = try KeyframeTrack(
      values: [0.0, 1, 3], keyTimes: [0, 0.9, 1], duration: 1, calculationMode: .paced)
    #expect(paced.keyTimes == [0, 1.0 / 3, 1])
    #expect(isClose(paced.value(at: 0.5), 1.5, absolute: 1e-15))  // even pace: 3 units per second
    let still = try KeyframeTrack(values: [2.0, 2, 2], duration: 1, calculationMode: .cubicPaced)
    #expect(still.keyTimes == [0, 0.5, 1])
    let planar = try KeyframeTrack(
      values: [SIMD2<Double>(0, 0), SIMD2(3, 4), SIMD2(3, 5)], duration: 1,
      calculationMode: .paced)
    #expect(planar.keyTimes == [0, 5.0 / 6, 1])
  }

  @Test func vectorsInterpolateComponentWise() throws {
    let track = try KeyframeTrack(
      values: [SIMD3<Float>(0, 0, 0), SIMD3(2, 4, -8)], duration: 0.5)
    #expect(track.value(at: 0.125) == SIMD3(0.5, 1, -2))
    #expect(track.sample(count: 3) == [SIMD3(0, 0, 0), SIMD3(1, 2, -4), SIMD3(2, 4, -8)])
  }

  @Test func invalidDefinitionsNameTheFieldAndEntry() {
    let cases: [(() throws(KeyframeError) -> KeyframeTrack<Double>, String)] = [
      (
        { () throws(KeyframeError) in try KeyframeTrack(values: [1], duration: 1) },
        "values has 1 entry; at least 2 are needed"
      ),
      (
        { () throws(KeyframeError) in try KeyframeTrack(values: [0, .nan], duration: 1) },
        "values[1] is not finite"
      ),
      (
        { () throws(KeyframeError) in try KeyframeTrack(values: [0, 1], duration: 0) },
        "duration is 0.0; it must be finite and greater than 0"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(values: [0, 1, 2], keyTimes: [0, 1], duration: 1)
        },
        "keyTimes has 2 entries; 3 are needed"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(values: [0, 1, 2], keyTimes: [0.1, 0.5, 1], duration: 1)
        },
        "keyTimes[0] is 0.1; keyTimes must start at 0"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(values: [0, 1, 2], keyTimes: [0, 0.5, 0.9], duration: 1)
        },
        "keyTimes[2] is 0.9; keyTimes must end at 1"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(values: [0, 1, 2, 3], keyTimes: [0, 0.5, 0.25, 1], duration: 1)
        },
        "keyTimes[2] is 0.25, less than the entry before it (0.5): keyTimes must not decrease"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(values: [0, 1, 2], duration: 1, calculationMode: .cubic, biases: [0])
        },
        "biasValues has 1 entry; 3 are needed"
      ),
      (
        { () throws(KeyframeError) in
          try KeyframeTrack(
            values: [0, 1, 2], duration: 1, timingFunctions: [TimingFunction.easeIn])
        },
        "timingFunctions has 1 entry; 2 are needed"
      ),
    ]
    for (make, message) in cases {
      do {
        _ = try make()
        Issue.record("expected: \(message)")
      } catch {
        #expect(error.description == message)
      }
    }
  }

  /// A popular library ships 6 keyTimes for 5 values; Core Animation appears to ignore them.
  @Test func miscountedKeyTimesCanBeIgnored() throws {
    let keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1.0]
    #expect(throws: KeyframeError.self) {
      try KeyframeTrack(values: [0.0, 1, 2, 3, 4], keyTimes: keyTimes, duration: 1)
    }
    let lenient = try KeyframeTrack(
      values: [0.0, 1, 2, 3, 4], keyTimes: keyTimes, duration: 1, ignoresMiscountedKeyTimes: true)
    #expect(lenient.keyTimes == [0, 0.25, 0.5, 0.75, 1])
  }
}
