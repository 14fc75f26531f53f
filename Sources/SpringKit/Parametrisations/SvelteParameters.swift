/// A spring in Svelte's terms: `svelte/motion`'s `Spring` (and the legacy `spring()` store),
/// `stiffness`, `damping` and `precision` (defaults 0.15, 0.8, 0.01), at a frame rate.
///
/// Svelte's spring is not a continuous spring but a per-frame recurrence
/// (`packages/svelte/src/motion/spring.js`, `tick_spring`): each frame, with
/// dt = elapsed·60/1000 (elapsed at most 1/30 s, so dt = min(60/fps, 2)),
/// v = (xₙ − xₙ₋₁)/dt, a = k·(T − xₙ) − c·v, xₙ₊₁ = xₙ + (v + a)·dt. The stiffness term scales
/// with dt and the damping term does not, so the same parameters move differently at 60 and
/// 120 Hz. For the displacement e = x − T this is eₙ₊₁ = (2 − c − k·dt)·eₙ − (1 − c)·eₙ₋₁,
/// whose poles r solve r² − (2 − c − k·dt)·r + (1 − c) = 0.
///
/// **Exactness**: exact at the given frame rate. With s = fps·ln r, the continuous spring
/// of mass 1, stiffness s₁s₂ and damping −(s₁ + s₂) passes through every frame, started at
/// ``startingVelocity`` (Svelte's first frame has no backward velocity, which the continuous
/// motion matches only by starting to move). A negative or zero real pole (damping 1 or
/// more, or a stiffness so large that 2 − c − k·dt ≤ 0 with real poles) alternates or
/// stops dead each frame and has no continuous equivalent: ``spring()`` throws. `precision`
/// only says when Svelte snaps to the target, so it is not part of the spring.
///
/// The view of a ``Spring`` at a frame rate has the parameters whose poles are the spring's
/// (`c = 1 − e^(−(c/m)/fps)`, `k = (2 − c − r₁ − r₂)/dt`); its ``deviation`` compares the
/// frames Svelte plays from rest with the spring's motion, which differ unless that motion
/// starts at ``startingVelocity``. It cannot express a spring whose damped frequency
/// reaches half the frame rate (the frames cannot show it) or whose parameters fall
/// outside [0, 1], where Svelte's `Spring` clamps them.
public struct SvelteParameters: SpringFrameRateDialect, SpringStartingVelocityDialect, Hashable {
  /// The dialect's key: `"svelte"`.
  public static let dialectName = "svelte"
  /// The frame rate a view of a ``Spring`` assumes when none is given: 60 fps.
  public static let defaultFrameRate = 60.0

  /// `stiffness`, per frame of 1/60 s; Svelte's `Spring` clamps it to [0, 1].
  public var stiffness: Double
  /// `damping`, per frame; Svelte's `Spring` clamps it to [0, 1].
  public var damping: Double
  /// `precision`, when Svelte snaps to the target.
  ///
  /// Svelte snaps once a frame's step and the remaining distance are both below it; it is
  /// not part of the spring.
  public var precision: Double
  /// The frames per second the spring runs at.
  public var frameRate: Double
  /// How far the frames Svelte plays are from the spring this view was made from.
  public let deviation: Double

  /// Creates Svelte parameters; the defaults are Svelte's, the frame rate must be given.
  public init(
    stiffness: Double = 0.15, damping: Double = 0.8, precision: Double = 0.01, frameRate: Double
  ) {
    self.stiffness = stiffness
    self.damping = damping
    self.precision = precision
    self.frameRate = frameRate
    deviation = 0
  }

  /// The parameters whose poles at 60 fps are the spring's, for its motion from rest.
  public init(_ spring: Spring) {
    self.init(spring, frameRate: Self.defaultFrameRate, startingVelocity: 0)
  }

  /// The parameters whose poles at 60 fps are the spring's, for its motion from 0 to 1
  /// starting at `startingVelocity` fractions of the distance per second.
  public init(_ spring: Spring, startingVelocity: Double) {
    self.init(spring, frameRate: Self.defaultFrameRate, startingVelocity: startingVelocity)
  }

  /// The parameters whose poles at `frameRate` are the spring's.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - frameRate: Frames per second, greater than 0.
  ///   - startingVelocity: The motion's velocity at the start, in fractions of the distance
  ///     per second; the deviation compares Svelte's frames with that motion.
  public init(_ spring: Spring, frameRate: Double, startingVelocity: Double = 0) {
    self.frameRate = frameRate
    precision = 0.01
    let step = Self.step(frameRate: frameRate)
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    let decay = zeta * omega
    let damped = omega * (1 - zeta * zeta).squareRoot()
    // r₁r₂ = e^((s₁+s₂)/fps); r₁ + r₂ from the poles' real or complex form.
    let product = libmExp(-2 * decay / frameRate)
    let sum: Double
    if zeta < 1 {
      sum = 2 * libmExp(-decay / frameRate) * libmCos(damped / frameRate)
    } else {
      let spread = omega * (zeta * zeta - 1).squareRoot()
      sum = libmExp((-decay + spread) / frameRate) + libmExp((-decay - spread) / frameRate)
    }
    let aliased = zeta < 1 && damped / frameRate >= Double.pi
    damping = 1 - product
    stiffness = (2 - damping - sum) / step
    guard frameRate.isFinite, frameRate > 0, !aliased,
      (0...1).contains(stiffness), (0...1).contains(damping)
    else {
      deviation = .infinity
      return
    }
    let frames = Self(
      stiffness: stiffness, damping: damping, precision: precision, frameRate: frameRate
    ).frames(count: Self.frameCount(for: spring, frameRate: frameRate))
    deviation = spring.deviation(
      startingVelocity: startingVelocity, step: 1 / frameRate, from: frames)
  }

  /// The continuous spring that passes through every frame Svelte plays at ``frameRate``:
  /// mass 1, stiffness s₁s₂, damping −(s₁ + s₂), s = fps·ln r for the recurrence's poles r.
  ///
  /// - Throws: ``SpringError`` unless 0 < stiffness ≤ 1, 0 ≤ damping < 1 and the frame rate
  ///   is greater than 0, or when a pole is real and not positive (no continuous motion
  ///   alternates sign every frame).
  public func spring() throws(SpringError) -> Spring {
    let poles = try self.poles()
    return try Spring(mass: 1, stiffness: poles.stiffness, damping: poles.damping)
  }

  /// The velocity the continuous equivalent starts with, in fractions of the distance per
  /// second.
  ///
  /// With it the continuous motion passes through Svelte's frames: Svelte starts from rest
  /// in its own sense (xₙ₋₁ = x₀), which the continuous motion through its frames is not.
  /// NaN when the parameters have no continuous equivalent.
  public var startingVelocity: Double {
    guard let poles = try? poles() else { return .nan }
    // e(0) = −1 and e(−1/fps) = −1; the velocity of x = 1 + e at t = 0.
    switch poles.form {
    case .real(let r1, let r2):
      // e = a₁e^(s₁t) + a₂e^(s₂t): v = −s₁ + (1/r₁ − 1)·(s₂ − s₁)/(1/r₂ − 1/r₁), written as
      // fps·r₁r₂·ln(r₂/r₁)/(r₁ − r₂) by a series near the double root, where it tends to
      // −fps·r₂/r₁·…, so that a critically damped spring loses no digits.
      let s1 = frameRate * libmLog(r1)
      let gap = (r1 - r2) / r1
      let logOverGap =
        gap < 1e-4
        ? -(1 + gap / 2 + gap * gap / 3 + gap * gap * gap / 4) : libmLog(r2 / r1) / gap
      return -s1 + (1 / r1 - 1) * frameRate * r2 * logOverGap
    case .complex(let rho, let theta):
      // e = e^(σt)(−cos ωt + q·sin ωt) through e(−1/fps) = −1.
      let sigma = frameRate * libmLog(rho)
      let omega = frameRate * theta
      return -sigma + omega * (rho - libmCos(theta)) / libmSin(theta)
    }
  }

  /// `stiffness`, `damping`, `precision` and the frame rate, `fps`.
  public var parameters: [SpringParameter] {
    [
      SpringParameter("stiffness", stiffness), SpringParameter("damping", damping),
      SpringParameter("precision", precision), SpringParameter("fps", frameRate),
    ]
  }

  /// `new Spring(0, { stiffness, damping, precision })`, with the frame rate it holds for.
  public var code: String {
    "new Spring(0, { stiffness: \(SpringCodeNumber.text(stiffness)), "
      + "damping: \(SpringCodeNumber.text(damping)), "
      + "precision: \(SpringCodeNumber.text(precision)) }) "
      + "// as played at \(SpringCodeNumber.text(frameRate)) fps"
  }

  /// The values Svelte shows at frames 0, 1, 2, … for a motion from 0 to 1, without the
  /// final snap that `precision` decides: `tick_spring`'s recurrence.
  ///
  /// - Parameter count: The number of frames.
  /// - Returns: `count` values, the first 0.
  public func frames(count: Int) -> [Double] {
    let step = Self.step(frameRate: frameRate)
    var values: [Double] = []
    values.reserveCapacity(max(count, 0))
    var last = 0.0
    var current = 0.0
    for _ in 0..<max(count, 0) {
      values.append(current)
      let velocity = (current - last) / step
      let acceleration = stiffness * (1 - current) - damping * velocity
      last = current
      current += (velocity + acceleration) * step
    }
    return values
  }

  /// Svelte's dt for a frame rate: elapsed·60/1000 with elapsed clamped to 1000/30 ms.
  static func step(frameRate: Double) -> Double { min(60 / frameRate, 2) }

  /// Frames enough to cover a spring's motion until it settles (20 periods when it never
  /// does), at most 100 000.
  static func frameCount(for spring: Spring, frameRate: Double) -> Int {
    let settling = spring.settlingDuration
    let horizon = settling.isFinite ? max(settling, spring.response) : 20 * spring.response
    let frames = (horizon * frameRate).rounded(.up) + 1
    return frames.isFinite ? Int(min(max(frames, 2), 100_000)) : 2
  }

  /// The recurrence's poles, and the continuous spring's stiffness and damping (mass 1).
  private enum PoleForm {
    case real(Double, Double)
    case complex(rho: Double, theta: Double)
  }

  private func poles() throws(SpringError) -> (
    form: PoleForm, stiffness: Double, damping: Double
  ) {
    guard frameRate.isFinite, frameRate > 0 else {
      throw SpringError(parameter: "fps", value: .number(frameRate), rule: .positive)
    }
    guard stiffness > 0, stiffness <= 1 else {
      throw SpringError(parameter: "stiffness", value: .number(stiffness), rule: .svelteStiffness)
    }
    guard damping >= 0, damping < 1 else {
      throw SpringError(parameter: "damping", value: .number(damping), rule: .svelteDamping)
    }
    let step = Self.step(frameRate: frameRate)
    let sum = 2 - damping - stiffness * step
    let product = 1 - damping
    let discriminant = sum * sum - 4 * product
    let continuousDamping = -frameRate * libmLog(product)
    if discriminant < 0 {
      let rho = product.squareRoot()
      let theta = libmAtan2((-discriminant).squareRoot(), sum)
      let logRho = libmLog(rho)
      let k = frameRate * frameRate * (logRho * logRho + theta * theta)
      return (.complex(rho: rho, theta: theta), k, continuousDamping)
    }
    guard sum > 0 else {
      throw SpringError(parameter: "stiffness", value: .number(stiffness), rule: .sveltePoles)
    }
    let root = discriminant.squareRoot()
    // The larger root without cancellation, the smaller from the product.
    let r1 = (sum + root) / 2
    let r2 = product / r1
    let k = frameRate * frameRate * libmLog(r1) * libmLog(r2)
    return (.real(r1, r2), k, continuousDamping)
  }
}

extension SpringError.Rule {
  /// A Svelte stiffness its `Spring` keeps.
  public static let svelteStiffness = Self(
    "svelteStiffness",
    requirement: "greater than 0 and at most 1 (Svelte's Spring clamps it to [0, 1])")
  /// A Svelte damping whose frames have a continuous equivalent.
  public static let svelteDamping = Self(
    "svelteDamping",
    requirement: "at least 0 and less than 1 (at 1 or more a pole is 0 or negative: "
      + "no continuous spring plays those frames)")
  /// Real poles of Svelte's recurrence that are positive.
  public static let sveltePoles = Self(
    "sveltePoles",
    requirement: "small enough that the recurrence has no negative real pole at this frame "
      + "rate (2 - damping - stiffness*dt > 0): its frames alternate, no continuous spring "
      + "plays them")
}

extension Spring {
  /// This spring in Svelte's terms at 60 fps (``SvelteParameters/defaultFrameRate``).
  public var svelte: SvelteParameters { SvelteParameters(self) }

  /// This spring in Svelte's terms at a frame rate.
  ///
  /// - Parameter frameRate: Frames per second.
  /// - Returns: The parameters whose poles at that rate are the spring's.
  public func svelte(frameRate: Double) -> SvelteParameters {
    SvelteParameters(self, frameRate: frameRate)
  }
}
