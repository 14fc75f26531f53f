extension Spring: CustomStringConvertible {
  /// The spring as the initialiser call that recreates it, with every number printed as the
  /// shortest text that reads back to the same `Double`.
  ///
  /// ```swift
  /// print(try Spring(mass: 1, stiffness: 100, damping: 10))
  /// // Spring(mass: 1.0, stiffness: 100.0, damping: 10.0)
  /// ```
  ///
  /// The derived quantities (``dampingRatio``, ``response``) are properties; the text shows
  /// only the three parameters that define the spring, so that pasting it back gives an
  /// equal spring.
  public var description: String {
    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
