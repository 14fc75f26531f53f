import SpringKit

/// A Lottie export's numbers as they are printed, and the curve a player draws from them.
///
/// The writers print exactly these numbers (rounded by ``DecimalText``), and the error the
/// export states is measured on them: each segment from keyframe k to k + 1 is played as
/// lottie-web plays it (`PropertyFactory.interpolateValue`, at fractional frames), the
/// progress u = (frame − tₖ)/(tₖ₊₁ − tₖ) eased by the cubic Bézier from (0, 0) through
/// `o` and `i` to (1, 1), the value sₖ + (sₖ₊₁ − sₖ)·ease(u); before the first keyframe its
/// value, after the last one the last value.
struct LottieExportTrack {
  /// A segment's easing handles as printed: `o` leaves keyframe k, `i` enters k + 1.
  struct Handles: Equatable {
    var outX: Double
    var outY: Double
    var inX: Double
    var inY: Double
  }

  /// Keyframe times `t`, in frames, as printed.
  var frames: [Double]
  /// Keyframe values `s` (one number per keyframe; every dimension holds it), in the
  /// property's Lottie units, as printed.
  var values: [Double]
  /// One pair of handles per segment, as printed.
  var handles: [Handles]
  /// Frames per second.
  var frameRate: Double
  /// Lottie units per value unit.
  var factor: Double

  /// The printed numbers of keyframes.
  ///
  /// A segment whose handles would leave ±``LottieKeyframesWriter/maximumHandleY`` (one
  /// whose chord is small against its motion: a lightly damped spring's segment that swings
  /// out and nearly back) is split into pieces of the same curve, with a keyframe on the
  /// curve between them (``splitForHandles(_:)``): the drawn curve, and so the error, stays.
  ///
  /// - Throws: ``LottieExportError`` when the keyframes are not linear segments eased by
  ///   cubic Béziers, a number is not finite, or a handle's y stays beyond
  ///   ±``LottieKeyframesWriter/maximumHandleY`` after splitting.
  init(
    keyframes: SpringKeyframes<Double>, frameRate: Double, factor: Double,
    precision: LottieExportPrecision
  ) throws(LottieExportError) {
    guard keyframes.calculationMode == .linear else {
      throw .needsLinearCalculationMode(keyframes.calculationMode.rawValue)
    }
    self.frameRate = frameRate
    self.factor = factor
    var pieces: [Piece] = []
    let times = keyframes.times
    for segment in 0..<max(0, keyframes.values.count - 1) {
      // Linear segments get linear handles: x = y, which every player draws as a line.
      var piece = Piece(
        start: times[segment], end: times[segment + 1], from: keyframes.values[segment],
        to: keyframes.values[segment + 1], x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3)
      if segment < keyframes.timingFunctions.count {
        guard case .cubicBezier(let curve) = keyframes.timingFunctions[segment].kind else {
          throw .notCubicBezier(segment: segment)
        }
        (piece.x1, piece.y1, piece.x2, piece.y2) = (curve.x1, curve.y1, curve.x2, curve.y2)
      }
      guard let split = Self.splitForHandles(piece) else {
        throw .handleOutOfRange(segment: segment, y: piece.largestY)
      }
      pieces += split
    }
    let round = { (number: Double, decimals: Int) in
      DecimalText.rounded(number, decimals: decimals)
    }
    let basis = keyframes.tolerance ?? keyframes.maximumError
    pieces = Self.splitForRLottie(
      pieces, budget: Self.sharedCurveShare * basis,
      handles: { piece in
        Handles(
          outX: round(piece.x1, precision.handleDecimals),
          outY: round(piece.y1, precision.handleDecimals),
          inX: round(piece.x2, precision.handleDecimals),
          inY: round(piece.y2, precision.handleDecimals))
      })
    let startFrame = (times.first ?? 0) * frameRate
    frames =
      [round(startFrame, precision.frameDecimals)]
      + pieces.map { round($0.end * frameRate, precision.frameDecimals) }
    values =
      [round((keyframes.values.first ?? 0) * factor, precision.valueDecimals)]
      + pieces.map { round($0.to * factor, precision.valueDecimals) }
    handles = pieces.map { piece in
      Handles(
        outX: round(piece.x1, precision.handleDecimals),
        outY: round(piece.y1, precision.handleDecimals),
        inX: round(piece.x2, precision.handleDecimals),
        inY: round(piece.y2, precision.handleDecimals))
    }
    let numbers = frames + values + handles.flatMap { [$0.outX, $0.outY, $0.inX, $0.inY] }
    guard numbers.allSatisfy(\.isFinite) else { throw .nonFiniteNumber }
    for (segment, handles) in handles.enumerated() {
      for y in [handles.outY, handles.inY] where abs(y) > LottieKeyframesWriter.maximumHandleY {
        throw .handleOutOfRange(segment: segment, y: y)
      }
    }
  }

  /// A segment before rounding: seconds, values and its timing function's control values.
  struct Piece {
    var start: Double
    var end: Double
    var from: Double
    var to: Double
    var x1: Double
    var y1: Double
    var x2: Double
    var y2: Double

    /// The larger |y| of the two handles.
    var largestY: Double { Swift.max(abs(y1), abs(y2)) }

    /// Whether both handles' y stay within a margin below the limit (room for rounding).
    var fits: Bool { largestY <= 0.9 * LottieKeyframesWriter.maximumHandleY }

    /// The progress B(s) of the Bézier with x(s) = s (x₁ = 1/3, x₂ = 2/3) at parameter s.
    func progress(_ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
    }

    /// dB/ds.
    func slope(_ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * y1 + 6 * (1 - s) * s * (y2 - y1) + 3 * s * s * (1 - y2)
    }

    /// The part of this segment between parameters a and b as a segment of its own: the
    /// same cubic in time, so with x₁ = 1/3 and x₂ = 2/3 and y from its end slopes over its
    /// chord; `nil` when that chord is zero.
    func part(_ a: Double, _ b: Double) -> Piece? {
      let chord = to - from
      let (pa, pb) = (progress(a), progress(b))
      let partChord = chord * (pb - pa)
      guard partChord != 0, partChord.isFinite else { return nil }
      let length = b - a
      let leaving = chord * slope(a) * length / partChord
      let arriving = chord * slope(b) * length / partChord
      let duration = end - start
      return Piece(
        start: start + a * duration, end: start + b * duration,
        from: a == 0 ? from : from + chord * pa, to: b == 1 ? to : from + chord * pb,
        x1: 1.0 / 3, y1: leaving / 3, x2: 2.0 / 3, y2: 1 - arriving / 3)
    }
  }

  /// The share of the tolerance a segment may lose to rlottie's drawing it with another
  /// segment's curve before it is split: 0.02.
  static let sharedCurveShare = 0.02

  /// The pieces, with every one that rlottie would draw with an earlier piece's curve —
  /// harmfully — split into parts of its own curve.
  ///
  /// rlottie caches one interpolator per key `"%.2f_%.2f_%.2f_%.2f"` of a keyframe's
  /// `i.x`, `i.y`, `o.x`, `o.y`, formatted into 20 bytes (so at most 19 characters: a long
  /// key loses its end), and every later keyframe with the same key is drawn with the first
  /// one's curve (`LottieParserImpl::interpolator`). Where that curve, over this piece's
  /// chord, is more than `budget` away from the piece's own, the piece is split in two
  /// (parts of the same cubic have other handles, so other keys), at most 2⁶ ways; parts
  /// whose handles would leave ±``LottieKeyframesWriter/maximumHandleY`` are not used.
  static func splitForRLottie(
    _ pieces: [Piece], budget: Double, handles: (Piece) -> Handles
  ) -> [Piece] {
    var cache: [String: Handles] = [:]
    var result: [Piece] = []
    var work = Array(pieces.reversed().map { ($0, 0) })
    while let (piece, depth) = work.popLast() {
      let own = handles(piece)
      let key = rlottieKey(own)
      if let cached = cache[key], cached != own, depth < 6,
        sharedCurveError(cached, own, chord: piece.to - piece.from) > budget,
        let parts = halves(piece)
      {
        work += parts.reversed().map { ($0, depth + 1) }
        continue
      }
      if cache[key] == nil { cache[key] = own }
      result.append(piece)
    }
    return result
  }

  /// The key rlottie caches a keyframe's interpolator under: `%.2f` of each handle value
  /// as a `Float`, joined by `_` in the order i.x, i.y, o.x, o.y, cut to 19 characters.
  static func rlottieKey(_ handles: Handles) -> String {
    let text = [handles.inX, handles.inY, handles.outX, handles.outY].map { value in
      let number = Double(Float(value))
      let hundredths = (abs(number) * 100).rounded(.toNearestOrEven)
      guard hundredths.isFinite, hundredths < 1e15 else { return "\(number)" }
      let whole = Int64(hundredths)
      let fraction = whole % 100
      let sign = number < 0 || (number == 0 && number.sign == .minus) ? "-" : ""
      return "\(sign)\(whole / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }.joined(separator: "_")
    return String(text.prefix(19))
  }

  /// The largest distance between a segment drawn with `other`'s easing and with its own,
  /// over a chord: |chord| × the largest difference of the two progress curves (at 65 times).
  static func sharedCurveError(_ other: Handles, _ own: Handles, chord: Double) -> Double {
    guard
      let first = try? TimingFunction(
        controlPoints: other.outX, other.outY, other.inX, other.inY),
      let second = try? TimingFunction(controlPoints: own.outX, own.outY, own.inX, own.inY)
    else { return .infinity }
    var worst = 0.0
    for index in 0...64 {
      let u = Double(index) / 64
      worst = max(worst, abs(first.progress(at: u) - second.progress(at: u)))
    }
    return worst * abs(chord)
  }

  /// `piece` in two parts of its curve whose handles fit, split at the first point of a
  /// few that works; `nil` when none does.
  static func halves(_ piece: Piece) -> [Piece]? {
    guard abs(piece.x1 - 1.0 / 3) < 1e-12, abs(piece.x2 - 2.0 / 3) < 1e-12 else { return nil }
    for point in [0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8] {
      if let left = piece.part(0, point), let right = piece.part(point, 1), left.fits,
        right.fits
      {
        return [left, right]
      }
    }
    return nil
  }

  /// `piece` as it is when its handles fit, or else split into parts of the same curve whose
  /// handles do (at most 2⁶ parts); `nil` when no split fits or the curve's x handles are
  /// not 1/3 and 2/3 (then its time is not its parameter, and parts are not exact).
  static func splitForHandles(_ piece: Piece, depth: Int = 0) -> [Piece]? {
    if piece.fits { return [piece] }
    guard depth < 6, abs(piece.x1 - 1.0 / 3) < 1e-12, abs(piece.x2 - 2.0 / 3) < 1e-12 else {
      return nil
    }
    if let parts = halves(piece) { return parts }
    guard let left = piece.part(0, 0.5), let right = piece.part(0.5, 1),
      let leftParts = splitForHandles(left, depth: depth + 1),
      let rightParts = splitForHandles(right, depth: depth + 1)
    else { return nil }
    return leftParts + rightParts
  }

  /// The value lottie-web draws at `frame`, in value units (the Lottie value over
  /// ``factor``); NaN where the printed numbers make no valid segment.
  func value(atFrame frame: Double) -> Double {
    guard let first = values.first, let last = values.last else { return .nan }
    guard frame > frames[0] else { return first / factor }
    guard frame < frames[frames.count - 1] else { return last / factor }
    var (low, high) = (0, frames.count - 1)
    while high - low > 1 {
      let middle = (low + high) / 2
      if frames[middle] <= frame { low = middle } else { high = middle }
    }
    return segmentValue(low, progress: (frame - frames[low]) / (frames[high] - frames[low]))
      / factor
  }

  /// Segment `segment`'s Lottie value at progress `u` in [0, 1], eased by `handles` (its
  /// own by default); NaN for handles that make no timing curve.
  func segmentValue(_ segment: Int, progress u: Double, handles: Handles? = nil) -> Double {
    let handles = handles ?? self.handles[segment]
    guard
      let easing = try? TimingFunction(
        controlPoints: handles.outX, handles.outY, handles.inX, handles.inY)
    else { return .nan }
    let start = values[segment]
    return start + (values[segment + 1] - start) * easing.progress(at: u)
  }

  /// The largest distance between what lottie-web draws and the spring, at the dense times
  /// ``PrintedKeyframes`` checks (4,001 evenly spaced, 32 inside every printed segment,
  /// both sides of every keyframe); NaN when the spring cannot be evaluated or the printed
  /// times are not increasing.
  func error(against keyframes: SpringKeyframes<Double>) -> Double {
    guard zip(frames, frames.dropFirst()).allSatisfy({ $0 < $1 }) else { return .infinity }
    let seconds = frames.map { $0 / frameRate }
    let times = PrintedKeyframes(
      keyframes: keyframes,
      precision: KeyframePrecision(valueDecimals: 17, keyTimeDecimals: 17, timeDecimals: 17)
    ).sampleTimes(printed: seconds)
    var worst = 0.0
    for time in times {
      guard let spring = Self.spring(keyframes, at: time) else { return .nan }
      let distance = abs(value(atFrame: time * frameRate) - spring)
      guard !distance.isNaN else { return .nan }
      worst = max(worst, distance)
    }
    return worst
  }

  /// The spring's value at `time` seconds, or `nil` if it cannot be evaluated.
  static func spring(_ keyframes: SpringKeyframes<Double>, at time: Double) -> Double? {
    guard let transition = try? keyframes.spring.transition(over: time) else { return nil }
    let displacement = keyframes.fromValue - keyframes.toValue
    return keyframes.toValue + transition.a * displacement
      + transition.b * keyframes.initialVelocity
  }
}
