public import SpringKit

/// A spring's motion to draw in a chart: the spring, where the value starts and ends, the
/// velocity it starts with, and a name for the legend.
///
/// ```swift
/// let curves = [
///   SpringCurve(name: "smooth", spring: .smooth),
///   SpringCurve(name: "bouncy", spring: .bouncy),
/// ]
/// let chart = try Chart.springMotion(curves, title: "SwiftUI's springs")
/// ```
public struct SpringCurve: Sendable, Hashable {
  /// The legend's name.
  public var name: String
  /// The spring.
  public var spring: Spring
  /// The value at time 0; 0 by default.
  public var from: Double
  /// The value the spring pulls toward; 1 by default.
  public var to: Double
  /// The velocity at time 0, in units per second; 0 by default.
  public var initialVelocity: Double

  /// Creates a curve.
  ///
  /// - Parameters:
  ///   - name: The legend's name.
  ///   - spring: The spring.
  ///   - from: The value at time 0; 0 by default.
  ///   - to: The target; 1 by default.
  ///   - initialVelocity: Units per second at time 0; 0 by default.
  public init(
    name: String, spring: Spring, from: Double = 0, to: Double = 1, initialVelocity: Double = 0
  ) {
    self.name = name
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
  }

  /// The time after which the motion stays within 0.1 % of the distance of its target
  /// (`Spring.travelEpsilon(fromValue:toValue:)`), or for an undamped spring four periods.
  ///
  /// - Throws: `SpringError` for non-finite values.
  public var settlingDuration: Double {
    get throws(SpringError) {
      let settling = try spring.settlingDuration(
        fromValue: from, toValue: to, initialVelocity: initialVelocity,
        epsilon: Spring.travelEpsilon(fromValue: from, toValue: to))
      return settling.isFinite ? settling : 4 * spring.response
    }
  }

  /// The value at each time of a grid: the closed form at every time (a
  /// `SpringStateSequence` re-anchored at each).
  ///
  /// - Throws: `SpringError` for non-finite values or negative times.
  /// - Complexity: O(grid.count).
  public func values(on grid: TimeGrid) throws(SpringError) -> [Double] {
    try SpringStateSequence(
      spring: spring, fromValue: from, toValue: to, initialVelocity: initialVelocity, grid: grid,
      reanchorPeriod: 1
    ).map(\.position)
  }

  /// The value at each time.
  ///
  /// - Throws: `SpringError` for non-finite values or negative times.
  /// - Complexity: O(times).
  public func values(at times: [Double]) throws(SpringError) -> [Double] {
    try SpringError.requireFinite(from, "fromValue")
    try SpringError.requireFinite(to, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requireFinite(from - to, "fromValue - toValue")
    var result: [Double] = []
    result.reserveCapacity(times.count)
    for time in times {
      try SpringError.requireNonNegative(time, "time")
      result.append(
        spring.value(
          fromValue: from, toValue: to, initialVelocity: initialVelocity, time: time))
    }
    return result
  }
}
