// One step of each numerical method for u'' = a(u, v), generic over the value type. The spring
// stepper passes its linear acceleration; simulations with extra forces pass theirs.

extension Integrator {
  /// One classical Runge–Kutta step of `step` seconds.
  @inlinable
  static func rungeKutta4<V: SpringVector>(
    displacement u: inout V, velocity v: inout V, step: Double,
    acceleration: (_ displacement: V, _ velocity: V) -> V
  ) {
    let h = V.Scalar(step)
    let half = V.Scalar(step / 2)
    let du1 = v
    let dv1 = acceleration(u, v)
    let du2 = v + half * dv1
    let dv2 = acceleration(u + half * du1, du2)
    let du3 = v + half * dv2
    let dv3 = acceleration(u + half * du2, du3)
    let du4 = v + h * dv3
    let dv4 = acceleration(u + h * du3, du4)
    let sixth = V.Scalar(step / 6)
    u = u + sixth * (du1 + V.Scalar(2) * (du2 + du3) + du4)
    v = v + sixth * (dv1 + V.Scalar(2) * (dv2 + dv3) + dv4)
  }

  /// One velocity Verlet step: half kick, drift, half kick.
  ///
  /// The linear damping −(c/m)·v is kept out of `acceleration` and taken at the new velocity
  /// in the closing half kick, which is solvable in closed form and keeps second order.
  @inlinable
  static func velocityVerlet<V: SpringVector>(
    displacement u: inout V, velocity v: inout V, step: Double, dampingPerMass: Double,
    acceleration: (_ displacement: V, _ velocity: V) -> V
  ) {
    let half = V.Scalar(step / 2)
    let damping = V.Scalar(dampingPerMass)
    let halfVelocity = v + half * (acceleration(u, v) - damping * v)
    u = u + V.Scalar(step) * halfVelocity
    // v' = v½ + (h/2)·(a(u', v½) − (c/m)·v'), solved for v'.
    let implicitDamping = V.Scalar(1 / (1 + step * dampingPerMass / 2))
    v = implicitDamping * (halfVelocity + half * acceleration(u, halfVelocity))
  }

  /// One semi-implicit Euler step: velocity first, then position with the new velocity.
  @inlinable
  static func semiImplicitEuler<V: SpringVector>(
    displacement u: inout V, velocity v: inout V, step: Double,
    acceleration: (_ displacement: V, _ velocity: V) -> V
  ) {
    v = v + V.Scalar(step) * acceleration(u, v)
    u = u + V.Scalar(step) * v
  }
}
