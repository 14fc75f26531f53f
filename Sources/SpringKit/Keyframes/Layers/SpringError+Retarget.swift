// The errors of a retargeted motion, and their rules.

extension SpringError.Rule {
  /// Later than the retarget before it (retarget times strictly increase).
  public static let increasingRetargetTime = Self(
    "increasingRetargetTime", requirement: "later than the retarget before it")
  /// A retarget instant from 0 to ``RetargetedMotion/latestRetargetTime`` seconds.
  public static let retargetTimeRange = Self(
    "retargetTimeRange",
    requirement: "finite, at least 0 and at most \(RetargetedMotion.latestRetargetTime) s")
  /// At most ``RetargetedMotion/maximumLayerCount`` − 1 retargets (one layer each, plus the
  /// first motion's).
  public static let layerBudget = Self(
    "layerBudget",
    requirement: "at most \(RetargetedMotion.maximumLayerCount - 1) retargets "
      + "(\(RetargetedMotion.maximumLayerCount) layers with the first motion)")
}
