public import SpringKit

// Planning colour keyframes: dense samples of the mapped spring, then the fewest keyframes
// whose played chords stay within the budget at every sample.

extension ColourKeyframes {
  /// The evenly spaced samples the plan starts from (more are added where the colour moves
  /// fast).
  static let sampleCount = 8_000
  /// The grid planning times lie on: 10⁻⁶ of the duration, as key times are printed.
  static let gridUnits = 1_000_000
  /// The share of the tolerance the chords may use at the samples; the rest is for rounding
  /// and the motion between samples.
  static let chordBudget = 0.8
  /// The share of the tolerance within which the spring has settled at ``duration``.
  static let settleBudget = 0.4
  /// How far outside `0…1` a played channel may go: half an 8-bit step, which rounds back.
  static let gamutSlack = 0.5 / 255

  /// Plans the keyframes of a spring from `from` to `to`.
  ///
  /// - Parameters:
  ///   - spring: The spring (released at rest: no initial velocity).
  ///   - from: The colour at time 0.
  ///   - to: The colour the spring pulls toward.
  ///   - space: The space the spring runs in.
  ///   - playback: The client the keyframes are for.
  ///   - tolerance: The ΔE_ok bound; ``defaultTolerance`` by default.
  /// - Throws: ``ColourKeyframesError``.
  /// - Complexity: O(n log n) colour conversions for n samples (8,000 or more).
  public init(
    spring: Spring, from: SRGBColour, to: SRGBColour, space: ColourSpace,
    playback: ColourPlayback, tolerance: Double = defaultTolerance
  ) throws(ColourKeyframesError) {
    guard tolerance.isFinite, tolerance > 0 else { throw .tolerance(tolerance) }
    let distance = Self.difference(from.oklab, to.oklab)
    guard distance > 0 else { throw .noTravel }
    let end = from.mappedIntoGamut()
    let target = to.mappedIntoGamut()
    let progress = try Self.settleEpsilon(
      from: from, to: to, target: target, space: space, bound: Self.settleBudget * tolerance)
    let duration: Double
    do {
      duration = try spring.settlingDuration(fromValue: 1.0, toValue: 0.0, epsilon: progress)
    } catch {
      throw .spring(error.description)
    }
    guard duration.isFinite else { throw .neverSettles }
    guard duration > 0 else { throw .noTravel }
    // Planning times on the grid the files print key times on (10⁻⁶ of the duration), so
    // that a printed key time is the planned one.
    let grid = Self.gridUnits
    let step = grid / Self.sampleCount
    let truthAt = { (unit: Int) -> SRGBColour in
      unit == 0
        ? end
        : spring.colour(
          fromColour: from, toColour: to, in: space,
          time: duration * Double(unit) / Double(grid))
    }
    let budget = Self.chordBudget * tolerance
    var units: [Int] = []
    var truth: [SRGBColour] = []
    var previous = truthAt(0)
    units.append(0)
    truth.append(previous)
    // Each interval where the mapped spring moves more than half the budget is halved until
    // it does not, or until it is one grid unit wide: there gamut mapping jumps.
    for index in 1...Self.sampleCount {
      var pending = [(index * step, truthAt(index * step))]
      while let (unit, colour) = pending.last {
        let last = units[units.count - 1]
        if unit - last > 1, Self.difference(previous.oklab, colour.oklab) > budget / 2 {
          let middle = (last + unit) / 2
          pending.append((middle, truthAt(middle)))
          continue
        }
        pending.removeLast()
        units.append(unit)
        truth.append(colour)
        previous = colour
      }
    }
    let count = units.count - 1
    var keys = truth
    keys[count] = target
    let truthLab = truth.map(\.oklab)
    // A chord from sample i to sample j is good when every sample between stays in budget.
    func fits(_ i: Int, _ j: Int) -> Bool {
      for k in (i + 1)...j {
        let fraction = Double(units[k] - units[i]) / Double(units[j] - units[i])
        let played = playback.interpolated(keys[i], keys[j], fraction: fraction)
        if Self.error(played, truthLab[k]) > budget { return false }
        if Self.excursion(played) > Self.gamutSlack { return false }
      }
      return true
    }
    var chosen = [0]
    var start = 0
    while start < count {
      var good = start + 1
      var stride = 1
      var bad = count + 1
      while good + stride <= count {
        if fits(start, good + stride) {
          good += stride
          stride *= 2
        } else {
          bad = good + stride
          break
        }
      }
      if bad == count + 1, good < count, fits(start, count) { good = count }
      var low = good
      var high = min(bad, count + 1)
      while high - low > 1 {
        let middle = (low + high) / 2
        if fits(start, middle) { low = middle } else { high = middle }
      }
      chosen.append(low)
      start = low
      guard chosen.count <= Spring.maximumKeyframeCount else {
        throw .tooManyKeyframes(limit: Spring.maximumKeyframeCount)
      }
    }
    self.spring = spring
    self.from = from
    self.to = to
    self.space = space
    self.playback = playback
    self.tolerance = tolerance
    self.duration = duration
    self.keyTimes = chosen.map { Double(units[$0]) / Double(grid) }
    self.colours = chosen.map { keys[$0] }
    self.discontinuities = 0
    self.measuredError = 0
    self.gamutExcursion = 0
    var jumps: [Int] = []
    for index in 0..<count
    where units[index + 1] - units[index] == 1
      && Self.difference(truthLab[index], truthLab[index + 1]) > budget / 2
    {
      jumps.append(units[index])
    }
    self.discontinuities = jumps.count
    (measuredError, gamutExcursion) = measured(units: units, jumps: Set(jumps))
    guard measuredError <= tolerance else { throw .unmet(measured: measuredError) }
  }

  /// The error of the printed keyframes as played, at every planning time and three instants
  /// inside each interval between them (but inside a one-unit jump of gamut mapping, where no
  /// linear keyframes can follow a step), and the largest gamut excursion.
  func measured(units: [Int], jumps: Set<Int>) -> (error: Double, excursion: Double) {
    let printed = colours.map(playback.printed)
    let grid = Double(Self.gridUnits)
    var instants: [Double] = []
    for (index, unit) in units.enumerated() {
      instants.append(Double(unit))
      guard index + 1 < units.count, !jumps.contains(unit) else { continue }
      let next = Double(units[index + 1])
      for share in [0.25, 0.5, 0.75] {
        instants.append(Double(unit) + (next - Double(unit)) * share)
      }
    }
    var worst = 0.0
    var excursion = 0.0
    var segment = 0
    for instant in instants {
      let fraction = instant / grid
      while segment < keyTimes.count - 2, fraction > keyTimes[segment + 1] { segment += 1 }
      let span = keyTimes[segment + 1] - keyTimes[segment]
      let local = span > 0 ? min(max((fraction - keyTimes[segment]) / span, 0), 1) : 1
      let played = playback.interpolated(printed[segment], printed[segment + 1], fraction: local)
      let truth = spring.colour(
        fromColour: from, toColour: to, in: space, time: fraction * duration)
      worst = max(worst, Self.error(played, truth.oklab))
      excursion = max(excursion, Self.excursion(played))
    }
    return (worst, excursion)
  }

  /// ΔE_ok between a played colour and the truth, or their alpha difference if larger.
  static func error(_ played: SRGBColour, _ truth: OklabColour) -> Double {
    difference(played.oklab, truth)
  }

  /// ΔE_ok, or the alpha difference if larger.
  static func difference(_ a: OklabColour, _ b: OklabColour) -> Double {
    max(a.distance(to: b), abs(a.alpha - b.alpha))
  }

  /// How far the colour's channels leave `0…1`.
  static func excursion(_ colour: SRGBColour) -> Double {
    max(
      0, -colour.red, -colour.green, -colour.blue, colour.red - 1, colour.green - 1,
      colour.blue - 1)
  }

  /// The largest ε such that a displacement of at most ε of the way from `to` back toward
  /// (or past) `from` stays within `bound` of the target once mapped into the gamut.
  static func settleEpsilon(
    from: SRGBColour, to: SRGBColour, target: SRGBColour, space: ColourSpace, bound: Double
  ) throws(ColourKeyframesError) -> Double {
    let start = space.coordinates(of: from)
    let end = space.coordinates(of: to)
    let targetLab = target.oklab
    func fits(_ epsilon: Double) -> Bool {
      for share in [-1.0, -0.75, -0.5, -0.25, 0.25, 0.5, 0.75, 1.0] {
        let shown = space.colour(at: end + (start - end) * (share * epsilon)).mappedIntoGamut()
        if difference(shown.oklab, targetLab) > bound { return false }
      }
      return true
    }
    var epsilon = 1.0
    var halvings = 0
    while !fits(epsilon) {
      epsilon /= 2
      halvings += 1
      guard halvings < 80 else { throw .noTravel }
    }
    // Between ε (fits) and 2ε (does not, unless ε is 1): bisect for a closer bound.
    var high = min(2 * epsilon, 1)
    for _ in 0..<24 where high > epsilon {
      let middle = (epsilon + high) / 2
      if fits(middle) { epsilon = middle } else { high = middle }
    }
    return epsilon
  }
}
