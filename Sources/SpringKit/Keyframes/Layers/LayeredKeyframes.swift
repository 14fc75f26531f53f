/// Linear keyframes of each layer of a ``RetargetedMotion``, whose sum stays within a
/// tolerance of the motion, and the single baked track of that sum.
///
/// Made by ``RetargetedMotion/layeredKeyframes(tolerance:)``. Layer i is planned within
/// εᵢ = ε·wᵢ / Σw, wᵢ = ``MotionLayer/extent``^(1/3): errors of layers played together add,
/// so the sum is within Σεᵢ = ε. (Linear keyframes of a layer number about √(extent/εᵢ),
/// and this share makes their total the least.) A layer that never leaves its εᵢ around 0
/// (a tiny retarget) is left out, which costs at most εᵢ.
///
/// ```swift
/// let motion = try RetargetedMotion(
///   spring: .bouncy, fromValue: 0, toValue: 100, retargets: [Retarget(time: 0.2, target: 40)])
/// let layered = try motion.layeredKeyframes(tolerance: 0.1)
/// layered.layers.count       // 2: play each as an additive animation over 40
/// layered.baked.values       // one track for players without composition
/// ```
public struct LayeredKeyframes: Sendable {
  /// The retargeted motion.
  public let motion: RetargetedMotion
  /// The layers that move by more than their share of the tolerance, in order.
  public let layers: [MotionLayer]
  /// Each kept layer's keyframes, from its offset to 0 over its own duration, starting at its
  /// ``MotionLayer/delay``.
  public let keyframes: [SpringKeyframes<Double>]
  /// The tolerance for the sum of the layers, in value units.
  public let tolerance: Double

  /// Creates layered keyframes from their parts.
  init(
    motion: RetargetedMotion, layers: [MotionLayer], keyframes: [SpringKeyframes<Double>],
    tolerance: Double
  ) {
    self.motion = motion
    self.layers = layers
    self.keyframes = keyframes
    self.tolerance = tolerance
  }

  /// The model (underlying) value the layers add to: the final target.
  public var modelValue: Double { motion.finalTarget }

  /// The sum of the layers' proven distances from their motions: a bound on the distance
  /// between the composed keyframes and the motion, at most ``tolerance``.
  public var errorBound: Double { keyframes.reduce(0) { $0 + $1.maximumError } }

  /// When the last layer ends, in seconds.
  public var duration: Double {
    zip(layers, keyframes).reduce(0) { max($0, $1.0.delay + $1.1.duration) }
  }

  /// The composed value at `time` seconds: ``modelValue`` plus each layer's keyframe curve,
  /// holding its first value before its delay and its last after its end.
  ///
  /// - Complexity: O(n log k) for n layers of k keyframes.
  public func value(at time: Double) -> Double {
    var sum = modelValue
    for (layer, keyframes) in zip(layers, self.keyframes) {
      sum += Self.curve(keyframes, at: time - layer.delay)
    }
    return sum
  }

  /// The single track of the composed value: linear keyframes at every layer's keyframe
  /// times (and delays), whose straight lines are exactly the sum of the layers' lines, so
  /// it is within ``errorBound`` of the motion; for players without additive composition
  /// (Lottie, CSV).
  ///
  /// - Complexity: O(m·n log k) for m distinct times.
  public var baked: MomentumKeyframes {
    var times = [0.0]
    for (layer, keyframes) in zip(layers, self.keyframes) {
      times.append(contentsOf: keyframes.times.map { layer.delay + $0 })
    }
    times.sort()
    var distinct: [Double] = []
    for time in times where time != distinct.last { distinct.append(time) }
    if distinct.count == 1 { distinct.append(0) }
    return MomentumKeyframes(
      times: distinct, values: distinct.map { value(at: $0) }, tolerance: tolerance,
      errorBound: errorBound)
  }

  /// A layer's linear keyframe curve at `time` seconds after its delay.
  static func curve(_ keyframes: SpringKeyframes<Double>, at time: Double) -> Double {
    let values = keyframes.values
    let times = keyframes.times
    guard let first = values.first, let last = values.last else { return 0 }
    guard time > 0 else { return first }
    guard time < keyframes.duration else { return last }
    var low = 0
    var high = times.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle } else { high = middle }
    }
    let span = times[high] - times[low]
    guard span > 0 else { return values[high] }
    let fraction = (time - times[low]) / span
    return values[low] + fraction * (values[high] - values[low])
  }
}

extension RetargetedMotion {
  /// Linear keyframes for each layer, planned so that their sum stays within `tolerance` of
  /// the motion.
  ///
  /// - Parameter tolerance: The largest distance allowed between the composed keyframes and
  ///   the motion, in value units; finite and greater than 0.
  /// - Returns: The layers' keyframes (see ``LayeredKeyframes`` for the share of each).
  /// - Throws: ``SpringError`` as ``Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
  ///   throws for a layer (an undamped spring, an unattainable share), naming `tolerance`.
  /// - Complexity: the planner's, once per layer.
  public func layeredKeyframes(tolerance: Double) throws(SpringError) -> LayeredKeyframes {
    try layeredKeyframes(tolerance: tolerance) { (layer, share) throws(SpringError) in
      try layer.spring.keyframes(
        fromValue: layer.fromOffset, toValue: 0.0, initialVelocity: layer.initialVelocity,
        tolerance: share, interpolation: .linear)
    }
  }

  /// Layered keyframes, each layer planned by `plan` within its share of `tolerance`: for
  /// SpringFormats, whose planner leaves room for printing.
  package func layeredKeyframes(
    tolerance: Double,
    plan: (MotionLayer, Double) throws(SpringError) -> SpringKeyframes<Double>
  ) throws(SpringError) -> LayeredKeyframes {
    try SpringError.requirePositive(tolerance, "tolerance")
    let moving = layers.filter { $0.extent > 0 }
    let weights = moving.map { libmCbrt($0.extent) }
    let total = weights.reduce(0, +)
    var kept: [MotionLayer] = []
    var keyframes: [SpringKeyframes<Double>] = []
    for (layer, weight) in zip(moving, weights) {
      let share = tolerance * weight / total
      do throws(SpringError) {
        keyframes.append(try plan(layer, share))
        kept.append(layer)
      } catch {
        // A layer that stays within its share of 0 is left out: it costs at most the share.
        if error.rule == .endForStillMotion { continue }
        guard error.parameter == "tolerance" else { throw error }
        var stated = error
        stated.value = .number(tolerance)
        stated.limit = error.limit.map { SpringError.roundedUp($0 * total / weight) }
        throw stated
      }
    }
    return LayeredKeyframes(motion: self, layers: kept, keyframes: keyframes, tolerance: tolerance)
  }
}
