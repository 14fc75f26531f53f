public import SpringKit

// Vector keyframes as one scalar track per component.

extension KeyframeDocument {
  /// The number of components of each value: 1 for scalars.
  public var componentCount: Int { vectorValues?.first?.count ?? 1 }

  /// The default names of `count` components: `x, y, z, w`, then `c4, c5, …`.
  ///
  /// - Parameter count: The number of components.
  /// - Returns: One name per component.
  public static func defaultComponentNames(count: Int) -> [String] {
    (0..<count).map { $0 < 4 ? ["x", "y", "z", "w"][$0] : "c\($0)" }
  }

  /// The values of one component: each keyframe's (or sample's) entry at `component`.
  ///
  /// - Parameter component: The component's index; 0 for scalars.
  /// - Returns: One value per keyframe, or ``values`` for scalars.
  public func componentValues(_ component: Int) -> [Double] {
    guard let vectorValues else { return values }
    return vectorValues.map { $0.indices.contains(component) ? $0[component] : .nan }
  }

  /// The keyframes as one scalar track per component, all with the same key times,
  /// timing and shape (a scalar document gives its one track).
  ///
  /// Components are interpolated independently, as Core Animation and SwiftUI interpolate
  /// a point, a size, a colour or a transform: in the space the values are given in. Paced
  /// modes space the key times by the distance between whole vectors (as `KeyframeTrack`
  /// does for a `SIMD` value), so every component keeps the same key times.
  ///
  /// - Returns: One track per component.
  /// - Throws: ``KeyframeDocumentError`` as ``track()`` does, naming the entry at fault.
  /// - Complexity: O(n·c) for n keyframes of c components.
  public func componentTracks() throws(KeyframeDocumentError) -> [KeyframeTrack<Double>] {
    guard let vectorValues else { return [try track()] }
    guard content == .keyframes else {
      throw KeyframeDocumentError(line: nil, problem: .notKeyframes)
    }
    var mode = calculationMode
    var times = keyTimes
    if mode == .paced || mode == .cubicPaced {
      times = Self.pacedKeyTimes(vectorValues)
      mode = mode == .paced ? .linear : .cubic
    }
    var tracks: [KeyframeTrack<Double>] = []
    for component in 0..<componentCount {
      do {
        tracks.append(
          try KeyframeTrack(
            values: componentValues(component), keyTimes: times, duration: duration ?? .nan,
            calculationMode: mode, tensions: tensions, continuities: continuities,
            biases: biases, timingFunctions: mode == calculationMode ? timingFunctions : [],
            timingFunction: timingFunction))
      } catch {
        throw documentError(for: error)
      }
    }
    return tracks
  }

  /// Key times proportional to the cumulative Euclidean distance between consecutive
  /// vectors; even when every vector is the same.
  static func pacedKeyTimes(_ vectors: [[Double]]) -> [Double] {
    var cumulative = [0.0]
    for (previous, next) in zip(vectors, vectors.dropFirst()) {
      var squares = 0.0
      for (a, b) in zip(previous, next) { squares += (b - a) * (b - a) }
      cumulative.append(cumulative[cumulative.count - 1] + squares.squareRoot())
    }
    let count = vectors.count
    guard let total = cumulative.last, total > 0, total.isFinite else {
      guard count > 1 else { return [0] }
      return (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
    }
    return cumulative.enumerated().map { $0.offset == count - 1 ? 1 : $0.element / total }
  }
}
