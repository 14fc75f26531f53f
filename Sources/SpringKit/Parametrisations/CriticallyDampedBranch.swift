/// The closed form React Native's `Animated.spring`, Reanimated's `withSpring` and anime.js
/// v3 share: the under-damped formula below ζ = 1 and the critically damped one for every
/// ζ ≥ 1 (their `else` branch), so that an over-damped configuration moves like ζ = 1 at
/// the same ω₀ = √(k/m).
enum CriticallyDampedBranch {
  /// The motion such a library plays for m, k, c: the spring itself below ζ = 1, else the
  /// critically damped spring with the same mass and stiffness.
  static func played(mass: Double, stiffness: Double, damping: Double) throws(SpringError)
    -> Spring
  {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    guard spring.dampingRatio >= 1 else { return spring }
    return try Spring(
      mass: mass, stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot())
  }

  /// The physical parameters such a library needs to play `spring`, and how far the played
  /// motion is: exact up to ζ = 1; for an over-damped spring the critically damped one (same
  /// mass) whose motion is nearest, found by a golden-section search of ω between the slow
  /// pole and ω₀ (``NearestMotionSearch``).
  static func nearest(to spring: Spring) -> (
    mass: Double, stiffness: Double, damping: Double, deviation: Double
  ) {
    let mass = spring.mass
    guard DampingRegime(dampingRatio: spring.dampingRatio) == .overdamped else {
      let played = try? played(mass: mass, stiffness: spring.stiffness, damping: spring.damping)
      return (
        mass, spring.stiffness, spring.damping, played?.deviation(from: spring) ?? .infinity
      )
    }
    let critical = { (frequency: Double) in
      Spring(
        uncheckedMass: mass, stiffness: mass * frequency * frequency,
        damping: 2 * mass * frequency)
    }
    let zeta = spring.dampingRatio
    let omega = spring.naturalFrequency
    let low = libmLog(omega * (zeta - (zeta * zeta - 1).squareRoot()))
    let high = libmLog(omega)
    // Ranked on one grid covering the slowest candidate, at the slow pole; the exact
    // deviation is measured for the one chosen.
    let search = NearestMotionSearch(target: spring, slowest: [critical(libmExp(low))])
    let logFrequency = NearestMotionSearch.minimum(in: low...high, tolerance: 1e-9 * (high - low)) {
      search.distance(critical(libmExp($0)), above: $1)
    }
    let best = critical(libmExp(logFrequency))
    return (mass, best.stiffness, best.damping, best.deviation(from: spring))
  }
}
