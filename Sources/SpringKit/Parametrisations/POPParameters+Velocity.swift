extension POPParameters: SpringVelocityDialect {
  /// `velocity`, `POPSpringAnimation`'s property.
  public static let velocityName = "velocity"
  /// Value units per second.
  public static let velocityUnit = SpringVelocityUnit.unitsPerSecond

  /// The two assignments and `animation.velocity = …`.
  ///
  /// - Parameter initialVelocity: Units per second.
  /// - Returns: The statements, on one line.
  public func code(initialVelocity: Double) -> String {
    code + "; animation.velocity = \(SpringCodeNumber.text(initialVelocity))"
  }
}
