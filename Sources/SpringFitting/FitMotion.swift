import SpringKit

/// The fitted motion played on past the data: how long it keeps moving and how far it gets
/// from its final value, for the verdict and its notes.
struct FitMotion {
  let spring: Spring
  let parameters: FitParameters
  /// The data's range: bands and distances are shares of it.
  let range: Double

  /// |x(t) − to| at time `t` (infinity where the value is not finite: ends too far apart).
  func distance(at time: Double) -> Double {
    let value = spring.value(
      fromValue: parameters.from, toValue: parameters.to,
      initialVelocity: parameters.velocity, time: time)
    return value.isFinite ? abs(value - parameters.to) : .infinity
  }

  /// The exact time after which the motion stays within `band` × range of `to`.
  func settlingTime(band: Double) -> Double {
    (try? spring.settlingDuration(
      fromValue: parameters.from, toValue: parameters.to, initialVelocity: parameters.velocity,
      epsilon: band * range)) ?? .infinity
  }

  /// After `start`: the largest overshoot past `to` (on the far side from `from`) and when
  /// it happens (`nil` when the motion never passes `to`, or `from == to`), and the largest
  /// distance from `to` either way and when.
  ///
  /// A scan of 4097 times from `start` until the motion stays within 0.1 % of the range (or
  /// 20 periods when it never does): the distances to about 3 significant digits.
  func extremes(after start: Double) -> (
    overshoot: (distance: Double, time: Double)?, farthest: (distance: Double, time: Double)
  ) {
    let settled = settlingTime(band: 0.001)
    let end = settled.isFinite && settled > start ? settled : start + 20 * spring.response
    let count = 4096
    let direction = parameters.to - parameters.from
    var overshoot: (distance: Double, time: Double)?
    var farthest = (distance: 0.0, time: start)
    for index in 0...count {
      let time = start + (end - start) * Double(index) / Double(count)
      let value = spring.value(
        fromValue: parameters.from, toValue: parameters.to,
        initialVelocity: parameters.velocity, time: time)
      guard value.isFinite else { continue }
      let offset = value - parameters.to
      if abs(offset) > farthest.distance { farthest = (abs(offset), time) }
      if direction != 0, offset * direction > 0, abs(offset) > (overshoot?.distance ?? 0) {
        overshoot = (abs(offset), time)
      }
    }
    return (overshoot, farthest)
  }
}
