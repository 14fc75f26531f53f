/// A layer of a Lottie composition, with its timing, transform and (for shape layers) shape
/// items.
///
/// Times are frames of the composition that holds the layer, and so are its properties'
/// keyframes: a keyframe at `t` plays at composition frame `t`, whatever ``startTime`` is
/// (lottie-web subtracts `st` from both the frame and the keyframe's time, rlottie and
/// lottie-android evaluate a layer's properties at the composition's frame). A
/// precomposition layer (``type`` 0) plays the asset ``referenceID`` with its frame `f` at
/// `f · sr + st` of this composition.
public struct LottieLayer: Sendable, Hashable {
  /// The JSON path of the layer object.
  public var path: String
  /// `ind`: the layer's index, which `parent` refers to.
  public var index: Int?
  /// `parent`: the `ind` of the layer this one is parented to.
  public var parent: Int?
  /// `ty`: 0 precomposition, 1 solid, 2 image, 3 null, 4 shape, 5 text, ….
  public var type: Int
  /// `nm`: the layer's name (`layer N` when the file has none, N from 1).
  public var name: String
  /// `ip`: the first frame the layer is visible.
  public var inPoint: Double
  /// `op`: the frame the layer stops being visible.
  public var outPoint: Double
  /// `st`: the frame of this composition at which a precomposition layer starts playing its
  /// asset; it does not move the layer's own keyframes.
  public var startTime: Double
  /// `sr`: the time stretch of a precomposition layer (2 plays it at half speed).
  public var timeStretch: Double
  /// `refId`: the asset a precomposition layer plays.
  public var referenceID: String?
  /// `tm`: a precomposition layer's time remapping, `nil` when it has none: the second of
  /// the precomposition shown (its frame is the value · `fr`) at each frame of the
  /// composition that holds the layer, which replaces ``timeStretch`` and ``startTime``.
  ///
  /// ``LottieDocument/motions(layer:property:comparesHeldEnd:)`` applies a remap that plays
  /// the precomposition forward at one speed and marks the motions of any other as not
  /// fitted (``LottieMotion/timeRemapNote``).
  public var timeRemap: LottieProperty?
  /// Whether the layer has a `tm` that springfit could not read as a property: its
  /// precomposition's motions are marked as remapped, not fitted as forward motion.
  public var hasUnreadTimeRemap = false
  /// `ks`: the transform.
  public var transform: LottieTransform?
  /// `shapes`: a shape layer's items.
  public var shapes: [LottieShape]
  /// `ef`: the still numeric controls of the layer's effects, which expressions read
  /// (``LottieEffectControl``).
  public var effectControls: [LottieEffectControl] = []

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the layer object.
  ///   - type: `ty`.
  ///   - name: `nm`.
  ///   - inPoint: `ip`.
  ///   - outPoint: `op`.
  public init(path: String, type: Int, name: String, inPoint: Double, outPoint: Double) {
    self.path = path
    self.type = type
    self.name = name
    self.inPoint = inPoint
    self.outPoint = outPoint
    self.startTime = 0
    self.timeStretch = 1
    self.shapes = []
  }

  /// Every property kept, named as `springfit fit` reports them: the transform's
  /// (``LottieTransform/namedProperties``), then each shape item's, prefixed by the item's
  /// name or type (`Box.size`, `Group 1.Fill 1.opacity`, `Group 1.transform.scale`).
  public var namedProperties: [LottieNamedProperty] {
    var named = (transform?.namedProperties ?? []).map {
      LottieNamedProperty(name: $0.name, property: $0.property)
    }
    func visit(_ shapes: [LottieShape], prefix: String) {
      for shape in shapes {
        let label = prefix + (shape.name ?? shape.type)
        named += shape.properties.map {
          LottieNamedProperty(name: "\(label).\($0.name)", property: $0.property)
        }
        for entry in shape.transform?.namedProperties ?? [] {
          named.append(
            LottieNamedProperty(name: "\(label).transform.\(entry.name)", property: entry.property))
        }
        visit(shape.items, prefix: label + ".")
      }
    }
    visit(shapes, prefix: "")
    return named
  }
}

extension LottieLayer {
  /// Reads a layer object; `position` (from 1) names a layer without `nm`.
  ///
  /// What was read as players play it is added to `warnings`.
  init(
    field: LottieJSONField, position: Int, document: (inPoint: Double, outPoint: Double),
    warnings: inout [LottieReadWarning]
  ) throws(LottieReadError) {
    let object = try field.object("a layer object with 'ty'")
    let type = try object.required("ty", "a layer needs its type 'ty'").number()
    self.init(
      path: field.path, type: Int(exactly: type) ?? -1,
      name: try object.string("nm") ?? "layer \(position)",
      inPoint: try object.number("ip") ?? document.inPoint,
      outPoint: try object.number("op") ?? document.outPoint)
    let integer = { (key: String) throws(LottieReadError) -> Int? in
      guard let member = object.member(key) else { return nil }
      let value = try member.number()
      guard let whole = Int(exactly: value) else {
        throw member.error(
          .invalidNumber(value: NumberText.rounded(value), rule: "'\(key)' is a whole number"))
      }
      return whole
    }
    index = try integer("ind")
    parent = try integer("parent")
    startTime = try object.number("st") ?? 0
    if let stretch = object.member("sr") {
      let value = try stretch.number()
      guard value > 0 else {
        throw stretch.error(
          .invalidNumber(
            value: NumberText.rounded(value), rule: "the time stretch 'sr' must be positive"))
      }
      timeStretch = value
    }
    referenceID = try object.string("refId")
    if self.type == 0, let field = object.member("tm") {
      // Read leniently: a remap that is not a property is noted, never a refusal.
      var found: [LottieReadWarning] = []
      if let remap = try? LottieProperty(field: field, warnings: &found), remap.dimensions == 1 {
        timeRemap = remap
        warnings += found
      } else {
        hasUnreadTimeRemap = true
      }
    }
    effectControls = LottieEffectControl.controls(of: object.member("ef"))
    if let field = object.member("ks") {
      transform = try LottieTransform(field: field, warnings: &warnings)
    }
    if let items = object.member("shapes") {
      for item in try items.elements("an array of shape items") {
        shapes.append(try LottieShape(field: item, warnings: &warnings))
      }
    }
  }
}
