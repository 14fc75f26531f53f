import SpringKit

extension SpringFit {
  /// The fitted initial velocity as UIKit's `initialSpringVelocity` (fractions of the
  /// distance per second), or `nil` when ``from`` equals ``to``.
  public var uiKitVelocity: Double? {
    try? SpringVelocity.normalized(initialVelocity, distance: to - from)
  }
}
