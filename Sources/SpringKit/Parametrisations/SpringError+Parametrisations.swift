// The rules of the ecosystems' dialects.

extension SpringError.Rule {
  /// Greater than −1 and at most 1 (a SwiftUI bounce).
  public static let bounce = Self("bounce", requirement: "greater than -1 and at most 1")
  /// Strictly between 0 and 1 (a fraction of the distance).
  public static let fraction = Self("fraction", requirement: "greater than 0 and less than 1")
  /// An Origami tension whose stiffness (o − 30)·3.62 + 194 is positive.
  public static let origamiTension = Self(
    "origamiTension", requirement: "greater than -23.59 (so that the stiffness is positive)")
  /// An Origami friction whose damping (o − 8)·3 + 25 is not negative.
  public static let origamiFriction = Self(
    "origamiFriction",
    requirement: "at least -0.33 (so that the damping is not negative), or 0")
  /// Within POP's range.
  public static let popRange = Self("popRange", requirement: "between 0 and 20")
  /// A damping ratio a duration-based dialect accepts.
  public static let positiveAtMostOne = Self(
    "positiveAtMostOne", requirement: "greater than 0 and at most 1")
  /// A nonzero distance to normalise by.
  public static let nonzero = Self("nonzero", requirement: "finite and not 0")
}
