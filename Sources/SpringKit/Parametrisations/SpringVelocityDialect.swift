/// A dialect whose API takes an initial velocity, so that pasted code can start moving.
///
/// ``Spring/equivalents(from:to:initialVelocity:)`` writes the velocity into the code of
/// every dialect that conforms, in the API's own unit (``velocityUnit``).
public protocol SpringVelocityDialect: SpringDialect {
  /// The API's name for the velocity (`initialSpringVelocity` is written `velocity`, as
  /// in `uikit:velocity=`; Android's `setStartVelocity` is `startVelocity`).
  static var velocityName: String { get }
  /// The unit the API takes the velocity in.
  static var velocityUnit: SpringVelocityUnit { get }

  /// Source code that creates this spring and starts it with `initialVelocity`, ready to
  /// paste.
  ///
  /// - Parameter initialVelocity: The velocity in ``velocityUnit``.
  /// - Returns: The code, on one line.
  func code(initialVelocity: Double) -> String
}
