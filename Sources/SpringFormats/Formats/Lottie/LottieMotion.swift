/// One motion of an animated Lottie property: a run of keyframes between holds or still
/// stretches, with its times on the main composition's clock and the values to fit.
///
/// ``LottieDocument/motions(layer:property:comparesHeldEnd:)`` finds them. A segment moves
/// unless it holds (`h`) or starts and ends at the same value (with no curved path); each
/// maximal run of moving segments is one motion.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for motion in document.motions() {
///   print(motion.layerName, motion.propertyName, motion.startFrame, motion.endFrame)
/// }
/// ```
public struct LottieMotion: Sendable, Hashable {
  /// The layer's name, with the precomposition layers that hold it before it
  /// (`Card/Badge`).
  public var layerName: String
  /// The layer's index path: its `ind` (its place in its composition's `layers`, from 1,
  /// when it has none), after those of the precomposition layers that hold it (`3/1`).
  ///
  /// Names repeat in designers' files; this path does not, so `--layer 3/1` picks one
  /// layer where `--layer Dot` may match several.
  public var layerIndexPath = ""
  /// The property's name (``LottieLayer/namedProperties``): `scale`, `position.x`, ….
  public var propertyName: String
  /// The JSON path of the property object.
  public var propertyPath: String
  /// The motion's number within its property, from 1.
  public var number: Int
  /// The indices of its first and last keyframes in the property's keyframes.
  public var keyframes: ClosedRange<Int>
  /// The first keyframe's frame, on the main composition's clock.
  public var startFrame: Double
  /// The last keyframe's frame, on the main composition's clock.
  public var endFrame: Double
  /// Whether the motion is baked: one keyframe per frame of its layer.
  ///
  /// Bodymovin bakes expressions so. A baked motion is a sampled curve and is fitted at its keyframes.
  public var isBaked: Bool
  /// The last frame compared, on the main composition's clock.
  ///
  /// After ``endFrame`` the property stays still, and a spring that keeps moving there does not match it, so an
  /// eased motion is also compared against its held end value for as long again as it
  /// lasts (less when the next motion starts sooner). ``endFrame`` for a baked motion.
  public var comparedEndFrame: Double
  /// The main composition's frame rate, `fr`.
  public var frameRate: Double
  /// The times fitted, in seconds on the main composition's clock (frame / `fr`).
  public var times: [Double]
  /// The values fitted, one array per dimension, each with one value per time.
  public var components: [[Double]]
  /// The times fitted, in seconds since the first keyframe: the motion's own clock, which
  /// ``fitSubject`` fits.
  ///
  /// ``LottieDocument/motions(layer:property:comparesHeldEnd:)`` computes them from the
  /// keyframes' frames and the precompositions' stretch alone, never from where the layer
  /// starts, so every instance of a precomposition played at the same speed has the very
  /// same ones, and ``LottieMotionFit/fits(_:options:progress:)`` fits them once.
  public var ownTimes: [Double]
  /// Why the motion is not fitted as forward motion, or `nil` when it is.
  ///
  /// A precomposition layer's time remapping (`tm`) that does not play the motion forward
  /// at one speed (frozen, reversed, eased or unread) gives a sentence that names the layer
  /// and the remap's JSON path.
  ///
  /// Such a motion keeps the times it would have without the remap.
  public var timeRemapNote: String?

  /// Creates a motion.
  public init(
    layerName: String, propertyName: String, propertyPath: String, number: Int,
    keyframes: ClosedRange<Int>, startFrame: Double, endFrame: Double, isBaked: Bool,
    comparedEndFrame: Double? = nil, frameRate: Double, times: [Double], components: [[Double]]
  ) {
    self.layerName = layerName
    self.propertyName = propertyName
    self.propertyPath = propertyPath
    self.number = number
    self.keyframes = keyframes
    self.startFrame = startFrame
    self.endFrame = endFrame
    self.isBaked = isBaked
    self.comparedEndFrame = comparedEndFrame ?? endFrame
    self.frameRate = frameRate
    self.times = times
    self.components = components
    let start = times.first ?? 0
    self.ownTimes = times.map { $0 - start }
  }

  /// The dimensions' names: `r, g, b, a` for colours, `x, y, z` otherwise.
  public var componentNames: [String] {
    let names = propertyName.hasSuffix("color") ? ["r", "g", "b", "a"] : ["x", "y", "z"]
    return components.indices.map { $0 < names.count ? names[$0] : "c\($0)" }
  }

  /// ``startFrame`` in seconds.
  public var startTime: Double { startFrame / frameRate }
  /// ``endFrame`` in seconds.
  public var endTime: Double { endFrame / frameRate }

  /// The number of keyframes in the motion.
  public var keyframeCount: Int { keyframes.count }

  /// The number of evenly spaced frames at which an eased (not baked) motion is sampled over
  /// its keyframes (and as many again over the held stretch after it, at the same step).
  public static let sampleCount = 1001
}

/// An affine map from a composition's frames to the main composition's: `scale · f + offset`.
struct LottieClock {
  var scale = 1.0
  var offset = 0.0

  func frame(_ frame: Double) -> Double { scale * frame + offset }

  /// The clock of a precomposition played by `layer` in this composition.
  func inner(_ layer: LottieLayer) -> LottieClock {
    LottieClock(scale: scale * layer.timeStretch, offset: frame(layer.startTime))
  }
}

extension LottieDocument {
  /// Every motion of every animated property of every layer, precompositions included (a
  /// precomposition's layers appear under each layer that plays it), in document order.
  ///
  /// Keyframe times become main-composition frames through each precomposition layer's `st`
  /// and `sr` (a layer's own `st` does not move its keyframes, as players play them);
  /// seconds are those frames divided by `fr`. A
  /// precomposition layer's time remapping (`tm`) replaces its `sr` when it plays the
  /// precomposition forward at one speed; any other marks the precomposition's motions
  /// (``LottieMotion/timeRemapNote``), which keep the times they would have without it.
  ///
  /// A property's motions are found once for each speed it is played at and placed at each
  /// layer that plays it, so a precomposition played by many layers costs one expansion
  /// per speed, and its instances share ``LottieMotion/ownTimes`` bit for bit.
  ///
  /// - Parameters:
  ///   - layer: Keep only layers with this name (the last part of ``LottieMotion/layerName``
  ///     or the whole of it) or this index path (``LottieMotion/layerIndexPath``, `3/1`);
  ///     `nil` keeps all.
  ///   - property: Keep only properties with this name (``LottieLayer/namedProperties``);
  ///     `nil` keeps all.
  ///   - comparesHeldEnd: Whether an eased motion is also compared against its end value
  ///     held after it (``LottieMotion/comparedEndFrame``), as `FitWindow.keyframesThenHeld`
  ///     does for keyframe tracks.
  /// - Returns: The motions.
  /// - Complexity: O(motions × ``LottieMotion/sampleCount``), the samples' values evaluated
  ///   once per property and speed.
  public func motions(layer: String? = nil, property: String? = nil, comparesHeldEnd: Bool = true)
    -> [LottieMotion]
  {
    var motions: [LottieMotion] = []
    // A property's motions depend on its keyframes and the speed it is played at, not on
    // where it starts: they are found once per property and speed, then placed.
    var found: [PlacementKey: [LottieMotionTemplate]] = [:]
    func visit(
      _ layers: [LottieLayer], clock: LottieClock, prefix: String, indexPrefix: String,
      depth: Int, remap: RemapState
    ) {
      // A precomposition layer without its asset plays nothing (a warning of the reader).
      for (position, entry) in layers.enumerated() where !isMissingAsset(entry) {
        let name = prefix + entry.name
        let indexPath = indexPrefix + String(entry.index ?? position + 1)
        if layer == nil || layer == entry.name || layer == name || layer == indexPath {
          // By name, or by JSON path where a layer's shape items repeat a name.
          for named in entry.namedProperties
          where property == nil || property == named.name || property == named.property.path {
            let key = PlacementKey(path: named.property.path, scale: clock.scale)
            let templates =
              found[key]
              ?? Self.motionTemplates(
                of: named.property, scale: clock.scale, frameRate: frameRate,
                comparesHeldEnd: comparesHeldEnd)
            found[key] = templates
            // A layer's own keyframes are on its composition's clock: players compare `t`
            // with the composition's frame (lottie-web subtracts `st` from both, rlottie and
            // lottie-android evaluate at the composition's frame), so `st` does not move them.
            let offset = clock.offset
            for template in templates {
              var motion = template.placed(
                offset: offset, layerName: name, propertyName: named.name,
                frameRate: frameRate)
              motion.layerIndexPath = indexPath
              motion.timeRemapNote = remap.note(for: motion)
              motions.append(motion)
            }
          }
        }
        if entry.type == 0, depth < Self.maximumNesting, let id = entry.referenceID,
          let asset = precomposition(id: id)
        {
          let inner = LottieTimeRemap.inner(
            entry, label: "'\(name)' [\(indexPath)]", clock: clock, frameRate: frameRate)
          visit(
            asset.layers, clock: inner.clock, prefix: name + "/",
            indexPrefix: indexPath + "/", depth: depth + 1,
            remap: remap.adding(inner.effect))
        }
      }
    }
    visit(
      layers, clock: LottieClock(), prefix: "", indexPrefix: "", depth: 0, remap: RemapState())
    return motions
  }

  /// What found motions are kept by: a property played at a speed.
  private struct PlacementKey: Hashable {
    var path: String
    var scale: Double
  }

  /// The time remaps of the precomposition layers that hold a layer: the first note of one
  /// that does not play forward, and the main-composition frames the forward ones all play.
  struct RemapState {
    /// The first remap's note that does not play forward.
    var note: String?
    /// The first forward remap's layer and JSON path, for motions outside ``played``.
    var outsideBy: String?
    /// The main-composition frames every forward remap plays.
    var played: ClosedRange<Double>?

    /// The state inside a precomposition layer with this remap.
    func adding(_ effect: LottieTimeRemap?) -> RemapState {
      guard note == nil, let effect else { return self }
      var state = self
      switch effect {
      case .notForward(let reason):
        state.note = reason
      case .forward(_, let range, let by):
        let lower = Swift.max(range.lowerBound, played?.lowerBound ?? range.lowerBound)
        let upper = Swift.min(range.upperBound, played?.upperBound ?? range.upperBound)
        state.played = lower...Swift.max(lower, upper)
        state.outsideBy = state.outsideBy ?? by
      }
      return state
    }

    /// The note for a motion: the first remap's that does not play forward, or, for a
    /// motion partly or wholly outside the frames the forward remaps play, one that says
    /// so; `nil` when the motion plays forward as designed.
    func note(for motion: LottieMotion) -> String? {
      if let note { return note }
      guard let played else { return nil }
      let slack = 1e-6 * Swift.max(1, abs(played.upperBound))
      if motion.startFrame >= played.lowerBound - slack
        && motion.endFrame <= played.upperBound + slack
      {
        return nil
      }
      return (outsideBy ?? "time-remapped") + ": the remap plays the precomposition "
        + "between frames \(NumberText.rounded(played.lowerBound)) and "
        + "\(NumberText.rounded(played.upperBound)) of the main composition only, and this "
        + "motion lies partly or wholly outside them; not fitted as forward motion"
    }
  }

  /// The motions of one property played at `scale` main-composition frames per frame of
  /// the layer, placed at offset 0 (``LottieMotionTemplate/placed(offset:layerName:propertyName:frameRate:)``
  /// places them).
  static func motionTemplates(
    of property: LottieProperty, scale: Double, frameRate: Double, comparesHeldEnd: Bool
  ) -> [LottieMotionTemplate] {
    let keyframes = property.keyframes
    guard keyframes.count >= 2 else { return [] }
    let clock = LottieClock(scale: scale, offset: 0)
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    for index in 0..<(keyframes.count - 1) {
      if moves(index, keyframes) {
        if start == nil { start = index }
      } else if let first = start {
        runs.append(first...index)
        start = nil
      }
    }
    if let first = start { runs.append(first...(keyframes.count - 1)) }
    return runs.enumerated().map { number, run in
      let first = keyframes[run.lowerBound].time
      let last = keyframes[run.upperBound].time
      let isBaked =
        run.count >= 3
        && run.dropLast().allSatisfy { abs(keyframes[$0 + 1].time - keyframes[$0].time - 1) < 1e-9 }
      var frames: [Double]
      var comparedEnd = last
      if isBaked {
        frames = run.map { keyframes[$0].time }
      } else {
        let step = (last - first) / Double(LottieMotion.sampleCount - 1)
        frames = (0..<LottieMotion.sampleCount).map { first + step * Double($0) }
        if comparesHeldEnd {
          // Still until the next motion starts (it may jump there), or for good.
          let next =
            runs.indices.contains(number + 1)
            ? keyframes[runs[number + 1].lowerBound].time : .infinity
          let held = frames.count - 1
          for index in 1...held where last + step * Double(index) < next {
            frames.append(last + step * Double(index))
          }
          comparedEnd = frames[frames.count - 1]
        }
      }
      let values = property.values(atFrames: frames)
      let dimensions = property.dimensions
      let scaled = frames.map { clock.frame($0) }
      var motion = LottieMotion(
        layerName: "", propertyName: "", propertyPath: property.path,
        number: number + 1, keyframes: run, startFrame: clock.frame(first),
        endFrame: clock.frame(last), isBaked: isBaked, comparedEndFrame: clock.frame(comparedEnd),
        frameRate: frameRate, times: [],
        components: (0..<dimensions).map { d in values.map { d < $0.count ? $0[d] : 0 } })
      let origin = scaled.first ?? 0
      motion.ownTimes = scaled.map { ($0 - origin) / frameRate }
      return LottieMotionTemplate(motion: motion, frames: scaled)
    }
  }

  /// Whether the segment from keyframe `index` moves: not a hold, and its ends differ or it
  /// follows a curved path.
  private static func moves(_ index: Int, _ keyframes: [LottieKeyframe]) -> Bool {
    let keyframe = keyframes[index]
    guard !keyframe.isHold, keyframes[index + 1].time > keyframe.time else { return false }
    let start = keyframe.value ?? []
    let end = keyframes[index + 1].value ?? keyframe.legacyEnd ?? start
    if start != end { return true }
    return LottieSpatialPath(start: start, end: end, keyframe: keyframe) != nil
  }
}

/// A property's motion found once and placed at each layer that plays it
/// (``LottieDocument/motions(layer:property:comparesHeldEnd:)``).
struct LottieMotionTemplate {
  /// The motion at offset 0, without names or times.
  var motion: LottieMotion
  /// Its frames on a main-composition clock that starts the layer at 0.
  var frames: [Double]

  /// The motion of a layer that starts at `offset` (main-composition frames): the same
  /// frames `LottieClock.frame(_:)` gives with that offset, so the same numbers as if the
  /// motion had been found there, and the same ``LottieMotion/ownTimes``.
  func placed(offset: Double, layerName: String, propertyName: String, frameRate: Double)
    -> LottieMotion
  {
    var placed = motion
    placed.layerName = layerName
    placed.propertyName = propertyName
    placed.startFrame = motion.startFrame + offset
    placed.endFrame = motion.endFrame + offset
    placed.comparedEndFrame = motion.comparedEndFrame + offset
    placed.times = frames.map { ($0 + offset) / frameRate }
    return placed
  }
}
