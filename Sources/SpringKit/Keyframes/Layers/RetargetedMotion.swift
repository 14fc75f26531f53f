/// A spring motion whose target changes at given instants, as a sum of additive layers.
///
/// A spring is linear in (value, target): when the target changes from Tᵢ₋₁ to Tᵢ at tᵢ with
/// position and velocity kept (as ``SpringSimulation/setTarget(_:)`` keeps them), the motion
/// is the old one continued plus the unit step response s scaled by ΔTᵢ = Tᵢ − Tᵢ₋₁. With
/// the model value at the final target Tₙ:
///
///     x(t) = Tₙ + (x_base(t) − T₀) + Σᵢ ΔTᵢ·(s(t − tᵢ) − 1)     (the term is −ΔTᵢ before tᵢ)
///
/// x_base is the first motion (``fromValue``, ``initialVelocity``, toward T₀). Every term is a
/// ``MotionLayer`` that springs to 0, so an export can play each layer as its own additive
/// animation (CSS `animation-composition: add`, Web Animations `composite: "add"`, Core
/// Animation `additive`), and nothing jumps where the target changes.
///
/// ```swift
/// let motion = try RetargetedMotion(
///   spring: .bouncy, fromValue: 0, toValue: 100,
///   retargets: [Retarget(time: 0.2, target: 40), Retarget(time: 0.5, target: 70)])
/// motion.value(at: 0.3)        // the simulation's value after the first retarget
/// motion.layers.count          // 3
/// ```
public struct RetargetedMotion: Sendable, Hashable {
  /// The most layers a motion has, the first motion's included: 64.
  public static let maximumLayerCount = 64
  /// The latest retarget instant, in seconds: an hour.
  public static let latestRetargetTime = 3600.0

  /// The spring.
  public let spring: Spring
  /// The value at time 0.
  public let fromValue: Double
  /// The first target, T₀.
  public let toValue: Double
  /// The velocity at time 0, in value units per second.
  public let initialVelocity: Double
  /// The changes of target, in increasing time.
  public let retargets: [Retarget]

  /// Creates a motion retargeted at the given instants.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - fromValue: The value at time 0.
  ///   - toValue: The first target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - retargets: The changes of target: times from 0 to ``latestRetargetTime`` seconds,
  ///     strictly increasing, at most ``maximumLayerCount`` − 1 of them.
  /// - Throws: ``SpringError`` naming `fromValue`, `toValue`, `initialVelocity`,
  ///   `retargets[i].time` or `retargets[i].target` for a value that is not finite,
  ///   a time out of range (``SpringError/Rule/retargetTimeRange``) or not after the one
  ///   before (``SpringError/Rule/increasingRetargetTime``), and `retargets` when there are
  ///   too many (``SpringError/Rule/layerBudget``).
  /// - Complexity: O(n) for n retargets.
  public init(
    spring: Spring, fromValue: Double, toValue: Double, initialVelocity: Double = 0,
    retargets: [Retarget]
  ) throws(SpringError) {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    guard retargets.count < Self.maximumLayerCount else {
      throw SpringError(
        parameter: "retargets", value: .count(retargets.count), rule: .layerBudget)
    }
    var previous = -Double.infinity
    for (index, retarget) in retargets.enumerated() {
      let time = retarget.time
      guard time.isFinite, time >= 0, time <= Self.latestRetargetTime else {
        throw SpringError(
          parameter: "retargets[\(index)].time", value: .number(time), rule: .retargetTimeRange)
      }
      guard time > previous else {
        throw SpringError(
          parameter: "retargets[\(index)].time", value: .number(time),
          rule: .increasingRetargetTime)
      }
      try SpringError.requireFinite(retarget.target, "retargets[\(index)].target")
      previous = time
    }
    self.spring = spring
    self.fromValue = fromValue
    self.toValue = toValue
    self.initialVelocity = initialVelocity
    self.retargets = retargets
  }

  /// The last target, Tₙ: the model value of an additive export, where the motion rests.
  public var finalTarget: Double { retargets.last?.target ?? toValue }

  /// The layers: the first motion's offset from T₀ (from `fromValue − toValue` with
  /// `initialVelocity`), then one per retarget, from −ΔTᵢ at rest, delayed by tᵢ.
  ///
  /// ``finalTarget`` plus the layers' offsets is the motion.
  ///
  /// - Complexity: O(n) for n retargets.
  public var layers: [MotionLayer] {
    var layers = [
      MotionLayer(
        spring: spring, delay: 0, fromOffset: fromValue - toValue,
        initialVelocity: initialVelocity)
    ]
    var target = toValue
    for retarget in retargets {
      layers.append(
        MotionLayer(
          spring: spring, delay: retarget.time, fromOffset: target - retarget.target,
          initialVelocity: 0))
      target = retarget.target
    }
    return layers
  }

  /// The value at `time` seconds: ``finalTarget`` plus every layer's offset.
  ///
  /// - Parameter time: Seconds since the start; before 0 the motion has not started.
  /// - Returns: The value in value units.
  /// - Complexity: O(n) for n retargets.
  public func value(at time: Double) -> Double {
    layers.reduce(finalTarget) { $0 + $1.offset(at: time) }
  }
}
