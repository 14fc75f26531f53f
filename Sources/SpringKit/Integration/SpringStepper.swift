/// Advances spring states by a fixed time step with a chosen ``Integrator``.
///
/// Everything that depends only on the spring and the step — the exact transition matrix,
/// k/m and c/m — is computed once, so a step costs a few multiply-adds per component.
///
/// ```swift
/// let stepper = try SpringStepper(spring: .bouncy, step: 1 / 120)
/// var x = SIMD2<Double>(0, 0), v = SIMD2<Double>.zero
/// for _ in 0..<120 {
///   stepper.advance(value: &x, velocity: &v, target: SIMD2(100, 50))
/// }
/// ```
public struct SpringStepper: Sendable, Hashable {
  /// The spring being integrated.
  public let spring: Spring
  /// The time step h, in seconds.
  public let step: Double
  /// The integration method.
  public let integrator: Integrator

  /// The exact transition over one step (used by ``Integrator/exact``).
  @usableFromInline let transition: SpringTransition
  /// k/m, per second squared.
  @usableFromInline let frequencySquared: Double
  /// c/m, per second.
  @usableFromInline let dampingPerMass: Double

  /// Creates a stepper for a spring, a step and an integrator.
  ///
  /// - Parameters:
  ///   - spring: The spring to integrate.
  ///   - step: The time step h in seconds; finite and greater than 0.
  ///   - integrator: The method; ``Integrator/exact`` by default.
  /// - Throws: ``SpringError`` when `step` is not finite or not positive.
  public init(spring: Spring, step: Double, integrator: Integrator = .exact) throws(SpringError) {
    try SpringError.requirePositive(step, "step")
    self.spring = spring
    self.step = step
    self.integrator = integrator
    transition = spring.dynamics.transition(over: DoubleDouble(step))
    frequencySquared = spring.stiffness / spring.mass
    dampingPerMass = spring.damping / spring.mass
  }

  /// Advances a value and its velocity by one step toward `target`.
  ///
  /// This is the hot path of fixed-step simulation, so it does not validate: non-finite
  /// inputs give non-finite outputs. Validate outside input at the boundary, for example with
  /// ``Spring/update(value:velocity:target:deltaTime:)``, which throws.
  ///
  /// - Parameters:
  ///   - value: The current value, replaced by the value one step later.
  ///   - velocity: The current velocity (units per second), replaced likewise.
  ///   - target: Where the spring pulls the value.
  @inlinable
  public func advance<V: SpringVector>(value: inout V, velocity: inout V, target: V) {
    var displacement = value - target
    switch integrator {
    case .exact:
      (displacement, velocity) = transition.apply(displacement: displacement, velocity: velocity)
    case .rungeKutta4:
      rungeKutta4(displacement: &displacement, velocity: &velocity)
    case .velocityVerlet:
      velocityVerlet(displacement: &displacement, velocity: &velocity)
    case .semiImplicitEuler:
      semiImplicitEuler(displacement: &displacement, velocity: &velocity)
    }
    value = target + displacement
  }

  /// The acceleration −(k/m)·u − (c/m)·v.
  @inlinable
  func acceleration<V: SpringVector>(displacement: V, velocity: V) -> V {
    V.Scalar(-frequencySquared) * displacement - V.Scalar(dampingPerMass) * velocity
  }

  @inlinable
  func rungeKutta4<V: SpringVector>(displacement u: inout V, velocity v: inout V) {
    let h = V.Scalar(step)
    let half = V.Scalar(step / 2)
    let du1 = v
    let dv1 = acceleration(displacement: u, velocity: v)
    let du2 = v + half * dv1
    let dv2 = acceleration(displacement: u + half * du1, velocity: du2)
    let du3 = v + half * dv2
    let dv3 = acceleration(displacement: u + half * du2, velocity: du3)
    let du4 = v + h * dv3
    let dv4 = acceleration(displacement: u + h * du3, velocity: du4)
    let sixth = V.Scalar(step / 6)
    u = u + sixth * (du1 + V.Scalar(2) * (du2 + du3) + du4)
    v = v + sixth * (dv1 + V.Scalar(2) * (dv2 + dv3) + dv4)
  }

  @inlinable
  func velocityVerlet<V: SpringVector>(displacement u: inout V, velocity v: inout V) {
    let half = V.Scalar(step / 2)
    let halfVelocity = v + half * acceleration(displacement: u, velocity: v)
    u = u + V.Scalar(step) * halfVelocity
    // v' = v½ + (h/2)·(−ω²u' − (c/m)·v'), solved for v'.
    let implicitDamping = V.Scalar(1 / (1 + step * dampingPerMass / 2))
    v = implicitDamping * (halfVelocity - V.Scalar(step * frequencySquared / 2) * u)
  }

  @inlinable
  func semiImplicitEuler<V: SpringVector>(displacement u: inout V, velocity v: inout V) {
    v = v + V.Scalar(step) * acceleration(displacement: u, velocity: v)
    u = u + V.Scalar(step) * v
  }
}
