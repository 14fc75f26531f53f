import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

@Suite struct SpringFitterTests {
  /// Samples of a known spring (no noise) give back its parameters to 1e-9 relative.
  ///
  /// The samples stop before the spring settles, so the target is fitted too.
  @Test(arguments: [(12.0, 0.3, 5.0), (30, 0.9, -40), (8, 1, 0), (20, 2.5, 15), (5, 0.05, 2)])
  func recoversAKnownSpringFromSamples(frequency: Double, ratio: Double, velocity: Double) throws {
    let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
    let times = (0..<12).map { Double($0) * 0.06 }
    let values = times.map {
      spring.value(fromValue: 0.0, toValue: 1, initialVelocity: velocity, time: $0)
    }
    var options = FitOptions()
    options.fitsEndpoints = true
    let fit = try SpringFitter(options: options).fit(times: times, values: values)
    #expect(isClose(fit.spring.naturalFrequency / frequency, 1, absolute: 1e-9), "\(fit.spring)")
    #expect(isClose(fit.spring.dampingRatio, ratio, absolute: 1e-9 * max(ratio, 1)))
    #expect(isClose(fit.initialVelocity, velocity, absolute: 1e-9 * max(abs(velocity), frequency)))
    #expect(fit.rmsError <= 1e-10 && fit.verdict == .good)
  }

  /// The shine button's pop: RMS 0.051 at ζ 0.86, and no damped spring makes that shape
  /// because the second swing outgrows the first.
  ///
  /// The issue expected ω₀ ≈ 45 rad/s and v₀ ≈ 0; under DESIGN.md's cubic semantics the global
  /// optimum (confirmed by scipy from 30 starts, `fit-reference.csv`) is ω₀ 33.86 rad/s,
  /// ζ 0.8555, v₀ −3.456 per second, RMS 0.05106 over the keyframes' duration. The verdict
  /// names the keyframes that make it impossible, not the cubic curve's own small overshoot
  /// (0.0217 above 1 between the keyframes at 1 and 0.9), which nobody wrote.
  @Test func theScalePopHasNoSpring() throws {
    let pop = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    var options = FitOptions()
    options.window = .keyframesOnly
    let fit = try SpringFitter(options: options).fit(pop)
    #expect(
      isClose(fit.spring.naturalFrequency, 33.862, absolute: 1e-3), "\(fit.spring.naturalFrequency)"
    )
    #expect(
      isClose(fit.spring.dampingRatio, 0.855_54, absolute: 1e-5), "\(fit.spring.dampingRatio)")
    #expect(abs(fit.initialVelocity + 3.4559) <= 1e-3, "\(fit.initialVelocity)")
    #expect(isClose(fit.rmsError, 0.051_06, absolute: 1e-5), "\(fit.rmsError)")
    guard case .noSpringReproducesThis(let reason) = fit.verdict else {
      Issue.record("verdict \(fit.verdict)")
      return
    }
    // The reason's facts; SpringFormats words them (FitNoteSentenceTests).
    guard case .swingsGrow(let growth) = reason else {
      Issue.record("reason \(reason)")
      return
    }
    #expect(growth.isKeyframes && growth.target == 1)
    #expect(growth.earlier.isPeak && growth.earlier.value == 1)
    #expect(isClose(growth.earlier.time, 1.0 / 9, absolute: 1e-12))
    #expect(!growth.later.isPeak && growth.later.value == 0.9)
    #expect(isClose(growth.later.time, 2.0 / 9, absolute: 1e-12))
    // The default window gives the same verdict, and the interpolation's overshoot is no
    // swing in it.
    let held = try SpringFitter().fit(pop)
    #expect(held.verdict == fit.verdict)
  }

  /// Global: no worse than the best of 30 random starts of the same optimiser.
  @Test func beatsThirtyRandomStarts() throws {
    var generator = SeededGenerator(seed: 0xF17)
    for _ in 0..<3 {
      let values =
        [0.0] + (0..<5).map { _ in Double.random(in: 0.5...1.5, using: &generator) }
        + [1.0]
      let track = try KeyframeTrack(values: values, duration: 0.8, calculationMode: .cubic)
      let fitter = SpringFitter()
      let fit = try fitter.fit(track)
      // The same objective, built independently: the curve over 0.8 s, then 1 held to 1.6 s.
      let count = 2 * SpringFitter.comparisonCount - 1
      let step = 0.8 / Double(SpringFitter.comparisonCount - 1)
      let problem = FitProblem(
        times: (0..<count).map { Double($0) * step },
        values: (0..<count).map {
          $0 >= SpringFitter.comparisonCount - 1 ? 1 : track.value(at: Double($0) * step)
        },
        uniformStep: step, from: 0, to: 1, dataPoints: values.count)
      let model = FitModel(problem: problem, options: FitOptions())
      var best = Double.infinity
      for _ in 0..<30 {
        let start = FitParameters(
          frequency: .random(in: 1...100, using: &generator),
          dampingRatio: .random(in: 0.02...3, using: &generator),
          velocity: .random(in: -20...20, using: &generator), from: 0, to: 1)
        best = min(best, model.levenbergMarquardt(from: start).cost)
      }
      let rms = (2 * best / Double(count)).squareRoot()
      #expect(fit.rmsError <= rms * (1 + 1e-6) + 1e-12, "seed \(generator.seed) \(values)")
    }
  }

  @Test func fixedParametersStayFixed() throws {
    let pop = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    var options = FitOptions()
    options.dampingRatio = 1
    options.initialVelocity = 0
    let fit = try SpringFitter(options: options).fit(pop)
    #expect(fit.spring.regime == .criticallyDamped && fit.initialVelocity == 0)
    options = FitOptions()
    options.response = 0.5
    let fixedResponse = try SpringFitter(options: options).fit(pop)
    #expect(isClose(fixedResponse.spring.response, 0.5, absolute: 1e-12))
  }

  /// Three keyframes for three free parameters (ζ, the response and the initial velocity):
  /// many springs pass through them.
  @Test func fewKeyframesAreFlaggedAsUnderdetermined() throws {
    let fit = try SpringFitter().fit(times: [0, 0.1, 0.3], values: [0, 1.1, 1])
    #expect(
      fit.notes.contains(.fewerPointsThanParameters(points: 3, components: 1, freeParameters: 3)),
      "\(fit.notes)")
  }

  @Test func badSamplesAreRejected() {
    let fitter = SpringFitter()
    #expect(throws: FitError.mismatchedCounts(times: 2, values: 3)) {
      try fitter.fit(times: [0, 1], values: [0, 1, 2])
    }
    #expect(throws: FitError.tooFewPoints(1)) { try fitter.fit(times: [0], values: [0]) }
    #expect(throws: FitError.notFinite(field: "values", index: 1)) {
      try fitter.fit(times: [0, 1], values: [0, .nan])
    }
    #expect(throws: FitError.timesNotIncreasing(index: 2)) {
      try fitter.fit(times: [0, 1, 1], values: [0, 1, 2])
    }
    var options = FitOptions()
    options.dampingRatio = -1
    #expect(throws: FitError.self) {
      try SpringFitter(options: options).fit(times: [0, 1], values: [0, 1])
    }
  }
}

/// The comparison covers what the user sees: the keyframes, then their last value held.
@Suite struct FitWindowTests {
  /// A linear 0 → 1 over 0.5 s: over the keyframes alone, an almost undamped spring with
  /// ω₀ → 0 matches it exactly (x = v₀·t) and would never stop; with the held tail the fit
  /// is a spring that rests by 1 s, and the verdict is no longer good.
  @Test func aLinearRampNeedsASpringThatStops() throws {
    let ramp = try KeyframeTrack(values: [0.0, 1], duration: 0.5)
    var options = FitOptions()
    options.window = .keyframesOnly
    let cut = try SpringFitter(options: options).fit(ramp)
    #expect(cut.rmsError <= 1e-9 && cut.spring.settlingDuration > 1e6)
    #expect(cut.window == .keyframesOnly && cut.holdStart == nil && cut.times.last == 0.5)
    let held = try SpringFitter().fit(ramp)
    #expect(held.window == .keyframesThenHeld && held.holdStart == 0.5 && held.times.last == 1)
    #expect(held.times.count == 2 * SpringFitter.comparisonCount - 1)
    #expect(held.data.suffix(SpringFitter.comparisonCount).allSatisfy { $0 == 1 })
    #expect(held.spring.settlingDuration < 2, "\(held.spring)")
    #expect(held.verdict != .good)
    // The verdict's time check reads the real motion: the band-settling time is where the
    // motion last leaves 2 % of the range, checked on a dense independent sampling.
    let settle = held.bandSettlingTime
    let after = (1...400).map { index in
      held.spring.value(
        fromValue: held.from, toValue: held.to, initialVelocity: held.initialVelocity,
        time: settle * (1 + Double(index) / 100))
    }
    #expect(after.allSatisfy { isClose($0, 1, absolute: 0.02) })
    let before = held.spring.value(
      fromValue: held.from, toValue: held.to, initialVelocity: held.initialVelocity,
      time: settle * (1 - 1e-6))
    #expect(abs(before - 1) > 0.02 * (1 - 1e-6))
  }

  /// An ease-in over 0.3 s: over the keyframes alone the best spring is undamped (ζ ≈ 0,
  /// "good"); with the tail it must come to rest, it cannot within 2 % by 0.6 s, and the note
  /// says until when it moves and how far from 1 it is after the keyframes end.
  @Test func anEaseInIsNotGoodWhenTheSpringKeepsMoving() throws {
    let easeIn = try KeyframeTrack(
      values: [0.0, 1], duration: 0.3, timingFunctions: [.easeIn])
    var options = FitOptions()
    options.window = .keyframesOnly
    let cut = try SpringFitter(options: options).fit(easeIn)
    #expect(cut.spring.dampingRatio < 1e-6)
    let held = try SpringFitter().fit(easeIn)
    #expect(held.spring.dampingRatio > 0.3)
    #expect(held.verdict != .good)
    #expect(held.bandSettlingTime > 0.6)
    let note = try #require(
      held.notes.lazy.compactMap { note -> FitPlayedOn? in
        guard case .keepsMoving(let played) = note else { return nil }
        return played
      }.first)
    #expect(note.duration == 0.3 && !note.isCutOff && note.target == 1)
    #expect(note.settlingTime == held.bandSettlingTime)
  }

  /// The tail is a time scale like the keyframes: the same track k times slower fits the
  /// spring with ω₀/k, with the same errors.
  @Test func theWindowScalesWithTheDuration() throws {
    let values = [0.0, 1.15, 0.95, 1]
    let fast = try SpringFitter().fit(
      try KeyframeTrack(values: values, duration: 0.4, calculationMode: .cubic))
    let slow = try SpringFitter().fit(
      try KeyframeTrack(values: values, duration: 1.2, calculationMode: .cubic))
    #expect(
      isClose(fast.spring.naturalFrequency / slow.spring.naturalFrequency / 3, 1, absolute: 1e-6))
    #expect(isClose(fast.spring.dampingRatio, slow.spring.dampingRatio, absolute: 1e-6))
    #expect(isClose(fast.rmsError, slow.rmsError, absolute: 1e-9))
  }
}
