import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Fitting samples of seeded random springs over wide ranges (ω₀ 1e-3…1e5 rad/s, ζ 0…1e7,
/// |values| up to 1e12): the fit is finite or a ``FitError``, never NaN or infinity.
@Suite("Fitting at numeric extremes")
struct FitExtremesTests {
  @Test("Fits of extreme springs are finite", arguments: [0xF17_0001 as UInt64, 0xF17_0002])
  func extremeSprings(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let logUniform = { (low: Double, high: Double, generator: inout SeededGenerator) in
      pow(10, Double.random(in: log10(low)...log10(high), using: &generator))
    }
    for _ in 0..<12 {
      let frequency = logUniform(1e-3, 1e5, &generator)
      let ratio = Bool.random(using: &generator) ? 0 : logUniform(1e-6, 1e7, &generator)
      let spring = try Spring(response: 2 * Double.pi / frequency, dampingRatio: ratio)
      let scale = logUniform(1e-12, 1e12, &generator)
      let (from, to) = (-scale * Double.random(in: 0...1, using: &generator), scale)
      let velocity = scale * frequency * Double.random(in: -1...1, using: &generator)
      let end = min(3 * spring.response, 1e7)
      let times = (0..<40).map { end * Double($0) / 39 }
      let values = times.map {
        spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: $0)
      }
      let context = "seed \(seed): ω₀ \(frequency) ζ \(ratio) from \(from) to \(to) v0 \(velocity)"
      do {
        let fit = try SpringFitter().fit(times: times, values: values)
        let numbers = [
          fit.spring.stiffness, fit.spring.damping, fit.from, fit.to, fit.initialVelocity,
          fit.rmsError, fit.maxError,
        ]
        #expect(numbers.allSatisfy { $0.isFinite }, "\(context): \(fit)")
      } catch {
        // A typed refusal is a valid answer for data no spring can be evaluated on.
        #expect(!error.description.isEmpty, "\(context)")
      }
    }
  }
}
