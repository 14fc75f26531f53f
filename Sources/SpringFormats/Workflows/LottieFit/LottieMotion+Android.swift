// The Android view property a Lottie motion animates, for the code a fit report prints.

extension LottieMotion {
  /// The Android view properties (`DynamicAnimation`) each of the motion's components
  /// animates, with the factor from Lottie's unit to Android's; `nil` when no view property
  /// matches (an anchor, a skew, a shape's or a colour's property).
  ///
  /// Position is in Lottie's composition pixels, as `TRANSLATION_X`, `_Y` and `_Z` (an
  /// offset from the view's layout position); scale and opacity are percentages in Lottie
  /// and factors in Android (`SCALE_X`, `SCALE_Y`, `ALPHA`: × 0.01); rotation is degrees in
  /// both. A scale's third (z) component has no view property.
  var androidProperties: [[AndroidViewProperty]]? {
    let translation = ["X", "Y", "Z"].map { [AndroidViewProperty("TRANSLATION_\($0)")] }
    let properties: [[AndroidViewProperty]]
    switch propertyName {
    case "position": properties = translation
    case "position.x": properties = [translation[0]]
    case "position.y": properties = [translation[1]]
    case "position.z": properties = [translation[2]]
    case "scale":
      properties = [
        [AndroidViewProperty("SCALE_X", factor: 0.01)],
        [AndroidViewProperty("SCALE_Y", factor: 0.01)], [],
      ]
    case "rotation": properties = [[AndroidViewProperty("ROTATION")]]
    case "opacity": properties = [[AndroidViewProperty("ALPHA", factor: 0.01)]]
    default: return nil
    }
    return Array(properties.prefix(components.count))
  }
}
