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
/// independent, which the greedy planner needs (bias 1, below, is the one exception it uses).
///
/// Every exported tension, continuity and bias lies in [−1, 1]. Core Animation documents
/// no range for them, and Kochanek–Bartels splines are conventionally parametrised in
/// [−1, 1]; staying inside it means no consumer clamps or reinterprets a value. With
/// c = −1 the scales that range reaches are
///
/// ```
/// σₒ ≥ 0,   σᵢ ≥ 0,   σₒ + σᵢ = 2(1 − t) ≤ 4
/// ```
///
/// (at the first keyframe σᵢ is unused, so σₒ ∈ [0, 4]; at the last σₒ is unused, so
/// σᵢ ∈ [0, 4]). Scales outside that set are projected onto it (``reachable(incoming:outgoing:)``).
///
/// A segment that starts just before a peak needs a start tangent against its chord, which
/// c = −1 cannot give. Bias 1 turns both of the keyframe's tangents onto the chord before
/// it, and continuity then splits them:
///
/// ```
/// b = 1:   Dᵢ = (1−t)(1+c)·(Pᵢ − Pᵢ₋₁) = μ·(Pᵢ − Pᵢ₋₁)
///          Sᵢ = (1−t)(1−c)·(Pᵢ − Pᵢ₋₁) = σᵢ·(Pᵢ − Pᵢ₋₁)
///          t  = 1 − (μ + σᵢ)/2,   c = (μ − σᵢ)/(μ + σᵢ)
/// ```
///
/// The incoming tangent is the same multiple of the same chord as with c = −1, so the
/// segment before is unchanged, and the outgoing one continues the direction the keyframe
/// was entered from (over the peak, when the next chord turns back), with μ under the same
/// bounds as σₒ. The mirror image (b = −1: both tangents along the chord after the keyframe)
/// would let a segment end against its chord, but its end tangent would then depend on the
/// next chord, which the greedy planner has not chosen yet; it is not used.
enum ChordTangents {
  /// The largest σₒ + σᵢ of a keyframe: 2(1 − t) with tension −1.
  static let maximumScaleSum = 4.0

  /// The largest incoming scale the planner gives a keyframe that is not the last, so
  /// that the next segment can always start as a straight line (σₒ = 1 ≤ 4 − σᵢ).
  static let maximumArrivingScale = maximumScaleSum - 1

  /// The outgoing scales reachable after the incoming scale σᵢ (`nil` at the first
  /// keyframe): 0 … 4 − σᵢ.
  static func outgoingRange(incoming: Double?) -> ClosedRange<Double> {
    0...max(0, maximumScaleSum - max(0, incoming ?? 0))
  }

  /// The scales nearest to (σᵢ, σₒ) that t, b ∈ [−1, 1] reach with c = −1: the Euclidean
  /// projection on σᵢ, σₒ ≥ 0, σᵢ + σₒ ≤ 4 (on 0 … 4 for a keyframe with only one of them).
  static func reachable(incoming: Double?, outgoing: Double?) -> (
    incoming: Double?, outgoing: Double?
  ) {
    let clamp = { (scale: Double) in min(max(scale, 0), maximumScaleSum) }
    guard let incoming, let outgoing else { return (incoming.map(clamp), outgoing.map(clamp)) }
    var (into, out) = (max(incoming, 0), max(outgoing, 0))
    let excess = into + out - maximumScaleSum
    if excess > 0 {
      // Onto the edge σᵢ + σₒ = 4, then onto its nearer end if past one.
      (into, out) = (into - excess / 2, out - excess / 2)
      if into < 0 { (into, out) = (0, maximumScaleSum) }
      if out < 0 { (into, out) = (maximumScaleSum, 0) }
    }
    return (into, out)
  }

  /// Tension, continuity and bias, each in [−1, 1], for the scales σᵢ (`incoming`, `nil` at
  /// the first keyframe) and σₒ (`outgoing`, `nil` at the last), after
  /// ``reachable(incoming:outgoing:)``.
  ///
  /// A missing scale is free (its tangent meets a zero phantom chord); it copies the other
  /// up to 2, then is 4 minus it, so that a lone scale up to 4 stays reachable.
  ///
  /// With `alongPreviousChord` (and both scales), σₒ is μ, the outgoing tangent over the
  /// chord before the keyframe: bias 1, and the continuity splits the scales.
  static func parameters(incoming: Double?, outgoing: Double?, alongPreviousChord: Bool = false)
    -> (tension: Double, continuity: Double, bias: Double)
  {
    let scales = reachable(incoming: incoming, outgoing: outgoing)
    if alongPreviousChord, let into = scales.incoming, let out = scales.outgoing {
      let sum = into + out
      guard sum > 0 else { return (1, -1, 0) }
      let tension = min(max(1 - sum / 2, -1), 1)
      let continuity = min(max((out - into) / sum, -1), 1)
      return (tension, continuity, 1)
    }
    let free = { (scale: Double) in min(scale, maximumScaleSum - scale) }
    let into = scales.incoming ?? scales.outgoing.map(free) ?? 0
    let out = scales.outgoing ?? free(into)
    let sum = into + out
    guard sum > 0 else { return (1, -1, 0) }
    let tension = min(max(1 - sum / 2, -1), 1)
    let bias = min(max((into - out) / sum, -1), 1)
    return (tension, -1, bias)
  }

  /// The scale σ = h·⟨v, Δ⟩/|Δ|² of a velocity along a chord; 0 for a zero chord.
  static func scale(_ velocity: PlaneVector, chord: PlaneVector, duration: Double)
    -> Double
  {
    let length = chord.dot(chord)
    guard length > 0 else { return 0 }
    let scale = duration * velocity.dot(chord) / length
    return scale.isFinite ? scale : 0
  }

  /// The parameters of every keyframe, from the knots' ``PlanarKnot/incoming`` and
  /// ``PlanarKnot/outgoing`` velocities projected on their chords (the chord before for a
  /// knot that ``PlanarKnot/leavesAlongPreviousChord``), then on the reachable scales.
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
      let turned = knot.leavesAlongPreviousChord && index > 0
      if index < knots.count - 1 {
        let next = knots[index + 1]
        let chord = turned ? knot.value - knots[index - 1].value : next.value - knot.value
        outgoing = scale(knot.outgoing, chord: chord, duration: next.time - knot.time)
      }
      let (tension, continuity, bias) = parameters(
        incoming: incoming, outgoing: outgoing, alongPreviousChord: turned)
      tensions.append(tension)
      continuities.append(continuity)
      biases.append(bias)
    }
    return (tensions, continuities, biases)
  }
}
