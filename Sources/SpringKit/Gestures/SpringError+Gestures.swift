// The rules of the gesture subsystem: pointer samples for release velocity.

extension SpringError.Rule {
  /// At or after the time of the sample before it: samples arrive in chronological order.
  public static let chronological = Self(
    "chronological", requirement: "at or after the previous sample's time",
    limitPhrase: "the previous sample is at")
}

extension SpringError.Rule {
  /// Within 1e150 units of the previous sample and, at a later time, reached from it at no
  /// more than 1e150 units per second: every velocity an estimate computes stays finite.
  public static let trackableSpeed = Self(
    "trackableSpeed",
    requirement: "within 1e150 of the previous sample and reached at most 1e150 units/s from it")
}
