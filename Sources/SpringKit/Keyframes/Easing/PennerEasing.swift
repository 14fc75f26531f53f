/// Robert Penner's easing curves, as pure functions from normalised time to progress.
///
/// Each curve maps a time `p` in [0, 1] to a progress that starts at exactly 0 and ends at
/// exactly 1. The definitions are the published ones (easings.net, and the CSS names in
/// their style). A family is defined by its ease-in half; the other two forms follow from it:
///
/// ```
/// in(p)     quad, cubic, quart, quint   p², p³, p⁴, p⁵
///           sine                        1 − cos(π·p/2)
///           expo                        2^(10p − 10), and exactly 0 at p = 0
///           circ                        1 − √(1 − p²)
///           back                        c3·p³ − c1·p²          c1 = 1.70158, c3 = c1 + 1
///           elastic                     −2^(10p − 10)·sin((10p − 10.75)·c4),  c4 = 2π/3,
///                                       and exactly 0 and 1 at the ends
///           bounce                      1 − bounceOut(1 − p)
///
/// out(p)   = 1 − in(1 − p)
/// inOut(p) = in(2p)/2                  for p < 1/2
///          = (1 + out(2p − 1))/2       for p ≥ 1/2
/// ```
///
/// Two families change their constants in the in-out form: back overshoots by
/// c2 = c1·1.525 instead of c1, and elastic uses the period c5 = 2π/4.5 and the phase 11.125:
///
/// ```
/// easeInOutBack(p)    = (2p)²·((c2 + 1)·2p − c2)/2                       for p < 1/2
/// easeInOutElastic(p) = −2^(20p − 10)·sin((20p − 11.125)·c5)/2           for p < 1/2
/// ```
///
/// Bounce is four parabolas that touch 1, with n1 = 7.5625 and d1 = 2.75:
///
/// ```
/// bounceOut(p) = n1·p²                       for p < 1/d1
///              = n1·(p − 1.5/d1)² + 0.75     for p < 2/d1
///              = n1·(p − 2.25/d1)² + 0.9375  for p < 2.5/d1
///              = n1·(p − 2.625/d1)² + 0.984375
/// ```
///
/// Because n1 = d1² exactly, SpringKit computes each parabola as `(d1·p − k)² + b`, which
/// is the same function and makes `bounceOut(1)` exactly 1.
///
/// ```swift
/// PennerEasing.easeOutQuint.progress(at: 0.5)    // 0.96875
/// PennerEasing.easeInQuart.progress(at: 0.5)     // 0.0625
/// PennerEasing(rawValue: "easeInOutCubic")       // .easeInOutCubic
/// ```
///
/// Quad through circ are non-decreasing; back and elastic overshoot below 0 or above 1, and
/// bounce falls back from 1 between its bounces. Results are within a few units in the last
/// place of 1 (about 1e-15) of the exact curves, and the ends are exact.
public enum PennerEasing: String, Sendable, Hashable, CaseIterable {
  /// No easing: `p`.
  case linear
  /// Quadratic ease-in: `p²`.
  case easeInQuad
  /// Quadratic ease-out: `1 − (1 − p)²`.
  case easeOutQuad
  /// Quadratic ease-in-out: `2p²`, then `1 − (2 − 2p)²/2` from p = 1/2.
  case easeInOutQuad
  /// Cubic ease-in: `p³`.
  case easeInCubic
  /// Cubic ease-out: `1 − (1 − p)³`.
  case easeOutCubic
  /// Cubic ease-in-out: `4p³`, then `1 − (2 − 2p)³/2` from p = 1/2.
  case easeInOutCubic
  /// Quartic ease-in: `p⁴`.
  case easeInQuart
  /// Quartic ease-out: `1 − (1 − p)⁴`.
  case easeOutQuart
  /// Quartic ease-in-out: `8p⁴`, then `1 − (2 − 2p)⁴/2` from p = 1/2.
  case easeInOutQuart
  /// Quintic ease-in: `p⁵`.
  case easeInQuint
  /// Quintic ease-out: `1 − (1 − p)⁵`.
  case easeOutQuint
  /// Quintic ease-in-out: `16p⁵`, then `1 − (2 − 2p)⁵/2` from p = 1/2.
  case easeInOutQuint
  /// Sinusoidal ease-in: `1 − cos(π·p/2)`.
  case easeInSine
  /// Sinusoidal ease-out: `sin(π·p/2)`.
  case easeOutSine
  /// Sinusoidal ease-in-out: `(1 − cos(π·p))/2`.
  case easeInOutSine
  /// Exponential ease-in: `2^(10p − 10)`, and exactly 0 at p = 0.
  case easeInExpo
  /// Exponential ease-out: `1 − 2^(−10p)`, and exactly 1 at p = 1.
  case easeOutExpo
  /// Exponential ease-in-out: `2^(20p − 10)/2`, then `(2 − 2^(10 − 20p))/2` from p = 1/2.
  case easeInOutExpo
  /// Circular ease-in: `1 − √(1 − p²)`.
  case easeInCirc
  /// Circular ease-out: `√(1 − (p − 1)²)`.
  case easeOutCirc
  /// Circular ease-in-out: `(1 − √(1 − 4p²))/2`, then `(1 + √(1 − (2 − 2p)²))/2`.
  case easeInOutCirc
  /// Ease-in that first backs up below 0: `c3·p³ − c1·p²` with c1 = 1.70158, c3 = c1 + 1.
  case easeInBack
  /// Ease-out that overshoots above 1: `1 + c3·(p − 1)³ + c1·(p − 1)²`.
  case easeOutBack
  /// Ease-in-out that backs up and overshoots, by c2 = c1·1.525.
  case easeInOutBack
  /// Ease-in that oscillates with growing amplitude: `−2^(10p − 10)·sin((10p − 10.75)·2π/3)`.
  case easeInElastic
  /// Ease-out that oscillates around 1 and settles: `2^(−10p)·sin((10p − 0.75)·2π/3) + 1`.
  case easeOutElastic
  /// Elastic ease-in-out with period 4.5 and phase 11.125 (see the type's discussion).
  case easeInOutElastic
  /// Bouncing ease-in: `1 − bounceOut(1 − p)`.
  case easeInBounce
  /// Ease-out that bounces three times off 1: `bounceOut(p)`.
  case easeOutBounce
  /// Bouncing ease-in-out: `(1 − bounceOut(1 − 2p))/2`, then `(1 + bounceOut(2p − 1))/2`.
  case easeInOutBounce

  /// The progress at a normalised time.
  ///
  /// - Parameter time: The fraction of the duration that has passed; values below 0 count as
  ///   0 and values above 1 as 1. NaN gives NaN.
  /// - Returns: The eased progress: exactly 0 at time 0 and exactly 1 at time 1.
  public func progress(at time: Double) -> Double {
    guard !time.isNaN else { return time }
    let p = min(max(time, 0), 1)
    let (family, form) = shape
    switch form {
    case .easeIn: return family.easeIn(p)
    case .easeOut: return family.easeOut(p)
    case .easeInOut:
      return p < 0.5 ? family.easeIn(2 * p) / 2 : (1 + family.easeOut(2 * p - 1)) / 2
    }
  }

  /// The slope of the curve, d progress / d time, at a normalised time.
  ///
  /// The derivative of the formula that ``progress(at:)`` uses at `time`:
  ///
  /// ```
  /// out'(p)   = in'(1 − p)
  /// inOut'(p) = in'(2p) for p < 1/2, out'(2p − 1) otherwise
  /// ```
  ///
  /// Where bounce has a corner (at each bounce) it is the slope on the side that
  /// `progress(at:)` evaluates; the jumps that make expo and elastic exact at their ends are
  /// ignored. Circ is vertical at its steep point (p = 1 in, 0 out, 1/2 in-out), where the
  /// slope is `+infinity`.
  ///
  /// - Parameter time: The fraction of the duration that has passed, clamped to [0, 1] (so the
  ///   slope at an end is the one-sided slope there). NaN gives NaN.
  /// - Returns: The slope, in progress per unit of normalised time.
  public func derivative(at time: Double) -> Double {
    guard !time.isNaN else { return time }
    let p = min(max(time, 0), 1)
    let (family, form) = shape
    switch form {
    case .easeIn: return family.easeInSlope(p)
    case .easeOut: return family.easeOutSlope(p)
    case .easeInOut: return p < 0.5 ? family.easeInSlope(2 * p) : family.easeOutSlope(2 * p - 1)
    }
  }
}
