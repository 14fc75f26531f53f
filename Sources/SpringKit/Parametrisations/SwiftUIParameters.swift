/// A spring in SwiftUI's terms: perceptual duration and bounce (and the equivalent response
/// and damping ratio).
///
/// SwiftUI expresses every spring exactly: negative bounces are overdamped, and the motion
/// depends only on ω₀ and ζ, not on the mass.
///
/// ```swift
/// Spring.bouncy.swiftUI.code   // "Spring(duration: 0.5, bounce: 0.3)"
/// ```
public struct SwiftUIParameters: SpringVelocityDialect, Hashable {
  /// The dialect's key: `"swiftui"`.
  public static let dialectName = "swiftui"
  /// The perceptual duration (the undamped period), in seconds.
  public var duration: Double
  /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  public var bounce: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates SwiftUI parameters.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.duration = duration
    self.bounce = bounce
    deviation = 0
  }

  /// The spring expressed with SwiftUI's duration and bounce.
  public init(_ spring: Spring) {
    duration = spring.duration
    bounce = spring.bounce
    deviation =
      (try? Spring(duration: duration, bounce: bounce))?.deviation(from: spring) ?? .infinity
  }

  /// `Spring(duration:bounce:)`.
  public func spring() throws(SpringError) -> Spring {
    try Spring(duration: duration, bounce: bounce)
  }

  /// `duration`, `bounce`.
  public var parameters: [SpringParameter] {
    [SpringParameter("duration", duration), SpringParameter("bounce", bounce)]
  }

  /// `Spring(duration: …, bounce: …)`, which also works as `.spring(duration:bounce:)`.
  public var code: String {
    "Spring(duration: \(SpringCodeNumber.text(duration)), "
      + "bounce: \(SpringCodeNumber.text(bounce)))"
  }

  /// `initialVelocity`, as `interpolatingSpring(_:initialVelocity:)` takes it.
  public static let velocityName = "initialVelocity"
  /// Fractions of the distance per second: SwiftUI's `interpolatingSpring` interpolates
  /// 0 → 1 over the animated range.
  public static let velocityUnit = SpringVelocityUnit.distancesPerSecond

  /// `.interpolatingSpring(Spring(duration: …, bounce: …), initialVelocity: …)`, the
  /// animation that starts the spring moving (`.spring(duration:bounce:)` takes no velocity).
  ///
  /// - Parameter initialVelocity: Fractions of the distance per second.
  /// - Returns: The animation, on one line.
  public func code(initialVelocity: Double) -> String {
    ".interpolatingSpring(\(code), initialVelocity: \(SpringCodeNumber.text(initialVelocity)))"
  }
}

extension Spring {
  /// This spring in SwiftUI's terms.
  public var swiftUI: SwiftUIParameters { SwiftUIParameters(self) }
}
