// Evaluating a keyframe track at any time.

extension KeyframeTrack {
  /// The value at `time` seconds (clamped to 0…``duration``).
  ///
  /// - Parameter time: Seconds since the animation began; NaN counts as 0.
  /// - Returns: The value Core Animation would show at that time.
  /// - Complexity: O(log n) for n keyframes.
  @inlinable
  public func value(at time: Double) -> Value {
    let clamped = time.isNaN ? 0 : min(max(time / duration, 0), 1)
    let progress = timingFunction.map { $0.progress(at: clamped) } ?? clamped
    return value(atProgress: progress)
  }

  /// Values at `count` evenly spaced times from 0 to the duration, both included.
  ///
  /// - Parameter count: The number of samples; at least 2.
  /// - Returns: The values; empty when `count` is below 2.
  /// - Complexity: O(`count` · log n).
  @inlinable
  public func sample(count: Int) -> [Value] {
    guard count >= 2 else { return [] }
    return TimeGrid(duration: duration, intervals: count - 1).map { value(at: $0) }
  }

  /// The value at an animation progress p in 0…1 (after the whole-animation timing function).
  @inlinable
  func value(atProgress progress: Double) -> Value {
    if calculationMode == .discrete {
      guard progress < 1 else { return values[values.count - 1] }
      let index = lastIndex(ofKeyTimeAtMost: progress)
      return values[min(index, values.count - 1)]
    }
    guard progress > 0 else { return values[0] }
    guard progress < 1 else { return values[values.count - 1] }
    let segment = min(lastIndex(ofKeyTimeAtMost: progress), values.count - 2)
    let start = keyTimes[segment]
    let length = keyTimes[segment + 1] - start
    guard length > 0 else { return values[segment + 1] }
    var local = min(max((progress - start) / length, 0), 1)
    if !timingFunctions.isEmpty { local = timingFunctions[segment].progress(at: local) }
    switch calculationMode {
    case .cubic, .cubicPaced:
      return hermite(segment: segment, local: local)
    case .linear, .paced, .discrete:
      let from = values[segment]
      return from + Value.Scalar(local) * (values[segment + 1] - from)
    }
  }

  /// The index of the last keyTime ≤ p (binary search).
  @inlinable
  func lastIndex(ofKeyTimeAtMost progress: Double) -> Int {
    var low = 0
    var high = keyTimes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if keyTimes[middle] <= progress { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The tangents of the cubic segment from keyframe `segment` to the next: dK/ds at its
  /// start and at its end, in value units per unit of the segment's local progress s.
  ///
  /// ```
  /// Dᵢ   = (1−t)(1+c)(1+b)/2·(Pᵢ − Pᵢ₋₁) + (1−t)(1−c)(1−b)/2·(Pᵢ₊₁ − Pᵢ)   (outgoing)
  /// Sᵢ   = (1−t)(1−c)(1+b)/2·(Pᵢ − Pᵢ₋₁) + (1−t)(1+c)(1−b)/2·(Pᵢ₊₁ − Pᵢ)   (incoming)
  /// ```
  /// with t, c, b keyframe i's tension, continuity and bias, and P₋₁ = P₀ and Pₙ = Pₙ₋₁
  /// (phantom points equal to the end values). The segment starts with Dᵢ and ends with
  /// Sᵢ₊₁; divided by the segment's duration they are velocities (value units per second).
  ///
  /// ```swift
  /// let track = try KeyframeTrack(values: [0.0, 1, 0], duration: 1, calculationMode: .cubic)
  /// track.tangents(segment: 0)  // (start: 0.5, end: 0): Catmull-Rom, a phantom at the start
  /// ```
  ///
  /// - Parameter segment: The index of the segment's first keyframe, 0 ..< `values.count − 1`.
  /// - Returns: The tangents at the segment's start (Dᵢ) and end (Sᵢ₊₁), whatever the
  ///   calculation mode (they shape only cubic modes).
  /// - Precondition: `segment` is a valid segment index.
  @inlinable
  public func tangents(segment: Int) -> (start: Value, end: Value) {
    precondition(segment >= 0 && segment < values.count - 1, "segment out of range")
    return (tangent(at: segment, outgoing: true), tangent(at: segment + 1, outgoing: false))
  }

  /// Keyframe `index`'s outgoing (Dᵢ) or incoming (Sᵢ) Kochanek–Bartels tangent.
  @inlinable
  func tangent(at index: Int, outgoing: Bool) -> Value {
    let last = values.count - 1
    let point = values[index]
    let before = point - values[max(index - 1, 0)]
    let after = values[min(index + 1, last)] - point
    let t = tensions[index]
    let c = continuities[index]
    let b = biases[index]
    let beforeWeight = (1 - t) * (outgoing ? (1 + c) : (1 - c)) * (1 + b) / 2
    let afterWeight = (1 - t) * (outgoing ? (1 - c) : (1 + c)) * (1 - b) / 2
    return Value.Scalar(beforeWeight) * before + Value.Scalar(afterWeight) * after
  }

  /// The Kochanek–Bartels segment from keyframe i to i+1 at local progress s.
  ///
  /// ```
  /// H(s) = h00·Pᵢ + h10·Dᵢ + h01·Pᵢ₊₁ + h11·Sᵢ₊₁
  /// ```
  /// with the tangents of ``tangents(segment:)``.
  @inlinable
  func hermite(segment i: Int, local s: Double) -> Value {
    let s2 = s * s
    let s3 = s2 * s
    let h00 = Value.Scalar(2 * s3 - 3 * s2 + 1)
    let h10 = Value.Scalar(s3 - 2 * s2 + s)
    let h01 = Value.Scalar(-2 * s3 + 3 * s2)
    let h11 = Value.Scalar(s3 - s2)
    return h00 * values[i] + h10 * tangent(at: i, outgoing: true) + h01 * values[i + 1]
      + h11 * tangent(at: i + 1, outgoing: false)
  }
}
