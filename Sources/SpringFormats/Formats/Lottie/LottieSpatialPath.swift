/// A curved position segment as lottie-web plays it: the cubic `s, s + to, e + ti, e`
/// sampled into ``LottieProperty/spatialSampleCount`` points evenly in the Bézier
/// parameter, walked by arc length along the polyline.
struct LottieSpatialPath {
  /// The sampled points, from start to end.
  var points: [[Double]]
  /// The cumulated polyline length at each point (0 at the first).
  var lengths: [Double]

  /// The segment's path, or `nil` when lottie-web interpolates it as a straight line: no
  /// tangents, tangents on the chord (|cross product| < 0.001, lottie-web's
  /// `pointOnLine2D`), or a still segment with zero tangents.
  init?(start: [Double], end: [Double], keyframe: LottieKeyframe) {
    guard let out = keyframe.outTangent, let into = keyframe.inTangent,
      start.count >= 2, end.count == start.count, out.count >= 2, into.count >= 2
    else { return nil }
    let dimensions = start.count
    let tangent = { (values: [Double], index: Int) in index < values.count ? values[index] : 0 }
    let still = start == end
    if still && (0..<dimensions).allSatisfy({ tangent(out, $0) == 0 && tangent(into, $0) == 0 }) {
      return nil
    }
    let flat =
      (2..<dimensions).allSatisfy {
        start[$0] == 0 && end[$0] == 0 && tangent(out, $0) == 0 && tangent(into, $0) == 0
      }
    if !still && flat {
      let onChord = { (x: Double, y: Double) in
        abs((end[0] - start[0]) * (y - start[1]) - (x - start[0]) * (end[1] - start[1])) < 0.001
      }
      if onChord(start[0] + out[0], start[1] + out[1])
        && onChord(end[0] + into[0], end[1] + into[1])
      {
        return nil
      }
    }
    let count = LottieProperty.spatialSampleCount
    var points: [[Double]] = []
    var lengths: [Double] = []
    points.reserveCapacity(count)
    for sample in 0..<count {
      let t = Double(sample) / Double(count - 1)
      let u = 1 - t
      let point = (0..<dimensions).map { d in
        let p1 = start[d] + tangent(out, d)
        let p2 = end[d] + tangent(into, d)
        return u * u * u * start[d] + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * end[d]
      }
      if let previous = points.last {
        let step = zip(point, previous).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
        lengths.append((lengths.last ?? 0) + step)
      } else {
        lengths.append(0)
      }
      points.append(point)
    }
    self.points = points
    self.lengths = lengths
  }

  /// The point at a fraction of the arc length: the start at 0; the end at 1 and for any
  /// fraction outside [0, 1] (lottie-web's walk runs to the last point).
  func point(atFraction fraction: Double) -> [Double] {
    guard let total = lengths.last, let first = points.first, let last = points.last else {
      return []
    }
    if fraction == 0 || total == 0 { return first }
    let distance = total * fraction
    guard distance > 0, distance < total else { return last }
    // The polyline piece [j, j + 1] holding the distance.
    var lower = 0
    var upper = lengths.count - 1
    while upper - lower > 1 {
      let middle = (lower + upper) / 2
      if lengths[middle] > distance { upper = middle } else { lower = middle }
    }
    let piece = lengths[upper] - lengths[lower]
    let along = piece > 0 ? (distance - lengths[lower]) / piece : 0
    return zip(points[lower], points[upper]).map { $0 + ($1 - $0) * along }
  }
}
