// Motions no spring makes, told apart before any fit (issue 36, item 4).

extension LottieMotion {
  /// The fewest distinct values a motion fitted at its keyframes needs for a spring: 3.
  ///
  /// A start, a value on the way and an end. With two, any spring that passes through them
  /// fits, so the fit says nothing.
  public static let minimumDistinctValues = 3

  /// Why no spring makes this motion, or `nil` when a spring may: the verdict
  /// `FitVerdict.noSpringReproducesThis(reason:)` without fitting.
  ///
  /// - A motion that reverses direction at two successive turning points one frame or less
  ///   apart alternates frame by frame (a flicker): a spring turns at most once per half
  ///   period, and one whose half period is a frame shows only its samples, so the fit
  ///   would be an undamped spring of a two-frame period with an error of 0 that means
  ///   nothing.
  /// - A baked motion (fitted at its keyframes) with fewer than
  ///   ``minimumDistinctValues`` distinct values: a step or a value that comes back.
  ///
  /// - Complexity: O(samples × dimensions).
  public var nonSpringReason: String? {
    let count = times.count
    guard count >= 2 else { return "a single value; a spring needs a motion" }
    if isBaked {
      var distinct: [[Double]] = []
      for index in 0..<count {
        let value = components.map { $0[index] }
        if !distinct.contains(value) { distinct.append(value) }
        if distinct.count >= Self.minimumDistinctValues { break }
      }
      if distinct.count < Self.minimumDistinctValues {
        return "only \(distinct.count) distinct values over \(count) keyframes; a spring "
          + "needs at least \(Self.minimumDistinctValues) (a start, a value on the way and "
          + "an end)"
      }
    }
    // Turning points of any dimension, as times; two successive ones a frame or less apart.
    for values in components {
      if let turns = Self.flicker(times: times, values: values, frameRate: frameRate) {
        return "it reverses direction at frames \(NumberText.rounded(turns.0 * frameRate)) "
          + "and \(NumberText.rounded(turns.1 * frameRate)), a frame apart: it alternates "
          + "frame by frame (a flicker), which no spring does"
      }
    }
    return nil
  }

  /// The share of a dimension's range the value must come back by for a turn to count, so
  /// that rounding near rest does not make turns: 5 %.
  static let turnThreshold = 0.05

  /// The first two successive turning points (in seconds) a frame or less apart, or `nil`.
  ///
  /// A turn counts once the value has come back from its extreme by ``turnThreshold`` of
  /// the range (a zigzag filter), so only swings a person sees are turns.
  static func flicker(times: [Double], values: [Double], frameRate: Double)
    -> (Double, Double)?
  {
    guard let low = values.min(), let high = values.max(), high > low, let first = values.first
    else { return nil }
    let threshold = turnThreshold * (high - low)
    let frame = 1 / frameRate
    var direction = 0.0
    var extreme = first
    var extremeTime = times[0]
    var lastTurn: Double?
    for (time, value) in zip(times, values) {
      if direction == 0 {
        if abs(value - first) > threshold {
          direction = value > first ? 1 : -1
          (extreme, extremeTime) = (value, time)
        }
        continue
      }
      if (value - extreme) * direction > 0 {
        (extreme, extremeTime) = (value, time)
      } else if (extreme - value) * direction > threshold {
        if let lastTurn, extremeTime - lastTurn <= frame * (1 + 1e-9) {
          return (lastTurn, extremeTime)
        }
        lastTurn = extremeTime
        direction = -direction
        (extreme, extremeTime) = (value, time)
      }
    }
    return nil
  }
}
