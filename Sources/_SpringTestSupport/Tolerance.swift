/// Whether `actual` is within `absolute + relative·|expected|` of `expected`: the one
/// tolerance check of the tests.
///
/// Say why each bound is what it is where you call it (a reference's digits, rounding as
/// printed, an iteration's stopping rule). With only `absolute`, this is
/// `abs(actual - expected) <= absolute`, bit for bit; a relative bound scales with the
/// expected value, so a ratio check such as `abs(a / b - 1) <= r` reads
/// `isClose(a, b, relative: r)`.
///
/// ```swift
/// #expect(isClose(fit.spring.dampingRatio, 0.855_54, absolute: 1e-5))
/// #expect(isClose(fit.spring.naturalFrequency, 30, relative: 0.01))
/// ```
///
/// - Parameters:
///   - actual: The value measured.
///   - expected: The reference value.
///   - absolute: The absolute part of the bound, in the values' units; at least 0.
///   - relative: The part of the bound proportional to |expected|; at least 0.
/// - Returns: `false` when either value is NaN, or when they differ by more than the bound.
public func isClose<T: BinaryFloatingPoint>(
  _ actual: T, _ expected: T, absolute: T = 0, relative: T = 0
) -> Bool {
  let bound = relative == 0 ? absolute : absolute + relative * abs(expected)
  return abs(actual - expected) <= bound
}
