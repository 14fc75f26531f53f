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
    let values = try times.map {
      try spring.value(fromValue: 0.0, toValue: 1, initialVelocity: velocity, time: $0)
    }
    var options = FitOptions()
    options.fitsEndpoints = true
    let fit = try SpringFitter(options: options).fit(times: times, values: values)
    #expect(abs(fit.spring.naturalFrequency / frequency - 1) <= 1e-9, "\(fit.spring)")
    #expect(abs(fit.spring.dampingRatio - ratio) <= 1e-9 * max(ratio, 1))
    #expect(abs(fit.initialVelocity - velocity) <= 1e-9 * max(abs(velocity), frequency))
    #expect(fit.rmsError <= 1e-10 && fit.verdict == .good)
  }

  /// The shine button's pop: RMS 0.051 at ζ 0.86, and no damped spring makes that shape
  /// because the second swing outgrows the first.
  ///
  /// The issue expected ω₀ ≈ 45 rad/s and v₀ ≈ 0; under DESIGN.md's cubic semantics the global
  /// optimum (confirmed by scipy from 30 starts, `fit-reference.csv`) is ω₀ 33.86 rad/s,
  /// ζ 0.8555, v₀ −3.456 per second, RMS 0.05106.
  @Test func theScalePopHasNoSpring() throws {
    let pop = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    let fit = try SpringFitter().fit(pop)
    #expect(abs(fit.spring.naturalFrequency - 33.862) <= 1e-3, "\(fit.spring.naturalFrequency)")
    #expect(abs(fit.spring.dampingRatio - 0.855_54) <= 1e-5, "\(fit.spring.dampingRatio)")
    #expect(abs(fit.initialVelocity + 3.4559) <= 1e-3, "\(fit.initialVelocity)")
    #expect(abs(fit.rmsError - 0.051_06) <= 1e-5, "\(fit.rmsError)")
    guard case .noSpringReproducesThis(let reason) = fit.verdict else {
      Issue.record("verdict \(fit.verdict)")
      return
    }
    #expect(reason.contains("swing"))
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
      let count = SpringFitter.comparisonCount
      let step = 0.8 / Double(count - 1)
      let problem = FitProblem(
        times: (0..<count).map { Double($0) * step },
        values: (0..<count).map { track.value(at: $0 == count - 1 ? 0.8 : Double($0) * step) },
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
    #expect(abs(fixedResponse.spring.response - 0.5) <= 1e-12)
  }

  @Test func fewKeyframesAreFlaggedAsUnderdetermined() throws {
    let fit = try SpringFitter().fit(times: [0, 0.1, 0.3], values: [0, 1.1, 1])
    #expect(fit.notes.contains { $0.contains("many springs") })
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

/// The scale-pop scenario ships the fitter's answer as constants; they must stay its answer.
@Suite struct ScalePopScenarioFitTests {
  @Test func recordedFitIsTheFittersAnswer() throws {
    let fit = try SpringFitter().fit(ScalePop.keyframes())
    let recorded = ScalePop.recordedFitSpring
    // The constants are written to 5 significant digits.
    #expect(abs(fit.spring.naturalFrequency / recorded.naturalFrequency - 1) <= 1e-4)
    #expect(abs(fit.spring.dampingRatio - recorded.dampingRatio) <= 1e-4)
    #expect(abs(fit.initialVelocity - ScalePop.recordedFitVelocity) <= 1e-4)
  }
}
