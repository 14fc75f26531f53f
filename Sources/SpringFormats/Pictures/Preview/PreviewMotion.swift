/// How the preview page moves its shapes: the value drives a scale, a translation or a
/// rotation, as the animated property suggests.
///
/// The rule (``init(keyPath:)``), on the key path or CSS property in lower case:
/// - `rotat` anywhere (`transform.rotation`, `transform.rotation.z`, `rotate`) → rotation, the
///   value in radians as Core Animation's `transform.rotation` takes it;
/// - `scale` anywhere (`transform.scale`, `transform.scale.x`, `scale`) → scale, the value as
///   the scale factor;
/// - anything else (`position.y`, `position.x`, `translate`, `top`, `bounds.origin.y`,
///   `opacity`, no key path) → translation, along x when the last component is `x`,
///   `left` or `translatex`, along y otherwise. The page maps the value range of both shapes
///   onto a fixed distance and says how many pixels a value unit is.
///
/// ```swift
/// PreviewMotion(keyPath: "transform.scale")  // .scale
/// PreviewMotion(keyPath: "position.x")       // .translation(.x)
/// ```
public enum PreviewMotion: Sendable, Hashable {
  /// An axis of a translation.
  public enum Axis: String, Sendable, Hashable {
    /// Horizontal, positive to the right.
    case x
    /// Vertical, positive downwards (UIKit's and CSS's y).
    case y
  }

  /// The value is the scale factor (`transform: scale(v)`).
  case scale
  /// The value is a position along an axis (`transform: translateX/Y(…)`).
  case translation(Axis)
  /// The value is an angle in radians (`transform: rotate(v rad)`).
  case rotation

  /// The motion the key path or CSS property suggests (see ``PreviewMotion``).
  ///
  /// - Parameter keyPath: A Core Animation key path or a CSS property; empty for none.
  public init(keyPath: String) {
    let path = keyPath.lowercased()
    if path.contains("rotat") {
      self = .rotation
    } else if path.contains("scale") {
      self = .scale
    } else {
      let last = path.split(separator: ".").last.map(String.init) ?? ""
      self = ["x", "left", "translatex"].contains(last) ? .translation(.x) : .translation(.y)
    }
  }

  /// The motion's name for people: `scale`, `translation along y`, `rotation`.
  public var name: String {
    switch self {
    case .scale: "scale"
    case .translation(let axis): "translation along \(axis.rawValue)"
    case .rotation: "rotation"
    }
  }
}
