/// A spring in UIKit's terms: `animate(withDuration:delay:usingSpringWithDamping:…)`'s
/// duration and damping ratio (0 < ζ ≤ 1).
///
/// Apple does not document how UIKit turns a duration into a stiffness. **SpringKit's
/// choice**: the duration is the spring's exact settling duration for ε = 0.1 % of the
/// distance, from rest (``Spring/settlingDuration``). Because a spring's motion at fixed ζ
/// only stretches in time as ω₀ changes, this is exact: ω₀ = τ(ζ)/duration, where τ(ζ) is the
/// settling duration of the spring with ω₀ = 1.
///
/// UIKit cannot express overdamped springs (the view gives ζ = 1 with the same settling
/// duration and its deviation) or undamped ones (which never settle: the duration is
/// infinite and ``spring()`` throws).
public struct UIKitParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"uikit"`.
  public static let dialectName = "uikit"
  /// The animation's duration, in seconds.
  public var duration: Double
  /// `usingSpringWithDamping`: the damping ratio, 0 < ζ ≤ 1.
  public var dampingRatio: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates UIKit parameters.
  public init(duration: Double, dampingRatio: Double) {
    self.duration = duration
    self.dampingRatio = dampingRatio
    deviation = 0
  }

  /// The spring as a UIKit duration and damping ratio (nearest for ζ > 1).
  public init(_ spring: Spring) {
    let ratio =
      DampingRegime(dampingRatio: spring.dampingRatio) == .criticallyDamped
      ? 1 : min(spring.dampingRatio, 1)
    duration = spring.settlingDuration
    dampingRatio = ratio
    deviation =
      (try? UIKitParameters(duration: duration, dampingRatio: ratio).spring())?
      .deviation(from: spring) ?? .infinity
  }

  /// The spring (mass 1) whose exact settling duration is `duration`.
  public func spring() throws(SpringError) -> Spring {
    try SpringError.requirePositive(duration, "duration")
    guard dampingRatio.isFinite, dampingRatio > 0, dampingRatio <= 1 else {
      throw SpringError(
        parameter: "dampingRatio", value: .number(dampingRatio), rule: .positiveAtMostOne)
    }
    let unit = try Spring(mass: 1, stiffness: 1, damping: 2 * dampingRatio)
    let frequency = unit.settlingDuration / duration
    return try Spring(response: 2 * Double.pi / frequency, dampingRatio: dampingRatio)
  }

  /// `duration`, `dampingRatio`.
  public var parameters: [SpringParameter] {
    [SpringParameter("duration", duration), SpringParameter("dampingRatio", dampingRatio)]
  }

  /// `velocity`, as `uikit:velocity=` spells `initialSpringVelocity`.
  public static let velocityName = "velocity"
  /// Fractions of the distance per second.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// A `UIView.animate` call starting from rest.
  public var code: String { code(initialVelocity: 0) }

  /// A `UIView.animate` call with an initial velocity.
  ///
  /// ```swift
  /// UIKitParameters(duration: 0.8, dampingRatio: 0.6).code(initialVelocity: 0.6)
  /// // UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6,
  /// //   initialSpringVelocity: 0.6, options: [], animations: { })  (on one line)
  /// ```
  ///
  /// - Parameter initialVelocity: UIKit's `initialSpringVelocity`: fractions of the distance
  ///   per second (``SpringVelocity/normalized(_:distance:)``), written with at most six
  ///   significant digits like the other numbers.
  /// - Returns: The call, on one line.
  public func code(initialVelocity: Double) -> String {
    "UIView.animate(withDuration: \(SpringCodeNumber.text(duration)), delay: 0, "
      + "usingSpringWithDamping: \(SpringCodeNumber.text(dampingRatio)), "
      + "initialSpringVelocity: \(SpringCodeNumber.text(initialVelocity)), options: [], "
      + "animations: { })"
  }
}

extension Spring {
  /// This spring in UIKit's terms (SpringKit's documented duration mapping).
  public var uiKit: UIKitParameters { UIKitParameters(self) }
}
