// The rules of the gesture subsystem: pointer samples for release velocity.

extension SpringError.Rule {
  /// At or after the time of the sample before it: samples arrive in chronological order.
  public static let chronological = Self(
    "chronological", requirement: "at or after the previous sample's time",
    limitPhrase: "the previous sample is at")
}
