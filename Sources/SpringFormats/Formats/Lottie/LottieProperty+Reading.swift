extension LottieProperty {
  /// Reads a property object (`{"a": 1, "k": [...]}`).
  ///
  /// Like lottie-web, the shape of `k` decides: a number or an array of numbers is a still
  /// value, an array of objects is keyframes (`a` is not consulted).
  ///
  /// - Throws: ``LottieReadError`` naming the member at fault.
  init(field: LottieJSONField) throws(LottieReadError) {
    let object = try field.object("a property object with 'k'")
    let k = try object.required("k", "a property needs 'k', its value or keyframes")
    path = field.path
    if case .array(let elements) = k.node.value, let first = elements.first,
      case .object = first.value
    {
      content = .keyframes(try Self.keyframes(k))
    } else {
      content = .constant(try k.numbers())
    }
  }

  /// Reads and checks keyframes: sorted times, one dimension count, a value on every
  /// keyframe but a legacy last one, easing handles where a segment eases.
  private static func keyframes(_ k: LottieJSONField) throws(LottieReadError)
    -> [LottieKeyframe]
  {
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
      let outEasing = try object.member("o").map { (field) throws(LottieReadError) in
        try easing(field)
      }
      let inEasing = try object.member("i").map { (field) throws(LottieReadError) in
        try easing(field)
      }
      if !isLast && !isHold {
        if outEasing == nil {
          throw LottieReadError(
            path: object.path("o"), line: object.node.line, problem: .missingEasing(handle: "o"))
        }
        if inEasing == nil {
          throw LottieReadError(
            path: object.path("i"), line: object.node.line, problem: .missingEasing(handle: "i"))
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

  /// Reads an easing handle `{x, y}`, each a number or an array of numbers; `x` must lie in
  /// [0, 1] (the schema's range: the segment's time axis).
  private static func easing(_ field: LottieJSONField) throws(LottieReadError)
    -> LottieEasingHandle
  {
    let object = try field.object("an easing handle object with 'x' and 'y'")
    let x = try object.required("x", "an easing handle needs 'x', its time coordinate")
    let y = try object.required("y", "an easing handle needs 'y', its progress coordinate")
    let xs = try x.numbers()
    let ys = try y.numbers()
    for (index, value) in xs.enumerated() where !(value >= 0 && value <= 1) {
      let path = xs.count == 1 && !isArray(x) ? x.path : "\(x.path)[\(index)]"
      throw LottieReadError(
        path: path, line: x.node.line,
        problem: .invalidNumber(
          value: NumberText.rounded(value),
          rule: "an easing handle's x is a fraction of the segment's time, in [0, 1]"))
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
