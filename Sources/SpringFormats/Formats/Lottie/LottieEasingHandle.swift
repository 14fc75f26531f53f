/// One easing handle of a Lottie keyframe, `o` (leaving the keyframe) or `i` (entering the
/// next one): a control point of the segment's cubic Bézier easing, whose ends are (0, 0)
/// and (1, 1).
///
/// `x` is the fraction of the segment's time, `y` the fraction of its change (not clamped:
/// a `y` above 1 overshoots). Each is a number shared by every dimension, or an array with
/// one entry per dimension (``isPerDimension``).
///
/// ```swift
/// let linearOut = LottieEasingHandle(x: [0], y: [0])
/// linearOut.coordinates(dimension: 1)  // (0.0, 0.0)
/// ```
public struct LottieEasingHandle: Sendable, Hashable {
  /// The time coordinates: one number, or one per dimension.
  public var x: [Double]
  /// The progress coordinates: one number, or one per dimension.
  public var y: [Double]
  /// Whether the file writes arrays (`{"x": [0.3, 0.5]}`): then each dimension has its own
  /// easing in lottie-web.
  public var isPerDimension: Bool

  /// Creates a handle.
  ///
  /// - Parameters:
  ///   - x: The time coordinates.
  ///   - y: The progress coordinates.
  ///   - isPerDimension: Whether they were written as arrays.
  public init(x: [Double], y: [Double], isPerDimension: Bool = false) {
    self.x = x
    self.y = y
    self.isPerDimension = isPerDimension
  }

  /// The control point lottie-web uses for a dimension.
  ///
  /// For arrays lottie-web reads `x[d] || x[0]`: the entry of the dimension, or the first
  /// entry when the array is shorter *or the entry is 0* (JavaScript's `||`). A number serves
  /// every dimension.
  ///
  /// - Parameter dimension: The value's dimension, from 0.
  /// - Returns: The control point's time and progress.
  public func coordinates(dimension: Int) -> (x: Double, y: Double) {
    (Self.entry(x, dimension), Self.entry(y, dimension))
  }

  /// `values[d] || values[0]`, as JavaScript evaluates it.
  static func entry(_ values: [Double], _ dimension: Int) -> Double {
    guard let first = values.first else { return 0 }
    guard dimension < values.count, values[dimension] != 0, !values[dimension].isNaN else {
      return first
    }
    return values[dimension]
  }
}
