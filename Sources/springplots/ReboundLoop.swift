/// A spring driven the way Rebound's `SpringSystem` drives it, for contrast: RK4 at a fixed
/// 1 ms step with a time accumulator, frames longer than 64 ms clamped, and the display
/// state interpolated between the last two physics states and written back into the
/// current state (Rebound's `interpolate(alpha)`), so the interpolation feeds the physics.
///
/// Used only by the frame-rate plot; SpringKit's ``SpringSimulation`` does none of this.
struct ReboundLoop {
  /// Rebound's solver step, seconds.
  static let step = 0.001
  /// Rebound's longest frame, seconds: longer frames lose the rest of their time.
  static let maximumFrame = 0.064

  var position: Double
  var velocity = 0.0
  var previousPosition: Double
  var previousVelocity = 0.0
  var accumulator = 0.0
  let tension: Double
  let friction: Double
  let target: Double

  init(position: Double, target: Double, tension: Double, friction: Double) {
    self.position = position
    previousPosition = position
    self.target = target
    self.tension = tension
    self.friction = friction
  }

  func acceleration(_ x: Double, _ v: Double) -> Double {
    tension * (target - x) - friction * v
  }

  /// One display frame of `frame` seconds.
  mutating func advance(by frame: Double) {
    let h = Self.step
    accumulator += min(frame, Self.maximumFrame)
    while accumulator >= h {
      accumulator -= h
      (previousPosition, previousVelocity) = (position, velocity)
      let (x, v) = (position, velocity)
      let av = acceleration(x, v)
      let bx = v + av * h / 2
      let bv = acceleration(x + v * h / 2, bx)
      let cx = v + bv * h / 2
      let cv = acceleration(x + bx * h / 2, cx)
      let dx = v + cv * h
      let dv = acceleration(x + cx * h, dx)
      position = x + h / 6 * (v + 2 * (bx + cx) + dx)
      velocity = v + h / 6 * (av + 2 * (bv + cv) + dv)
    }
    let alpha = accumulator / h
    position = position * alpha + previousPosition * (1 - alpha)
    velocity = velocity * alpha + previousVelocity * (1 - alpha)
  }
}
