/// How a ``SpringStepper`` advances a spring by one time step.
///
/// ``exact`` applies the spring's exact transition matrix and has no integration error at any
/// step. The numerical methods exist for comparison and teaching, and for later extra forces
/// that have no closed form; their global errors shrink as `h`, `h²` and `h⁴`.
///
/// The numerical methods are only stable for small enough steps: for an undamped spring,
/// semi-implicit Euler and velocity Verlet need `h·ω₀ < 2` and RK4 `h·ω₀ < 2√2`; beyond that
/// the state grows without bound (eventually to infinity or NaN). ``exact`` is stable at any
/// step.
public enum Integrator: String, Sendable, Hashable, CaseIterable {
  /// The exact solution: the 2×2 transition matrix for the step, computed once.
  case exact
  /// Classical fourth-order Runge–Kutta (global error ∝ h⁴). Not symplectic: with no damping
  /// its energy slowly decays.
  case rungeKutta4 = "rk4"
  /// Velocity Verlet (Störmer–Verlet, global error ∝ h²), symplectic when undamped. The
  /// damping force in the closing half kick is taken at the new velocity, which is solvable
  /// in closed form because the force is linear in velocity; this keeps second order.
  case velocityVerlet = "verlet"
  /// Semi-implicit (symplectic) Euler: velocity first, then position with the new velocity
  /// (global error ∝ h). Symplectic when undamped.
  case semiImplicitEuler = "euler"

  /// The order p of the method.
  ///
  /// Halving the step divides the global error by about 2ᵖ. `nil` for ``exact``, which has no
  /// integration error.
  public var order: Int? {
    switch self {
    case .exact: nil
    case .rungeKutta4: 4
    case .velocityVerlet: 2
    case .semiImplicitEuler: 1
    }
  }
}
