import SpringKit

extension LottieProperty {
  /// The number of points lottie-web samples a curved position segment into
  /// (`defaultCurveSegments` in lottie-web's `common.js`).
  public static let spatialSampleCount = 150

  /// The value at a frame of the layer's time, as lottie-web computes it.
  ///
  /// - Before the first keyframe: its value. After the last: the last value.
  /// - A hold segment keeps its start value until the next keyframe.
  /// - Otherwise the segment's progress `u = (frame − t₀)/(t₁ − t₀)` is eased by the cubic
  ///   Bézier `(0,0), o, i, (1,1)` and each dimension moves
  ///   `s₀ + (s₁ − s₀)·ease(u)`. With per-dimension handles each dimension has its own easing
  ///   (``LottieEasingHandle/coordinates(dimension:)``).
  /// - A segment with spatial tangents `to`/`ti` that do not lie on the chord follows the
  ///   path `s₀, s₀ + to, s₁ + ti, s₁` at constant speed along its arc: lottie-web samples
  ///   ``spatialSampleCount`` points evenly in the Bézier parameter, eases `u` with the
  ///   first entries of the handles, and walks `ease(u)` of the polyline's length. An eased
  ///   progress outside [0, 1] gives the segment's end point (lottie-web's walk runs off
  ///   the end), so such a segment cannot overshoot.
  ///
  /// - Parameter frame: The frame, fractional allowed, in the layer's time (`t` units).
  /// - Returns: One number per dimension.
  /// - Complexity: O(log n + dimensions) for eased segments, O(150) for curved ones.
  public func value(atFrame frame: Double) -> [Double] {
    var paths: [Int: LottieSpatialPath?] = [:]
    return value(atFrame: frame, paths: &paths)
  }

  /// The values at many frames, each as ``value(atFrame:)`` gives it, with each curved
  /// segment's path built once instead of at every frame.
  func values(atFrames frames: [Double]) -> [[Double]] {
    var paths: [Int: LottieSpatialPath?] = [:]
    return frames.map { value(atFrame: $0, paths: &paths) }
  }

  /// ``value(atFrame:)`` with the curved segments' paths kept in `paths` by segment index.
  private func value(atFrame frame: Double, paths: inout [Int: LottieSpatialPath?]) -> [Double] {
    guard case .keyframes(let keyframes) = content else {
      if case .constant(let value) = content { return value }
      return []
    }
    guard keyframes.count >= 2 else { return keyframes.first?.value ?? [] }
    let last = keyframes.count - 1
    if frame >= keyframes[last].time {
      return endValue(of: last - 1, keyframes) ?? []
    }
    // The segment whose next keyframe is the first one after `frame` (segment 0 before it).
    var lower = 0
    var upper = last
    while upper - lower > 1 {
      let middle = (lower + upper) / 2
      if keyframes[middle].time > frame { upper = middle } else { lower = middle }
    }
    let index = keyframes[upper].time > frame && keyframes[lower].time <= frame ? lower : 0
    return segmentValue(index, keyframes, frame: frame, paths: &paths)
  }

  /// The value a segment ends at: the next keyframe's `s`, or this one's legacy `e`.
  private func endValue(of index: Int, _ keyframes: [LottieKeyframe]) -> [Double]? {
    let keyframe = keyframes[index]
    // After the last keyframe a hold segment shows the last keyframe's value, as every
    // other segment does.
    return keyframes[index + 1].value ?? keyframe.legacyEnd ?? keyframe.value
  }

  private func segmentValue(
    _ index: Int, _ keyframes: [LottieKeyframe], frame: Double,
    paths: inout [Int: LottieSpatialPath?]
  ) -> [Double] {
    let keyframe = keyframes[index]
    let start = keyframe.value ?? []
    if keyframe.isHold { return start }
    let next = keyframes[index + 1]
    let end = endValue(of: index, keyframes) ?? start
    let span = next.time - keyframe.time
    if frame < keyframe.time { return start }
    let progress = span > 0 ? (frame - keyframe.time) / span : 1
    let out = keyframe.outEasing ?? LottieEasingHandle(x: [0], y: [0])
    let into = keyframe.inEasing ?? LottieEasingHandle(x: [1], y: [1])
    let path: LottieSpatialPath?
    if let built = paths[index] {
      path = built
    } else {
      path = LottieSpatialPath(start: start, end: end, keyframe: keyframe)
      paths[index] = .some(path)
    }
    if let path {
      let eased = Self.ease(
        progress, out: (out.x.first ?? 0, out.y.first ?? 0),
        into: (into.x.first ?? 1, into.y.first ?? 1))
      return path.point(atFraction: eased)
    }
    return start.indices.map { dimension in
      let eased = Self.ease(
        progress, out: out.coordinates(dimension: dimension),
        into: into.coordinates(dimension: dimension))
      let target = dimension < end.count ? end[dimension] : start[dimension]
      return start[dimension] + (target - start[dimension]) * eased
    }
  }

  /// The eased progress of the cubic Bézier `(0,0), out, into, (1,1)` at `progress`.
  ///
  /// Handles whose time lies outside [0, 1] (which the reader refuses) are clamped.
  static func ease(
    _ progress: Double, out: (x: Double, y: Double), into: (x: Double, y: Double)
  ) -> Double {
    let clamp = { (x: Double) in x.isNaN ? 0 : min(max(x, 0), 1) }
    guard
      let curve = try? TimingFunction.CubicBezier(
        x1: clamp(out.x), y1: out.y.isFinite ? out.y : 0, x2: clamp(into.x),
        y2: into.y.isFinite ? into.y : 1)
    else { return progress }
    return curve.progress(at: progress)
  }
}
