/// The four kinds of motion a damped spring can make.
///
/// The regime is a label read from the damping ratio ζ; SpringKit's formulas are continuous
/// across regimes, so a spring a rounding error away from critical moves the same as a
/// critical one.
public enum DampingRegime: String, Sendable, Hashable, CaseIterable, Codable {
  /// ζ = 0: oscillates forever.
  case undamped
  /// 0 < ζ < 1: overshoots and oscillates with a decaying envelope.
  case underdamped
  /// ζ = 1: the fastest approach that never overshoots from rest.
  case criticallyDamped
  /// ζ > 1: creeps toward the target without oscillating.
  case overdamped

  /// The regime of a damping ratio.
  ///
  /// Ratios within 2⁻⁵⁰ (about 4 ulp) of 1 count as critical, so that springs built from
  /// `dampingRatio: 1` or `bounce: 0` are labelled critical despite rounding.
  public init(dampingRatio: Double) {
    if dampingRatio == 0 {
      self = .undamped
    } else if abs(dampingRatio - 1) <= 0x1p-50 {
      self = .criticallyDamped
    } else {
      self = dampingRatio < 1 ? .underdamped : .overdamped
    }
  }
}
