/// What the fitter may change and what it must keep.
///
/// By default it fits the natural frequency ω₀, the damping ratio ζ and the initial velocity
/// v₀, with `from` and `to` taken from the first and last keyframe values.
///
/// ```swift
/// var options = FitOptions()
/// options.dampingRatio = 1          // keep ζ = 1: fit a critically damped spring
/// options.fitsEndpoints = true      // also fit from and to
/// options.window = .keyframesOnly   // compare over the keyframes' duration only
/// ```
public struct FitOptions: Sendable, Hashable {
  /// A damping ratio to keep fixed (for example 1), or `nil` to fit it.
  public var dampingRatio: Double?
  /// A response (undamped period, seconds) to keep fixed, or `nil` to fit ω₀.
  public var response: Double?
  /// An initial velocity to keep fixed (for example 0), or `nil` to fit it.
  public var initialVelocity: Double?
  /// Whether `from` and `to` are fitted too instead of taken from the first and last values.
  public var fitsEndpoints = false
  /// Whether overdamped springs (ζ > 1) are allowed; `true` by default.
  public var allowsOverdamping = true
  /// Over which times a keyframe track is compared.
  ///
  /// By default its duration and then its held last value for as long again;
  /// ``FitWindow/keyframesOnly`` for a spring cut off at the duration. Samples are always
  /// compared at their own times.
  public var window = FitWindow.keyframesThenHeld

  /// The default options: fit ω₀, ζ and v₀.
  public init() {}
}
