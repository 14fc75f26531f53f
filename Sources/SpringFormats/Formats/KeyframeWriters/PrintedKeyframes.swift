import SpringKit

/// Keyframes as a player draws them from the numbers a format prints, measured against the
/// spring's closed form.
///
/// Each ``Player`` reads the printed digits as its client does — Core Animation's keyTimes
/// over a printed duration, CSS percentages over printed milliseconds, `linear()` progress
/// scaled by `to − from`, SwiftUI's summed segment durations, the CSV's time column — and
/// the curve it draws is compared with the spring at every time of a dense set: 4,001
/// evenly spaced times over the longer of the planned and the printed duration, 32 more
/// inside every printed segment (so that a straight segment's largest error is found to
/// within 0.1 % of it), and both sides of every planned and printed keyframe. After
/// its printed duration a player holds its last value (CSS `both`, Core Animation's model
/// value).
///
/// The numbers are rounded with ``DecimalText``, the writers' own formatter, so they equal
/// what reading the written text back gives (the tests parse the bytes to check that).
struct PrintedKeyframes<V: ExportableValue> {
  /// A client of the printed numbers.
  enum Player: Hashable {
    /// `values`, `keyTimes`, `duration`, tension, continuity and bias, and timing functions
    /// (their control values as `Float`s, which `CAMediaTimingFunction` holds), as Core
    /// Animation reads the JSON and the Swift `CAKeyframeAnimation`.
    case coreAnimation
    /// CSS `@keyframes`: percentage offsets over a duration in milliseconds, linear, or each
    /// interval eased by its keyframe's `animation-timing-function`.
    case cssKeyframes
    /// Web Animations keyframes for `element.animate()`: fractional offsets (keyTime
    /// decimals) over a duration in milliseconds, each interval eased by its keyframe's
    /// `easing`.
    case webAnimations
    /// CSS `linear()` in a transition or animation from `from` to `to`, with this many
    /// progress decimals.
    case cssLinear(from: Double, to: Double, progressDecimals: Int)
    /// SwiftUI's `KeyframeTrack`: segments of printed durations, Hermite curves in time for
    /// cubic keyframes with the printed velocities.
    case swiftUI
    /// The CSV's `time` column (seconds) and values.
    case csvTimes
  }

  /// The keyframes.
  let keyframes: SpringKeyframes<V>
  /// The decimals they are printed with.
  let precision: KeyframePrecision

  /// The players that read the keyframes: every format's, CSS ones for linear keyframes only
  /// (`linear()` only for one component that travels and no timing functions, Web
  /// Animations only with timing functions).
  var players: [Player] {
    var players: [Player] = [.coreAnimation, .swiftUI, .csvTimes]
    if keyframes.calculationMode == .linear {
      players.append(.cssKeyframes)
      if !keyframes.timingFunctions.isEmpty { players.append(.webAnimations) }
      if keyframes.timingFunctions.isEmpty, V.exportComponentNames.count == 1,
        let from = keyframes.fromValue.exportComponents.first,
        let to = keyframes.toValue.exportComponents.first, (to - from).isFinite, to != from
      {
        players.append(
          .cssLinear(
            from: from, to: to,
            progressDecimals: Self.progressDecimals(precision: precision, travel: to - from)))
      }
    }
    return players
  }

  /// The largest error over every player.
  var maximumError: Double {
    players.map { error(of: $0) }.max() ?? .nan
  }

  /// Progress decimals as fine as value decimals: progress moves the value by |travel| per
  /// unit.
  static func progressDecimals(precision: KeyframePrecision, travel: Double) -> Int {
    let valueStep = 0.5 / DecimalText.powerOfTen(precision.valueDecimals)
    return DecimalText.decimals(forError: valueStep / abs(travel))
  }

  /// The largest distance (Euclidean for vectors) between what `player` draws and the
  /// spring; infinity when the printed numbers make no valid curve, NaN when the spring
  /// cannot be evaluated.
  func error(of player: Player) -> Double {
    guard let curve = curve(for: player) else { return .infinity }
    let from = Self.vector(keyframes.fromValue)
    let to = Self.vector(keyframes.toValue)
    let velocity = Self.vector(keyframes.initialVelocity)
    let displacement = from - to
    var worst = 0.0
    for time in sampleTimes(printed: curve.times) {
      guard let transition = try? keyframes.spring.transition(over: time) else { return .nan }
      let spring = to + transition.a * displacement + transition.b * velocity
      let difference = curve.value(at: time) - spring
      let distance = (difference * difference).sum().squareRoot()
      guard !distance.isNaN else { return .nan }
      worst = max(worst, distance)
    }
    return worst
  }

  /// The times to compare at: a uniform grid over the longer duration, 32 inside every
  /// printed segment, and both sides of every planned and printed keyframe.
  func sampleTimes(printed: [Double]) -> [Double] {
    let planned = keyframes.times
    let end = max(planned.last ?? 0, printed.last ?? 0)
    guard end > 0, end.isFinite else { return [0] }
    var times: [Double] = []
    let intervals = Self.gridIntervals
    times.reserveCapacity(intervals + 1 + 3 * planned.count + 35 * printed.count)
    for index in 0...intervals { times.append(end * Double(index) / Double(intervals)) }
    for (start, stop) in zip(printed, printed.dropFirst()) where stop > start {
      for index in 1...32 { times.append(start + (stop - start) * Double(index) / 33) }
    }
    for knot in planned + printed {
      times.append(knot)
      times.append(knot.nextUp)
      if knot > 0 { times.append(knot.nextDown) }
    }
    return times
  }

  /// Intervals of the uniform grid: 4,000.
  static var gridIntervals: Int { 4_000 }

  /// What a player draws: knots at seconds and a way to evaluate between them.
  struct Curve {
    /// The keyframes' times in seconds, as the player places them.
    var times: [Double]
    /// Core Animation's evaluation of the printed keyframes (linear or cubic).
    var track: KeyframeTrack<SIMD4<Double>>?
    /// SwiftUI's: values and per-segment velocities (units per second), Hermite in time.
    var hermite: (values: [SIMD4<Double>], velocities: [(SIMD4<Double>, SIMD4<Double>)])?

    /// The drawn value at `time` seconds; the last value after the end.
    func value(at time: Double) -> SIMD4<Double> {
      if let track { return track.value(at: time) }
      guard let (values, velocities) = hermite, let last = values.last else { return .zero }
      guard time > 0 else { return values[0] }
      guard let final = times.last, time < final else { return last }
      // The segment whose start is the last time at or before `time` (binary search).
      var (low, high) = (0, times.count - 1)
      while high - low > 1 {
        let middle = (low + high) / 2
        if times[middle] <= time { low = middle } else { high = middle }
      }
      let (segment, next) = (low, high)
      let length = times[next] - times[segment]
      let s = (time - times[segment]) / length
      let (v0, v1) = (values[segment], values[next])
      let (m0, m1) = velocities[segment]
      let h00 = (1 + 2 * s) * (1 - s) * (1 - s)
      let h10 = s * (1 - s) * (1 - s)
      let h01 = s * s * (3 - 2 * s)
      let h11 = s * s * (s - 1)
      return h00 * v0 + (h10 * length) * m0 + h01 * v1 + (h11 * length) * m1
    }
  }

  /// The curve a player draws from the printed numbers; `nil` when they make no valid track.
  func curve(for player: Player) -> Curve? {
    let values = keyframes.values.map { Self.vector($0.exportComponents.map(precision.value)) }
    let mode = keyframes.calculationMode
    let parameters = { (numbers: [Double]) in numbers.map(precision.parameter) }
    var timing = Self.timingFunctions(keyframes, precision: precision, asFloat: false)
    switch player {
    case .coreAnimation:
      let duration = precision.time(keyframes.duration)
      let keyTimes = keyframes.keyTimes.map(precision.keyTime)
      timing = Self.timingFunctions(keyframes, precision: precision, asFloat: true)
      return track(values, keyTimes: keyTimes, duration: duration, mode: mode)
    case .csvTimes:
      let times = keyframes.times.map(precision.time)
      guard let duration = times.last, duration > 0 else { return nil }
      return track(values, keyTimes: times.map { $0 / duration }, duration: duration, mode: mode)
    case .cssKeyframes:
      let duration = Self.cssMilliseconds(keyframes.duration, precision: precision) / 1000
      let offsets = keyframes.keyTimes.map { Self.cssPercent($0, precision: precision) / 100 }
      return track(values, keyTimes: offsets, duration: duration, mode: .linear)
    case .webAnimations:
      let duration = Self.cssMilliseconds(keyframes.duration, precision: precision) / 1000
      let offsets = keyframes.keyTimes.map(precision.keyTime)
      return track(values, keyTimes: offsets, duration: duration, mode: .linear)
    case .cssLinear(let from, let to, let decimals):
      let duration = Self.cssMilliseconds(keyframes.duration, precision: precision) / 1000
      var offsets = keyframes.keyTimes.map { Self.cssPercent($0, precision: precision) / 100 }
      offsets[0] = 0
      offsets[offsets.count - 1] = 1
      let drawn = keyframes.values.map { value -> SIMD4<Double> in
        let component = value.exportComponents[0]
        let progress = DecimalText.rounded((component - from) / (to - from), decimals: decimals)
        return SIMD4(from + progress * (to - from), 0, 0, 0)
      }
      return track(drawn, keyTimes: offsets, duration: duration, mode: .linear)
    case .swiftUI:
      let times = SwiftKeyframesWriter.swiftUITimes(keyframes, precision: precision)
      guard mode == .cubic || !keyframes.timingFunctions.isEmpty else {
        guard let duration = times.last, duration > 0 else { return nil }
        return track(
          values, keyTimes: times.map { $0 / duration }, duration: duration, mode: .linear)
      }
      let unrounded = try? keyframes.track()
      let decimals = SwiftKeyframesWriter.velocityDecimals(keyframes, precision: precision)
      let velocities = (0..<max(0, values.count - 1)).map { segment in
        let (start, end) = SwiftKeyframesWriter.velocities(unrounded, segment: segment)
        let round = { (vector: [Double]) in
          Self.vector(vector.map { DecimalText.rounded($0, decimals: decimals) })
        }
        return (round(start), round(end))
      }
      return Curve(times: times, track: nil, hermite: (values, velocities))
    }

    func track(
      _ values: [SIMD4<Double>], keyTimes: [Double], duration: Double, mode: CalculationMode
    ) -> Curve? {
      guard duration > 0,
        let track = try? KeyframeTrack(
          values: values, keyTimes: keyTimes, duration: duration, calculationMode: mode,
          tensions: parameters(keyframes.tensions),
          continuities: parameters(keyframes.continuities),
          biases: parameters(keyframes.biases), timingFunctions: timing ?? [])
      else { return nil }
      guard timing != nil else { return nil }
      return Curve(times: keyTimes.map { $0 * duration }, track: track, hermite: nil)
    }
  }

  /// The timing functions as printed: every control value rounded to the parameter
  /// decimals, then to `Float` for Core Animation; `nil` when a rounded x leaves [0, 1].
  static func timingFunctions(
    _ keyframes: SpringKeyframes<V>, precision: KeyframePrecision, asFloat: Bool
  ) -> [TimingFunction]? {
    var functions: [TimingFunction] = []
    for function in keyframes.timingFunctions {
      guard case .cubicBezier(let curve) = function.kind else {
        functions.append(function)
        continue
      }
      let printed = controlValues(curve, precision: precision).map {
        asFloat ? Double(Float($0)) : $0
      }
      guard
        let rounded = try? TimingFunction(
          controlPoints: printed[0], printed[1], printed[2], printed[3])
      else { return nil }
      functions.append(rounded)
    }
    return functions
  }

  /// A Bézier's control values x₁, y₁, x₂, y₂ rounded as printed (parameter decimals).
  static func controlValues(
    _ curve: TimingFunction.CubicBezier, precision: KeyframePrecision
  ) -> [Double] {
    [curve.x1, curve.y1, curve.x2, curve.y2].map(precision.parameter)
  }

  /// A CSS percentage as printed (the keyTime's decimals less two) and read back.
  static func cssPercent(_ keyTime: Double, precision: KeyframePrecision) -> Double {
    DecimalText.rounded(100 * keyTime, decimals: cssPercentDecimals(precision))
  }

  /// A CSS duration in milliseconds as printed and read back.
  static func cssMilliseconds(_ seconds: Double, precision: KeyframePrecision) -> Double {
    DecimalText.rounded(1000 * seconds, decimals: cssMillisecondDecimals(precision))
  }

  /// Decimals of CSS percentages: as many significant places as keyTimes.
  static func cssPercentDecimals(_ precision: KeyframePrecision) -> Int {
    max(0, precision.keyTimeDecimals - 2)
  }

  /// Decimals of CSS milliseconds: as many significant places as seconds.
  static func cssMillisecondDecimals(_ precision: KeyframePrecision) -> Int {
    max(0, precision.timeDecimals - 3)
  }

  /// Components padded to four lanes with zeros, which keeps Euclidean distances.
  static func vector(_ components: [Double]) -> SIMD4<Double> {
    var vector = SIMD4<Double>.zero
    for (index, component) in components.prefix(4).enumerated() { vector[index] = component }
    return vector
  }

  /// A value's components in four lanes.
  static func vector(_ value: V) -> SIMD4<Double> { vector(value.exportComponents) }
}
