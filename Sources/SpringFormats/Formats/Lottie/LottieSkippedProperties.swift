/// The keyframed properties of a Lottie file that springfit does not read, counted by kind.
///
/// A quarter of the keyframed properties of designers' files are path morphs, gradients,
/// text, time remapping, masks, effects, 3-D rotation and the like; nothing is fitted for
/// them, so the report says how many there are instead of staying silent
/// (``LottieDocument/skippedProperties``).
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for (kind, count) in document.skippedProperties.counts { print(kind.title, count) }
/// ```
public struct LottieSkippedProperties: Sendable, Hashable {
  /// What a skipped property animates.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A shape's path (`sh` `ks`, a morph).
    case pathMorph = "pathMorphs"
    /// A gradient fill or stroke's colours, ends or highlight (`gf`, `gs`).
    case gradient = "gradients"
    /// Text: the text document or its animators (a layer's `t`).
    case text
    /// A layer's time remapping (`tm`).
    case timeRemap
    /// A mask's path, opacity or expansion (`masksProperties`).
    case mask = "masks"
    /// An effect's value (`ef`).
    case effect = "effects"
    /// A 3-D layer's X or Y rotation or orientation (`rx`, `ry`, `or`).
    case rotation3D
    /// Anything else keyframed: polystar, repeater, rounded corners, stroke dashes, ….
    case other

    /// The kind in words, plural: "path morphs".
    public var title: String {
      switch self {
      case .pathMorph: "path morphs"
      case .gradient: "gradients"
      case .text: "text"
      case .timeRemap: "time remapping"
      case .mask: "masks"
      case .effect: "effects"
      case .rotation3D: "3-D rotation"
      case .other: "other properties"
      }
    }

    /// Declaration order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      let all = allCases
      return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
  }

  /// The number of keyframed property objects of each kind in the file (each counted once,
  /// however many layers play its precomposition); kinds with none are absent.
  public var byKind: [Kind: Int] = [:]

  /// Creates an empty count.
  public init() {}

  /// The kinds with their counts, in ``Kind`` order.
  public var counts: [(kind: Kind, count: Int)] {
    byKind.keys.sorted().map { ($0, byKind[$0] ?? 0) }
  }

  /// The number of keyframed properties skipped.
  public var total: Int { byKind.values.reduce(0, +) }

  /// Whether nothing keyframed was skipped.
  public var isEmpty: Bool { byKind.isEmpty }

  /// "path morphs 3, masks 1" (empty when nothing was skipped).
  public var summary: String {
    counts.map { "\($0.kind.title) \($0.count)" }.joined(separator: ", ")
  }
}

extension LottieSkippedProperties {
  /// Counts the keyframed properties of a document's JSON whose paths are not in `read`.
  ///
  /// A keyframed property is an object whose `k` is an array of objects with `t`.
  ///
  /// - Complexity: O(n) in the size of the document (``JSONReader`` bounds the nesting).
  init(node: JSONNode, read: Set<String>) {
    visit(node, path: "", key: "", parentType: nil, kind: nil, read: read)
  }

  private mutating func visit(
    _ node: JSONNode, path: String, key: String, parentType: String?, kind: Kind?,
    read: Set<String>
  ) {
    switch node.value {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        visit(
          element, path: "\(path)[\(index)]", key: key, parentType: parentType, kind: kind,
          read: read)
      }
    case .object(let members):
      if Self.isKeyframed(node) {
        if !read.contains(path) {
          byKind[kind ?? Self.kind(key: key, parentType: parentType), default: 0] += 1
        }
        return
      }
      var type: String?
      if let ty = node["ty"], case .string(let text) = ty.value { type = text }
      for (member, child) in members {
        let childPath = path.isEmpty ? member : "\(path).\(member)"
        visit(
          child, path: childPath, key: member, parentType: type ?? parentType,
          kind: kind ?? Self.container(member, objectType: type, node: node), read: read)
      }
    default:
      return
    }
  }

  /// Whether an object is a property with keyframes.
  private static func isKeyframed(_ node: JSONNode) -> Bool {
    guard let k = node["k"], case .array(let elements) = k.value, let first = elements.first,
      case .object = first.value
    else { return false }
    return first["t"] != nil
  }

  /// The kind every property under a member has: masks, effects, a layer's text or time
  /// remapping (a layer is an object with a numeric `ty`).
  private static func container(_ member: String, objectType: String?, node: JSONNode) -> Kind? {
    switch member {
    case "masksProperties": return .mask
    case "ef": return .effect
    default: break
    }
    guard let ty = node["ty"], case .number = ty.value else { return nil }
    switch member {
    case "t": return .text
    case "tm": return .timeRemap
    default: return nil
    }
  }

  /// The kind of a keyframed property by its member name and the shape item holding it.
  private static func kind(key: String, parentType: String?) -> Kind {
    switch (parentType, key) {
    case ("sh", "ks"): .pathMorph
    case ("gf", _), ("gs", _): .gradient
    // A layer's transform (no shape item around it): polystars have an `or` radius.
    case (nil, "rx"), (nil, "ry"), (nil, "or"): .rotation3D
    default: .other
    }
  }
}
