/// A shape item of a shape layer (`shapes`, or a group's `it`), with its simple animated
/// properties.
///
/// Kept for fitting: a rectangle's `s` size, `p` position and `r` roundness; an ellipse's
/// `s` and `p`; a fill's `o` opacity and `c` colour; a stroke's `o`, `c` and `w` width; trim
/// paths' `s` start, `e` end and `o` offset; a group's items and its `tr` transform. Other
/// items keep their type and name only.
public struct LottieShape: Sendable, Hashable {
  /// The JSON path of the item.
  public var path: String
  /// `ty`: the item's type (`rc`, `el`, `fl`, `st`, `tm`, `gr`, `sh`, …).
  public var type: String
  /// `nm`: the item's name, when given.
  public var name: String?
  /// The simple properties this reader keeps, by name (`size`, `position`, `roundness`,
  /// `opacity`, `color`, `width`, `start`, `end`, `offset`).
  public var properties: [LottieNamedProperty]
  /// A group's items.
  public var items: [LottieShape]
  /// A group's transform.
  public var transform: LottieTransform?

  /// Creates a shape item.
  ///
  /// - Parameters:
  ///   - path: Its JSON path.
  ///   - type: `ty`.
  ///   - name: `nm`.
  ///   - properties: The simple properties kept.
  ///   - items: A group's items.
  ///   - transform: A group's transform.
  public init(
    path: String, type: String, name: String? = nil, properties: [LottieNamedProperty] = [],
    items: [LottieShape] = [], transform: LottieTransform? = nil
  ) {
    self.path = path
    self.type = type
    self.name = name
    self.properties = properties
    self.items = items
    self.transform = transform
  }

  /// The members read per type, with the names they are reported by.
  static let keptMembers: [String: [(key: String, name: String)]] = [
    "rc": [("s", "size"), ("p", "position"), ("r", "roundness")],
    "el": [("s", "size"), ("p", "position")],
    "fl": [("o", "opacity"), ("c", "color")],
    "st": [("o", "opacity"), ("c", "color"), ("w", "width")],
    "tm": [("s", "start"), ("e", "end"), ("o", "offset")],
  ]
}

/// A property with the name a report gives it (`scale`, `Box.size`).
public struct LottieNamedProperty: Sendable, Hashable {
  /// The name.
  public var name: String
  /// The property.
  public var property: LottieProperty

  /// Creates a named property.
  public init(name: String, property: LottieProperty) {
    self.name = name
    self.property = property
  }
}

extension LottieShape {
  /// Reads a shape item and, for a group, its items, adding what was read as players play
  /// it to `warnings`.
  init(field: LottieJSONField, warnings: inout [LottieReadWarning]) throws(LottieReadError) {
    let object = try field.object("a shape item object with 'ty'")
    let type = try object.required("ty", "a shape item needs its type 'ty'").string()
    self.init(path: field.path, type: type, name: try object.string("nm"))
    for (key, name) in Self.keptMembers[type] ?? [] {
      if let member = object.member(key) {
        properties.append(
          LottieNamedProperty(
            name: name, property: try LottieProperty(field: member, warnings: &warnings)))
      }
    }
    guard type == "gr" else { return }
    // JSONReader bounds the nesting, so the recursion is bounded too.
    if let items = object.member("it") {
      for item in try items.elements("an array of shape items") {
        let shape = try LottieShape(field: item, warnings: &warnings)
        if shape.type == "tr" {
          transform = try LottieTransform(field: item, warnings: &warnings)
        } else {
          self.items.append(shape)
        }
      }
    }
  }
}
