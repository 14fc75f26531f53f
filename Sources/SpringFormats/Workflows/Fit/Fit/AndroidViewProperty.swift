public import SpringFitting
public import SpringKit

/// An Android view property (`DynamicAnimation.SCALE_X`, `ROTATION`, …) a motion animates,
/// and the factor from the motion's values to Android's unit.
///
/// The fit reports print Android code that animates it: one `SpringAnimation` per property,
/// with the fitted start value, final position and velocity
/// (`AndroidParameters.animationCode(property:from:to:initialVelocity:)`).
///
/// ```swift
/// AndroidViewProperty.properties(keyPath: "transform.scale", components: 1)
/// // [[SCALE_X ×1, SCALE_Y ×1]]: one value scales both axes
/// ```
public struct AndroidViewProperty: Sendable, Hashable {
  /// The `DynamicAnimation` property's name: `SCALE_X`.
  public var name: String
  /// The factor from the motion's values to Android's unit (0.01 for a percentage, 180/π
  /// for radians).
  public var factor: Double

  /// Creates a property.
  ///
  /// - Parameters:
  ///   - name: The `DynamicAnimation` property's name.
  ///   - factor: The factor from the motion's values to Android's unit.
  public init(_ name: String, factor: Double = 1) {
    self.name = name
    self.factor = factor
  }

  /// The properties each component of a Core Animation key path (or CSS property) drives,
  /// or `nil` when none matches (`strokeEnd`, a colour, no key path).
  ///
  /// `transform.scale` drives `SCALE_X` and `SCALE_Y` (both with one value);
  /// `transform.scale.x`/`.y` one of them; a key path with `rotat` drives `ROTATION` (Core
  /// Animation's radians as degrees); `opacity` drives `ALPHA`; `position.x`, `.y`,
  /// `transform.translation.x`, `.y` drive `TRANSLATION_X`, `_Y` (points as pixels), and a
  /// `position` or `transform.translation` vector both.
  ///
  /// - Parameters:
  ///   - keyPath: The key path, any case.
  ///   - components: The motion's number of components.
  /// - Returns: One list of properties per component.
  public static func properties(keyPath: String, components: Int) -> [[AndroidViewProperty]]? {
    let path = keyPath.lowercased()
    let last = path.split(separator: ".").last.map(String.init) ?? ""
    let axis = ["x", "y", "z"].contains(last) ? last.uppercased() : nil
    let each: [[AndroidViewProperty]]
    if path.contains("rotat") {
      each = [[AndroidViewProperty("ROTATION", factor: 180 / Double.pi)]]
    } else if path.contains("scale") {
      each =
        axis.map { [[AndroidViewProperty("SCALE_\($0)")]] }
        ?? (components == 1
          ? [[AndroidViewProperty("SCALE_X"), AndroidViewProperty("SCALE_Y")]]
          : [[AndroidViewProperty("SCALE_X")], [AndroidViewProperty("SCALE_Y")]])
    } else if path == "opacity" {
      each = [[AndroidViewProperty("ALPHA")]]
    } else if path.hasPrefix("position") || path.hasPrefix("transform.translation") {
      each =
        axis.map { [[AndroidViewProperty("TRANSLATION_\($0)")]] }
        ?? ["X", "Y", "Z"].map { [AndroidViewProperty("TRANSLATION_\($0)")] }
    } else {
      return nil
    }
    guard each.count >= components else { return nil }
    return Array(each.prefix(components))
  }

  /// Android code for a fitted motion: one `SpringAnimation` per property of each moving
  /// component, with its start value, final position and initial velocity in Android's
  /// unit, joined by `; `; `nil` when no component moves or has a property.
  ///
  /// - Parameters:
  ///   - spring: The fitted spring.
  ///   - fits: Each component's fit (its `from`, `to` and initial velocity).
  ///   - properties: The properties each component drives (``properties(keyPath:components:)``).
  /// - Returns: The Kotlin statements, on one line; `view` is a placeholder.
  public static func code(
    spring: Spring, fits: [SpringFit], properties: [[AndroidViewProperty]]
  ) -> String? {
    var lines: [String] = []
    for (fit, driven) in zip(fits, properties) where fit.from != fit.to || fit.initialVelocity != 0
    {
      for property in driven {
        lines.append(
          spring.android.animationCode(
            property: property.name, from: fit.from * property.factor,
            to: fit.to * property.factor, initialVelocity: fit.initialVelocity * property.factor))
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "; ")
  }
}

extension AndroidViewProperty {
  /// `equivalents` with Android's code replaced by ``code(spring:fits:properties:)`` (which
  /// carries the velocity), when it gives any.
  static func replacingAndroidCode(
    in equivalents: [SpringEquivalent], spring: Spring, fits: [SpringFit],
    properties: [[AndroidViewProperty]]
  ) -> [SpringEquivalent] {
    guard let index = equivalents.firstIndex(where: { $0.key == "android" }),
      let code = code(spring: spring, fits: fits, properties: properties)
    else { return equivalents }
    var equivalents = equivalents
    equivalents[index].code = code
    equivalents[index].carriesVelocity = true
    return equivalents
  }
}
