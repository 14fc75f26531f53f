import SpringKit

/// Replaces a property's After Effects inertial-bounce expression by the keyframes of the
/// spring it describes, so that every player plays the bounce without expressions.
///
/// ```swift
/// let bake = LottieExpressionBake(layer: "Ball", property: "position")
/// let result = try bake.baked(bytes)
/// // result.bytes: the file without `x`, with the bounce's keyframes after each keyframe
/// ```
///
/// **What is written.** For every keyframe the expression bounces from
/// (``LottieExpressionSpring/bounces``: each keyframe arrived at moving), the keyframe keeps
/// its frame and value, and the spring's keyframes follow it: the free response
/// `v·amp·sin(2π·freq·t)/exp(decay·t)` of `AfterEffectsParameters.spring()`, started at its
/// rest (the keyframe's value) with the expression's start velocity
/// (``LottieBounce/startSpeed``), along the direction the motion arrives in. They are
/// ``LottieBake``'s keyframes, written as it writes them: within ``tolerance`` of the bounce's
/// first swing (its largest excursion) as lottie-web plays the written bytes, ending on the
/// keyframe's value at rest, or landing on it at the last frame the bake may end at (one
/// frame before the next keyframe, or an out point). The last keyframe keeps the original
/// keyframe's other members, so the property goes on as before. Then the expression `x` is
/// removed; every other byte stays.
///
/// **Differences from the expression**, by design: a cut-off (`t < 1`) stops the expression's
/// bounce with a jump, the keyframes let the spring settle (``LottieExpressionBakeResult/Bounce/cutoffFrame``
/// says where the cut-off would have jumped); and where the next keyframe comes before the
/// bounce settles, the expression jumps there, the keyframes land.
public struct LottieExpressionBake: Sendable, Hashable {
  /// The layer's name, path through precompositions or index path (`3/1`).
  public var layer: String
  /// The property's name (``LottieLayer/namedProperties``).
  public var property: String
  /// The largest distance allowed between the written keyframes and the bounce, as a
  /// fraction of the bounce's first swing; finite, greater than 0 and less than 1.
  public var tolerance: Double

  /// Creates a bake.
  public init(layer: String, property: String, tolerance: Double = 0.001) {
    self.layer = layer
    self.property = property
    self.tolerance = tolerance
  }

  /// The file with the expression replaced by its spring's keyframes.
  ///
  /// - Parameter bytes: The Lottie file's UTF-8 text.
  /// - Returns: The new bytes and what was written.
  /// - Throws: ``LottieBakeError`` naming the JSON path at fault.
  /// - Complexity: O(n) in the size of the file per bounce, plus the planner's work.
  public func baked(_ bytes: [UInt8]) throws(LottieBakeError) -> LottieExpressionBakeResult {
    guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
      throw LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the tolerance", value: tolerance,
          rule: "a fraction of the bounce, greater than 0 and less than 1"))
    }
    if Gzip.isGzip(bytes) { throw LottieBakeError(path: "", problem: .compressed) }
    if let offset = UTF8Check.firstInvalidOffset(bytes) {
      throw LottieBakeError(path: "", problem: .notUTF8(offset: offset, byte: bytes[offset]))
    }
    var document = try Self.read(bytes)
    let entries = document.expressionSprings(layer: layer, property: property)
    guard entries.count == 1, let entry = entries.first else {
      if entries.count > 1 {
        throw LottieBakeError(
          path: "",
          problem: .severalMotions(
            entries.map {
              "layer '\($0.layerName)' [\($0.layerIndexPath)] \($0.propertyName) expression"
            }))
      }
      throw LottieBakeError(
        path: "",
        problem: .noMotion(
          selection: "an expression on layer '\(layer)' \(property)",
          available: document.expressionSprings().map {
            "layer '\($0.layerName)' [\($0.layerIndexPath)] \($0.propertyName) expression"
          } + (document.expressionSprings().isEmpty ? ["none with an expression"] : [])))
    }
    guard let expression = entry.bounce, let spring = entry.spring else {
      var reason = "its values make no spring"
      if case .failure(let error) = entry.outcome { reason = error.reason }
      throw LottieBakeError(
        path: entry.propertyPath + ".x", problem: .expressionNotRecognised(reason))
    }
    var current = bytes
    var written: [LottieExpressionBakeResult.Bounce] = []
    // From the last bounce back: a splice moves only the keyframes after it.
    for bounce in entry.bounces.reversed() {
      let spans = LottieJSONSpans(bytes: current)
      let result = try bakeBounce(
        bounce, entry: entry, spring: spring, document: document, spans: spans)
      current = result.bytes
      document = try Self.read(current)
      var item = LottieExpressionBakeResult.Bounce(
        frame: bounce.frame, keyframeCount: result.keyframeCount, endFrame: result.endFrame,
        error: result.error, landsAt: result.landing?.frame)
      if let cutoff = expression.cutoff {
        item.cutoffFrame = bounce.frame + cutoff * document.frameRate
      }
      written.insert(item, at: 0)
    }
    current = try Self.removingExpression(at: entry.propertyPath, from: current)
    _ = try Self.read(current)
    return LottieExpressionBakeResult(
      bytes: current, expression: entry, bounces: written, readWarnings: document.warnings)
  }

  /// One bounce spliced in after its keyframe.
  private func bakeBounce(
    _ bounce: LottieBounce, entry: LottieExpressionSpring, spring layerSpring: Spring,
    document: LottieDocument, spans: LottieJSONSpans
  ) throws(LottieBakeError) -> LottieBakeResult {
    let place = document.expressionPlaces().first {
      $0.name == entry.layerName && $0.indexPath == entry.layerIndexPath
    }
    guard let place,
      let property = place.layer.namedProperties.first(where: {
        $0.property.path == entry.propertyPath
      })?.property
    else {
      throw LottieBakeError(
        path: entry.propertyPath, problem: .inconsistent("the expression's layer was not found"))
    }
    let keyframes = property.keyframes
    let index = bounce.keyframe
    let keyTime = keyframes[index].time
    let value = property.value(atFrame: keyTime)
    // The next motion starting at the key would carry the bounce on top of it.
    if index + 1 < keyframes.count, !keyframes[index].isHold,
      property.value(atFrame: keyframes[index + 1].time) != value
    {
      throw LottieBakeError(
        path: "\(property.path).k[\(index)]", problem: .bounceOverlapsMotion(frame: bounce.frame))
    }
    let motion = LottieMotion(
      layerName: entry.layerName, propertyName: entry.propertyName,
      propertyPath: entry.propertyPath, number: 1, keyframes: index...index,
      startFrame: bounce.frame, endFrame: bounce.frame, isBaked: false,
      frameRate: document.frameRate, times: [bounce.frame / document.frameRate],
      components: value.map { [$0] })
    var context = try LottieBakeContext(document: document, motion: motion, spans: spans)
    context.from = value
    context.to = value
    // The expression runs on its composition's clock; a time stretch slows it on the main
    // clock by `scale`.
    let scale = context.clock.scale
    let spring: Spring
    do {
      spring = try Spring(
        mass: 1, stiffness: layerSpring.stiffness / (scale * scale),
        damping: layerSpring.damping / scale)
    } catch {
      throw LottieBakeError(path: entry.propertyPath, problem: .keyframes(error.description))
    }
    let speed = bounce.startSpeed / scale
    guard let reach = LottieBake.kickReach(of: spring).map({ $0 * speed }), reach > 0 else {
      throw LottieBakeError(path: entry.propertyPath, problem: .noTravel)
    }
    let frameRate = document.frameRate
    let settling =
      (try? spring.settlingDuration(
        fromValue: 0.0, toValue: 0.0, initialVelocity: speed, epsilon: tolerance * reach))
      ?? .infinity
    let settlingFrame = bounce.frame + settling * frameRate
    let latest = context.latestEndFrame()
    var duration: Double?
    var target = 0.0
    var landing: LottieBakeResult.Landing?
    if !settling.isFinite || settlingFrame > latest {
      duration = (latest - bounce.frame) / frameRate
      let step =
        (duration ?? 0) > 0 ? spring.value(fromValue: 0.0, toValue: 1.0, time: duration ?? 0) : 0
      guard step >= 0.5, let time = duration, time >= KeyframePrecision.shortestDuration else {
        throw LottieBakeError(
          path: "",
          problem: .cannotLand(settling: settlingFrame, latest: latest, reached: max(step, 0)))
      }
      let kick = spring.value(fromValue: 0.0, toValue: 0.0, initialVelocity: speed, time: time)
      target = -kick / step
      landing = LottieBakeResult.Landing(frame: latest, target: target / reach)
    }
    let planned: SpringKeyframes<Double>
    do {
      planned = try spring.printableKeyframes(
        fromValue: 0.0, toValue: target, initialVelocity: speed, tolerance: tolerance * reach,
        interpolation: .bezier, end: duration)
    } catch {
      throw LottieBakeError(path: entry.propertyPath, problem: .keyframes(error.description))
    }
    var result = try context.splice(
      planned, direction: bounce.direction, scale: reach, exactEnd: 0, tolerance: tolerance)
    result.initialVelocity = speed
    result.settlingFrame = settlingFrame
    result.landing = landing
    return result
  }

  private static func read(_ bytes: [UInt8]) throws(LottieBakeError) -> LottieDocument {
    do {
      return try LottieDocument(json: bytes)
    } catch {
      throw LottieBakeError(path: error.path, problem: .unreadable(error))
    }
  }

  /// The bytes without the property's `x` member (and the comma that joined it).
  static func removingExpression(at path: String, from bytes: [UInt8]) throws(LottieBakeError)
    -> [UInt8]
  {
    let spans = LottieJSONSpans(bytes: bytes)
    guard let object = spans.value(atPath: path), let members = spans.members(of: object),
      let position = members.firstIndex(where: { $0.key == "x" })
    else {
      throw LottieBakeError(
        path: path + ".x", problem: .inconsistent("the expression's bytes were not found"))
    }
    let range: Range<Int>
    if position > 0 {
      range = members[position - 1].range.upperBound..<members[position].range.upperBound
    } else if members.count > 1 {
      range = members[0].range.lowerBound..<members[1].range.lowerBound
    } else {
      range = members[0].range
    }
    return Array(bytes[..<range.lowerBound]) + Array(bytes[range.upperBound...])
  }
}

/// A Lottie file whose inertial-bounce expression was replaced by keyframes
/// (``LottieExpressionBake/baked(_:)``).
public struct LottieExpressionBakeResult: Sendable, Hashable {
  /// The new file.
  public var bytes: [UInt8]
  /// The expression replaced, with its spring and bounces.
  public var expression: LottieExpressionSpring
  /// The bounces written, in keyframe order.
  public var bounces: [Bounce]
  /// What the reader accepted in the original file the way players play it.
  public var readWarnings: [LottieReadWarning]

  /// One bounce written.
  public struct Bounce: Sendable, Hashable {
    /// The keyframe's frame on the main composition's clock.
    public var frame: Double
    /// The number of keyframes written (the keyframe's own included).
    public var keyframeCount: Int
    /// The last keyframe's frame on the main composition's clock.
    public var endFrame: Double
    /// The largest distance between the written keyframes and the bounce, as a fraction of
    /// its first swing, measured on the bytes.
    public var error: Double
    /// Where the bounce was aimed to land on the keyframe's value, still moving, because it
    /// would settle after the last frame it may end at; `nil` when it settles in time.
    public var landsAt: Double?
    /// Where the expression's cut-off (`t < T`) would have stopped the bounce with a jump,
    /// on the main composition's clock; `nil` without a cut-off.
    public var cutoffFrame: Double?

    /// Creates a bounce.
    public init(
      frame: Double, keyframeCount: Int, endFrame: Double, error: Double, landsAt: Double? = nil,
      cutoffFrame: Double? = nil
    ) {
      self.frame = frame
      self.keyframeCount = keyframeCount
      self.endFrame = endFrame
      self.error = error
      self.landsAt = landsAt
      self.cutoffFrame = cutoffFrame
    }
  }

  /// Creates a result.
  public init(
    bytes: [UInt8], expression: LottieExpressionSpring, bounces: [Bounce],
    readWarnings: [LottieReadWarning] = []
  ) {
    self.bytes = bytes
    self.expression = expression
    self.bounces = bounces
    self.readWarnings = readWarnings
  }
}
