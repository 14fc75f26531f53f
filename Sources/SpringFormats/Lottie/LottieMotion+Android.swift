// The Android view property a Lottie motion animates, for the code a fit report prints.

extension LottieMotion {
  /// The Android view properties (`DynamicAnimation`) the motion's components animate, one
  /// per component, with the factor from Lottie's unit to Android's; `nil` when no view
  /// property matches (an anchor, a skew, a shape's or a colour's property).
  ///
  /// Position is in Lottie's composition pixels, as `TRANSLATION_X`, `_Y` and `_Z` (an
  /// offset from the view's layout position); scale and opacity are percentages in Lottie
  /// and factors in Android (`SCALE_X`, `SCALE_Y`, `ALPHA`: × 0.01); rotation is degrees in
  /// both. A scale's third (z) component has no view property: it is `nil` there.
  var androidProperties: [(name: String, factor: Double)?]? {
    let translation: [(name: String, factor: Double)?] = [
      ("TRANSLATION_X", 1), ("TRANSLATION_Y", 1), ("TRANSLATION_Z", 1),
    ]
    let properties: [(name: String, factor: Double)?]
    switch propertyName {
    case "position": properties = translation
    case "position.x": properties = [translation[0]]
    case "position.y": properties = [translation[1]]
    case "position.z": properties = [translation[2]]
    case "scale": properties = [("SCALE_X", 0.01), ("SCALE_Y", 0.01), nil]
    case "rotation": properties = [("ROTATION", 1)]
    case "opacity": properties = [("ALPHA", 0.01)]
    default: return nil
    }
    return Array(properties.prefix(components.count))
  }
}
