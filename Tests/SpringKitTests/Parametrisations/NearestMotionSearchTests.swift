import Testing
import _SpringTestSupport

@testable import SpringKit

/// The nearest-spring searches rank candidates on a fixed grid (``NearestMotionSearch``); what
/// they report must still be the exact deviation of a pair as near as a slow search on the
/// exact deviation finds.
@Suite struct NearestMotionSearchTests {
  /// The search this one replaced, on the exact deviation alone: a scan in steps of 0.5, then
  /// ternary search to 0.001 between the neighbours of the best grid point.
  static func exactSearch(_ spring: Spring, speed: Double) -> (
    bounciness: Double, deviation: Double
  ) {
    let distance = { (bounciness: Double) in
      POPParameters.deviation(bounciness, speed, from: spring)
    }
    var best = (bounciness: 0.0, deviation: distance(0))
    for step in 1...40 {
      let deviation = distance(Double(step) / 2)
      if deviation < best.deviation { best = (Double(step) / 2, deviation) }
    }
    var (low, high) = (max(best.bounciness - 0.5, 0), min(best.bounciness + 0.5, 20))
    while high - low > 0.001 {
      let left = low + (high - low) / 3
      let right = high - (high - low) / 3
      if distance(left) < distance(right) { high = right } else { low = left }
    }
    let refined = (low + high) / 2
    let atRefined = distance(refined)
    return atRefined < best.deviation ? (refined, atRefined) : best
  }

  /// Springs POP cannot express at their own speed (too stiff for speed 20, too soft for
  /// speed 0): the ranked search reports no more than 1e-6 above the exact search.
  @Test func popsSearchIsAsNearAsTheExactSearch() throws {
    var generator = SeededGenerator(seed: 0x90_0010)
    var searched = 0
    for index in 0..<80 where searched < 4 {
      let frequency =
        index.isMultiple(of: 2)
        ? Double.random(in: 60...200, using: &generator)
        : Double.random(in: 1...3, using: &generator)
      let ratio = Double.random(in: 0.05...1.5, using: &generator)
      let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
      let view = POPParameters(spring)
      guard view.deviation > 1e-9, view.bounciness > 0, view.bounciness < 20 else { continue }
      searched += 1
      let exact = Self.exactSearch(spring, speed: view.speed)
      #expect(
        view.deviation <= exact.deviation + 1e-6,
        "ω₀ \(frequency) ζ \(ratio): \(view) vs \(exact)")
      // What is reported is the printed pair's exact deviation.
      let printed = try POPParameters(bounciness: view.bounciness, speed: view.speed).spring()
      #expect(isClose(printed.deviation(from: spring), view.deviation, absolute: 1e-12))
    }
    #expect(searched == 4)
  }

  @Test(arguments: [1.2, 2, 5, 40])
  func theCriticallyDampedBranchIsAsNearAsAGoldenSectionOnTheExactDeviation(ratio: Double)
    throws
  {
    let spring = try Spring(response: 0.5, dampingRatio: ratio)
    let nearest = CriticallyDampedBranch.nearest(to: spring)
    // The reference: golden section of the exact deviation over log ω, 60 steps.
    let omega = spring.naturalFrequency
    let critical = { (logFrequency: Double) throws -> Spring in
      let frequency = Double.exp(logFrequency)
      return try Spring(mass: 1, stiffness: frequency * frequency, damping: 2 * frequency)
    }
    var low = Double.log(omega * (ratio - (ratio * ratio - 1).squareRoot()))
    var high = Double.log(omega)
    let golden = (5.0.squareRoot() - 1) / 2
    for _ in 0..<60 {
      let left = high - golden * (high - low)
      let right = low + golden * (high - low)
      if try critical(left).deviation(from: spring) < critical(right).deviation(from: spring) {
        high = right
      } else {
        low = left
      }
    }
    let reference = try critical((low + high) / 2).deviation(from: spring)
    #expect(nearest.deviation <= reference + 1e-6, "ζ \(ratio): \(nearest) vs \(reference)")
    let played = try Spring(
      mass: nearest.mass, stiffness: nearest.stiffness, damping: nearest.damping)
    #expect(isClose(played.deviation(from: spring), nearest.deviation, absolute: 1e-12))
  }

  @Test func goldenSectionFindsTheMinimumOfAUnimodalFunction() {
    var evaluations = 0
    let minimum = NearestMotionSearch.minimum(in: -3...5, tolerance: 1e-9) { x in
      evaluations += 1
      return abs(x - 1.25) + 0.1 * (x - 1.25) * (x - 1.25)
    }
    #expect(isClose(minimum, 1.25, absolute: 1e-9))
    // One evaluation per step: log(8e9) / log(1.618) ≈ 48, plus the first two.
    #expect(evaluations <= 50)
  }
}
