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
    Integrator.rungeKutta4(displacement: &u, velocity: &v, step: step) { u, v in
      acceleration(displacement: u, velocity: v)
    }
  }

  @inlinable
  func velocityVerlet<V: SpringVector>(displacement u: inout V, velocity v: inout V) {
    Integrator.velocityVerlet(
      displacement: &u, velocity: &v, step: step, dampingPerMass: dampingPerMass
    ) { u, _ in V.Scalar(-frequencySquared) * u }
  }

  @inlinable
  func semiImplicitEuler<V: SpringVector>(displacement u: inout V, velocity v: inout V) {
    Integrator.semiImplicitEuler(displacement: &u, velocity: &v, step: step) { u, v in
      acceleration(displacement: u, velocity: v)
    }
  }
}
