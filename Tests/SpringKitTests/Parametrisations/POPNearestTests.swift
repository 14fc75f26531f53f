import Testing
import _SpringTestSupport

@testable import SpringKit

/// POP's nearest bounciness by the short path (an end of the range, checked against its
/// neighbour) against the full scan-and-bisect search it replaces, on a seeded sweep of
/// springs POP cannot express: the reported deviation is the same within 1e-6.
@Suite struct POPNearestTests {
  @Test(arguments: [0x90_0001 as UInt64, 0x90_0002])
  func theShortPathReportsTheSearchesDeviation(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var shortPaths = 0
    for _ in 0..<60 {
      let frequency = Double.random(in: 1...120, using: &generator)
      let ratio =
        Bool.random(using: &generator)
        ? Double.random(in: 0...0.3, using: &generator)
        : Double.random(in: 0.9...6, using: &generator)
      let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
      let view = POPParameters(spring)
      let search = POPParameters.nearestBySearch(spring, speed: view.speed)
      let context = "seed \(seed): ω₀ \(frequency) ζ \(ratio) → \(view) vs \(search)"
      if view.deviation > 1e-9 {
        #expect(isClose(view.deviation, search.deviation, absolute: 1e-6), "\(context)")
        if view.bounciness == 0 || view.bounciness == 20 { shortPaths += 1 }
      }
      // The reported deviation is the spring's real distance from the printed pair.
      let printed = try POPParameters(bounciness: view.bounciness, speed: view.speed).spring()
      #expect(
        isClose(printed.deviation(from: spring), view.deviation, absolute: 1e-12), "\(context)")
    }
    // The sweep exercises the short path, not only the exact and the searched ones.
    #expect(shortPaths >= 10)
  }
}
