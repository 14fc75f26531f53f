/// Many flings with the same decay, bounds and spring, advanced together: a list of cards
/// thrown at once, a particle burst against the edges of a view.
///
/// Each element is a ``MomentumMotion`` of the bounded kind: a decay, and if it would land past
/// a bound, a spring onto that bound from the exact instant it reaches it. The state is a
/// struct of arrays. One frame computes the decay's factors and the spring's exact transition
/// for the frame once and applies them to every element — a few multiply-adds each — so the
/// batch is exact at any frame rate, like ``SpringBatch``. An element whose hand-off falls
/// inside a frame evaluates the spring's closed form over the rest of that frame once.
///
/// ```swift
/// var batch = try MomentumBatch(
///   positions: [100, 500], velocities: [2_000, -4_000], decay: try Decay(decayRate: 2),
///   bounds: try MotionBounds(lower: 0, upper: 1_000), spring: .smooth)
/// while batch.movingCount > 0 { try batch.advance(by: 1 / 60) }
/// ```
public struct MomentumBatch: Sendable {
  /// The decay every element coasts with.
  public let decay: Decay
  /// The bounds every element settles within.
  public let bounds: MotionBounds
  /// The spring that settles an element on a bound.
  public let spring: Spring
  /// When an element counts as at rest.
  public let restThreshold: RestThreshold
  /// The current values.
  public private(set) var positions: [Double]
  /// The current velocities, in value units per second.
  public private(set) var velocities: [Double]
  /// Each element's exact hand-off instant, in seconds after the release; infinity for an
  /// element whose decay lands inside the bounds.
  public let handOffTimes: [Double]
  /// The value each element rests on: its bound, or its decay's resting value.
  public let targets: [Double]
  /// The velocity each element has at its hand-off (the spring phase's start).
  let handOffVelocities: [Double]
  /// 0 coasting, 1 springing, 2 at rest.
  var phases: [UInt8]
  /// Seconds since the release.
  public private(set) var time = 0.0
  /// How many elements were still moving after the last frame.
  public private(set) var movingCount: Int

  /// Creates a batch of flings released together.
  ///
  /// - Parameters:
  ///   - positions: The values at release; each within `bounds`.
  ///   - velocities: One release velocity per value, in value units per second.
  ///   - decay: How the flings slow down.
  ///   - bounds: The range the values rest in.
  ///   - spring: The spring that settles a value on a bound it reaches.
  ///   - restThreshold: When an element counts as at rest.
  /// - Throws: ``SpringError`` naming `velocities` when the arrays differ in length, and
  ///   `positions[i]` or `velocities[i]` for a non-finite number or a release outside the
  ///   bounds.
  public init(
    positions: [Double], velocities: [Double], decay: Decay, bounds: MotionBounds,
    spring: Spring = .smooth, restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    guard velocities.count == positions.count else {
      throw SpringError(
        parameter: "velocities", value: .elements(velocities.count), rule: .sameCount)
    }
    var handOffTimes: [Double] = []
    var targets: [Double] = []
    var handOffVelocities: [Double] = []
    var phases: [UInt8] = []
    for index in positions.indices {
      let motion: MomentumMotion
      do {
        motion = try MomentumMotion(
          from: positions[index], velocity: velocities[index], decay: decay, bounds: bounds,
          spring: spring, restThreshold: restThreshold)
      } catch {
        throw SpringError(
          parameter: (error.parameter == "velocity" ? "velocities" : "positions") + "[\(index)]",
          value: error.value, rule: error.rule,
          limit: error.limit)
      }
      let first = motion.phases[0]
      let handsOff = first.ending == .handOff
      handOffTimes.append(handsOff ? first.end.time : .infinity)
      handOffVelocities.append(handsOff ? first.end.velocity : 0)
      targets.append(motion.target)
      phases.append(motion.restTime > 0 ? 0 : 2)
    }
    self.decay = decay
    self.bounds = bounds
    self.spring = spring
    self.restThreshold = restThreshold
    self.positions = positions
    self.velocities = velocities
    self.handOffTimes = handOffTimes
    self.targets = targets
    self.handOffVelocities = handOffVelocities
    self.phases = phases
    movingCount = phases.count { $0 != 2 }
  }

  /// The number of flings.
  public var count: Int { positions.count }

  /// Advances every element by one frame.
  ///
  /// A coasting element whose speed is within the decay's rest rule (see
  /// ``MomentumMotion/init(from:velocity:decay:restThreshold:)``) snaps to its resting value;
  /// a springing one within `restThreshold` snaps to its bound.
  ///
  /// - Parameter frameDuration: Seconds; finite and at least 0.
  /// - Throws: ``SpringError`` for a bad frame duration; the batch is then unchanged.
  /// - Complexity: O(n) for n flings, with one evaluation of each closed form per frame and
  ///   one more per element handing off during the frame.
  public mutating func advance(by frameDuration: Double) throws(SpringError) {
    let step = try spring.transition(over: frameDuration)
    let end = time + frameDuration
    let keep = decay.velocityFactor(time: frameDuration)  // e^(−λh)
    let travel = decay.displacementFactor(time: frameDuration)  // (1 − e^(−λh))/λ
    let restSpeed = min(restThreshold.speed, decay.decayRate * restThreshold.distance)
    let (distance, speed) = (restThreshold.distance, restThreshold.speed)
    var moving = 0
    for i in positions.indices {
      switch phases[i] {
      case 0 where handOffTimes[i] <= end:
        // The hand-off falls in this frame: the spring from its exact start.
        let transition = spring.dynamics.transition(over: DoubleDouble(end - handOffTimes[i]))
        let (u, v) = transition.apply(displacement: 0.0, velocity: handOffVelocities[i])
        (positions[i], velocities[i]) = (targets[i] + u, v)
        phases[i] = 1
        moving += 1
      case 0:
        positions[i] += travel * velocities[i]
        velocities[i] *= keep
        if abs(velocities[i]) <= restSpeed, handOffTimes[i] == .infinity {
          (positions[i], velocities[i], phases[i]) = (targets[i], 0, 2)
        } else {
          moving += 1
        }
      case 1:
        let (u, v) = step.apply(displacement: positions[i] - targets[i], velocity: velocities[i])
        if abs(u) <= distance && abs(v) <= speed {
          (positions[i], velocities[i], phases[i]) = (targets[i], 0, 2)
        } else {
          (positions[i], velocities[i]) = (targets[i] + u, v)
          moving += 1
        }
      default:
        break
      }
    }
    time = end
    movingCount = moving
  }
}
