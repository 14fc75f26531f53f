/// A ``SpringTransition`` stored the way a stepped frame of ``SpringSimulation`` reads it.
///
/// The step computes `(a·u + b·v, c·u + d·v)`, which the compiler evaluates as two pairs,
/// `(a, d) × (u, v) + (b, c) × (v, u)`. Stored in that order, 16-byte aligned inside the
/// simulation, each pair is one load; in ``SpringTransition``'s order (a, b, c, d) the
/// diagonal takes two loads and a shuffle. The arithmetic is that of
/// ``SpringTransition/apply(displacement:velocity:)``, bit for bit.
@usableFromInline
struct FrameTransition: Sendable {
  @usableFromInline var a: Double
  @usableFromInline var d: Double
  @usableFromInline var b: Double
  @usableFromInline var c: Double

  /// The identity: the transition over no time at all.
  @inlinable
  init() {
    (a, d, b, c) = (1, 1, 0, 0)
  }

  /// The same matrix as `transition`.
  @inlinable
  init(_ transition: SpringTransition) {
    (a, d, b, c) = (transition.a, transition.d, transition.b, transition.c)
  }

  /// Carries a displacement and a velocity across the transition, as ``SpringTransition`` does.
  @inlinable
  func apply<V: SpringVector>(displacement: V, velocity: V) -> (displacement: V, velocity: V) {
    let a = V.Scalar(self.a)
    let b = V.Scalar(self.b)
    let c = V.Scalar(self.c)
    let d = V.Scalar(self.d)
    return (a * displacement + b * velocity, c * displacement + d * velocity)
  }
}
