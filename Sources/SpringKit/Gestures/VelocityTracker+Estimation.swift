// The strategies applied to a tracker's window of samples.

extension VelocityTracker {
  /// The velocity by `strategy`, with the number of samples it used and, for
  /// ``VelocityStrategy/robust``, how many trailing samples it ignored.
  ///
  /// - Complexity: O(``historyCapacity``).
  public func estimate(strategy: VelocityStrategy) -> VelocityEstimate<Value> {
    let window = self.window(gapFromNeighbour: strategy != .impulse)
    switch strategy {
    case .lsq2:
      guard window.count >= 3 else {
        return VelocityEstimate(velocity: .zero, sampleCount: window.count)
      }
      return VelocityEstimate(velocity: Self.slope(of: window), sampleCount: window.count)
    case .impulse:
      guard window.count >= 2 else {
        return VelocityEstimate(velocity: .zero, sampleCount: window.count)
      }
      return VelocityEstimate(velocity: Self.impulse(of: window), sampleCount: window.count)
    case .robust:
      return Self.robust(of: Self.mergingEqualTimes(window))
    }
  }

  /// The newest samples a strategy looks at, oldest first: at most ``historyCapacity``, none
  /// more than ``VelocityStrategy/horizon`` older than the newest, and none beyond a gap of
  /// more than ``VelocityStrategy/pause`` — between neighbours when `gapFromNeighbour`
  /// (Lsq2), else from the newest sample (Impulse on positions).
  func window(gapFromNeighbour: Bool) -> [PointerSample<Value>] {
    let all = samples
    guard let newest = all.last else { return [] }
    let horizon = VelocityStrategy.horizon + VelocityStrategy.timeSlack
    let pause = VelocityStrategy.pause + VelocityStrategy.timeSlack
    var start = all.count - 1
    var reference = newest.time
    while start > 0 {
      let time = all[start - 1].time
      let age = newest.time - time
      let gap = gapFromNeighbour ? reference - time : age
      if age > horizon || gap > pause { break }
      reference = time
      start -= 1
    }
    return Array(all[start...])
  }

  /// The least-squares parabola's slope at the newest sample; zero with fewer than three
  /// distinct times.
  static func slope(of window: [PointerSample<Value>]) -> Value {
    guard let newest = window.last else { return .zero }
    let times = window.map { $0.time - newest.time }
    guard let weights = quadraticSlopeWeights(times: times) else { return .zero }
    // Σ wₖ = 0, so positions relative to the newest give the same slope with less rounding.
    var velocity = Value.zero
    for (weight, sample) in zip(weights, window) {
      velocity = velocity + Value.Scalar(weight) * (sample.position - newest.position)
    }
    return velocity
  }

  /// Compose's impulse estimate, axis by axis (or along the line from the oldest to the
  /// newest position for a value type SpringKit cannot split).
  static func impulse(of window: [PointerSample<Value>]) -> Value {
    guard let oldest = window.first, let newest = window.last else { return .zero }
    let times = window.map { $0.time - newest.time }
    if let axisType = Value.self as? any VelocityAxes.Type {
      return impulseByAxis(times: times, window: window, axisType) ?? .zero
    }
    let direction = newest.position - oldest.position
    let length = Double(direction.magnitude)
    guard length > 0, length.isFinite else { return .zero }
    let unit = Value.Scalar(1 / length) * direction
    let along = window.map { Double(($0.position - oldest.position).dot(unit)) }
    return Value.Scalar(impulseVelocity(times: times, positions: along)) * unit
  }

  /// The impulse per axis of a value type that splits into axes.
  private static func impulseByAxis<Axes: VelocityAxes>(
    times: [Double], window: [PointerSample<Value>], _: Axes.Type
  ) -> Value? {
    let axes = window.compactMap { ($0.position as? Axes)?.velocityAxes }
    guard axes.count == window.count, let width = axes.first?.count else { return nil }
    let velocity = (0..<width).map { axis in
      impulseVelocity(times: times, positions: axes.map { $0[axis] })
    }
    return Axes(velocityAxes: velocity) as? Value
  }

  /// Samples at equal times merged into one at their mean position (computed from offsets
  /// to the first of them, which stay small where the positions may be huge).
  static func mergingEqualTimes(_ window: [PointerSample<Value>]) -> [PointerSample<Value>] {
    var merged: [PointerSample<Value>] = []
    var index = 0
    while index < window.count {
      let first = window[index]
      var offsets = Value.zero
      var count = 1
      while index + count < window.count, window[index + count].time == first.time {
        offsets = offsets + (window[index + count].position - first.position)
        count += 1
      }
      let mean =
        count == 1 ? first.position : first.position + Value.Scalar(1 / Double(count)) * offsets
      merged.append(PointerSample(time: first.time, position: mean))
      index += count
    }
    return merged
  }

  /// The difference quotient for two samples, the least-squares slope for more, zero for
  /// fewer: samples at distinct times, oldest first.
  static func distinctTimeEstimate(_ points: ArraySlice<PointerSample<Value>>) -> Value {
    guard let first = points.first, let last = points.last, points.count >= 2 else { return .zero }
    if points.count == 2 {
      return Value.Scalar(1 / (last.time - first.time)) * (last.position - first.position)
    }
    return slope(of: Array(points))
  }

  /// The robust estimate: a stationary tail after samples that were still moving (their last
  /// segment at least half as fast as their estimate) is ignored when it spans at most
  /// ``VelocityStrategy/pause``, and is the whole estimate when it spans more (the pointer
  /// stopped); otherwise ``distinctTimeEstimate(_:)`` of every sample.
  static func robust(of points: [PointerSample<Value>]) -> VelocityEstimate<Value> {
    let count = points.count
    var estimate = VelocityEstimate(velocity: distinctTimeEstimate(points[...]), sampleCount: count)
    guard let newest = points.last, count >= 3 else { return estimate }
    let longestTail = VelocityStrategy.pause + VelocityStrategy.timeSlack
    // The tail's first sample is the last one kept; at least two samples remain.
    for tail in 1...(count - 2) {
      let kept = points[count - 1 - tail]
      let before = points[count - 2 - tail]
      let span = newest.time - kept.time
      let remaining = distinctTimeEstimate(points[..<(count - tail)])
      let speed = Double(remaining.magnitude)
      let tailSpeed = Double((newest.position - kept.position).magnitude) / span
      let lastSpeed =
        Double((kept.position - before.position).magnitude) / (kept.time - before.time)
      // A tail that moved much slower than the samples before it, which were still moving.
      guard tailSpeed < VelocityStrategy.stationaryRatio * speed, lastSpeed >= speed / 2 else {
        continue
      }
      if span <= longestTail {
        estimate = VelocityEstimate(
          velocity: remaining, sampleCount: count - tail, ignoredTrailingSamples: tail)
      } else {
        // Still for longer than the pause rule: the pointer stopped at `kept`.
        estimate = VelocityEstimate(
          velocity: distinctTimeEstimate(points[(count - 1 - tail)...]), sampleCount: tail + 1)
      }
    }
    return estimate
  }
}
