public import SpringKit

extension SpringSpec {
  /// The spec that gives `spring` back exactly, for `--spring`:
  /// `swiftui:stiffness=K,damping=C`, with `,mass=M` when the mass is not 1, each number in
  /// its shortest round-trip digits (``NumberText/roundTrip(_:)``).
  ///
  /// `springfit fit` prints it under the fitted spring, so `keyframes`, `sample`, `preview`
  /// and `lottie bake` take the spring it found without retyping it.
  ///
  /// ```swift
  /// let text = SpringSpec.exact(try Spring(mass: 1, stiffness: 228.5, damping: 21.25))
  /// // "swiftui:stiffness=228.5,damping=21.25"
  /// ```
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The spec; ``parse(_:)`` reads it back to the same stiffness, damping and
  ///   mass.
  public static func exact(_ spring: Spring) -> String {
    "swiftui:stiffness=\(NumberText.roundTrip(spring.stiffness)),"
      + "damping=\(NumberText.roundTrip(spring.damping))"
      + (spring.mass == 1 ? "" : ",mass=\(NumberText.roundTrip(spring.mass))")
  }
}
