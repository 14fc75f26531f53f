/// Kochanek–Bartels parameters that give a keyframe its own incoming and outgoing tangents,
/// each a multiple of its chord: how a cubic export sets the velocities at both ends of
/// every segment independently of its neighbours.
///
/// With continuity c = −1, the outgoing tangent Dᵢ of keyframe i uses only the chord after
/// it and the incoming tangent Sᵢ only the chord before it (see
/// ``KeyframeTrack/tangents(segment:)``):
///
/// ```
/// Dᵢ = (1−t)(1−b)·(Pᵢ₊₁ − Pᵢ) = σₒ·(Pᵢ₊₁ − Pᵢ)
/// Sᵢ = (1−t)(1+b)·(Pᵢ − Pᵢ₋₁) = σᵢ·(Pᵢ − Pᵢ₋₁)
/// t  = 1 − (σₒ + σᵢ)/2,   b = (σᵢ − σₒ)/(σᵢ + σₒ)   (t = 1, b = 0 when both are 0)
/// ```
///
/// A segment of duration h from P to P + Δ then starts with σ·Δ/h and ends with σ'·Δ/h
/// (units per second): σ = σ' = 1 is a straight line, σ = h·⟨v, Δ⟩/|Δ|² the velocity v
/// along the chord (v itself in one dimension, and for vectors that move along a line).
/// In two dimensions the segment stays on its chord; the three parameters cannot give a
/// keyframe two arbitrary plane tangents (four numbers), and this choice keeps segments
/// independent, which the greedy planner needs.
///
/// When σₒ + σᵢ is nearly 0 while they are not (a keyframe near a turn, left and entered
/// with small opposite scales), b would be huge and 1 − t would keep few significant
/// digits: σₒ is then moved to the nearest value with |b| = ``maximumBias``.
enum ChordTangents {
  /// The largest |bias| the parameters use.
  static let maximumBias = 64.0

  /// The outgoing scale nearest to `outgoing` whose bias with `incoming` is at most
  /// ``maximumBias`` in magnitude.
  static func admissible(outgoing: Double, incoming: Double) -> Double {
    let bound = maximumBias
    guard abs(incoming - outgoing) > bound * abs(incoming + outgoing) * (1 + 0x1p-30) else {
      return outgoing
    }
    let near = -incoming * (bound - 1) / (bound + 1)
    let far = -incoming * (bound + 1) / (bound - 1)
    return abs(near - outgoing) <= abs(far - outgoing) ? near : far
  }

  /// Tension, continuity and bias for the scales σᵢ (`incoming`, `nil` at the first
  /// keyframe) and σₒ (`outgoing`, `nil` at the last); a missing scale copies the other.
  static func parameters(incoming: Double?, outgoing: Double?) -> (
    tension: Double, continuity: Double, bias: Double
  ) {
    let into = incoming ?? outgoing ?? 0
    let out = outgoing.map { admissible(outgoing: $0, incoming: into) } ?? into
    let sum = into + out
    guard sum != 0 else { return (1, -1, 0) }
    return (1 - sum / 2, -1, (into - out) / sum)
  }

  /// The scale σ = h·⟨v, Δ⟩/|Δ|² of a velocity along a chord; 0 for a zero chord.
  static func scale(_ velocity: SIMD2<Double>, chord: SIMD2<Double>, duration: Double)
    -> Double
  {
    let length = (chord * chord).sum()
    guard length > 0 else { return 0 }
    let scale = duration * (velocity * chord).sum() / length
    return scale.isFinite ? scale : 0
  }

  /// The parameters of every keyframe, from the knots' ``PlanarKnot/incoming`` and
  /// ``PlanarKnot/outgoing`` velocities projected on their chords.
  ///
  /// - Complexity: O(n) for n knots.
  static func parameters(for knots: [PlanarKnot]) -> (
    tensions: [Double], continuities: [Double], biases: [Double]
  ) {
    var tensions: [Double] = []
    var continuities: [Double] = []
    var biases: [Double] = []
    tensions.reserveCapacity(knots.count)
    continuities.reserveCapacity(knots.count)
    biases.reserveCapacity(knots.count)
    for index in knots.indices {
      let knot = knots[index]
      var incoming: Double?
      var outgoing: Double?
      if index > 0 {
        let previous = knots[index - 1]
        incoming = scale(
          knot.incoming, chord: knot.value - previous.value, duration: knot.time - previous.time)
      }
      if index < knots.count - 1 {
        let next = knots[index + 1]
        outgoing = scale(
          knot.outgoing, chord: next.value - knot.value, duration: next.time - knot.time)
      }
      let (tension, continuity, bias) = parameters(incoming: incoming, outgoing: outgoing)
      tensions.append(tension)
      continuities.append(continuity)
      biases.append(bias)
    }
    return (tensions, continuities, biases)
  }
}
