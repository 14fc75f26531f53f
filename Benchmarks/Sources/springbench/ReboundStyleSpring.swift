/// A spring stepped the way Rebound and POP do it: RK4 at a fixed 1 ms step with a time
/// accumulator, per spring and per frame (without their interpolation write-back bug).
///
/// This is the baseline for the many-springs benchmark; it is not used by SpringKit.
struct ReboundStyleSpring {
  var position: Double
  var velocity: Double
  var accumulator = 0.0
  let tension: Double
  let friction: Double
  let target: Double

  init(position: Double, target: Double, tension: Double, friction: Double) {
    self.position = position
    self.velocity = 0
    self.target = target
    self.tension = tension
    self.friction = friction
  }

  @inline(__always)
  func acceleration(_ x: Double, _ v: Double) -> Double {
    tension * (target - x) - friction * v
  }

  mutating func advance(by frame: Double) {
    let h = 0.001
    accumulator += frame
    while accumulator >= h {
      accumulator -= h
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
  }
}
