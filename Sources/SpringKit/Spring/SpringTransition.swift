/// The four numbers that carry any spring state across a span of time.
///
/// A spring's motion is linear in its initial state. With `u = x − target` the displacement
/// and `v` the velocity,
///
/// ```
/// u(t) = a·u₀ + b·v₀        (a dimensionless, b in seconds)
/// v(t) = c·u₀ + d·v₀        (c per second², d dimensionless)
/// ```
///
/// where a, b, c, d depend only on the spring and `t`. Computing them once and applying them
/// to every component is how SpringKit moves any ``SpringVector`` — a point, a colour, a SIMD
/// lane — with the same four numbers, and the matrix `[[a, b], [c, d]]` for a step `h` is the
/// exact time-stepping rule of ``SpringStepper``.
///
/// ```swift
/// let transition = try Spring.bouncy.transition(over: 0.1)
/// let (u, v) = transition.apply(displacement: SIMD2<Double>(-1, 2), velocity: .zero)
/// ```
public struct SpringTransition: Sendable, Hashable {
  /// How much of the initial displacement remains in the displacement (dimensionless).
  public var a: Double
  /// How much of the initial velocity turns into displacement, in seconds.
  public var b: Double
  /// How much of the initial displacement turns into velocity, per second squared.
  public var c: Double
  /// How much of the initial velocity remains in the velocity (dimensionless).
  public var d: Double

  /// Creates a transition from the entries of its matrix `[[a, b], [c, d]]`.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }

  /// The transition over no time at all: the identity matrix.
  public static let identity = SpringTransition(a: 1, b: 0, c: 0, d: 1)

  /// Carries a displacement and a velocity across the transition's span of time.
  ///
  /// Each component is computed as `a·u + b·v` and `c·u + d·v` in the vector's own scalar
  /// type, so a SIMD lane equals the scalar computation bit for bit.
  ///
  /// - Parameters:
  ///   - displacement: The displacement `x − target` at the start.
  ///   - velocity: The velocity at the start, in units per second.
  /// - Returns: The displacement and the velocity at the end.
  @inlinable
  public func apply<V: SpringVector>(displacement: V, velocity: V) -> (
    displacement: V, velocity: V
  ) {
    let a = V.Scalar(self.a)
    let b = V.Scalar(self.b)
    let c = V.Scalar(self.c)
    let d = V.Scalar(self.d)
    return (a * displacement + b * velocity, c * displacement + d * velocity)
  }

  /// The transition over this span followed by `next`: the matrix product `next × self`.
  @inlinable
  public func followed(by next: SpringTransition) -> SpringTransition {
    SpringTransition(
      a: next.a * a + next.b * c, b: next.a * b + next.b * d,
      c: next.c * a + next.d * c, d: next.c * b + next.d * d)
  }
}
