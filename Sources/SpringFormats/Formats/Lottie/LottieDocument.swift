/// A Lottie animation (Bodymovin JSON) as far as fitting springs needs it: the composition's
/// timing and size, its layers and the precompositions among its assets.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for layer in document.layers {
///   for entry in layer.namedProperties where entry.property.isAnimated {
///     print(layer.name, entry.name, entry.property.value(atFrame: 10))
///   }
/// }
/// ```
///
/// ``isLottie(_:)`` is the rule `springfit fit` uses to tell a Lottie file from keyframe
/// JSON: a top-level object with a `layers` member.
public struct LottieDocument: Sendable, Hashable {
  /// The deepest nesting of precompositions followed.
  public static let maximumNesting = 32

  /// The most layers a document may play, each precomposition counted once per layer that
  /// plays it (and again inside each of those): 10,000, far more than hand-made animations
  /// use, while 30 precompositions that each play the next twice would make 2²⁹.
  ///
  /// A document past it is refused as it is read, naming the precomposition whose layers
  /// went past, so that nothing walks the expansion (fitting every motion, baking one).
  public static let maximumLayerInstances = 10_000

  /// `v`: the Bodymovin version that wrote the file, when given.
  public var version: String?
  /// `fr`: frames per second, positive.
  public var frameRate: Double
  /// `ip`: the first frame.
  public var inPoint: Double
  /// `op`: the frame the animation stops (or loops) at.
  public var outPoint: Double
  /// `w`: the width in pixels (0 when absent).
  public var width: Double
  /// `h`: the height in pixels (0 when absent).
  public var height: Double
  /// `layers`: the main composition's layers, first drawn on top.
  public var layers: [LottieLayer]
  /// `assets`: the precompositions (assets with `layers`), by `id`; images are skipped.
  public var precompositions: [LottiePrecomposition]
  /// What the reader accepted the way players play it (a clamped easing handle, a missing
  /// one, a precomposition layer without its asset), in document order; empty for a
  /// document built in code.
  public var warnings: [LottieReadWarning] = []
  /// The keyframed properties springfit does not read (path morphs, gradients, text, time
  /// remapping, masks, effects, 3-D rotation, …), counted by kind; empty for a document
  /// built in code.
  public var skippedProperties = LottieSkippedProperties()

  /// Creates a document.
  ///
  /// - Parameters:
  ///   - frameRate: `fr`.
  ///   - inPoint: `ip`.
  ///   - outPoint: `op`.
  ///   - layers: The layers.
  ///   - precompositions: The precompositions among the assets.
  public init(
    frameRate: Double, inPoint: Double, outPoint: Double, layers: [LottieLayer],
    precompositions: [LottiePrecomposition] = []
  ) {
    self.frameRate = frameRate
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.width = 0
    self.height = 0
    self.layers = layers
    self.precompositions = precompositions
  }

  /// The precomposition with an `id`.
  public func precomposition(id: String) -> LottiePrecomposition? {
    precompositions.first { $0.id == id }
  }
}

/// A precomposition: an asset with its own layers, played by precomposition layers.
public struct LottiePrecomposition: Sendable, Hashable {
  /// `id`: what layers' `refId` names.
  public var id: String
  /// `layers`: its layers; their times are frames of the precomposition.
  public var layers: [LottieLayer]

  /// Creates a precomposition.
  public init(id: String, layers: [LottieLayer]) {
    self.id = id
    self.layers = layers
  }
}

extension LottieDocument {
  /// Whether a parsed JSON document is Lottie: an object with a `layers` member.
  ///
  /// Keyframe JSON (`values`, `keyTimes`, …) never has `layers`; a Lottie file always has
  /// it, so a Lottie file with another mistake still reads as Lottie and gets Lottie's error.
  public static func isLottie(_ node: JSONNode) -> Bool {
    node["layers"] != nil
  }

  /// Reads a Lottie file.
  ///
  /// Requires `fr` (positive), `ip`, `op` and `layers`; `w` and `h` are optional here
  /// (the schema requires them, nothing read needs them). See ``LottieProperty`` for the
  /// rules keyframes must follow. What players play although it breaks the schema is read
  /// as they play it and listed in ``warnings`` (``LottieReadWarning``).
  ///
  /// - Parameter bytes: The file's UTF-8 text.
  /// - Throws: ``LottieReadError`` with the JSON path of the first problem.
  /// - Complexity: O(n) in the size of the file.
  public init(json bytes: [UInt8]) throws(LottieReadError) {
    let node: JSONNode
    do {
      node = try JSONReader.parse(bytes)
    } catch {
      throw LottieReadError(path: "", line: error.line, problem: .syntax(error.description))
    }
    try self.init(node: node)
  }

  /// Reads a parsed Lottie document.
  ///
  /// - Throws: ``LottieReadError`` with the JSON path of the first problem.
  public init(node: JSONNode) throws(LottieReadError) {
    let root = try LottieJSONField(node: node, path: "").object("a Lottie document object")
    let frameRate = try root.required("fr", "a Lottie document needs 'fr', frames per second")
    let rate = try frameRate.number()
    guard rate > 0 else {
      throw frameRate.error(
        .invalidNumber(value: NumberText.rounded(rate), rule: "'fr' must be positive"))
    }
    let inPoint = try root.required("ip", "a Lottie document needs 'ip', its first frame")
      .number()
    let outPoint = try root.required("op", "a Lottie document needs 'op', its last frame")
      .number()
    var warnings: [LottieReadWarning] = []
    let layers = try Self.layers(
      root.required("layers", "a Lottie document needs 'layers', an array of layers"),
      timing: (inPoint, outPoint), warnings: &warnings)
    self.init(frameRate: rate, inPoint: inPoint, outPoint: outPoint, layers: layers)
    version = try root.string("v")
    width = try root.number("w") ?? 0
    height = try root.number("h") ?? 0
    if let assets = root.member("assets") {
      for asset in try assets.elements("an array of assets") {
        let object = try asset.object("an asset object with 'id'")
        guard let layers = object.member("layers") else { continue }
        let id = try object.required("id", "an asset needs its 'id'").string()
        precompositions.append(
          LottiePrecomposition(
            id: id,
            layers: try Self.layers(layers, timing: (inPoint, outPoint), warnings: &warnings)))
      }
    }
    try checkReferences(layers, path: [], visited: [], warnings: &warnings)
    self.warnings = warnings
    var read: Set<String> = []
    for layer in layers + precompositions.flatMap(\.layers) {
      for entry in layer.namedProperties { read.insert(entry.property.path) }
    }
    skippedProperties = LottieSkippedProperties(node: node, read: read)
  }

  private static func layers(
    _ field: LottieJSONField, timing: (inPoint: Double, outPoint: Double),
    warnings: inout [LottieReadWarning]
  ) throws(LottieReadError) -> [LottieLayer] {
    var layers: [LottieLayer] = []
    for (index, element) in try field.elements("an array of layers").enumerated() {
      layers.append(
        try LottieLayer(
          field: element, position: index + 1, document: timing, warnings: &warnings))
    }
    return layers
  }

  /// Whether a layer is a precomposition layer whose asset is missing: players draw
  /// nothing for it, so its motions are skipped (``LottieReadWarning/Problem/missingAsset(id:)``).
  func isMissingAsset(_ layer: LottieLayer) -> Bool {
    guard layer.type == 0 else { return false }
    guard let id = layer.referenceID else { return true }
    return precomposition(id: id) == nil
  }

  /// Checks that no precomposition contains itself and the layers played, precompositions
  /// expanded, number at most ``maximumLayerInstances``; a precomposition layer without its
  /// asset adds a warning (once per layer object, however often it is played).
  ///
  /// - Complexity: O(``maximumLayerInstances``) at most: the walk stops past the limit.
  private func checkReferences(
    _ layers: [LottieLayer], path: [String], visited: Set<String>,
    warnings: inout [LottieReadWarning]
  ) throws(LottieReadError) {
    var instances = layers.count
    guard instances <= Self.maximumLayerInstances else {
      throw LottieReadError(
        path: "layers", problem: .tooManyLayerInstances(id: nil, limit: Self.maximumLayerInstances))
    }
    var missing: [LottieReadWarning] = []
    try checkReferences(
      layers, path: path, visited: visited, instances: &instances, missing: &missing)
    warnings += missing
  }

  /// One composition's part of ``checkReferences(_:path:visited:warnings:)``; `instances`
  /// counts the layers played so far, `missing` the layers without their asset, each once.
  private func checkReferences(
    _ layers: [LottieLayer], path: [String], visited: Set<String>, instances: inout Int,
    missing: inout [LottieReadWarning]
  ) throws(LottieReadError) {
    for layer in layers where layer.type == 0 {
      guard let id = layer.referenceID, let asset = precomposition(id: id) else {
        let warning = LottieReadWarning(
          path: layer.path + ".refId", problem: .missingAsset(id: layer.referenceID))
        if !missing.contains(warning) { missing.append(warning) }
        continue
      }
      guard !visited.contains(id), path.count < Self.maximumNesting else {
        throw LottieReadError(path: layer.path + ".refId", problem: .precompositionCycle(id: id))
      }
      instances += asset.layers.count
      guard instances <= Self.maximumLayerInstances else {
        throw LottieReadError(
          path: layer.path + ".refId",
          problem: .tooManyLayerInstances(id: id, limit: Self.maximumLayerInstances))
      }
      try checkReferences(
        asset.layers, path: path + [id], visited: visited.union([id]), instances: &instances,
        missing: &missing)
    }
  }
}
