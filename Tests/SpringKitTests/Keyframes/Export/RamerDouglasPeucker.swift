import SpringKit

/// Ramer–Douglas–Peucker simplification of uniformly sampled motion, the reference that
/// jakearchibald/linear-easing-generator and okikio/spring-easing use for CSS `linear()`.
///
/// The distance of a sample from a chord is measured at the sample's own time (the
/// Euclidean distance between the sample and the chord's value then), which is the error
/// a linear keyframe curve through the kept samples has at the sample times.
enum RamerDouglasPeucker {
  /// The indices of the samples kept at `tolerance`, first and last included.
  ///
  /// - Complexity: O(n log n) typically, O(n²) at worst, for n samples.
  static func keptIndices<V: SpringVector>(
    times: [Double], values: [V], tolerance: Double
  ) -> [Int] {
    var kept = [Bool](repeating: false, count: values.count)
    kept[0] = true
    kept[values.count - 1] = true
    var stack = [(0, values.count - 1)]
    while let (start, end) = stack.popLast() {
      guard end - start > 1 else { continue }
      var worst = 0.0
      var worstIndex = start
      let span = times[end] - times[start]
      for index in (start + 1)..<end {
        let fraction = (times[index] - times[start]) / span
        let chord = values[start] + V.Scalar(fraction) * (values[end] - values[start])
        let distance = Double((values[index] - chord).magnitude)
        if distance > worst {
          worst = distance
          worstIndex = index
        }
      }
      if worst > tolerance {
        kept[worstIndex] = true
        stack.append((start, worstIndex))
        stack.append((worstIndex, end))
      }
    }
    return kept.indices.filter { kept[$0] }
  }

  /// How many keyframes RDP keeps from `sampleCount` uniform samples of a motion over
  /// `duration` seconds, its last sample replaced by `toValue` as an export's is.
  static func keyframeCount<V: SpringVector>(
    spring: Spring, fromValue: V, toValue: V, initialVelocity: V = .zero, duration: Double,
    tolerance: Double, sampleCount: Int = 10_000
  ) throws -> Int {
    let step = duration / Double(sampleCount - 1)
    var values = try spring.sample(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity, step: step,
      count: sampleCount)
    values[values.count - 1] = toValue
    let times = (0..<sampleCount).map { Double($0) * step }
    return keptIndices(times: times, values: values, tolerance: tolerance).count
  }
}
