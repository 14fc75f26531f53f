/// A spring motion written in the plane its displacement never leaves, for keyframe export.
///
/// The displacement u(t) = a(t)·u₀ + b(t)·v₀ is a combination of u₀ and v₀, and so is every
/// keyframe curve through displacements (linear and cubic interpolation are affine). In an
/// orthonormal basis of their plane, scaled by a power of two so that squares neither
/// overflow nor underflow, the export works on `PlaneVector` whatever the value type,
/// and distances there are the Euclidean distances of the values, times ``scale``.
struct PlanarMotion: Sendable {
  /// The closed form's constants.
  let dynamics: SpringDynamics
  /// u₀ = fromValue − toValue in plane coordinates.
  let displacement: PlaneVector
  /// v₀ in plane coordinates.
  let velocity: PlaneVector
  /// Plane units per value unit: an exact power of two.
  let scale: Double
  /// ω₀, per second.
  let frequency: Double
  /// √(ω₀² + 4λ²): |x''| ≤ this × √(ω₀²|u|² + |v|²) (see ``accelerationBound(_:)``).
  let accelerationFactor: Double

  /// The motion of a spring from `fromValue` toward `toValue`, in plane coordinates.
  init<V: SpringVector>(spring: Spring, fromValue: V, toValue: V, initialVelocity: V) {
    dynamics = spring.dynamics
    let plane = Spring.planeCoordinates(
      displacement: fromValue - toValue, velocity: initialVelocity, epsilon: 1)
    displacement = plane.displacement
    velocity = plane.velocity
    scale = plane.epsilon
    frequency = dynamics.frequencySquared.squareRoot()
    accelerationFactor = (dynamics.frequencySquared + 4 * dynamics.decayRate * dynamics.decayRate)
      .squareRoot()
  }

  /// The transition coefficients from time 0 to `time` seconds.
  func transition(at time: Double) -> SpringTransition {
    dynamics.transition(over: DoubleDouble(time))
  }

  /// The knot of the spring's own motion at `time` seconds.
  func knot(at time: Double) -> PlanarKnot {
    PlanarKnot(time: time, transition: transition(at: time), motion: self)
  }

  /// A bound on |x''| from now on, given the displacement and velocity now.
  ///
  /// ```
  /// x'' = −ω₀²u − 2λv,   |x''| ≤ √(ω₀² + 4λ²) · √(ω₀²|u|² + |v|²)   (Cauchy–Schwarz)
  /// ```
  ///
  /// and the energy ½|v|² + ½ω₀²|u|² never grows for λ ≥ 0, so the bound holds for every
  /// later time too. It is loose by √(1 + 4ζ²), which for an overdamped spring creeping on
  /// its slow mode is far too much; there the two modes bound it instead:
  ///
  /// ```
  /// u = A + B, v = −r₁A − r₂B   (r₁ < r₂ the slow and fast rates, A and B decaying)
  /// |x''| ≤ r₁²|A| + r₂²|B|,    A = (v + r₂u)/(r₂ − r₁),  B = −(v + r₁u)/(r₂ − r₁)
  /// ```
  ///
  /// (used when r₂ − r₁ > λ, so that the division is well conditioned).
  func accelerationBound(_ state: (displacement: PlaneVector, velocity: PlaneVector))
    -> Double
  {
    let (u, v) = state
    let energy = dynamics.frequencySquared * u.dot(u) + v.dot(v)
    let bound = accelerationFactor * energy.squareRoot()
    guard case .overdamped(let spread, let slow) = dynamics.motion, 2 * spread > dynamics.decayRate
    else { return bound }
    let fast = dynamics.decayRate + spread
    let slowMode = (v + fast * u) / (2 * spread)
    let fastMode = (v + slow * u) / (2 * spread)
    let modes =
      slow * slow * slowMode.dot(slowMode).squareRoot()
      + fast * fast * fastMode.dot(fastMode).squareRoot()
    return min(bound, modes * (1 + 0x1p-40))
  }

  /// A bound on |x⁗| (the fourth derivative) from now on, given the displacement and
  /// velocity now.
  ///
  /// In the energy norm ‖(u, v)‖ = √(ω₀²|u|² + |v|²), which never grows, differentiating
  /// the state once multiplies by `M = [[0, ω₀], [−ω₀, −2λ]]`, whose largest singular value
  /// is σ with σ² = ω₀² + 2λ² + 2λ√(ω₀² + λ²); x⁗ is the acceleration of the state
  /// differentiated twice, so
  ///
  /// ```
  /// |x⁗| ≤ √(ω₀² + 4λ²) · σ² · √(ω₀²|u|² + |v|²)
  /// ```
  ///
  /// exact for an undamped spring (ω₀⁴ times the amplitude). For an overdamped spring the
  /// two modes bound it instead, r₁⁴|A| + r₂⁴|B| (see ``accelerationBound(_:)``).
  func fourthDerivativeBound(_ state: (displacement: PlaneVector, velocity: PlaneVector))
    -> Double
  {
    let (u, v) = state
    let squared = dynamics.frequencySquared
    let decay = dynamics.decayRate
    let energy = (squared * u.dot(u) + v.dot(v)).squareRoot()
    let stretch = squared + 2 * decay * decay + 2 * decay * (squared + decay * decay).squareRoot()
    let bound = accelerationFactor * stretch * energy
    guard case .overdamped(let spread, let slow) = dynamics.motion, 2 * spread > decay
    else { return bound }
    let fast = decay + spread
    let slowMode = (v + fast * u) / (2 * spread)
    let fastMode = (v + slow * u) / (2 * spread)
    let modes =
      slow * slow * slow * slow * slowMode.dot(slowMode).squareRoot()
      + fast * fast * fast * fast * fastMode.dot(fastMode).squareRoot()
    return min(bound, modes * (1 + 0x1p-40))
  }
}
