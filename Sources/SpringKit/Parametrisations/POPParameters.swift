/// A spring in POP's terms: `springBounciness` and `springSpeed` (0–20 each, defaults 4 and
/// 12), through the bounciness/speed conversion POP shares with Rebound.
///
/// The conversion covers only part of all springs: bounciness and speed are clamped to
/// 0–20, so the inverse view gives the nearest pair and its ``deviation``. (POP's
/// `dynamicsMass`, `dynamicsTension` and `dynamicsFriction` express any spring exactly; they
/// are ``CoreAnimationParameters``' mass, stiffness and damping.)
public struct POPParameters: SpringDialect, Hashable {
  /// The dialect's key: `"pop"`.
  public static let dialectName = "pop"
  /// POP's range for bounciness and speed.
  public static let range = 0.0...20.0
  /// `springBounciness`.
  public var bounciness: Double
  /// `springSpeed`.
  public var speed: Double
  /// How far ``spring()`` is from the spring this view was made from.
  public let deviation: Double

  /// Creates POP parameters; the defaults are POP's (4, 12).
  public init(bounciness: Double = 4, speed: Double = 12) {
    self.bounciness = bounciness
    self.speed = speed
    deviation = 0
  }

  /// The bounciness and speed in 0–20 for the spring's motion: exact when POP can express
  /// it, otherwise a near pair.
  ///
  /// The speed alone sets the stiffness, so it is the exact speed clamped to 0–20. When the
  /// exact bounciness is out of range or does not exist (damping/mass below about 1.03, less
  /// than POP's bounciest spring), the bounciness is the one in 0–20 whose motion is nearest
  /// at that speed. When the speed is exact and the spring is bouncier than bounciness 20 (or
  /// stiffer-damped than bounciness 0) allows, that end of the range is the nearest — checked
  /// against its neighbour 0.5 inside, two deviations in all; otherwise (a clamped speed, or a
  /// check that fails) a scan in steps of 0.5, refined by bisection to 0.001. The result is the
  /// nearest bounciness for that speed, not necessarily the nearest pair overall.
  ///
  /// - Complexity: Two deviations (each two samplings of 2049 points) for a spring POP
  ///   expresses or one beyond an end of the range at an exact speed; about 80 otherwise.
  public init(_ spring: Spring) {
    let tension = OrigamiConversion.origamiTension(stiffness: spring.stiffness / spring.mass)
    let friction = OrigamiConversion.origamiFriction(damping: spring.damping / spring.mass)
    let clamp = { (value: Double) in min(max(value, Self.range.lowerBound), Self.range.upperBound) }
    let unclamped = OrigamiConversion.speed(tension: tension)
    let speed = clamp(unclamped)
    let exact = OrigamiConversion.bouncinessAndSpeed(tension: tension, friction: friction)
    if let exact, Self.range.contains(exact.bounciness), Self.range.contains(exact.speed) {
      (bounciness, self.speed) = (exact.bounciness, exact.speed)
      deviation = POPParameters.deviation(exact.bounciness, exact.speed, from: spring)
      return
    }
    if speed == unclamped {
      // Beyond one end of the bounciness range at an exact speed: only the damping differs,
      // and the motions drift apart as it moves away, so that end is the nearest — unless
      // the neighbour inside is nearer, when the search below decides.
      let end = (exact?.bounciness ?? .infinity) > Self.range.upperBound ? 20.0 : 0
      let atEnd = POPParameters.deviation(end, speed, from: spring)
      if atEnd <= POPParameters.deviation(end == 20 ? 19.5 : 0.5, speed, from: spring) {
        (bounciness, self.speed, deviation) = (end, speed, atEnd)
        return
      }
    }
    self = Self.nearestBySearch(spring, speed: speed)
  }

  /// The nearest bounciness at `speed`: the general case of ``init(_:)``.
  ///
  /// A scan in steps of 0.5 ranked on one fixed grid (``NearestMotionSearch``), the three
  /// best measured exactly, then golden-section search of the exact deviation to 1e-5
  /// between the neighbours of the best (the deviation is unimodal there): about 25 exact
  /// deviations where a scan and ternary search of exact ones took about 87. The scan
  /// rules points out on every eighth time of its grid where that suffices (a lower bound),
  /// which leaves its three as they were and measures a handful of the 41 in full. (The
  /// golden section does not: its points are too near for such a bound to tell them apart.)
  /// The reported deviation is the exact one of the pair chosen.
  static func nearestBySearch(_ spring: Spring, speed: Double) -> POPParameters {
    let candidate = { (bounciness: Double) in
      try? POPParameters(bounciness: bounciness, speed: speed).spring()
    }
    let search = NearestMotionSearch(
      target: spring, slowest: [candidate(0), candidate(20)].compactMap { $0 })
    let horizon = spring.deviationHorizon
    let exact = { (bounciness: Double) in
      candidate(bounciness).map { spring.deviation(from: $0, ownHorizon: horizon) } ?? .infinity
    }
    // The three best grid points on the ranking grid, then the best of them measured exactly:
    // the two measures can order far-apart basins differently when none comes near. Each
    // point's distance on every eighth grid time bounds it from below: in the order of those
    // bounds, the points are measured until the next bound is beyond the third best distance,
    // which rules out every point left (the same three as measuring all 41).
    let bounds = (0...40).map { step in
      (step: step, bound: search.lowerBound(candidate(Double(step) / 2)))
    }
    var ranked: [(step: Int, distance: Double)] = []
    for point in bounds.sorted(by: { $0.bound < $1.bound }) {
      if ranked.count >= 3,
        point.bound > ranked[2].distance + NearestMotionSearch.boundSlack
      {
        break
      }
      ranked.append((point.step, search.distance(candidate(Double(point.step) / 2))))
      ranked.sort { ($0.distance, $0.step) < ($1.distance, $1.step) }
    }
    let measured = ranked.prefix(3).map { point in
      let bounciness = Double(point.step) / 2
      return (bounciness: bounciness, deviation: exact(bounciness))
    }
    let best = measured.min { $0.deviation < $1.deviation } ?? (0, exact(0))
    // Refine on the exact deviation: ranked on a fixed grid, a flat valley's minimum can sit
    // a tenth away, since the deviation's own grid moves with each candidate's settling.
    let bracket = max(best.bounciness - 0.5, 0)...min(best.bounciness + 0.5, 20)
    let refined = NearestMotionSearch.minimum(in: bracket, tolerance: 1e-5, of: exact)
    let atRefined = exact(refined)
    let choice =
      (measured.map { ($0.bounciness, $0.deviation) } + [(refined, atRefined)])
      .min { $0.1 < $1.1 } ?? (refined, atRefined)
    return POPParameters(bounciness: choice.0, speed: speed, deviation: choice.1)
  }

  /// A view with its deviation already measured.
  init(bounciness: Double, speed: Double, deviation: Double) {
    self.bounciness = bounciness
    self.speed = speed
    self.deviation = deviation
  }

  static func deviation(_ bounciness: Double, _ speed: Double, from spring: Spring) -> Double {
    (try? POPParameters(bounciness: bounciness, speed: speed).spring())?.deviation(from: spring)
      ?? .infinity
  }

  /// The spring (mass 1) of POP's conversion: bounciness and speed → Origami → physics.
  public func spring() throws(SpringError) -> Spring {
    guard Self.range.contains(bounciness) else {
      throw SpringError(parameter: "bounciness", value: .number(bounciness), rule: .popRange)
    }
    guard Self.range.contains(speed) else {
      throw SpringError(parameter: "speed", value: .number(speed), rule: .popRange)
    }
    let origami = OrigamiConversion.origami(bounciness: bounciness, speed: speed)
    return try ReboundParameters(tension: origami.tension, friction: origami.friction).spring()
  }

  /// `bounciness`, `speed`.
  public var parameters: [SpringParameter] {
    [SpringParameter("bounciness", bounciness), SpringParameter("speed", speed)]
  }

  /// Property assignments on a `POPSpringAnimation` named `animation`.
  public var code: String {
    "animation.springBounciness = \(SpringCodeNumber.text(bounciness)); "
      + "animation.springSpeed = \(SpringCodeNumber.text(speed))"
  }
}

extension Spring {
  /// This spring in POP's bounciness and speed (nearest within 0–20).
  public var pop: POPParameters { POPParameters(self) }

  /// Rebound's `SpringConfig.fromBouncinessAndSpeed`: the same conversion as POP's, without
  /// POP's 0–20 range.
  ///
  /// - Parameters:
  ///   - bounciness: Rebound/POP bounciness.
  ///   - speed: Rebound/POP speed.
  /// - Returns: The spring (mass 1).
  /// - Throws: ``SpringError`` when the conversion leaves the physical range.
  public static func rebound(bounciness: Double, speed: Double) throws(SpringError) -> Spring {
    guard bounciness.isFinite else {
      throw SpringError(parameter: "bounciness", value: .number(bounciness), rule: .finite)
    }
    guard speed.isFinite else {
      throw SpringError(parameter: "speed", value: .number(speed), rule: .finite)
    }
    let origami = OrigamiConversion.origami(bounciness: bounciness, speed: speed)
    return try ReboundParameters(tension: origami.tension, friction: origami.friction).spring()
  }
}
