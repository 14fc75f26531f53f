#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The textbook closed form every spring library writes: one exp (and sin/cos) per call.
///
/// This is the baseline the benchmarks compare against; it is not used by SpringKit.
struct NaiveSpring {
  let omega: Double
  let zeta: Double

  /// The displacement after `t` seconds from (u₀, v₀).
  @inline(__always)
  func displacement(_ u0: Double, _ v0: Double, _ t: Double) -> Double {
    let lambda = zeta * omega
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      return exp(-lambda * t) * (u0 * cos(wd * t) + (v0 + lambda * u0) / wd * sin(wd * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (u0 + (v0 + omega * u0) * t)
    } else {
      let s = omega * (zeta * zeta - 1).squareRoot()
      let r1 = -lambda + s
      let r2 = -lambda - s
      let c2 = (r1 * u0 - v0) / (r1 - r2)
      return (u0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }
}
