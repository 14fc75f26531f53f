extension LottieProperty {
  /// Reads a property object (`{"a": 1, "k": [...]}`).
  ///
  /// Like lottie-web, the shape of `k` decides: a number or an array of numbers is a still
  /// value, an array of objects is keyframes (`a` is not consulted).
  ///
  /// Easing handles are read as players play them (see ``LottieReadWarning``), each with a
  /// warning added to `warnings`.
  ///
  /// - Throws: ``LottieReadError`` naming the member at fault.
  init(field: LottieJSONField, warnings: inout [LottieReadWarning]) throws(LottieReadError) {
    let object = try field.object("a property object with 'k'")
    let k = try object.required("k", "a property needs 'k', its value or keyframes")
    path = field.path
    // Players that do not run expressions ignore `x`, whatever it holds.
    if let x = object.member("x"), case .string(let text) = x.node.value { expression = text }
    if case .array(let elements) = k.node.value, let first = elements.first,
      case .object = first.value
    {
      content = .keyframes(try Self.keyframes(k, warnings: &warnings))
    } else {
      content = .constant(try k.numbers())
    }
  }

  /// Reads and checks keyframes: sorted times, one dimension count, a value on every
  /// keyframe but a legacy last one.
  ///
  /// A segment that eases without an easing handle gets a
  /// warning: it is read as linear from that end, as lottie-ios does (lottie-android makes
  /// the segment linear only when both are missing; lottie-web throws there).
  private static func keyframes(
    _ k: LottieJSONField, warnings: inout [LottieReadWarning]
  ) throws(LottieReadError) -> [LottieKeyframe] {
    let fields = try k.elements("an array of keyframes")
    var keyframes: [LottieKeyframe] = []
    var dimensions: Int?
    for (index, field) in fields.enumerated() {
      let object = try field.object("a keyframe object with 't'")
      let time = try object.required("t", "a keyframe needs its frame 't'").number()
      if let previous = keyframes.last, time < previous.time {
        throw LottieReadError(
          path: object.path("t"), line: object.member("t")?.node.line,
          problem: .timeNotIncreasing(time: time, previous: previous.time))
      }
      var values: [(String, [Double])] = []
      let value = try object.member("s")?.numbers()
      let end = try object.member("e")?.numbers()
      if let value { values.append(("s", value)) }
      if let end { values.append(("e", end)) }
      for (key, numbers) in values {
        if numbers.isEmpty, let member = object.member(key) {
          throw member.error(.missing(what: "a keyframe value needs at least one number"))
        }
        guard let expected = dimensions else {
          dimensions = numbers.count
          continue
        }
        if numbers.count != expected, let member = object.member(key) {
          throw member.error(.dimensionMismatch(expected: expected, found: numbers.count))
        }
      }
      let isLast = index == fields.count - 1
      // Only a legacy final keyframe (`t` alone) may go without `s`: the previous `e` ends it.
      if value == nil && !(isLast && keyframes.last?.legacyEnd != nil) {
        throw object.error(.keyframeWithoutValue)
      }
      let isHold = try object.member("h")?.flag() ?? false
      var outEasing: LottieEasingHandle?
      var inEasing: LottieEasingHandle?
      if let field = object.member("o") { outEasing = try easing(field, warnings: &warnings) }
      if let field = object.member("i") { inEasing = try easing(field, warnings: &warnings) }
      if !isLast && !isHold {
        for (handle, easing) in [("o", outEasing), ("i", inEasing)] where easing == nil {
          warnings.append(
            LottieReadWarning(
              path: object.path(handle), line: object.node.line,
              problem: .missingEasing(handle: handle)))
        }
      }
      keyframes.append(
        LottieKeyframe(
          time: time, value: value, legacyEnd: end, outEasing: outEasing, inEasing: inEasing,
          isHold: isHold, outTangent: try object.member("to")?.numbers(),
          inTangent: try object.member("ti")?.numbers()))
    }
    guard !keyframes.isEmpty else {
      throw k.error(.missing(what: "an animated property needs at least one keyframe"))
    }
    return keyframes
  }

  /// Reads an easing handle `{x, y}`, each a number or an array of numbers; an `x` outside
  /// [0, 1] (the schema's range: the segment's time axis) is clamped into it with a warning,
  /// as lottie-android clamps it (lottie-web would read a time curve that is no function).
  private static func easing(
    _ field: LottieJSONField, warnings: inout [LottieReadWarning]
  ) throws(LottieReadError) -> LottieEasingHandle {
    let object = try field.object("an easing handle object with 'x' and 'y'")
    let x = try object.required("x", "an easing handle needs 'x', its time coordinate")
    let y = try object.required("y", "an easing handle needs 'y', its progress coordinate")
    var xs = try x.numbers()
    let ys = try y.numbers()
    for (index, value) in xs.enumerated() where !(value >= 0 && value <= 1) {
      let path = xs.count == 1 && !isArray(x) ? x.path : "\(x.path)[\(index)]"
      // `numbers()` refuses non-finite values, so the value is above 1 or below 0.
      let clamped = min(max(value, 0), 1)
      warnings.append(
        LottieReadWarning(
          path: path, line: x.node.line,
          problem: .easingTimeClamped(value: value, clampedTo: clamped)))
      xs[index] = clamped
    }
    if xs.isEmpty { throw x.error(.missing(what: "an easing handle's 'x' needs a number")) }
    if ys.isEmpty { throw y.error(.missing(what: "an easing handle's 'y' needs a number")) }
    return LottieEasingHandle(x: xs, y: ys, isPerDimension: isArray(x) || isArray(y))
  }

  private static func isArray(_ field: LottieJSONField) -> Bool {
    if case .array = field.node.value { return true }
    return false
  }
}
