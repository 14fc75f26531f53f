import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

/// One spring fitted to several components: a 2-D position, an RGB colour, a transform.
///
/// Every expected number is either the spring the samples were made from or an independent
/// computation from the closed form.
@Suite struct VectorFitTests {
  /// Samples of `spring` moving each component from `from[c]` to `to[c]` at `velocity[c]`.
  func samples(
    _ spring: Spring, from: [Double], to: [Double], velocity: [Double], times: [Double]
  ) throws -> [[Double]] {
    from.indices.map { c in
      times.map {
        spring.value(
          fromValue: from[c], toValue: to[c], initialVelocity: velocity[c], time: $0)
      }
    }
  }

  /// Raw samples of a known spring give it back to 1e-9 relative, with every component's
  /// own motion: a point, a colour (one channel standing still) and a transform (scale,
  /// rotation in radians, translation in points).
  @Test(
    arguments: [
      (0.45, 0.55, [0.0, 0], [100.0, 50], [300.0, -120]),
      (0.3, 0.8, [0.9, 0.2, 0.2], [0.1, 0.6, 0.2], [0.0, 1.5, 0]),
      (0.6, 0.35, [1.0, 0, 0], [1.4, 0.5, -80], [2.0, -3, 150]),
    ] as [(Double, Double, [Double], [Double], [Double])])
  func recoversAKnownSpringFromSamples(
    response: Double, ratio: Double, from: [Double], to: [Double], velocity: [Double]
  ) throws {
    let spring = try Spring(response: response, dampingRatio: ratio)
    let times = (0..<30).map { Double($0) / 60 }
    let data = try samples(spring, from: from, to: to, velocity: velocity, times: times)
    var options = FitOptions()
    options.fitsEndpoints = true
    let fit = try SpringFitter(options: options).fit(times: times, components: data)
    #expect(isClose(fit.spring.response / response, 1, absolute: 1e-9), "\(fit.spring)")
    #expect(isClose(fit.spring.dampingRatio / ratio, 1, absolute: 1e-9), "\(fit.spring)")
    #expect(fit.components.count == from.count)
    let scale = to.indices.map { max(abs(to[$0] - from[$0]), abs(velocity[$0]) * response, 1) }
    for (c, component) in fit.components.enumerated() {
      #expect(component.spring == fit.spring)
      #expect(
        isClose(component.from, from[c], absolute: 1e-9 * scale[c]), "from[\(c)] \(component.from)")
      #expect(isClose(component.to, to[c], absolute: 1e-9 * scale[c]), "to[\(c)] \(component.to)")
      #expect(
        isClose(component.initialVelocity, velocity[c], absolute: 1e-9 * scale[c] / response),
        "v[\(c)] \(component.initialVelocity)")
    }
    #expect(fit.rmsError <= 1e-9 && fit.verdict == .good)
  }

  /// The vector errors are the Euclidean ones, recomputed here from the closed form.
  @Test func vectorErrorsAreEuclidean() throws {
    let x = try KeyframeTrack(values: [0.0, 120, 95, 100], duration: 0.6, calculationMode: .cubic)
    let y = try KeyframeTrack(values: [0.0, 40, 52, 50], duration: 0.6, calculationMode: .cubic)
    let fit = try SpringFitter().fit(components: [x, y])
    var squares = 0.0
    var maximum = 0.0
    for (i, time) in fit.times.enumerated() {
      var distance = 0.0
      for (c, track) in [x, y].enumerated() {
        let component = fit.components[c]
        let spring = fit.spring.value(
          fromValue: component.from, toValue: component.to,
          initialVelocity: component.initialVelocity, time: time)
        #expect(component.data[i] == track.value(at: time))
        distance += (spring - component.data[i]) * (spring - component.data[i])
      }
      squares += distance
      maximum = max(maximum, distance.squareRoot())
    }
    let rms = (squares / Double(fit.times.count)).squareRoot()
    // The fitter steps the closed form by a recurrence: agreement to rounding, 1e-9 of the
    // range (100).
    #expect(isClose(fit.rmsError, rms, absolute: 1e-7), "\(fit.rmsError) \(rms)")
    #expect(isClose(fit.maxError, maximum, absolute: 1e-7), "\(fit.maxError) \(maximum)")
    let componentRMS = fit.components.map { $0.rmsError * $0.rmsError }.reduce(0, +)
    #expect(isClose(fit.rmsError, componentRMS.squareRoot(), absolute: 1e-12 * fit.rmsError))
  }

  /// One spring for all: the vector optimum is no worse than any component's own best
  /// spring shared by all (each refitted with ω₀ and ζ kept, velocities free).
  @Test func noWorseThanAnyComponentsOwnSpring() throws {
    let tracks = [
      try KeyframeTrack(values: [0.0, 1.15, 0.97, 1], duration: 0.5, calculationMode: .cubic),
      try KeyframeTrack(values: [1.0, 0.2, 0.45, 0.4], duration: 0.5, calculationMode: .cubic),
      try KeyframeTrack(values: [0.0, 30, 24, 25], duration: 0.5),
    ]
    let fit = try SpringFitter().fit(components: tracks)
    let vectorSquares = fit.rmsError * fit.rmsError
    for track in tracks {
      let own = try SpringFitter().fit(track).spring
      var options = FitOptions()
      options.response = own.response
      options.dampingRatio = own.dampingRatio
      let shared = try tracks.map { try SpringFitter(options: options).fit($0).rmsError }
      let sharedSquares = shared.map { $0 * $0 }.reduce(0, +)
      #expect(vectorSquares <= sharedSquares * (1 + 1e-9), "\(vectorSquares) \(sharedSquares)")
    }
  }

  /// A single component is the scalar fit: the same objective and the same optimum.
  @Test func oneComponentIsTheScalarFit() throws {
    let track = try KeyframeTrack(
      values: [0.4, 1, 0.9, 1], duration: 1.0 / 3, calculationMode: .cubic)
    let scalar = try SpringFitter().fit(track)
    let vector = try SpringFitter().fit(components: [track])
    #expect(isClose(vector.rmsError, scalar.rmsError, absolute: 1e-9 * scalar.rmsError))
    #expect(isClose(vector.spring.dampingRatio, scalar.spring.dampingRatio, absolute: 1e-6))
    #expect(vector.verdict.name == scalar.verdict.name)
  }

  /// Bad input throws the scalar fit's errors, and tracks of different durations are refused.
  @Test func badInput() throws {
    let short = try KeyframeTrack(values: [0.0, 1], duration: 0.5)
    let long = try KeyframeTrack(values: [0.0, 1], duration: 0.6)
    #expect(throws: FitError.componentsDiffer(index: 1)) {
      try SpringFitter().fit(components: [short, long])
    }
    #expect(throws: FitError.tooFewPoints(0)) { try SpringFitter().fit(components: []) }
    #expect(throws: FitError.mismatchedCounts(times: 2, values: 1)) {
      try SpringFitter().fit(times: [0, 1], components: [[0, 1], [0]])
    }
    #expect(throws: FitError.notFinite(field: "values", index: 1)) {
      try SpringFitter().fit(times: [0, 1], components: [[0, 1], [0, .nan]])
    }
  }
}
