import SpringFormats
import SpringKit
import Testing

/// The bytes every keyframe format writes, read back as their clients read them and played
/// against the spring's closed form: within the tolerance at every checked time.
///
/// Each format is parsed from its text here, independently of the writers' own check:
/// JSON through the document reader (Core Animation's semantics), the CSV's `time` column,
/// CSS `linear()` stops (`from` + progress·(to − from) between the percentages, over the
/// printed milliseconds, as the `transition` plays it), `@keyframes` percentages, the Swift
/// `CAKeyframeAnimation` and SwiftUI's segment durations with their velocities. The times:
/// 4,000 evenly spaced over a little beyond the longest printed duration (the players hold
/// their last value) and both sides of every printed keyframe.
@Suite("Keyframe formats: the printed bytes keep the tolerance")
struct PrintedKeyframesTests {
  /// A motion to export.
  struct Motion: CustomStringConvertible, Sendable {
    /// The spring, made once (`nil` if the parameters were invalid: reported by ``spring``).
    var madeSpring: Spring?
    var dampingRatio: Double
    var from: Double
    var to: Double
    var velocity: Double

    init(response: Double, dampingRatio: Double, from: Double, to: Double, velocity: Double) {
      madeSpring = try? Spring(response: response, dampingRatio: dampingRatio)
      self.dampingRatio = dampingRatio
      (self.from, self.to, self.velocity) = (from, to, velocity)
    }

    var description: String {
      "ζ \(dampingRatio), \(from)→\(to), v₀ \(velocity)"
    }

    /// The spring.
    var spring: Spring {
      get throws { try #require(madeSpring) }
    }

    /// The spring's value at `time`, from the closed form.
    func value(at time: Double) throws -> Double {
      try spring.value(fromValue: from, toValue: to, initialVelocity: velocity, time: time)
    }
  }

  /// Springs across regimes, with and without initial velocity, on a unit range and on a
  /// range in points.
  static let motions: [Motion] = [
    Motion(response: 0.5, dampingRatio: 0.1, from: 0, to: 1, velocity: 0),
    Motion(response: 0.4, dampingRatio: 0.5, from: 320, to: 80, velocity: 900),
    Motion(response: 0.3, dampingRatio: 1, from: 0, to: 1, velocity: -4),
    Motion(response: 0.5, dampingRatio: 3, from: 320, to: 80, velocity: 0),
  ]

  /// Tolerances relative to the travel.
  static let tolerances = [1e-2, 1e-3, 1e-4, 1e-5]

  @Test(
    "Every format within the tolerance as printed",
    arguments: motions, [KeyframeInterpolation.linear, .cubic, .catmullRom])
  func printed(motion: Motion, interpolation: KeyframeInterpolation) throws {
    for relative in Self.tolerances {
      // The lightly damped spring needs thousands of keyframes at 1e-5, and Catmull-Rom
      // planning is slow in debug builds: 1e-4 covers their regimes at a test's cost
      // (linear ζ 0.1 at 1e-4, 560 keyframes, checks SwiftUI's summed durations), and the
      // other springs cover Catmull-Rom at 1e-4.
      if motion.dampingRatio < 0.2 || interpolation == .catmullRom, relative < 1e-4 {
        continue
      }
      if motion.dampingRatio < 0.2, interpolation == .catmullRom, relative < 1e-3 { continue }
      let tolerance = relative * abs(motion.to - motion.from)
      let keyframes = try motion.spring.printableKeyframes(
        fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
        tolerance: tolerance, interpolation: interpolation)
      let label = "\(motion), ε \(tolerance), \(interpolation)"
      // The writers' default, computed once for the five of them.
      let precision = KeyframePrecision(for: keyframes)
      var players: [(String, Player)] = []
      let json = try KeyframeJSONWriter().string(for: keyframes, precision: precision)
      let document = try KeyframeDocument.decode(Array(json.utf8)).track()
      players.append(("JSON", Player(track: document)))
      let csv = KeyframeCSVWriter().string(for: keyframes, precision: precision)
      players.append(("CSV", try Player(csv: csv, like: document)))
      let swift = SwiftKeyframesWriter().string(for: keyframes, precision: precision)
      players.append(("Swift CAKeyframeAnimation", try Player(coreAnimationSwift: swift)))
      players.append(("SwiftUI KeyframeTrack", try Player(swiftUI: swift, from: motion.from)))
      if interpolation == .linear {
        let easing = try CSSLinearEasing(
          keyframes: keyframes, from: motion.from, to: motion.to, precision: precision)
        let transition = easing.stylesheet()
        players.append(
          (
            "CSS transition linear()",
            try Player(linear: transition, from: motion.from, to: motion.to)
          ))
        let animation = try CSSKeyframesWriter().string(for: keyframes, precision: precision)
        players.append(("CSS @keyframes", try Player(keyframesRule: animation)))
        for (text, stated) in [(transition, "stops"), (animation, "keyframes")] {
          #expect(text.contains(" \(stated) over "), "\(label)")
          #expect(text.contains("of the spring as printed (largest error "), "\(label)")
        }
      }
      for (name, player) in players {
        let worst = try player.worstError(against: motion)
        #expect(worst <= tolerance, "\(name), \(label): \(worst / tolerance) × ε")
      }
    }
  }

  /// The stated error is the measured one of the printed numbers: the header's figure is
  /// at least what the bytes play to (rounded up to 3 digits), and within the tolerance.
  @Test("Headers state the printed error")
  func headers() throws {
    let motion = Self.motions[1]
    let tolerance = 0.24
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance)
    let animation = try CSSKeyframesWriter().string(for: keyframes)
    let worst = try Player(keyframesRule: animation).worstError(against: motion)
    let stated = try #require(
      animation.between("(largest error ", and: ")").flatMap { Double($0) })
    #expect(stated >= worst * (1 - 1e-9) && stated <= tolerance)
    #expect(stated <= worst * 1.05)
  }

  /// One decimal rule for all formats: values print with the same decimals in `@keyframes`,
  /// JSON and `linear()` (on a unit range), also at tolerances whose steps are not exact
  /// in binary (0.5·10⁻⁶ against 5e-7).
  @Test("One decimal rule", arguments: [1e-2, 1e-3, 1e-4, 1e-5, 1e-6])
  func decimals(tolerance: Double) throws {
    let keyframes = try Spring.smooth.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: tolerance)
    let precision = KeyframePrecision(for: keyframes)
    let easing = try CSSLinearEasing(keyframes: keyframes, precision: precision)
    let progressDecimals = easing.stops.map { stop in
      stop.split(separator: " ")[0].split(separator: ".").dropFirst().first?.count ?? 0
    }.max()
    #expect(progressDecimals == precision.valueDecimals)
  }
}

/// A player of printed keyframes: knots in seconds and a way to fill between them; after
/// the last knot it holds the last value.
struct Player {
  var times: [Double]
  var evaluate: (Double) -> Double

  init(times: [Double], evaluate: @escaping (Double) -> Double) {
    self.times = times
    self.evaluate = evaluate
  }

  /// Core Animation's playback of a track.
  init(track: KeyframeTrack<Double>) {
    times = track.keyTimes.map { $0 * track.duration }
    evaluate = { track.value(at: $0) }
  }

  /// Straight lines between (time, value) knots.
  init(linear knots: [(time: Double, value: Double)]) {
    let knotTimes = knots.map(\.time)
    times = knotTimes
    evaluate = { time in
      guard let last = knots.last else { return .nan }
      guard time > 0 else { return knots[0].value }
      guard time < last.time else { return last.value }
      let next = Self.segmentEnd(of: time, in: knotTimes)
      let (a, b) = (knots[next - 1], knots[next])
      guard b.time > a.time else { return b.value }
      return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
    }
  }

  /// The index of the first of `times` (ascending) after `time`, for a `time` after the
  /// first and before the last: the end of the segment that holds it (binary search).
  static func segmentEnd(of time: Double, in times: [Double]) -> Int {
    var (low, high) = (0, times.count - 1)
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] > time { high = middle } else { low = middle }
    }
    return high
  }

  /// The largest |played − spring| at 4,000 evenly spaced times over 1.05 × the printed
  /// duration and both sides of every knot.
  func worstError(against motion: PrintedKeyframesTests.Motion) throws -> Double {
    let end = 1.05 * (times.last ?? 0)
    var samples = (0...4_000).map { end * Double($0) / 4_000 }
    for knot in times { samples += [knot, knot.nextUp, max(0, knot.nextDown)] }
    var worst = 0.0
    for time in samples {
      let error = abs(evaluate(time) - (try motion.value(at: time)))
      worst = max(worst, error.isNaN ? .infinity : error)
    }
    return worst
  }
}

extension Player {
  /// The CSV's rows: the `time` column in seconds and the value, with the JSON's mode and
  /// tension, continuity and bias (the CSV carries the points only).
  init(csv: String, like document: KeyframeTrack<Double>) throws {
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").compactMap { Double($0) }
    }
    let times = rows.map { $0[1] }
    let duration = try #require(times.last)
    let track = try KeyframeTrack(
      values: rows.map { $0[2] }, keyTimes: times.map { $0 / duration }, duration: duration,
      calculationMode: document.calculationMode, tensions: document.tensions,
      continuities: document.continuities, biases: document.biases)
    self.init(track: track)
    self.times = times
  }

  /// The Swift `CAKeyframeAnimation`'s values, keyTimes, duration, mode and parameters.
  init(coreAnimationSwift swift: String) throws {
    let list = { (name: String) -> [Double] in
      (swift.between("animation.\(name) = [", and: "]") ?? "").split(separator: ",").compactMap {
        Double($0.trimmingPrefix(while: \.isWhitespace))
      }
    }
    let duration = try #require(
      swift.between("animation.duration = ", and: "\n").flatMap {
        Double($0)
      })
    let cubic = swift.contains("calculationMode = .cubic")
    let track = try KeyframeTrack(
      values: list("values"), keyTimes: list("keyTimes"), duration: duration,
      calculationMode: cubic ? .cubic : .linear, tensions: list("tensionValues"),
      continuities: list("continuityValues"), biases: list("biasValues"))
    self.init(track: track)
  }

  /// SwiftUI's `KeyframeTrack`: from the initial value, each keyframe reached after its
  /// duration; cubic keyframes are Hermite curves in time with their velocities.
  init(swiftUI swift: String, from: Double) throws {
    let body = try #require(swift.between("KeyframeTrack {\n", and: "\n}"))
    let flat = body.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
    var knots = [(time: 0.0, value: from, start: 0.0, end: 0.0)]
    for item in flat.split(separator: ")").map(String.init) where item.contains("duration:") {
      let number = { (label: String) -> Double in
        Double(item.between(label, and: ",") ?? item.between(label, and: "\u{0}") ?? "") ?? .nan
      }
      let value = Double(item.between("Keyframe(", and: ",") ?? "") ?? .nan
      let duration = number("duration: ")
      let time = (knots.last?.time ?? 0) + duration
      knots.append((time, value, number("startVelocity: "), number("endVelocity: ")))
    }
    guard body.contains("CubicKeyframe") else {
      self.init(linear: knots.map { ($0.time, $0.value) })
      return
    }
    let knotTimes = knots.map(\.time)
    self.init(times: knotTimes) { time in
      guard let last = knots.last else { return .nan }
      guard time > 0 else { return knots[0].value }
      guard time < last.time else { return last.value }
      let next = Self.segmentEnd(of: time, in: knotTimes)
      let (a, b) = (knots[next - 1], knots[next])
      let h = b.time - a.time
      let s = (time - a.time) / h
      return (1 + 2 * s) * (1 - s) * (1 - s) * a.value + s * (1 - s) * (1 - s) * h * b.start
        + s * s * (3 - 2 * s) * b.value + s * s * (s - 1) * h * b.end
    }
  }

  /// A `transition` with `linear()`: stops `progress [percent%]`, the first at 0 % and the
  /// last at 100 % when they have none, over the printed milliseconds.
  init(linear css: String, from: Double, to: Double) throws {
    let milliseconds = try #require(
      css.between("transition: transform ", and: "ms").flatMap { Double($0) })
    let function = try #require(css.between("ms linear(", and: ");"))
    let stops = function.split(separator: ",").map {
      $0.split(whereSeparator: \.isWhitespace)
    }
    var knots: [(time: Double, value: Double)] = []
    for (index, stop) in stops.enumerated() {
      let progress = Double(stop[0]) ?? .nan
      var offset = index == 0 ? 0.0 : 1.0
      if stop.count > 1 { offset = (Double(stop[1].dropLast()) ?? .nan) / 100 }
      knots.append((offset * milliseconds / 1000, from + progress * (to - from)))
    }
    self.init(linear: knots)
  }

  /// `@keyframes`: `P% { transform: scale(V); }` over the animation's milliseconds.
  init(keyframesRule css: String) throws {
    let milliseconds = try #require(
      css.between("animation: spring ", and: "ms").flatMap { Double($0) })
    let knots = css.split(separator: "\n").compactMap { line -> (Double, Double)? in
      let text = String(line)
      guard let percent = text.between("  ", and: "% {").flatMap({ Double($0) }),
        let value = text.between("scale(", and: ")").flatMap({ Double($0) })
      else { return nil }
      return (percent / 100 * milliseconds / 1000, value)
    }
    self.init(linear: knots.map { (time: $0.0, value: $0.1) })
  }
}

extension String {
  /// The text between the first `start` and the next `end` after it (`"\u{0}"`: the end).
  func between(_ start: String, and end: String) -> String? {
    guard let open = firstRange(of: start) else { return nil }
    let rest = self[open.upperBound...]
    if end == "\u{0}" { return String(rest) }
    guard let close = rest.firstRange(of: end) else { return nil }
    return String(rest[..<close.lowerBound])
  }
}
