// Fast uniform sampling: positions at t = 0, h, 2h, … for plotting, keyframes and export.
//
// Samples come in blocks of `blockLength`. Within a block, sample j is `a_j·u + b_j·v` from the
// block's starting state — independent multiply-adds the compiler vectorises, where a plain
// recurrence would serialise on its own latency. The blocks' starting states are a
// `SpringStateSequence` over a grid of whole blocks: the exact transition matrix for a block,
// re-anchored to the closed form every `reanchorPeriod` blocks, so rounding cannot drift
// however long the run.

extension Spring {
  /// The most memory ``sample(fromValue:toValue:initialVelocity:step:count:)`` allocates:
  /// 4 GiB, so that an absurd count is an error rather than a failed allocation.
  public static let maximumSampleBytes = 1 << 32

  /// Positions at uniformly spaced times `0, step, 2·step, …, (count − 1)·step`.
  ///
  /// ```swift
  /// let frames = try Spring.bouncy.sample(
  ///   fromValue: 0.0, toValue: 1.0, step: 1 / 60, count: 60)
  /// ```
  ///
  /// Every sample is within about 10⁻¹³ of the exact motion (relative to the motion's
  /// scale), however large `count` is.
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - step: The time between samples in seconds; finite and greater than 0.
  ///   - count: The number of samples; at least 0, and at most
  ///     ``maximumSampleBytes`` / `MemoryLayout<V>.stride`.
  /// - Returns: `count` positions.
  /// - Throws: ``SpringError`` when an input breaks its rule.
  /// - Complexity: O(`count`), about a nanosecond per sample.
  @inlinable
  public func sample<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, step: Double, count: Int
  ) throws(SpringError) -> [V] {
    try SpringError.requireNonNegative(count: count, "count")
    guard count <= Spring.maximumSampleBytes / MemoryLayout<V>.stride else {
      throw SpringError(parameter: "count", value: .count(count), rule: .sampleBudget)
    }
    let plan = try SamplingPlan(
      spring: self, fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
      step: step, count: count)
    // `unsafeUninitializedCapacity: 0` would store the count into the runtime's shared
    // empty buffer, a write that races with every other thread's empty array.
    guard count > 0 else { return [] }
    return [V](unsafeUninitializedCapacity: count) { buffer, initializedCount in
      plan.initialize(buffer, fromValue: fromValue, toValue: toValue, velocity: initialVelocity)
      initializedCount = count
    }
  }

  /// Overwrites every element of `buffer` with positions at uniformly spaced times
  /// `0, step, 2·step, …`, reusing its storage.
  ///
  /// ```swift
  /// var frames = [Double](repeating: 0, count: 4096)
  /// try Spring.bouncy.sample(fromValue: 0, toValue: 1, step: 1 / 120, into: &frames)
  /// ```
  ///
  /// - Parameters:
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - step: The time between samples in seconds; finite and greater than 0.
  ///   - buffer: The array to fill; its count is the number of samples.
  /// - Throws: ``SpringError`` when an input breaks its rule; `buffer` is then unchanged.
  /// - Complexity: O(`buffer.count`), about a nanosecond per sample.
  @inlinable
  public func sample<V: SpringVector>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, step: Double, into buffer: inout [V]
  ) throws(SpringError) {
    let plan = try SamplingPlan(
      spring: self, fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity,
      step: step, count: buffer.count)
    buffer.withUnsafeMutableBufferPointer { elements in
      _ = elements.deinitialize()
      plan.initialize(elements, fromValue: fromValue, toValue: toValue, velocity: initialVelocity)
    }
  }
}

/// What uniform sampling precomputes for a spring and a step: the first rows of the
/// transition matrices for 0…B−1 steps; the blocks' starting states come from a
/// ``SpringStateSequence``.
@usableFromInline
struct SamplingPlan: Sendable {
  /// Samples per block: large enough to amortise a block's chaining, small enough for the
  /// coefficient table (2 × 256 doubles) to stay in L1.
  @usableFromInline static let blockLength = 256
  /// Blocks between re-anchorings to the closed form.
  @usableFromInline static let reanchorPeriod = 16

  @usableFromInline let dynamics: SpringDynamics
  @usableFromInline let step: Double
  @usableFromInline let count: Int
  /// a_j and b_j: displacement after j steps = a_j·u₀ + b_j·v₀.
  @usableFromInline let positionFromDisplacement: [Double]
  @usableFromInline let positionFromVelocity: [Double]

  @inlinable
  init<V: SpringVector>(
    spring: Spring, fromValue: V, toValue: V, initialVelocity: V, step: Double, count: Int
  ) throws(SpringError) {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requireFinite(fromValue - toValue, "fromValue - toValue")
    try SpringError.requirePositive(step, "step")
    self.init(spring: spring, step: step, count: count)
  }

  @usableFromInline
  init(spring: Spring, step: Double, count: Int) {
    dynamics = spring.dynamics
    self.step = step
    self.count = count
    let rows = min(Self.blockLength, count)
    let stepTransition = dynamics.transition(over: DoubleDouble(step))
    // Row j of M^j from row j−1: [a b]·M. The table is short, so rounding stays ~rows·ulp.
    var a = [Double]()
    var b = [Double]()
    a.reserveCapacity(rows)
    b.reserveCapacity(rows)
    var row = (a: 1.0, b: 0.0)
    for _ in 0..<rows {
      a.append(row.a)
      b.append(row.b)
      row = (
        row.a * stepTransition.a + row.b * stepTransition.c,
        row.a * stepTransition.b + row.b * stepTransition.d
      )
    }
    positionFromDisplacement = a
    positionFromVelocity = b
  }

  /// The number of blocks: `count` samples in blocks of ``blockLength``.
  @inlinable
  var blockCount: Int { (count + Self.blockLength - 1) / Self.blockLength }

  /// Initializes `buffer.count` (= `count`) samples.
  @inlinable
  func initialize<V: SpringVector>(
    _ buffer: UnsafeMutableBufferPointer<V>, fromValue: V, toValue: V, velocity: V
  ) {
    guard let base = buffer.baseAddress, count > 0 else { return }
    // An unoptimised (debug) build runs this unspecialised: about a microsecond a sample in
    // generic arithmetic. Scalar `Double`, the common case, takes a concrete loop there that
    // does the same arithmetic (an optimised build specialises both alike).
    if V.self == Double.self {
      base.withMemoryRebound(to: Double.self, capacity: count) { doubles in
        initializeDoubles(
          doubles, fromValue: unsafeBitCast(fromValue, to: Double.self),
          toValue: unsafeBitCast(toValue, to: Double.self),
          velocity: unsafeBitCast(velocity, to: Double.self))
      }
      return
    }
    let a = positionFromDisplacement.map { V.Scalar($0) }
    let b = positionFromVelocity.map { V.Scalar($0) }
    // The blocks' starting states: the re-anchored exact recurrence over one block's time.
    var blockStarts = SpringStateSequence(
      dynamics: dynamics, target: toValue, displacement: fromValue - toValue, velocity: velocity,
      grid: TimeGrid(step: Double(Self.blockLength) * step, count: blockCount),
      reanchorPeriod: Self.reanchorPeriod
    ).makeIterator()
    var start = 0
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        while start < count, let block = blockStarts.nextDisplacement() {
          let length = min(Self.blockLength, count - start)
          let output = base + start
          for j in 0..<length {
            (output + j).initialize(
              to: toValue + (a[j] * block.displacement + b[j] * block.velocity))
          }
          start += length
        }
      }
    }
  }

  /// ``initialize(_:fromValue:toValue:velocity:)`` for `Double`, without generic calls.
  @usableFromInline
  func initializeDoubles(
    _ base: UnsafeMutablePointer<Double>, fromValue: Double, toValue: Double, velocity: Double
  ) {
    var blockStarts = SpringStateSequence(
      dynamics: dynamics, target: toValue, displacement: fromValue - toValue, velocity: velocity,
      grid: TimeGrid(step: Double(Self.blockLength) * step, count: blockCount),
      reanchorPeriod: Self.reanchorPeriod
    ).makeIterator()
    var start = 0
    positionFromDisplacement.withUnsafeBufferPointer { a in
      positionFromVelocity.withUnsafeBufferPointer { b in
        while start < count, let block = blockStarts.nextDisplacement() {
          let length = min(Self.blockLength, count - start)
          let output = base + start
          for j in 0..<length {
            (output + j).initialize(
              to: toValue + (a[j] * block.displacement + b[j] * block.velocity))
          }
          start += length
        }
      }
    }
  }
}
