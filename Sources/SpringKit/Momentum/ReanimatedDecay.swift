/// A decay in Reanimated's terms: `withDecay({ velocity, deceleration, velocityFactor })`,
/// replayed frame by frame at an explicit ``frameRate``.
///
/// `withDecay` is not an exponential decay but a frame loop (`rigidDecay.ts`, times in ms,
/// k = (1 − d)·0.1): each frame
///
/// ```
/// v ← v_previous·e^(−k·(now − start))      x ← x + v·velocityFactor·min(Δt, 64)/1000
/// ```
///
/// and it ends, after moving, once |v| < 1 (1/20 on the web). The velocity compounds: after
/// n frames of Δ ms it is v₀·e^(−k·Δ·n(n+1)/2), a Gaussian-like fall that depends on the
/// frame rate, so **the same fling travels less on a faster display**: 1,000 units per
/// second with the defaults stops at 345.22 at 60 Hz and 247.51 at 120 Hz (an exponential
/// decay with λ = k·1000 would travel 5,000).
///
/// **Exactness**: ``DecayExactness/exactAtFrameRate(_:)``: ``landing(fromValue:initialVelocity:)``
/// replays the loop in `Double` operation for operation, so it is what Reanimated computes at
/// that frame rate; ``decay()`` is the exponential decay that lands on the loop's asymptote
/// at that rate, along a different curve.
public struct ReanimatedDecay: DecayDialect, Hashable {
  /// The dialect's key: `"reanimated"`.
  public static let dialectName = "reanimated"
  /// Reanimated's `SLOPE_FACTOR`, 0.1.
  public static let slopeFactor = 0.1
  /// The longest frame step the loop integrates, 64 ms.
  public static let longestStep = 64.0
  /// The most frames a replay plays before it gives up (rule
  /// ``SpringError/Rule/replayable``).
  public static let maximumFrames = 10_000_000

  /// `deceleration` (the default is 0.998); finite and less than 1.
  public var deceleration: Double
  /// `velocityFactor` (the default is 1): scales the step, not the velocity the stop rule
  /// tests; finite.
  public var velocityFactor: Double
  /// The frames per second the loop is replayed at; finite and greater than 0.
  public var frameRate: Double
  /// `VELOCITY_EPS`, the speed below which the loop ends: 1 on iOS and Android, 1/20 on the
  /// web.
  public var velocityEpsilon: Double

  /// Creates `withDecay`'s parameters; the defaults are Reanimated's, at 60 frames per
  /// second.
  public init(
    deceleration: Double = 0.998, velocityFactor: Double = 1, frameRate: Double = 60,
    velocityEpsilon: Double = 1
  ) {
    self.deceleration = deceleration
    self.velocityFactor = velocityFactor
    self.frameRate = frameRate
    self.velocityEpsilon = velocityEpsilon
  }

  /// The deceleration whose loop, at 60 frames per second, approaches the resting value of
  /// `decay`.
  public init(_ decay: Decay) {
    self.init(decay, frameRate: 60)
  }

  /// The deceleration whose loop, at `frameRate`, approaches the resting value of `decay`
  /// (velocityFactor 1); the closest when that needs k beyond 1e3 or below 1e-30 per ms².
  ///
  /// - Parameters:
  ///   - decay: The decay whose landing the loop should have.
  ///   - frameRate: The frames per second of the replay.
  public init(_ decay: Decay, frameRate: Double) {
    let frame = 1000 / frameRate
    let step = min(frame, Self.longestStep)
    // Σₙ≥₁ e^(−a·n(n+1)/2) = 1000/(λ·step), a = k·frame; the sum falls as a grows.
    let wanted = 1000 / (decay.decayRate * step)
    var low = -69.0  // ln 1e-30
    var high = 6.9  // ln 1e3
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if Self.frameSum(libmExp(middle)) > wanted { low = middle } else { high = middle }
    }
    let a = libmExp((low + high) / 2)
    self.init(deceleration: 1 - a / (frame * Self.slopeFactor), frameRate: frameRate)
  }

  /// Σₙ≥₁ e^(−a·n(n+1)/2): directly for a ≥ 0.5, else by its theta-function form
  /// e^(a/8)·√(π/2a)·(1 − 2e^(−2π²/a) + 2e^(−8π²/a)) − 1 (the next term is below 1e-68).
  static func frameSum(_ a: Double) -> Double {
    if a < 0.5 {
      let pi = Double.pi
      let correction = 1 - 2 * libmExp(-2 * pi * pi / a) + 2 * libmExp(-8 * pi * pi / a)
      return libmExp(a / 8) * (pi / (2 * a)).squareRoot() * correction - 1
    }
    var sum = 0.0
    var n = 1.0
    while true {
      let term = libmExp(-a * n * (n + 1) / 2)
      sum += term
      if term <= 1e-18 * sum { return sum }
      n += 1
    }
  }

  /// The exponential decay that approaches the loop's asymptote at ``frameRate``.
  ///
  /// - Throws: ``SpringError`` naming `deceleration`, `velocityFactor` or `frameRate`, or
  ///   `deceleration` when the loop travels no distance (rule `.positive`).
  public func decay() throws(SpringError) -> Decay {
    try validate()
    let frame = 1000 / frameRate
    let a = (1 - deceleration) * Self.slopeFactor * frame
    let perVelocity = velocityFactor * min(frame, Self.longestStep) / 1000 * Self.frameSum(a)
    guard perVelocity > 0, perVelocity.isFinite else {
      throw SpringError(parameter: "deceleration", value: .number(deceleration), rule: .positive)
    }
    return try Decay(decayRate: 1 / perVelocity)
  }

  /// `deceleration`, `velocityFactor`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("deceleration", deceleration),
      SpringParameter("velocityFactor", velocityFactor),
    ]
  }

  /// `withDecay`'s config, without the velocity.
  public var code: String {
    "withDecay({ deceleration: \(SpringCodeNumber.text(deceleration))"
      + (velocityFactor == 1 ? "" : ", velocityFactor: \(SpringCodeNumber.text(velocityFactor))")
      + " })"
  }

  /// Exact at ``frameRate`` only.
  public var exactness: DecayExactness { .exactAtFrameRate(frameRate) }

  /// The loop's asymptote (the limit of its sum without the stop rule) and where it stops,
  /// replayed at ``frameRate`` with frames at n/frameRate seconds.
  ///
  /// - Throws: ``SpringError`` naming `deceleration`, `velocityFactor`, `frameRate`,
  ///   `velocityEpsilon`, `fromValue` or `initialVelocity`; `deceleration` with the rule
  ///   ``SpringError/Rule/replayable`` when the loop would not stop within
  ///   ``maximumFrames``.
  /// - Complexity: O(n) for the n frames the loop plays.
  public func landing(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding
  {
    let perVelocity = 1 / (try decay()).decayRate
    let stop = try replay(fromValue: fromValue, initialVelocity: initialVelocity)
    return DecayLanding(
      asymptote: fromValue + perVelocity * initialVelocity, stop: stop,
      startingVelocity: initialVelocity)
  }

  /// Plays `rigidDecay` frame by frame, as Reanimated does, and returns where it stops.
  ///
  /// - Throws: as ``landing(fromValue:initialVelocity:)``.
  public func replay(fromValue: Double, initialVelocity: Double) throws(SpringError)
    -> DecayLanding.Stop
  {
    try validate()
    try SpringError.requirePositive(velocityEpsilon, "velocityEpsilon")
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    let frame = 1000 / frameRate
    let k = 1 - deceleration
    // Frame n's velocity is v₀·e^(−k·0.1·frame·n(n+1)/2): refuse a loop longer than the cap.
    if abs(initialVelocity) >= velocityEpsilon {
      let a = k * Self.slopeFactor * frame
      let frames = (2 * libmLog(abs(initialVelocity) / velocityEpsilon) / a).squareRoot()
      guard frames <= Double(Self.maximumFrames) else {
        throw SpringError(
          parameter: "deceleration", value: .number(deceleration), rule: .replayable)
      }
    }
    // The first call, at the start timestamp, moves nothing and keeps v₀.
    var current = fromValue
    var velocity = initialVelocity
    guard abs(velocity) >= velocityEpsilon else {
      return DecayLanding.Stop(value: current, time: 0)
    }
    let step = min(max(frame, 0), Self.longestStep)
    var n = 0.0
    while true {
      n += 1
      let elapsed = n * frame
      velocity = velocity * libmExp(-k * elapsed * Self.slopeFactor)
      current = current + (velocity * velocityFactor * step) / 1000
      if abs(velocity) < velocityEpsilon {
        return DecayLanding.Stop(value: current, time: elapsed / 1000)
      }
    }
  }

  /// Throws unless the deceleration is finite and below 1, the velocity factor finite and
  /// the frame rate finite and positive.
  private func validate() throws(SpringError) {
    try SpringError.requireLessThanOne(deceleration, "deceleration")
    try SpringError.requireFinite(velocityFactor, "velocityFactor")
    try SpringError.requirePositive(frameRate, "frameRate")
  }
}
