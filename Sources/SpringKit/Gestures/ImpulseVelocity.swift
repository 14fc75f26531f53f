/// Compose's impulse estimate on one axis: the velocity whose kinetic energy (per unit mass)
/// is the work the segments put in.
///
/// Oldest first, each segment k with `Δt ≠ 0` has velocity `vₖ = Δx/Δt`; with the velocity so
/// far `v = sign(E)·√(2|E|)`, the energy becomes `E + (vₖ − v)·|vₖ|`, and after the oldest
/// segment (when it is not skipped) it is halved, so that constant motion comes out exact.
///
/// - Parameters:
///   - times: Times in seconds, non-decreasing.
///   - positions: One axis's positions at those times.
/// - Returns: `sign(E)·√(2|E|)` in units per second; 0 with fewer than two samples.
/// - Complexity: O(m) for m samples.
func impulseVelocity(times: [Double], positions: [Double]) -> Double {
  var energy = 0.0
  guard times.count >= 2 else { return 0 }
  for index in 1..<times.count {
    let step = times[index] - times[index - 1]
    if step == 0 { continue }
    let segment = (positions[index] - positions[index - 1]) / step
    energy += (segment - velocity(ofEnergy: energy)) * abs(segment)
    if index == 1 { energy *= 0.5 }
  }
  return velocity(ofEnergy: energy)
}

/// `sign(E)·√(2|E|)`: the velocity of a unit mass with kinetic energy |E|, signed as E.
private func velocity(ofEnergy energy: Double) -> Double {
  let speed = (2 * abs(energy)).squareRoot()
  return energy < 0 ? -speed : speed
}
