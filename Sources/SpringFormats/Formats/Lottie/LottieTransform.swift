/// A layer's or group's transform (`ks`, or a shape group's `tr`): the properties that move
/// it.
///
/// Absent members are `nil`; the player's defaults apply (anchor 0, scale 100 %,
/// rotation 0°, opacity 100 %).
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// let scale = document.layers[0].transform?.scale
/// scale?.value(atFrame: 12.5)  // [x %, y %] (a third entry for 3-D layers)
/// ```
public struct LottieTransform: Sendable, Hashable {
  /// A position, one property or split into one per axis (`{"s": true, "x": …, "y": …}`).
  public enum Position: Sendable, Hashable {
    /// One property with every dimension (and optional spatial tangents).
    case combined(LottieProperty)
    /// `x`, `y` (and, for 3-D layers, `z`) animated independently.
    case split(x: LottieProperty, y: LottieProperty, z: LottieProperty?)
  }

  /// The JSON path of the transform object.
  public var path: String
  /// `a`: the anchor point.
  public var anchor: LottieProperty?
  /// `p`: the position.
  public var position: Position?
  /// `s`: the scale, in percent per dimension.
  public var scale: LottieProperty?
  /// `r` (or `rz` for 3-D layers): the rotation, in degrees clockwise.
  public var rotation: LottieProperty?
  /// `o`: the opacity, in percent.
  public var opacity: LottieProperty?
  /// `sk`: the skew, in degrees.
  public var skew: LottieProperty?
  /// `sa`: the direction the skew acts along, in degrees.
  public var skewAxis: LottieProperty?

  /// Creates a transform.
  ///
  /// - Parameter path: The JSON path of the transform object.
  public init(path: String) {
    self.path = path
  }

  /// Every property present, with the names `springfit fit` reports them by: `anchor`,
  /// `position` (or `position.x`, `position.y`, `position.z`), `scale`, `rotation`,
  /// `opacity`, `skew`, `skewAxis`.
  public var namedProperties: [(name: String, property: LottieProperty)] {
    var named: [(String, LottieProperty)] = []
    if let anchor { named.append(("anchor", anchor)) }
    switch position {
    case .combined(let property): named.append(("position", property))
    case .split(let x, let y, let z):
      named.append(("position.x", x))
      named.append(("position.y", y))
      if let z { named.append(("position.z", z)) }
    case nil: break
    }
    let rest: [(String, LottieProperty?)] = [
      ("scale", scale), ("rotation", rotation), ("opacity", opacity), ("skew", skew),
      ("skewAxis", skewAxis),
    ]
    for (name, property) in rest {
      if let property { named.append((name, property)) }
    }
    return named
  }
}

extension LottieTransform {
  /// Reads a transform object, adding what was read as players play it to `warnings`.
  init(field: LottieJSONField, warnings: inout [LottieReadWarning]) throws(LottieReadError) {
    let object = try field.object("a transform object")
    self.init(path: field.path)
    var found: [LottieReadWarning] = []
    let property = { (key: String) throws(LottieReadError) -> LottieProperty? in
      guard let member = object.member(key) else { return nil }
      return try LottieProperty(field: member, warnings: &found)
    }
    anchor = try property("a")
    scale = try property("s")
    rotation = try property("r")
    if rotation == nil { rotation = try property("rz") }
    opacity = try property("o")
    skew = try property("sk")
    skewAxis = try property("sa")
    if let p = object.member("p") {
      let position = try p.object("a position property object")
      if try position.member("s")?.flag() == true {
        let axis = { (key: String) throws(LottieReadError) -> LottieProperty in
          try LottieProperty(
            field: position.required(key, "a split position needs '\(key)', a property"),
            warnings: &found)
        }
        var z: LottieProperty?
        if let member = position.member("z") {
          z = try LottieProperty(field: member, warnings: &found)
        }
        self.position = .split(x: try axis("x"), y: try axis("y"), z: z)
      } else {
        self.position = .combined(try LottieProperty(field: position, warnings: &found))
      }
    }
    warnings += found
  }
}
