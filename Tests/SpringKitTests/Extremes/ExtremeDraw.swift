import SpringKit
import _SpringTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Random springs and states over the ranges the hardening issue names, drawn from a
/// ``SeededGenerator`` so that a failure can be replayed from its seed.
///
/// - ω₀ log-uniform in 1e-3…1e5 rad/s, with the mass log-uniform in 1e-3…1e3;
/// - ζ exactly 0 or 1 now and then, else log-uniform in 1e-6…1e7;
/// - values and velocities 0 now and then, else ± log-uniform up to 1e12;
/// - times 0 now and then, else log-uniform in 1e-9…1e7 s.
struct ExtremeDraw {
  /// The generator; its seed is printed with every failure.
  var generator: SeededGenerator

  /// Starts drawing from a seed.
  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  /// A number log-uniform between `low` and `high` (both positive).
  mutating func logUniform(_ low: Double, _ high: Double) -> Double {
    let exponent = Double.random(in: log10(low)...log10(high), using: &generator)
    return min(high, max(low, pow(10, exponent)))
  }

  /// A spring with ω₀ in 1e-3…1e5 and ζ in 0…1e7.
  mutating func spring() throws -> Spring {
    let frequency = logUniform(1e-3, 1e5)
    let mass = logUniform(1e-3, 1e3)
    let ratio: Double
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: ratio = 0
    case 1: ratio = 1
    default: ratio = logUniform(1e-6, 1e7)
    }
    return try Spring(
      mass: mass, stiffness: mass * frequency * frequency, damping: 2 * mass * ratio * frequency)
  }

  /// A value or velocity: 0, or ± up to 1e12.
  mutating func value() -> Double {
    guard Int.random(in: 0..<8, using: &generator) != 0 else { return 0 }
    let magnitude = logUniform(1e-12, 1e12)
    return Bool.random(using: &generator) ? magnitude : -magnitude
  }

  /// A time: 0, or 1e-9…1e7 s.
  mutating func time() -> Double {
    Int.random(in: 0..<8, using: &generator) == 0 ? 0 : logUniform(1e-9, 1e7)
  }
}
