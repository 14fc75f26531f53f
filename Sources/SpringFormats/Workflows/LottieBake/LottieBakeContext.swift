import SpringKit

/// One motion of a Lottie file found for a bake: its property and keyframes, the layers that
/// hold it with their clocks, the values it moves between and where its keyframes lie in the
/// bytes.
struct LottieBakeContext {
  /// The document.
  var document: LottieDocument
  /// The motion replaced.
  var motion: LottieMotion
  /// The property that holds it.
  var property: LottieProperty
  /// The layers from the main composition's down to the motion's, each with the clock of
  /// the composition that holds it.
  var chain: [(layer: LottieLayer, clock: LottieClock)]
  /// The motion's layer clock: its keyframe times to main-composition frames.
  var clock: LottieClock
  /// The value at the motion's start and end.
  var from: [Double]
  var to: [Double]
  /// The byte ranges of the property's keyframe objects.
  var keyframeRanges: [Range<Int>]
  /// The file's bytes and their spans.
  var spans: LottieJSONSpans

  /// Finds the motion's property, layers and bytes.
  init(document: LottieDocument, motion: LottieMotion, spans: LottieJSONSpans)
    throws(LottieBakeError)
  {
    self.document = document
    self.motion = motion
    self.spans = spans
    guard
      let found = Self.chain(
        in: document, layerName: motion.layerName, layerIndexPath: motion.layerIndexPath,
        propertyPath: motion.propertyPath),
      let layer = found.last?.layer,
      let property = layer.namedProperties.first(where: {
        $0.name == motion.propertyName && $0.property.path == motion.propertyPath
      })?.property
    else {
      throw LottieBakeError(
        path: motion.propertyPath, problem: .inconsistent("the motion's layer was not found"))
    }
    chain = found
    self.property = property
    // A layer's own keyframes are on the clock of the composition that holds it (`st` moves
    // only a precomposition's layers).
    clock = found.last?.clock ?? LottieClock()
    let keyframes = property.keyframes
    let first = keyframes[motion.keyframes.lowerBound]
    let last = motion.keyframes.upperBound
    from = first.value ?? []
    to = keyframes[last].value ?? keyframes[last - 1].legacyEnd ?? from
    guard let k = spans.value(atPath: property.path + ".k"), let ranges = spans.elements(of: k),
      ranges.count == keyframes.count
    else {
      throw LottieBakeError(
        path: property.path + ".k", problem: .inconsistent("the keyframes' bytes were not found"))
    }
    keyframeRanges = ranges
  }

  /// Each dimension's travel, `to − from`.
  var travel: [Double] { zip(from, to).map { $1 - $0 } }

  /// The length of the straight line from the start value to the end value.
  var travelLength: Double { travel.reduce(0) { $0 + $1 * $1 }.squareRoot() }

  /// Keyframe frames (the layer's time) per second of the main composition.
  var localFrameRate: Double { document.frameRate / clock.scale }

  /// The original motion's velocity at its start, in the property's units per second, one
  /// number per dimension.
  ///
  /// The right-hand derivative of the first segment: for a straight segment each
  /// dimension's `(s₁ − s₀)·ease′(0)/span` with its own easing, `ease′(0)` the slope of the
  /// Bézier's first handle that leaves the origin; for a curved position segment a
  /// difference quotient of lottie-web's walk over the first millionth of the segment.
  func originalStartVelocity() throws(LottieBakeError) -> [Double] {
    let keyframes = property.keyframes
    let index = motion.keyframes.lowerBound
    let keyframe = keyframes[index]
    let next = keyframes[index + 1]
    let span = next.time - keyframe.time
    let start = keyframe.value ?? []
    let end = next.value ?? keyframe.legacyEnd ?? start
    var velocity: [Double]  // per frame of the layer's time
    if LottieSpatialPath(start: start, end: end, keyframe: keyframe) != nil {
      // A spatial path is eased by one curve; one that leaves with a flat handle starts at
      // rest exactly, which a difference quotient would only approach.
      let out = (keyframe.outEasing ?? LottieEasingHandle(x: [0], y: [0])).coordinates(dimension: 0)
      let into = (keyframe.inEasing ?? LottieEasingHandle(x: [1], y: [1])).coordinates(dimension: 0)
      if Self.startSlope(out: out, into: into) == 0 { return start.map { _ in 0 } }
      let step = span * 1e-6
      let ahead = property.value(atFrame: keyframe.time + step)
      velocity = zip(ahead, start).map { ($0 - $1) / step }
    } else {
      velocity = []
      for dimension in start.indices {
        let out = (keyframe.outEasing ?? LottieEasingHandle(x: [0], y: [0]))
          .coordinates(dimension: dimension)
        let into = (keyframe.inEasing ?? LottieEasingHandle(x: [1], y: [1]))
          .coordinates(dimension: dimension)
        guard let slope = Self.startSlope(out: out, into: into) else {
          throw LottieBakeError(
            path: "\(property.path).k[\(index)].o", problem: .infiniteStartVelocity)
        }
        let target = dimension < end.count ? end[dimension] : start[dimension]
        velocity.append((target - start[dimension]) * slope / span)
      }
    }
    let perSecond = velocity.map { $0 * localFrameRate }
    guard perSecond.allSatisfy(\.isFinite) else {
      throw LottieBakeError(
        path: "\(property.path).k[\(index)].o", problem: .infiniteStartVelocity)
    }
    return perSecond
  }

  /// The line the spring moves along, `from + direction·q`, and the scale its tolerance is a
  /// fraction of.
  ///
  /// A motion that ends elsewhere moves along the straight line to its end: `direction` is
  /// the unit vector from start to end, the spring's `q` runs from 0 to `length`, and the
  /// scale is the travel. A motion that comes back to its start value (a wiggle) moves
  /// along its start velocity (or its first segment, when it starts at rest): the spring
  /// runs from 0 back to 0, started at that speed, and the scale is the original motion's
  /// largest excursion along that line.
  ///
  /// - Parameter velocity: The start velocity, units per second per dimension.
  /// - Returns: The unit direction, the spring's end `q`, and the tolerance's scale.
  /// - Throws: ``LottieBakeError/Problem/noTravel`` when neither gives a line.
  func line(velocity: [Double]) throws(LottieBakeError)
    -> (direction: [Double], length: Double, scale: Double)
  {
    let norm = { (vector: [Double]) in vector.reduce(0) { $0 + $1 * $1 }.squareRoot() }
    let length = travelLength
    if length > 0 { return (travel.map { $0 / length }, length, length) }
    // The way it sets off: its start velocity, or (starting at rest) its first segment.
    let keyframes = property.keyframes
    let index = motion.keyframes.lowerBound
    let chord = zip(keyframes[index + 1].value ?? from, from).map { $0 - $1 }
    let way = norm(velocity) > 0 ? velocity : chord
    let speed = norm(way)
    guard speed > 0, speed.isFinite else {
      throw LottieBakeError(path: property.path, problem: .noTravel)
    }
    let direction = way.map { $0 / speed }
    var excursion = 0.0
    for index in motion.times.indices {
      var along = 0.0
      for (dimension, start) in from.enumerated() where dimension < motion.components.count {
        along += (motion.components[dimension][index] - start) * direction[dimension]
      }
      excursion = max(excursion, abs(along))
    }
    guard excursion > 0 else { throw LottieBakeError(path: property.path, problem: .noTravel) }
    return (direction, 0, excursion)
  }

  /// The slope at progress 0 of the easing `(0, 0), out, into, (1, 1)`: the direction of
  /// its first control point that leaves the origin; `nil` when it is vertical.
  static func startSlope(out: (x: Double, y: Double), into: (x: Double, y: Double)) -> Double? {
    for point in [out, into, (x: 1.0, y: 1.0)] where point.x != 0 || point.y != 0 {
      guard point.x > 0 else { return nil }
      return point.y / point.x
    }
    return 1
  }

  /// The layers from the main composition's to the one named `layerName` that holds the
  /// property at `propertyPath`, each with its composition's clock.
  ///
  /// `layerName` is a path through precompositions, as ``LottieMotion/layerName``. Layer
  /// names need not be unique; the property's path (`layers[2].ks.s`) is within one
  /// instance of a precomposition, and `layerIndexPath` (``LottieMotion/layerIndexPath``,
  /// when not empty) tells the instances apart.
  static func chain(
    in document: LottieDocument, layerName: String, layerIndexPath: String = "",
    propertyPath: String
  ) -> [(layer: LottieLayer, clock: LottieClock)]? {
    func visit(
      _ layers: [LottieLayer], clock: LottieClock, prefix: String, indexPrefix: String,
      chain: [(layer: LottieLayer, clock: LottieClock)], depth: Int
    ) -> [(layer: LottieLayer, clock: LottieClock)]? {
      for (position, layer) in layers.enumerated() {
        let name = prefix + layer.name
        let indexPath = indexPrefix + String(layer.index ?? position + 1)
        let here = chain + [(layer, clock)]
        if name == layerName, layerIndexPath.isEmpty || layerIndexPath == indexPath,
          layer.namedProperties.contains(where: { $0.property.path == propertyPath })
        {
          return here
        }
        if layer.type == 0, depth < LottieDocument.maximumNesting, let id = layer.referenceID,
          let asset = document.precomposition(id: id),
          let found = visit(
            asset.layers,
            clock: LottieTimeRemap.inner(
              layer, label: "", clock: clock, frameRate: document.frameRate
            ).clock, prefix: name + "/",
            indexPrefix: indexPath + "/", chain: here, depth: depth + 1)
        {
          return found
        }
      }
      return nil
    }
    return visit(
      document.layers, clock: LottieClock(), prefix: "", indexPrefix: "", chain: [], depth: 0)
  }

  /// The path of the split position of a layer named `layer`, if it has one.
  static func splitPosition(in document: LottieDocument, layer: String) -> String? {
    var paths: [String] = []
    func visit(_ layers: [LottieLayer], prefix: String, depth: Int) {
      for entry in layers {
        let name = prefix + entry.name
        if layer == entry.name || layer == name, let transform = entry.transform,
          case .split = transform.position
        {
          paths.append(transform.path + ".p")
        }
        if entry.type == 0, depth < LottieDocument.maximumNesting, let id = entry.referenceID,
          let asset = document.precomposition(id: id)
        {
          visit(asset.layers, prefix: name + "/", depth: depth + 1)
        }
      }
    }
    visit(document.layers, prefix: "", depth: 0)
    return paths.first
  }
}
