public import SpringKit

/// Built-in keyframe sets to fit: the motions of the seed articles, as the keyframes an app
/// would hand to Core Animation (`springfit fit --example NAME` fits them).
///
/// ```swift
/// let fit = try SpringFitter().fit(try FitExample.donutSweep.track())
/// ```
public enum FitExample: String, Sendable, CaseIterable {
  /// The shine button's icon pop: 0.4, 1, 0.9, 1 in cubic mode over 1/3 s.
  case scalePop = "scale-pop"
  /// The donut chart's sweep: easeOutQuint over 1 s as 11 linear keyframes.
  case donutSweep = "donut-sweep"
  /// The number label: easeInQuart from 0 to 100 over 0.3 s as 11 linear keyframes.
  case counter
  /// The shine button's circle: radius 1 to 1.5 over 0.1 s with Core Animation's easeOut.
  case shineCircle = "shine-circle"
  /// Hokusai's menu showing: a UIKit spring (0.8 s, damping 0.6, velocity 0.6) as 16
  /// keyframes.
  case menuBounce = "menu-bounce"

  /// One line for `springfit examples`.
  public var summary: String {
    switch self {
    case .scalePop:
      "The shine button's icon pop: scale 0.4, 1, 0.9, 1 in cubic mode over 1/3 s."
    case .donutSweep:
      "The donut chart's sweep: easeOutQuint from 0 to 1 over 1 s, as 11 linear keyframes."
    case .counter:
      "The number label: easeInQuart from 0 to 100 over 0.3 s, as 11 linear keyframes."
    case .shineCircle:
      "The shine button's circle: radius 1 to 1.5 over 0.1 s with Core Animation's easeOut."
    case .menuBounce:
      "Hokusai's menu: a UIKit spring (duration 0.8 s, damping 0.6, velocity 0.6) from 0 "
        + "to 1, as 16 linear keyframes."
    }
  }

  /// The Core Animation key path the example animates, for `springfit preview`'s code; empty
  /// for the counter, a label's text rather than a layer's property.
  public var keyPath: String {
    switch self {
    case .scalePop, .shineCircle: "transform.scale"
    case .menuBounce: "position.y"
    case .donutSweep: "strokeEnd"
    case .counter: ""
    }
  }

  /// The number of keyframes sampled from the curve of the Penner examples and the spring
  /// of `menu-bounce`.
  public static let sampledKeyframeCount = (penner: 11, spring: 16)

  /// The example's keyframes.
  ///
  /// - Throws: SpringKit's `KeyframeError` or `SpringError`, only if the built-in data were
  ///   wrong (tests build every example).
  public func track() throws -> KeyframeTrack<Double> {
    switch self {
    case .scalePop:
      return ScalePop.keyframes()
    case .donutSweep:
      return try Self.penner(.easeOutQuint, from: 0, to: 1, duration: 1)
    case .counter:
      return try Self.penner(.easeInQuart, from: 0, to: 100, duration: 0.3)
    case .shineCircle:
      return try KeyframeTrack(
        values: [1, 1.5], duration: 0.1, calculationMode: .linear, timingFunctions: [.easeOut])
    case .menuBounce:
      // MenuBounce's show motion from 0 to 1: UIKit's initialSpringVelocity is a fraction of
      // the distance (here 1) per second. The times keep (T·i)/n, not TimeGrid's i·(T/n),
      // which differs in the last bit at 3 of the 16 and would move the example's fit.
      let menu = MenuBounce()
      let spring = try menu.showSpring()
      let count = Self.sampledKeyframeCount.spring
      let values = (0..<count).map { index in
        spring.value(
          fromValue: 0.0, toValue: 1, initialVelocity: menu.initialSpringVelocity,
          time: menu.duration * Double(index) / Double(count - 1))
      }
      return try KeyframeTrack(values: values, duration: menu.duration, calculationMode: .linear)
    }
  }

  /// A Penner curve sampled at evenly spaced times as linear keyframes.
  private static func penner(
    _ easing: PennerEasing, from: Double, to: Double, duration: Double
  ) throws(KeyframeError) -> KeyframeTrack<Double> {
    let count = sampledKeyframeCount.penner
    let values = (0..<count).map { index in
      from + (to - from) * easing.progress(at: Double(index) / Double(count - 1))
    }
    return try KeyframeTrack(values: values, duration: duration, calculationMode: .linear)
  }
}
