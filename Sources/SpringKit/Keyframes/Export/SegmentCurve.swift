/// One segment of a keyframe curve between two keyframes, drawn as ``KeyframeTrack`` draws
/// it, in plane coordinates and parametrised by the segment's local progress s in 0…1.
///
/// ```
/// linear:  K(s) = P₀ + s·(P₁ − P₀)
/// cubic:   K(s) = h00(s)·P₀ + h10(s)·D₀ + h01(s)·P₁ + h11(s)·D₁
///          D₀ = (P₁ − P₋₁)/2,  D₁ = (P₂ − P₀)/2   (Catmull-Rom; P₋₁ = P₀ and P₂ = P₁ at the ends)
/// ```
///
/// or any other tangents D₀ and D₁ (Kochanek–Bartels with tension, continuity and bias).
struct SegmentCurve: Sendable {
  /// The value at s = 0.
  let start: PlaneVector
  /// The value at s = 1.
  let end: PlaneVector
  /// dK/ds at s = 0 (cubic only).
  let startTangent: PlaneVector
  /// dK/ds at s = 1 (cubic only).
  let endTangent: PlaneVector
  /// Whether the segment is a straight line.
  let isLinear: Bool

  /// A straight segment.
  init(linearFrom start: PlaneVector, to end: PlaneVector) {
    self.start = start
    self.end = end
    startTangent = end - start
    endTangent = end - start
    isLinear = true
  }

  /// A Catmull-Rom segment from `start` to `end`, with the keyframes before and after them.
  init(
    previous: PlaneVector, start: PlaneVector, end: PlaneVector, next: PlaneVector
  ) {
    self.start = start
    self.end = end
    startTangent = 0.5 * (start - previous) + 0.5 * (end - start)
    endTangent = 0.5 * (end - start) + 0.5 * (next - end)
    isLinear = false
  }

  /// A Hermite segment from `start` to `end` with the given tangents (dK/ds at s = 0 and 1).
  init(
    start: PlaneVector, end: PlaneVector, startTangent: PlaneVector,
    endTangent: PlaneVector
  ) {
    self.start = start
    self.end = end
    self.startTangent = startTangent
    self.endTangent = endTangent
    isLinear = false
  }

  /// The value at local progress `s`, with ``KeyframeTrack``'s formulas.
  @inline(__always)
  func value(at s: Double) -> PlaneVector {
    if isLinear { return start + s * (end - start) }
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return h00 * start + h10 * startTangent + h01 * end + h11 * endTangent
  }

  /// The largest |d²K/ds²| on the segment: it is linear in s, so the larger end value.
  ///
  /// ```
  /// K''(0) = 6(P₁ − P₀) − 4D₀ − 2D₁      K''(1) = −6(P₁ − P₀) + 2D₀ + 4D₁
  /// ```
  var curvatureBound: Double {
    guard !isLinear else { return 0 }
    let chord = end - start
    let atStart = 6 * chord - 4 * startTangent - 2 * endTangent
    let atEnd = -6 * chord + 2 * startTangent + 4 * endTangent
    return max(atStart.dot(atStart), atEnd.dot(atEnd)).squareRoot()
  }
}
