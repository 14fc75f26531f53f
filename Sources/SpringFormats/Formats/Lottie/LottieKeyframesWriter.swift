public import SpringKit

/// Writes a spring's keyframes as a Lottie animated property: `{"a": 1, "k": [keyframes]}`
/// with each keyframe's time `t` in frames, its value `s` and the easing handles `o` and `i`
/// of the segment it starts.
///
/// The property is written in the form every Lottie player we know of (lottie-web,
/// lottie-ios, lottie-android, rlottie, python-lottie) plays the same way:
///
/// - one easing shared by all dimensions of a keyframe: every handle's `x` and `y` is a
///   one-element array, which the players that honour per-dimension arrays (lottie-web)
///   extend to every dimension and the others read as their first element;
/// - no two keyframes whose handles rlottie would draw with one curve: it caches a curve
///   per two-decimal key of the handles, so a segment whose key an earlier segment has, with
///   a curve that differs by more than 2 % of the tolerance over its chord, is split into
///   parts of its own cubic;
/// - `o` and `i` on every keyframe but the last (rlottie drops a keyframe without `i` as if
///   it were the last one; lottie-web throws on it), no hold, no keyframe names `n` (rlottie
///   and lottie-web share a curve between keyframes of the same name);
/// - handle `x` in [0, 1] and |`y`| ≤ ``maximumHandleY`` (lottie-android clamps y there): a
///   segment whose handles would go beyond is written as parts of the same cubic, with a
///   keyframe on the curve between them;
/// - scalar values as one-element arrays, scale as `[100·v, 100·v]` (percent);
/// - position as the x of a split position (see ``LottieExportProperty/position``), with
///   no spatial tangents: lottie-web maps eased progress outside [0, 1] on a curved position
///   segment to its end point, so such a segment could not overshoot.
///
/// Frame times are fractional: `t` is the keyframe's time in seconds times
/// ``frameRate``, which lottie-web, lottie-ios, lottie-android, rlottie and python-lottie
/// all read as a floating-point number (rlottie then draws whole frames only, each from the
/// segment it falls in). The handles are the keyframes' cubic-bezier timing functions,
/// `o = (x₁, y₁)` and `i = (x₂, y₂)`, so keyframes made with
/// `KeyframeInterpolation.bezier` keep their error bound; linear segments get linear
/// handles.
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .bezier)
/// let writer = LottieKeyframesWriter(frameRate: 60, property: .rotation, style: .compact)
/// let property = try writer.string(for: keyframes)
/// // {"a":1,"k":[{"i":{"x":[0.66667],"y":[0.55589]},"o":{"x":[0.33333],"y":[0.01398]},
/// //   "s":[0],"t":0},…]}
/// ```
///
/// The numbers keep the decimals ``precision(for:)`` finds: played as lottie-web plays them
/// (fractional frames, each segment's Bézier solved exactly), the printed keyframes stay
/// within the keyframes' tolerance of the spring at every checked time.
public struct LottieKeyframesWriter: Sendable, Hashable {
  /// The largest |y| of an easing handle that every player keeps: 100, lottie-android's
  /// `KeyframeParser.MAX_CP_VALUE`.
  public static let maximumHandleY = 100.0

  /// Frames per second: keyframe times are seconds times this.
  public var frameRate: Double
  /// The property the keyframes animate, which sets the units of the values.
  public var property: LottieExportProperty
  /// The layout of the output.
  public var style: JSONStyle

  /// Creates a writer.
  ///
  /// - Parameters:
  ///   - frameRate: Frames per second; 60 by default.
  ///   - property: The property the values are for; scale by default.
  ///   - style: The layout; ``JSONStyle/pretty`` by default.
  public init(
    frameRate: Double = 60, property: LottieExportProperty = .scale, style: JSONStyle = .pretty
  ) {
    self.frameRate = frameRate
    self.property = property
    self.style = style
  }

  /// The decimals for keyframes: from an estimate up, the fewest for which the printed
  /// property, played as lottie-web plays it, stays within the keyframes' tolerance (for
  /// keyframes without one — even spacing — the estimate).
  ///
  /// - Parameter keyframes: Keyframes with linear calculation mode.
  /// - Returns: The decimals.
  /// - Throws: ``LottieExportError`` as ``animatedProperty(for:precision:)`` does.
  /// - Complexity: O(m) per try for m ≈ 4,000 + 40·n check times and n keyframes.
  public func precision(for keyframes: SpringKeyframes<Double>) throws(LottieExportError)
    -> LottieExportPrecision
  {
    try checkFrameRate()
    let estimate = KeyframePrecision.estimate(for: keyframes)
    var shift = 0
    var scale = property.factor
    while scale >= 10 {
      scale /= 10
      shift += 1
    }
    var rateDigits = 0
    var rate = frameRate
    while rate >= 10 {
      rate /= 10
      rateDigits += 1
    }
    var precision = LottieExportPrecision(
      valueDecimals: estimate.valueDecimals - shift,
      frameDecimals: max(2, estimate.timeDecimals - rateDigits),
      handleDecimals: estimate.parameterDecimals)
    guard let tolerance = keyframes.tolerance, tolerance > 0, tolerance.isFinite else {
      return precision
    }
    while try track(keyframes, precision: precision).error(against: keyframes) > tolerance,
      !precision.isFinest
    {
      precision = precision.finer
    }
    return precision
  }

  /// The largest distance between the spring and what lottie-web draws from the printed
  /// property, in value units: the measurement ``precision(for:)`` makes.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals; by default ``precision(for:)``'s.
  /// - Returns: The error; NaN when the spring cannot be evaluated.
  /// - Throws: ``LottieExportError`` as ``animatedProperty(for:precision:)`` does.
  public func printedError(
    of keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> Double {
    let precision = try self.precision(precision, for: keyframes)
    return try track(keyframes, precision: precision).error(against: keyframes)
  }

  /// The frame of the last keyframe, as printed.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals; by default ``precision(for:)``'s.
  /// - Returns: The last `t`.
  /// - Throws: ``LottieExportError`` as ``animatedProperty(for:precision:)`` does.
  public func lastFrame(
    of keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> Double {
    let precision = try self.precision(precision, for: keyframes)
    return try track(keyframes, precision: precision).frames.last ?? 0
  }

  /// The animated property `{"a": 1, "k": [...]}`.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode, each segment linear or eased by
  ///     a cubic Bézier (`KeyframeInterpolation.bezier`).
  ///   - precision: The decimals; by default ``precision(for:)``'s.
  /// - Returns: The property as a JSON value; its keys are written sorted, so `a` comes
  ///   before `k`.
  /// - Throws: ``LottieExportError`` for an invalid frame rate, keyframes of another
  ///   calculation mode, a timing function that is not a cubic Bézier, a handle's y beyond
  ///   ±``maximumHandleY``, or a number that is not finite.
  /// - Complexity: O(n) for n keyframes, plus ``precision(for:)``'s when none is given.
  public func animatedProperty(
    for keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> JSONValue {
    let precision = try self.precision(precision, for: keyframes)
    let track = try track(keyframes, precision: precision)
    let value = { (number: Double) -> JSONValue in
      .array(Array(repeating: .number(number), count: property.dimensions))
    }
    var frames: [JSONValue] = []
    for (index, frame) in track.frames.enumerated() {
      var keyframe: [String: JSONValue] = ["t": .number(frame), "s": value(track.values[index])]
      if index < track.handles.count {
        let handles = track.handles[index]
        keyframe["o"] = .object([
          "x": .array([.number(handles.outX)]), "y": .array([.number(handles.outY)]),
        ])
        keyframe["i"] = .object([
          "x": .array([.number(handles.inX)]), "y": .array([.number(handles.inY)]),
        ])
      }
      frames.append(.object(keyframe))
    }
    return .object(["a": .number(1), "k": .array(frames)])
  }

  /// The animated property's JSON text, without a trailing newline.
  ///
  /// - Parameters:
  ///   - keyframes: Keyframes with linear calculation mode.
  ///   - precision: The decimals; by default ``precision(for:)``'s.
  /// - Returns: The text.
  /// - Throws: ``LottieExportError`` as ``animatedProperty(for:precision:)`` does.
  public func string(
    for keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision? = nil
  ) throws(LottieExportError) -> String {
    let property = try animatedProperty(for: keyframes, precision: precision)
    return try LottieExportJSON.string(for: property, style: style)
  }

  /// `precision`, or when it is `nil` ``precision(for:)``'s.
  func precision(_ precision: LottieExportPrecision?, for keyframes: SpringKeyframes<Double>)
    throws(LottieExportError) -> LottieExportPrecision
  {
    if let precision { return precision }
    return try self.precision(for: keyframes)
  }

  /// The printed numbers.
  func track(_ keyframes: SpringKeyframes<Double>, precision: LottieExportPrecision)
    throws(LottieExportError) -> LottieExportTrack
  {
    try checkFrameRate()
    return try LottieExportTrack(
      keyframes: keyframes, frameRate: frameRate, factor: property.factor, precision: precision)
  }

  /// Throws unless the frame rate is finite and greater than 0.
  func checkFrameRate() throws(LottieExportError) {
    guard frameRate.isFinite, frameRate > 0 else { throw .invalidFrameRate(frameRate) }
  }
}
