/// What a spring's motion becomes when the person asked for less motion: iOS's Reduce Motion,
/// Android's "Remove animations", CSS's `prefers-reduced-motion: reduce`.
///
/// Each policy is named; none is a silent default, because which is right depends on what the
/// motion says. A motion that only decorates can ``jump``; one that shows where something went
/// can ``crossFade(duration:)`` into place (Apple's guidance: replace a slide with a dissolve);
/// one whose path carries meaning (a sheet following its detent) can keep its direction with
/// ``criticallyDamped(responseScale:)``, which removes the overshoot and shortens it.
///
/// ```swift
/// let spring = Spring.bouncy
/// try ReducedMotion.criticallyDamped(responseScale: 0.5).spring(replacing: spring)
/// // Spring(response: 0.25, dampingRatio: 1): no bounce, half the response
/// try ReducedMotion.jump.spring(replacing: spring)  // nil: the value is set at once
/// ```
public enum ReducedMotion: Sendable, Hashable {
  /// The value goes to its target at once: no motion at all.
  case jump
  /// The value goes to its target at once while the view fades in over `duration` seconds,
  /// an opacity from 0 to 1 the app (or the CSS export) plays instead of the motion.
  case crossFade(duration: Double)
  /// The same spring critically damped (damping ratio 1: no overshoot, no bounce) with its
  /// response multiplied by `responseScale`, greater than 0 and at most 1.
  case criticallyDamped(responseScale: Double)

  /// The cross-fade's duration `springfit` uses: 0.2 s.
  public static let standardFadeDuration = 0.2
  /// The response scale `springfit` uses for a critically damped stand-in: 0.5.
  public static let standardResponseScale = 0.5

  /// The policies `springfit` offers by name, each with its standard parameter: ``jump``,
  /// a fade of ``standardFadeDuration`` and a critically damped stand-in of
  /// ``standardResponseScale``.
  public static let standardPolicies: [ReducedMotion] = [
    .jump, .crossFade(duration: standardFadeDuration),
    .criticallyDamped(responseScale: standardResponseScale),
  ]

  /// The standard policy with this ``name`` (`jump`, `fade` or `critical`), or `nil`.
  ///
  /// ```swift
  /// ReducedMotion(standardNamed: "fade")  // .crossFade(duration: 0.2)
  /// ```
  public init?(standardNamed name: String) {
    guard let policy = Self.standardPolicies.first(where: { $0.name == name }) else {
      return nil
    }
    self = policy
  }

  /// The name a command line or a file uses: `jump`, `fade`, `critical`.
  public var name: String {
    switch self {
    case .jump: "jump"
    case .crossFade: "fade"
    case .criticallyDamped: "critical"
    }
  }

  /// Checks the policy's parameter.
  ///
  /// - Throws: ``SpringError`` naming `duration` (finite and greater than 0) or
  ///   `responseScale` (greater than 0 and at most 1).
  public func validate() throws(SpringError) {
    switch self {
    case .jump:
      break
    case .crossFade(let duration):
      try SpringError.requirePositive(duration, "duration")
    case .criticallyDamped(let scale):
      guard scale.isFinite, scale > 0, scale <= 1 else {
        throw SpringError(
          parameter: "responseScale", value: .number(scale), rule: .positiveAtMostOne)
      }
    }
  }

  /// The spring that runs instead of `spring`, or `nil` when the value does not move
  /// (``jump`` and ``crossFade(duration:)``).
  ///
  /// The stand-in keeps the spring's mass, so a velocity handed over keeps its meaning.
  ///
  /// - Parameter spring: The spring the full motion uses.
  /// - Returns: The critically damped spring with the scaled response, or `nil`.
  /// - Throws: ``SpringError`` when the policy's parameter is invalid (``validate()``) or
  ///   `spring` has no response (no stiffness).
  public func spring(replacing spring: Spring) throws(SpringError) -> Spring? {
    try validate()
    guard case .criticallyDamped(let scale) = self else { return nil }
    return try Spring(response: spring.response * scale, dampingRatio: 1, mass: spring.mass)
  }

  /// How long the view fades in, or `nil` when the policy does not fade.
  public var fadeDuration: Double? {
    if case .crossFade(let duration) = self { return duration }
    return nil
  }
}
