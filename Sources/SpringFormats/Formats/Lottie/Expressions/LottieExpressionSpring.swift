public import SpringKit

/// An expression on a Lottie property, read for the spring it describes: an inertial bounce
/// (``LottieBounceExpression``) with the keyframes it bounces from, or why it is not one.
///
/// ``LottieDocument/expressionSprings(layer:property:)`` finds them, one per property object
/// with an expression (a precomposition's property once, under the first layer that plays
/// it).
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for entry in document.expressionSprings() {
///   print(entry.layerName, entry.propertyName, entry.spring ?? "not recognised")
/// }
/// ```
public struct LottieExpressionSpring: Sendable, Hashable {
  /// The layer's name, after the precomposition layers that hold it (`Card/Badge`).
  public var layerName: String
  /// The layer's index path (``LottieMotion/layerIndexPath``).
  public var layerIndexPath: String
  /// The property's name (``LottieLayer/namedProperties``).
  public var propertyName: String
  /// The JSON path of the property object; the expression is its `x`.
  public var propertyPath: String
  /// The bounce, or why the expression is not one.
  public var outcome: Result<LottieBounceExpression, LottieExpressionNotRecognised>
  /// The keyframes the bounce starts from, with the velocity each arrives with (empty when
  /// the expression is not recognised or no keyframe is arrived at moving).
  public var bounces: [LottieBounce]

  /// Creates an entry from its parts.
  public init(
    layerName: String, layerIndexPath: String, propertyName: String, propertyPath: String,
    outcome: Result<LottieBounceExpression, LottieExpressionNotRecognised>,
    bounces: [LottieBounce] = []
  ) {
    self.layerName = layerName
    self.layerIndexPath = layerIndexPath
    self.propertyName = propertyName
    self.propertyPath = propertyPath
    self.outcome = outcome
    self.bounces = bounces
  }

  /// The recognised bounce, or `nil`.
  public var bounce: LottieBounceExpression? { try? outcome.get() }

  /// The spring the bounce describes (`AfterEffectsParameters.spring()`), or `nil`.
  public var spring: Spring? { try? bounce?.parameters.spring() }
}

/// One bounce of a recognised expression: the keyframe it starts from and the velocity the
/// keyframed motion arrives there with.
public struct LottieBounce: Sendable, Hashable {
  /// The keyframe's index in the property's keyframes, from 0.
  public var keyframe: Int
  /// The keyframe's frame on the main composition's clock.
  public var frame: Double
  /// The velocity the keyframed motion arrives with (`velocityAtTime` the expression's lead
  /// before the key), in the property's units per second of the layer's composition, one
  /// number per dimension.
  public var arrivingVelocity: [Double]
  /// The bounce's start velocity, `|arrivingVelocity|·velocityFactor`, along the direction
  /// of the arriving velocity.
  public var startSpeed: Double

  /// Creates a bounce.
  public init(keyframe: Int, frame: Double, arrivingVelocity: [Double], startSpeed: Double) {
    self.keyframe = keyframe
    self.frame = frame
    self.arrivingVelocity = arrivingVelocity
    self.startSpeed = startSpeed
  }

  /// The unit direction the bounce swings along (the arriving velocity's).
  public var direction: [Double] {
    let length = arrivingVelocity.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return arrivingVelocity.map { length > 0 ? $0 / length : 0 }
  }
}

extension LottieDocument {
  /// Every expression on a property springfit reads, recognised as an inertial bounce or
  /// listed as not recognised, in document order.
  ///
  /// A precomposition's property is listed once, under the first layer that plays it.
  ///
  /// - Parameters:
  ///   - layer: Keep only layers with this name, path or index path (as
  ///     ``motions(layer:property:comparesHeldEnd:)``); `nil` keeps all.
  ///   - property: Keep only properties with this name; `nil` keeps all.
  /// - Returns: The expressions.
  /// - Complexity: O(layers played + expression text), each text bounded.
  public func expressionSprings(layer: String? = nil, property: String? = nil)
    -> [LottieExpressionSpring]
  {
    var found: [LottieExpressionSpring] = []
    var seen: Set<String> = []
    for place in expressionPlaces() {
      let entry = place.layer
      guard
        layer == nil || layer == entry.name || layer == place.name
          || layer == place.indexPath
      else { continue }
      for named in entry.namedProperties
      where property == nil || property == named.name || property == named.property.path {
        guard let text = named.property.expression, !seen.contains(named.property.path) else {
          continue
        }
        seen.insert(named.property.path)
        var item = LottieExpressionSpring(
          layerName: place.name, layerIndexPath: place.indexPath, propertyName: named.name,
          propertyPath: named.property.path,
          outcome: Result { () throws(LottieExpressionNotRecognised) in
            try LottieBounceExpression(recognising: text, effectControls: entry.effectControls)
          })
        if let bounce = item.bounce {
          item.bounces = Self.bounces(
            of: named.property, expression: bounce, clock: place.clock, frameRate: frameRate)
        }
        found.append(item)
      }
    }
    return found
  }

  /// The layers played with their names, index paths and layer clocks; each precomposition
  /// is entered under the first layer that plays it only.
  func expressionPlaces() -> [(
    layer: LottieLayer, name: String, indexPath: String, clock: LottieClock
  )] {
    var places: [(LottieLayer, String, String, LottieClock)] = []
    var entered: Set<String> = []
    func visit(
      _ layers: [LottieLayer], clock: LottieClock, prefix: String, indexPrefix: String,
      depth: Int
    ) {
      for (position, entry) in layers.enumerated() where !isMissingAsset(entry) {
        let name = prefix + entry.name
        let indexPath = indexPrefix + String(entry.index ?? position + 1)
        // A layer's own keyframes are on its composition's clock (`st` does not move them).
        places.append((entry, name, indexPath, clock))
        if entry.type == 0, depth < Self.maximumNesting, let id = entry.referenceID,
          !entered.contains(id), let asset = precomposition(id: id)
        {
          entered.insert(id)
          visit(
            asset.layers, clock: clock.inner(entry), prefix: name + "/",
            indexPrefix: indexPath + "/", depth: depth + 1)
        }
      }
    }
    visit(layers, clock: LottieClock(), prefix: "", indexPrefix: "", depth: 0)
    return places
  }

  /// The keyframes a recognised bounce starts from: those arrived at moving.
  static func bounces(
    of property: LottieProperty, expression: LottieBounceExpression, clock: LottieClock,
    frameRate: Double
  ) -> [LottieBounce] {
    let keyframes = property.keyframes
    guard keyframes.count >= 2 else { return [] }
    let lead = expression.leadFrames(frameRate: frameRate)
    let indices = expression.keys == .last ? [keyframes.count - 1] : Array(1..<keyframes.count)
    var bounces: [LottieBounce] = []
    for index in indices {
      let velocity = property.velocity(atFrame: keyframes[index].time - lead).map {
        $0 * frameRate
      }
      let speed = velocity.reduce(0) { $0 + $1 * $1 }.squareRoot()
      guard speed > 0, speed.isFinite else { continue }
      bounces.append(
        LottieBounce(
          keyframe: index, frame: clock.frame(keyframes[index].time), arrivingVelocity: velocity,
          startSpeed: speed * expression.parameters.velocityFactor))
    }
    return bounces
  }
}

extension LottieProperty {
  /// The keyframed value's rate of change at a frame of the layer's time, per frame, one
  /// number per dimension, as lottie-web plays the keyframes (0 in a hold, before the first
  /// keyframe and after the last).
  ///
  /// Straight segments are differentiated exactly (the Bézier easing's slope `y′/x′` at the
  /// parameter whose time is the progress); a curved position segment by a central
  /// difference over a millionth of the segment.
  public func velocity(atFrame frame: Double) -> [Double] {
    let keyframes = self.keyframes
    let zero = [Double](repeating: 0, count: dimensions)
    guard keyframes.count >= 2, frame > keyframes[0].time,
      frame < keyframes[keyframes.count - 1].time
    else { return zero }
    guard let index = keyframes.indices.dropLast().last(where: { keyframes[$0].time <= frame })
    else { return zero }
    let keyframe = keyframes[index]
    let next = keyframes[index + 1]
    let span = next.time - keyframe.time
    guard !keyframe.isHold, span > 0 else { return zero }
    let start = keyframe.value ?? []
    let end = next.value ?? keyframe.legacyEnd ?? start
    if LottieSpatialPath(start: start, end: end, keyframe: keyframe) != nil {
      let step = span * 1e-6
      let ahead = value(atFrame: frame + step)
      let behind = value(atFrame: frame - step)
      return zip(ahead, behind).map { ($0 - $1) / (2 * step) }
    }
    let progress = (frame - keyframe.time) / span
    let out = keyframe.outEasing ?? LottieEasingHandle(x: [0], y: [0])
    let into = keyframe.inEasing ?? LottieEasingHandle(x: [1], y: [1])
    return start.indices.map { dimension in
      let slope = Self.easeSlope(
        progress, out: out.coordinates(dimension: dimension),
        into: into.coordinates(dimension: dimension))
      let target = dimension < end.count ? end[dimension] : start[dimension]
      return (target - start[dimension]) * slope / span
    }
  }

  /// The slope d(eased)/d(progress) of the easing `(0,0), out, into, (1,1)` at a progress in
  /// (0, 1): the parameter whose time is the progress, found by bisection (the time is
  /// monotonic for handle times in [0, 1]), then `y′/x′` there.
  static func easeSlope(
    _ progress: Double, out: (x: Double, y: Double), into: (x: Double, y: Double)
  ) -> Double {
    let x1 = min(max(out.x, 0), 1)
    let x2 = min(max(into.x, 0), 1)
    let y1 = out.y.isFinite ? out.y : 0
    let y2 = into.y.isFinite ? into.y : 1
    let coordinate = { (a: Double, b: Double, s: Double) in
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    let derivative = { (a: Double, b: Double, s: Double) in
      3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if coordinate(x1, x2, middle) < progress { low = middle } else { high = middle }
    }
    let s = (low + high) / 2
    let dx = derivative(x1, x2, s)
    guard dx > 0 else { return 0 }
    return derivative(y1, y2, s) / dx
  }
}
