import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// The Lottie writers' bytes, parsed back and played as Lottie plays them.
///
/// The text is parsed with `JSONReader` and played with Lottie's semantics (each segment's progress over its frame span eased by the cubic Bézier of its
/// `o` and `i` handles, the value held before the first and after the last keyframe): within
/// the stated tolerance of the spring's closed form at 4,000 evenly spaced times and both
/// sides of every keyframe. The form every player plays the same, and the document's shape
/// the schema and rlottie need, are checked on the parsed nodes (member order included).
@Suite("Lottie writers: the printed property keeps the tolerance")
struct LottieWriterTests {
  typealias Motion = PrintedKeyframesTests.Motion

  /// A keyframe as read back: frame, first value, and handles (`nil` on the last).
  struct ReadKeyframe {
    var frame: Double
    var values: [Double]
    var handles: (outX: Double, outY: Double, inX: Double, inY: Double)?
  }

  @Test(
    "Every property within the tolerance as printed",
    arguments: PrintedKeyframesTests.motions, [1e-2, 1e-3, 1e-4])
  func printed(motion: Motion, relative: Double) throws {
    let tolerance = relative * abs(motion.to - motion.from)
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance, interpolation: .bezier)
    for (rate, property) in [(24.0, LottieExportProperty.scale), (60, .position), (120, .rotation)]
    {
      let writer = LottieKeyframesWriter(frameRate: rate, property: property, style: .compact)
      let label = "\(motion), ε \(tolerance), \(rate) fps, \(property)"
      let text = try writer.string(for: keyframes)
      let read = try Self.keyframes(of: JSONReader.parse(Array(text.utf8)), label: label)
      try Self.checkForm(read, dimensions: property.dimensions, label: label)
      let error = try Self.error(
        read, motion: motion, frameRate: rate, factor: property.factor)
      #expect(error <= tolerance, "\(label): error \(error)")
      #expect(error <= tolerance && error > 0, "\(label): the replay measured nothing")
      // The writer's own measurement (other times) states an error within the tolerance.
      let stated = try writer.printedError(of: keyframes)
      #expect(stated <= tolerance && isClose(stated, error, absolute: 0.1 * tolerance), "\(label)")
    }
  }

  @Test(
    "A lightly damped spring's long segments are split to keep |y| ≤ 100, on the same curve",
    arguments: [(1e-1, 0.0), (1e-2, 0), (1e-3, 30), (1e-4, -20)])
  func splitSegments(relative: Double, velocity: Double) throws {
    // ζ 0.02: segments that swing out and nearly back have a small chord, so the planner's
    // handles reach y ≈ ±100–290 there (springfit refused them before the split).
    let motion = Motion(response: 0.5, dampingRatio: 0.02, from: 0, to: 1, velocity: velocity)
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: relative, interpolation: .bezier)
    let planned = keyframes.timingFunctions.map { function -> Double in
      guard case .cubicBezier(let curve) = function.kind else { return 0 }
      return max(abs(curve.y1), abs(curve.y2))
    }
    #expect((planned.max() ?? 0) > LottieKeyframesWriter.maximumHandleY)
    let writer = LottieKeyframesWriter(frameRate: 60, property: .rotation, style: .compact)
    let read = try Self.keyframes(
      of: JSONReader.parse(Array(writer.string(for: keyframes).utf8)), label: "ζ 0.02")
    try Self.checkForm(read, dimensions: 1, label: "ζ 0.02, ε \(relative), v \(velocity)")
    #expect(read.count > keyframes.values.count)
    let error = try Self.error(read, motion: motion, frameRate: 60, factor: 1)
    #expect(error <= relative, "ζ 0.02, ε \(relative): error \(error)")
  }

  @Test(
    "rlottie's shared interpolators (one per 2-decimal key) still draw within the tolerance",
    arguments: [(0.15, 0.0), (0.05, 0), (0.05, -8), (1.3, 5)])
  func rlottieSharedCurves(dampingRatio: Double, velocity: Double) throws {
    // Before the writer split such segments, these drew up to 27 times the tolerance in
    // rlottie: a later keyframe whose handles print to the same key as an earlier one's is
    // drawn with the earlier one's curve.
    let motion = Motion(
      response: 0.5, dampingRatio: dampingRatio, from: 0, to: 1, velocity: velocity)
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: 1e-4, interpolation: .bezier)
    let writer = LottieKeyframesWriter(frameRate: 30, property: .rotation, style: .compact)
    var read = try Self.keyframes(
      of: JSONReader.parse(Array(writer.string(for: keyframes).utf8)), label: "rlottie")
    // rlottie: snprintf(20 bytes, "%.2f_%.2f_%.2f_%.2f", i.x, i.y, o.x, o.y), first wins.
    var cache: [String: (Double, Double, Double, Double)] = [:]
    for index in read.indices.dropLast() {
      let handles = try #require(read[index].handles)
      let key = String(
        [handles.inX, handles.inY, handles.outX, handles.outY].map(Self.twoDecimals)
          .joined(separator: "_").prefix(19))
      if let shared = cache[key] { read[index].handles = shared } else { cache[key] = handles }
    }
    let last = try #require(read.last)
    var worst = 0.0
    for frame in 0...Int(last.frame.rounded(.up)) {
      let value = try Self.value(read, atFrame: Double(frame))
      worst = max(worst, abs(value - (try motion.value(at: Double(frame) / 30))))
    }
    #expect(worst <= 1e-4, "ζ \(dampingRatio), v \(velocity): rlottie draws \(worst) off")
  }

  /// `%.2f` of a `Float`, as C prints it (round half to even on the binary value).
  static func twoDecimals(_ value: Double) -> String {
    let number = Double(Float(value))
    let hundredths = Int((abs(number) * 100).rounded(.toNearestOrEven))
    let digits = String(hundredths % 100)
    return (number.sign == .minus ? "-" : "") + "\(hundredths / 100)."
      + (digits.count < 2 ? "0" + digits : digits)
  }

  @Test("The document holds the property, in the shape the schema and rlottie need")
  func document() throws {
    let motion = PrintedKeyframesTests.motions[1]
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: 0.01, interpolation: .bezier)
    for property in LottieExportProperty.allCases {
      let keyframesWriter = LottieKeyframesWriter(frameRate: 30, property: property)
      let text = try LottieDocumentWriter(keyframes: keyframesWriter).string(for: keyframes)
      let root = try JSONReader.parse(Array(text.utf8))
      for key in ["w", "h", "fr", "ip", "op", "ver"] {
        #expect(Self.integerText(root[key]) != nil, "\(property): \(key) is not an integer")
      }
      #expect(Self.number(root["fr"]) == 30)
      let layers = try #require(Self.array(root["layers"]))
      #expect(layers.count == 1)
      let layer = try #require(layers.first)
      #expect(Self.firstKey(layer) == "ty" && Self.integerText(layer["ty"]) == "4")
      #expect(Self.integerText(layer["st"]) == "0" && Self.integerText(layer["ip"]) == "0")
      let last = try #require(
        Self.keyframes(of: Self.animated(layer, property), label: "\(property)").last)
      #expect(Self.number(root["op"]) == last.frame.rounded(.up) + 1)
      #expect(Self.number(layer["op"]) == Self.number(root["op"]))
      // Every shape names its type first: rlottie skips the keys before `ty`.
      let groups = try #require(Self.array(layer["shapes"]))
      for shape in groups + groups.flatMap({ Self.array($0["it"]) ?? [] }) {
        #expect(Self.firstKey(shape) == "ty", "\(property): a shape's first key")
      }
      let animated = try Self.animated(layer, property)
      let property = try LottieKeyframesWriter(frameRate: 30, property: property, style: .compact)
        .string(for: keyframes)
      #expect(animated.jsonValue == (try JSONReader.parse(Array(property.utf8))).jsonValue)
    }
  }

  @Test("Split position: s, the boolean true, before x and y")
  func splitPosition() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 100.0, toValue: 300.0, tolerance: 0.1, interpolation: .bezier)
    let writer = LottieKeyframesWriter(property: .position)
    let text = try LottieDocumentWriter(keyframes: writer).string(for: keyframes)
    let root = try JSONReader.parse(Array(text.utf8))
    let position = try #require(Self.array(root["layers"])?.first?["ks"]?["p"])
    guard case .object(let members) = position.value else {
      Issue.record("position is not an object")
      return
    }
    #expect(members.map(\.key) == ["s", "x", "y"])
    #expect(position["s"]?.value == .bool(true))
    #expect(Self.number(position["y"]?["k"]) == 256)
  }

  @Test("Linear keyframes get linear handles; uniform ones keep their measured error")
  func linearAndUniform() throws {
    let linear = try Spring.smooth.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001, interpolation: .linear)
    let writer = LottieKeyframesWriter(style: .compact)
    let read = try Self.keyframes(
      of: JSONReader.parse(Array(writer.string(for: linear).utf8)), label: "linear")
    for keyframe in read.dropLast() {
      let handles = try #require(keyframe.handles)
      #expect(handles.outX == handles.outY && handles.inX == handles.inY)
    }
    let motion = Motion(response: 0.5, dampingRatio: 1, from: 0, to: 1, velocity: 0)
    #expect(try Self.error(read, motion: motion, frameRate: 60, factor: 100) <= 0.001)
    let uniform = try Spring.smooth.keyframes(
      fromValue: 0.0, toValue: 1.0, count: 20, interpolation: .bezier)
    let measured = try writer.printedError(of: uniform)
    let replayed = try Self.error(
      Self.keyframes(
        of: JSONReader.parse(Array(writer.string(for: uniform).utf8)), label: "uniform"),
      motion: motion, frameRate: 60, factor: 100)
    // No tolerance to keep: the stated error is what the replay measures, to a few percent
    // (the two sample different times).
    #expect(measured > 0 && isClose(replayed, measured, relative: 0.05))
  }

  @Test("Bad settings and keyframes are typed errors")
  func errors() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.01, interpolation: .bezier)
    for rate in [0, -30, Double.infinity, .nan] {
      #expect(throws: LottieExportError.self) {
        try LottieKeyframesWriter(frameRate: rate).string(for: keyframes)
      }
    }
    let cubic = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.01, interpolation: .cubic)
    #expect(throws: LottieExportError.needsLinearCalculationMode("cubic")) {
      try LottieKeyframesWriter().string(for: cubic)
    }
    #expect(throws: LottieExportError.invalidSize("square side", 0)) {
      try LottieDocumentWriter(side: 0).string(for: keyframes)
    }
    #expect(throws: LottieExportError.invalidSize("canvas size", -1)) {
      try LottieDocumentWriter(canvasSize: -1).string(for: keyframes)
    }
  }

  // MARK: - Reading back and replaying

  /// The largest distance between the replayed keyframes and the spring, in value units.
  static func error(
    _ keyframes: [ReadKeyframe], motion: Motion, frameRate: Double, factor: Double
  ) throws -> Double {
    let last = try #require(keyframes.last)
    var frames = (0...4_000).map { 1.05 * last.frame * Double($0) / 4_000 }
    for keyframe in keyframes {
      frames += [keyframe.frame.nextDown, keyframe.frame, keyframe.frame.nextUp]
    }
    var worst = 0.0
    for frame in frames where frame >= 0 {
      let value = try self.value(keyframes, atFrame: frame) / factor
      worst = max(worst, abs(value - (try motion.value(at: frame / frameRate))))
    }
    return worst
  }

  /// Lottie's value at `frame`: the segment's start plus its chord times the eased progress.
  static func value(_ keyframes: [ReadKeyframe], atFrame frame: Double) throws -> Double {
    guard let first = keyframes.first, let last = keyframes.last else { return .nan }
    guard frame > first.frame else { return first.values[0] }
    guard frame < last.frame else { return last.values[0] }
    let index = try #require(keyframes.lastIndex { $0.frame <= frame })
    let (start, end) = (keyframes[index], keyframes[index + 1])
    let handles = try #require(start.handles)
    let easing = try TimingFunction(
      controlPoints: handles.outX, handles.outY, handles.inX, handles.inY)
    let progress = (frame - start.frame) / (end.frame - start.frame)
    return start.values[0] + (end.values[0] - start.values[0]) * easing.progress(at: progress)
  }

  /// The form every player plays the same: i/o on all but the last keyframe, one-element
  /// handle arrays with x in [0, 1] and |y| ≤ 100, equal values in every dimension,
  /// increasing frames.
  static func checkForm(_ keyframes: [ReadKeyframe], dimensions: Int, label: String) throws {
    for (index, keyframe) in keyframes.enumerated() {
      #expect(keyframe.values.count == dimensions, "\(label): k[\(index)].s")
      #expect(Set(keyframe.values).count == 1, "\(label): k[\(index)].s differ")
      #expect((keyframe.handles == nil) == (index == keyframes.count - 1), "\(label)")
      if let handles = keyframe.handles {
        #expect((0...1).contains(handles.outX) && (0...1).contains(handles.inX), "\(label)")
        #expect(abs(handles.outY) <= 100 && abs(handles.inY) <= 100, "\(label)")
      }
      if index > 0 { #expect(keyframe.frame > keyframes[index - 1].frame, "\(label)") }
    }
  }

  /// The keyframes of an animated property node; records an issue for anything else.
  static func keyframes(of node: JSONNode, label: String) throws -> [ReadKeyframe] {
    #expect(number(node["a"]) == 1, "\(label): a")
    let elements = try #require(array(node["k"]), "\(label): k")
    return try elements.map { element in
      guard case .object(let members) = element.value else {
        throw ReadError(description: "\(label): a keyframe is not an object")
      }
      for member in members {
        #expect(["t", "s", "i", "o"].contains(member.key), "\(label): key \(member.key)")
      }
      let values = try #require(array(element["s"])).map { try #require(number($0)) }
      var handles: (Double, Double, Double, Double)?
      if let out = element["o"], let into = element["i"] {
        let one = { (node: JSONNode?) throws -> Double in
          let items = try #require(array(node))
          #expect(items.count == 1, "\(label): one easing for all dimensions")
          return try #require(number(items.first))
        }
        handles = (try one(out["x"]), try one(out["y"]), try one(into["x"]), try one(into["y"]))
      }
      return ReadKeyframe(
        frame: try #require(number(element["t"])), values: values, handles: handles)
    }
  }

  /// The layer transform's animated property for `property`.
  static func animated(_ layer: JSONNode, _ property: LottieExportProperty) throws -> JSONNode {
    let transform = try #require(layer["ks"])
    switch property {
    case .scale: return try #require(transform["s"])
    case .rotation: return try #require(transform["r"])
    case .position: return try #require(transform["p"]?["x"])
    }
  }

  struct ReadError: Error, CustomStringConvertible {
    var description: String
  }

  static func number(_ node: JSONNode?) -> Double? {
    guard case .number(let value, _)? = node?.value else { return nil }
    return value
  }

  /// The number's text when it is written as an integer (no point, no exponent).
  static func integerText(_ node: JSONNode?) -> String? {
    guard case .number(_, let text)? = node?.value,
      text.allSatisfy({ $0.isNumber || $0 == "-" })
    else { return nil }
    return text
  }

  static func array(_ node: JSONNode?) -> [JSONNode]? {
    guard case .array(let elements)? = node?.value else { return nil }
    return elements
  }

  static func firstKey(_ node: JSONNode) -> String? {
    guard case .object(let members) = node.value else { return nil }
    return members.first?.key
  }
}
