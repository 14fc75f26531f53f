public import SpringKit

/// Bakes a spring into a Lottie file: one motion of one property is replaced by the
/// spring's error-bounded keyframes, and every other byte of the file stays as it was.
///
/// ```swift
/// let bake = LottieBake(layer: "Pop", property: "scale", spring: .bouncy)
/// let result = try bake.baked(bytes)
/// // result.bytes: the file with layers[0].ks.s's motion replaced
/// ```
///
/// **What the keyframes are.** The motion's first keyframe keeps its frame and value, and
/// the spring runs from there to the motion's end value, as one spring for every dimension
/// (each dimension moves `from + (to − from)·p(t)`, p the spring's progress from 0 to 1).
/// They are ``LottieKeyframesWriter``'s keyframes in the form every player plays alike (one
/// easing per keyframe, `o`/`i` on all but the last, no holds, names or spatial tangents),
/// at the document's frame rate on the main composition's clock: inside a precomposition
/// played with a time stretch `sr`, the keyframes are spaced so that the spring plays in
/// real time on the main clock. Their largest distance from the spring, as lottie-web plays
/// the written bytes, is measured on the bytes and kept within ``tolerance`` of each
/// dimension's travel.
///
/// **The start velocity** is the original motion's at its start (its right-hand derivative,
/// projected on the straight line from start to end), so a motion that starts with a kick
/// keeps it; ``initialVelocity`` overrides it. A motion that comes back to its start value
/// (a pop and return) and eases out of rest is kicked instead: the start velocity whose first
/// swing peaks at the motion's own largest excursion (``kickReach(of:)``).
///
/// **The end.** ``End/rest`` ends at the spring's settling within the tolerance, on the
/// motion's end value. When that is past the last frame the bake may end at (an out point,
/// or one frame before the property's next keyframe), the spring is aimed so that it lands
/// on the end value exactly at that frame (``LottieBakeResult/landing``): same stiffness and
/// damping, a target moved by what the spring has left to travel there, still moving as the
/// layer stops. A spring that has covered less than half its step by then is refused
/// (``LottieBakeError/Problem/cannotLand(settling:latest:reached:)``). ``End/seconds(_:)`` ends that many seconds after the motion's start
/// and ``End/frame(_:)`` at a frame of the main composition, on the spring's value there
/// (``LottieBakeResult/settlingFrame`` tells whether that cuts the spring short). Either way the last keyframe keeps the original last keyframe's
/// other members (its `o`/`i`, hold `h`, tangents, name), so the property goes on to its
/// following keyframes as before. A spring that would reach the property's next keyframe,
/// or end after the out point `op` of the layer, of a precomposition layer holding it or of
/// the document, is refused (``LottieBakeError/Problem/overlapsNextKeyframe(frame:end:)``,
/// ``LottieBakeError/Problem/endsAfterOutPoint(end:outPoint:)``): nothing is shifted.
///
/// **As it was.** The new keyframes are spliced into the original bytes in place of the
/// motion's keyframe objects (from the first one's `{` to the last one's `}`); every byte
/// before and after stays, so are the property's other keyframes, the layout and the key
/// order (``LottieBakeResult/replacedRange``).
public struct LottieBake: Sendable, Hashable {
  /// Where the spring's keyframes end.
  public enum End: Sendable, Hashable {
    /// At the spring's settling within the tolerance, on the motion's end value; landing on
    /// it at the last frame the bake may end at when it would settle later.
    case rest
    /// At this frame of the main composition's clock, on the spring's value there.
    case frame(Double)
    /// This many seconds after the motion's start, on the spring's value there: the frame
    /// `startFrame + seconds·fr` of the main composition's clock.
    case seconds(Double)
  }

  /// The layer's name (`nm`), or its path through precompositions (`Card/Badge`).
  public var layer: String
  /// The property's name as ``LottieLayer/namedProperties`` gives it: `scale`, `position`,
  /// `position.x` of a split position, `rotation`, `Box.size`, ….
  public var property: String
  /// The motion's number within the property, from 1; `nil` when the property has one.
  public var motion: Int?
  /// The spring.
  public var spring: Spring
  /// The start velocity, in the property's units per second along the straight line from
  /// the start value to the end value (positive toward the end); `nil` takes it from the
  /// original motion.
  public var initialVelocity: Double?
  /// Where the keyframes end.
  public var end: End
  /// The largest distance allowed between the written keyframes and the spring, as a
  /// fraction of each dimension's travel; finite and greater than 0.
  public var tolerance: Double

  /// Creates a bake.
  ///
  /// - Parameters:
  ///   - layer: The layer's name or path.
  ///   - property: The property's name.
  ///   - spring: The spring.
  ///   - motion: The motion's number, from 1; `nil` when the property has one.
  ///   - initialVelocity: The start velocity; `nil` takes the motion's own.
  ///   - end: Where the keyframes end; at rest by default.
  ///   - tolerance: The largest error, a fraction of the travel; 0.001 by default.
  public init(
    layer: String, property: String, spring: Spring, motion: Int? = nil,
    initialVelocity: Double? = nil, end: End = .rest, tolerance: Double = 0.001
  ) {
    self.layer = layer
    self.property = property
    self.spring = spring
    self.motion = motion
    self.initialVelocity = initialVelocity
    self.end = end
    self.tolerance = tolerance
  }

  /// The file with the motion replaced by the spring's keyframes.
  ///
  /// - Parameter bytes: The Lottie file's UTF-8 text.
  /// - Returns: The new bytes, with where they differ and what was written.
  /// - Throws: ``LottieBakeError`` naming the JSON path at fault.
  /// - Complexity: O(n) in the size of the file, plus the keyframe planner's work.
  public func baked(_ bytes: [UInt8]) throws(LottieBakeError) -> LottieBakeResult {
    try checkSettings()
    if Gzip.isGzip(bytes) { throw LottieBakeError(path: "", problem: .compressed) }
    if let offset = UTF8Check.firstInvalidOffset(bytes) {
      throw LottieBakeError(path: "", problem: .notUTF8(offset: offset, byte: bytes[offset]))
    }
    let document: LottieDocument
    do {
      document = try LottieDocument(json: bytes)
    } catch {
      throw LottieBakeError(path: error.path, problem: .unreadable(error))
    }
    let selected = try selectedMotion(in: document)
    let context = try LottieBakeContext(
      document: document, motion: selected, spans: LottieJSONSpans(bytes: bytes))
    let outPoint = context.outPoint()
    guard selected.startFrame < outPoint else {
      throw LottieBakeError(
        path: context.property.path,
        problem: .neverShown(start: selected.startFrame, outPoint: outPoint))
    }
    // The spring moves along one line, `from + direction·q`, for every dimension.
    let original = try context.originalStartVelocity()
    let line = try context.line(velocity: original)
    var velocity =
      initialVelocity ?? zip(original, line.direction).reduce(0) { $0 + $1.0 * $1.1 }
    // A pop and return that eases out of rest: kicked so that the spring's first swing peaks
    // at the motion's own peak, as the designer drew it.
    if line.length == 0, velocity == 0, initialVelocity == nil,
      let reach = Self.kickReach(of: spring)
    {
      velocity = line.scale / reach
    }
    // Back to its start value and started at rest, a spring would not move.
    guard line.length > 0 || velocity != 0 else {
      throw LottieBakeError(path: context.property.path, problem: .noTravel)
    }
    // Where the spring settles within the tolerance: the end `.rest` gives, unless that is
    // past the last frame the bake may end at.
    let settling =
      (try? spring.settlingDuration(
        fromValue: 0.0, toValue: line.length, initialVelocity: velocity,
        epsilon: tolerance * line.scale)) ?? .infinity
    var settlingFrame = selected.startFrame + settling * document.frameRate
    var duration: Double?
    var target = line.length
    var landing: LottieBakeResult.Landing?
    let endFrame: Double? =
      switch end {
      case .rest: nil
      case .frame(let frame): frame
      case .seconds(let seconds): selected.startFrame + seconds * document.frameRate
      }
    let latest = context.latestEndFrame()
    if end == .rest, settling.isFinite, settlingFrame > latest {
      (duration, target) = try landingTarget(
        length: line.length, velocity: velocity, start: selected.startFrame, latest: latest,
        settlingFrame: settlingFrame, frameRate: document.frameRate)
      landing = LottieBakeResult.Landing(frame: latest, target: target / line.scale)
    } else if let frame = endFrame {
      guard frame > selected.startFrame else {
        throw LottieBakeError(
          path: "", problem: .endNotAfterStart(end: frame, start: selected.startFrame))
      }
      duration = (frame - selected.startFrame) / document.frameRate
      try context.checkEnd(mainFrame: frame)
    }
    let plan = { (target: Double, duration: Double?) throws(LottieBakeError) in
      do {
        return try spring.printableKeyframes(
          fromValue: 0.0, toValue: target, initialVelocity: velocity,
          tolerance: tolerance * line.scale, interpolation: .bezier, end: duration)
      } catch let error as SpringError {
        throw refusal(
          error, path: context.property.path, scale: line.scale,
          startFrame: selected.startFrame, frameRate: document.frameRate)
      } catch {
        throw LottieBakeError(path: context.property.path, problem: .keyframes("\(error)"))
      }
    }
    var keyframes = try plan(target, duration)
    // The planner ends a spring at rest where its printed keyframes are within the
    // tolerance, which can be a little after the settling estimate: past the last frame the
    // bake may end at, it lands there instead (InterpolatorLoopBack.json, 0.47 frame past).
    let plannedEnd = selected.startFrame + keyframes.duration * document.frameRate
    if end == .rest, landing == nil, plannedEnd > latest {
      settlingFrame = plannedEnd
      (duration, target) = try landingTarget(
        length: line.length, velocity: velocity, start: selected.startFrame, latest: latest,
        settlingFrame: settlingFrame, frameRate: document.frameRate)
      landing = LottieBakeResult.Landing(frame: latest, target: target / line.scale)
      keyframes = try plan(target, duration)
    }
    // At rest, and where it lands, the last keyframe is the motion's end value as written.
    var result = try context.splice(
      keyframes, direction: line.direction, scale: line.scale,
      exactEnd: end == .rest ? line.length : nil, tolerance: tolerance)
    result.initialVelocity = velocity
    result.settlingFrame = settlingFrame
    result.landing = landing
    result.readWarnings = document.warnings
    return result
  }

  /// How far a spring's first swing goes, from rest at its target, per unit of start
  /// velocity: the largest value of `value(fromValue: 0, toValue: 0, initialVelocity: 1)`,
  /// where its velocity first comes to 0.
  ///
  /// The turn is bracketed by doubling from 2⁻⁴⁰ of the response — a step never long enough
  /// to jump the first stretch of negative velocity, which lasts longer than the time before
  /// it — and then bisected.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The reach in units per unit/s, or `nil` when the spring has no turn within
  ///   2⁶⁰ responses (or no finite reach).
  public static func kickReach(of spring: Spring) -> Double? {
    let velocity = { (time: Double) in
      spring.velocity(fromValue: 0.0, toValue: 0.0, initialVelocity: 1.0, time: time)
    }
    var low = 0.0
    var high = spring.response * 0x1p-40
    var doublings = 0
    while velocity(high) > 0 {
      low = high
      high *= 2
      doublings += 1
      guard doublings <= 100, high.isFinite else { return nil }
    }
    for _ in 0..<200 where high - low > 1e-15 * high {
      let middle = (low + high) / 2
      if velocity(middle) > 0 { low = middle } else { high = middle }
    }
    let reach = spring.value(fromValue: 0.0, toValue: 0.0, initialVelocity: 1.0, time: low)
    return reach > 0 && reach.isFinite ? reach : nil
  }

  /// The spring's duration and target when it would settle after `latest`: aimed so that it
  /// reaches `length` exactly at `latest` (a spring is linear in its target, so the value at
  /// t is `target·step(t) + kick(t)`, step the unit step response and kick the start
  /// velocity's response).
  ///
  /// - Throws: ``LottieBakeError/Problem/cannotLand(settling:latest:reached:)`` when the
  ///   spring covers less than half its step by `latest`: the aim would be more than twice
  ///   the travel away.
  private func landingTarget(
    length: Double, velocity: Double, start: Double, latest: Double, settlingFrame: Double,
    frameRate: Double
  ) throws(LottieBakeError) -> (duration: Double, target: Double) {
    let duration = (latest - start) / frameRate
    let step = duration > 0 ? spring.value(fromValue: 0.0, toValue: 1.0, time: duration) : 0
    guard step >= 0.5, duration >= KeyframePrecision.shortestDuration else {
      throw LottieBakeError(
        path: "",
        problem: .cannotLand(settling: settlingFrame, latest: latest, reached: max(step, 0)))
    }
    let kick = spring.value(
      fromValue: 0.0, toValue: 0.0, initialVelocity: velocity, time: duration)
    return (duration, (length - kick) / step)
  }

  /// The planner's refusal in the bake's own terms: a tolerance as a fraction of the travel
  /// (not the planner's value units), the start velocity when no tolerance below the whole
  /// travel would do, the end frame when the spring would be too short to print.
  private func refusal(
    _ error: SpringError, path: String, scale: Double, startFrame: Double, frameRate: Double
  ) -> LottieBakeError {
    let rounded = { (value: Double) in NumberText.rounded(value, significantDigits: 3) }
    // A spring too short to print: the end the user gave, in its own unit.
    let shortest = NumberText.rounded(KeyframePrecision.shortestDuration)
    let tooShortEnd: (name: String, value: Double, rule: String)? =
      switch (error.rule == .printableDuration, end) {
      case (true, .seconds(let seconds)):
        (
          "the end time", seconds,
          "at least \(shortest) s, the shortest motion whose keyframe times print"
        )
      case (true, .frame(let frame)):
        (
          "the end frame", frame,
          "at least \(rounded(startFrame + KeyframePrecision.shortestDuration * frameRate)), "
            + "for a spring of at least \(shortest) s after the motion's start frame "
            + "\(rounded(startFrame)), the shortest keyframe times print"
        )
      default: nil
      }
    if let tooShortEnd {
      return LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: tooShortEnd.name, value: tooShortEnd.value, rule: tooShortEnd.rule))
    }
    // The planner's "end must be given, got nil": the bake's end is the rest, so say what
    // to give instead.
    if error.rule == .endForUndampedSpring {
      return LottieBakeError(
        path: path,
        problem: .keyframes(
          "an undamped spring never settles, so it has no rest to end at; give --end T or "
            + "--end-frame N, or a spring with damping"))
    }
    if error.rule == .endForStillMotion {
      return LottieBakeError(
        path: path,
        problem: .keyframes(
          "the spring never leaves the tolerance around the end value, so there is nothing "
            + "to bake until rest; give --end T or --end-frame N, or a start --velocity"))
    }
    guard error.parameter == "tolerance" else {
      return LottieBakeError(path: path, problem: .keyframes(error.description))
    }
    if let limit = error.limit, limit / scale < 1 {
      return LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the tolerance", value: tolerance,
          rule: "at least \(rounded(KeyframePrecision.roundedUp(limit / scale))) of the "
            + "travel for this spring and motion"))
    }
    if let initialVelocity {
      return LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the start velocity", value: initialVelocity,
          rule: "small enough that the spring's keyframes can stay within a tolerance below "
            + "the whole travel"))
    }
    return LottieBakeError(
      path: path,
      problem: .keyframes(
        "no tolerance below the whole travel can be kept for this spring and motion"))
  }

  /// Refuses settings out of range.
  private func checkSettings() throws(LottieBakeError) {
    guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
      throw LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the tolerance", value: tolerance,
          rule: "a fraction of the travel, greater than 0 and less than 1"))
    }
    if let initialVelocity, !initialVelocity.isFinite {
      throw LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the start velocity", value: initialVelocity, rule: "numbers must be finite"))
    }
    if case .frame(let frame) = end, !frame.isFinite {
      throw LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the end frame", value: frame, rule: "numbers must be finite"))
    }
    if case .seconds(let seconds) = end, !seconds.isFinite {
      throw LottieBakeError(
        path: "",
        problem: .invalidSetting(
          name: "the end time", value: seconds, rule: "numbers must be finite"))
    }
  }

  /// The one motion the selection names.
  private func selectedMotion(in document: LottieDocument) throws(LottieBakeError)
    -> LottieMotion
  {
    let motions = document.motions(layer: layer, property: property).filter {
      motion == nil || $0.number == motion
    }
    guard motions.count == 1, let selected = motions.first else {
      if motions.count > 1 {
        throw LottieBakeError(
          path: "",
          problem: .severalMotions(
            motions.map { motion in
              // Where a layer repeats a property's name, its JSON path tells them apart.
              let twins = motions.filter {
                $0.layerIndexPath == motion.layerIndexPath
                  && $0.propertyName == motion.propertyName && $0.number == motion.number
              }
              let path = twins.count > 1 ? " (\(motion.propertyPath))" : ""
              return "layer '\(motion.layerName)' [\(motion.layerIndexPath)] "
                + "\(motion.propertyName)\(path) motion \(motion.number)"
            }))
      }
      if property == "position",
        let split = LottieBakeContext.splitPosition(in: document, layer: layer)
      {
        throw LottieBakeError(path: split, problem: .splitPosition)
      }
      var available: [String] = []
      for motion in document.motions() {
        let name = "layer '\(motion.layerName)' \(motion.propertyName) (motion \(motion.number))"
        if !available.contains(name) { available.append(name) }
      }
      var selection = "layer '\(layer)' \(property)"
      if let motion { selection += " motion \(motion)" }
      throw LottieBakeError(
        path: "", problem: .noMotion(selection: selection, available: available))
    }
    if let note = selected.timeRemapNote {
      throw LottieBakeError(path: selected.propertyPath, problem: .timeRemapped(note))
    }
    return selected
  }
}
