public import SpringKit

/// What `springfit fling` computes and writes, as a value: a release, its decay, what the
/// fling may end on, the spring that settles there, and the output format with its settings.
///
/// `FlingRequest()` holds the defaults, which equal `springfit fling` with no options: a
/// release at 0 with 1000 units/s, UIKit's normal decay, the report as text.
///
/// ```swift
/// var request = FlingRequest(from: 320, velocity: 900)
/// request.snapPoints = try SnapPoints([0, 300, 700])
/// request.format = .json
/// let json = try request.text()  // what `springfit fling --from 320 --velocity 900
///                                 // --snap 0,300,700 --format json` prints
/// ```
public struct FlingRequest: Sendable, Equatable {
  /// The value at release.
  public var from: Double
  /// The release velocity, in value units per second.
  public var velocity: Double
  /// The decay, or `nil` for UIKit's normal rate (`uikit`).
  public var decay: DecaySpec?
  /// The range the value rests in, if any.
  public var bounds: MotionBounds?
  /// The points the value rests on, if any.
  public var snapPoints: SnapPoints?
  /// How a snap point is chosen.
  public var snapRule: FlingSnapRule
  /// The spring that settles on a bound or snap point; SwiftUI's `.smooth` by default.
  public var spring: Spring
  /// The output format.
  public var format: FlingFormat
  /// Samples per second of ``FlingFormat/csv``, frames per second of
  /// ``FlingFormat/lottie``; positive.
  public var frameRate: Double
  /// The keyframes' tolerance in value units, or `nil` for 0.001 of the travel
  /// (``tolerance(for:)``).
  public var tolerance: Double?
  /// The declaration of one CSS keyframe, with `{value}` where the value goes.
  public var property: String
  /// Whether ``FlingFormat/lottie`` writes a whole playable file rather than the animated
  /// property alone.
  public var lottieDocument: Bool

  /// Creates a request; every parameter has `springfit fling`'s default.
  ///
  /// - Parameters:
  ///   - from: The value at release.
  ///   - velocity: The release velocity, in value units per second.
  ///   - decay: The decay, or `nil` for UIKit's normal rate.
  ///   - bounds: The range the value rests in.
  ///   - snapPoints: The points the value rests on; within `bounds` when both are given.
  ///   - snapRule: How a snap point is chosen.
  ///   - spring: The spring that settles on a bound or snap point.
  ///   - format: The output format.
  ///   - frameRate: Samples per second of CSV, frames per second of Lottie.
  ///   - tolerance: The keyframes' tolerance, or `nil` for 0.001 of the travel.
  ///   - property: The declaration of one CSS keyframe, with `{value}`.
  ///   - lottieDocument: Whether Lottie is a whole playable file.
  public init(
    from: Double = 0, velocity: Double = 1_000, decay: DecaySpec? = nil,
    bounds: MotionBounds? = nil, snapPoints: SnapPoints? = nil,
    snapRule: FlingSnapRule = .nearest, spring: Spring = .smooth, format: FlingFormat = .text,
    frameRate: Double = 60, tolerance: Double? = nil,
    property: String = "transform: translateX({value}px)", lottieDocument: Bool = false
  ) {
    self.from = from
    self.velocity = velocity
    self.decay = decay
    self.bounds = bounds
    self.snapPoints = snapPoints
    self.snapRule = snapRule
    self.spring = spring
    self.format = format
    self.frameRate = frameRate
    self.tolerance = tolerance
    self.property = property
    self.lottieDocument = lottieDocument
  }

  /// The decay, UIKit's normal rate when none is given.
  ///
  /// - Throws: ``FlingRequestError/internalFailure(_:)`` if the default were refused.
  public func resolvedDecay() throws(FlingRequestError) -> DecaySpec {
    if let decay { return decay }
    do {
      return try DecaySpec.parse(UIKitDecay.dialectName)
    } catch {
      throw .internalFailure("internal error: the default decay 'uikit' was refused: \(error)")
    }
  }

  /// The fling the request describes; for a keyframe format, built again so that it rests
  /// once within a quarter of the tolerance of its target (the jump onto it then counts
  /// against the tolerance).
  ///
  /// - Returns: The fling.
  /// - Throws: What ``validate()`` throws; ``FlingRequestError/refused(_:)`` for a value
  ///   SpringKit refuses (the release or a snap point outside the bounds).
  public func fling() throws(FlingRequestError) -> Fling {
    try validate()
    let decay = try resolvedDecay()
    do {
      let fling = try Fling(
        from: from, velocity: velocity, decay: decay, bounds: bounds, snapPoints: snapPoints,
        snapRule: snapRule, spring: spring)
      guard format.isKeyframes else { return fling }
      return try Fling(
        from: from, velocity: velocity, decay: decay, bounds: bounds, snapPoints: snapPoints,
        snapRule: snapRule, spring: spring,
        restThreshold: RestThreshold(minimumVisibleChange: tolerance(for: fling) / 3))
    } catch {
      throw .refused(error)
    }
  }

  /// Checks the settings the writers take on trust: a frame rate and a tolerance greater
  /// than 0 and finite (`springfit fling` declares the same rules on `--fps` and
  /// `--tolerance`).
  ///
  /// - Throws: ``FlingRequestError/frameRate(_:rule:)`` or
  ///   ``FlingRequestError/tolerance(_:rule:)``.
  public func validate() throws(FlingRequestError) {
    guard frameRate > 0, frameRate.isFinite else {
      throw .frameRate(NumberText.roundTrip(frameRate), rule: "greater than 0 and finite")
    }
    if let tolerance, !(tolerance > 0 && tolerance.isFinite) {
      throw .tolerance(NumberText.roundTrip(tolerance), rule: "greater than 0 and finite")
    }
  }

  /// ``tolerance``, or 0.001 of the travel from the release to the fling's target (0.001
  /// when they are equal).
  ///
  /// - Parameter fling: The fling the request describes.
  /// - Returns: The tolerance, in value units.
  public func tolerance(for fling: Fling) -> Double {
    if let tolerance { return tolerance }
    let travel = abs(fling.motion.target - from)
    return travel > 0 && travel.isFinite ? 0.001 * travel : 0.001
  }

  /// The request's output: ``fling()`` written by ``text(for:)``.
  ///
  /// - Returns: The text, ending with a newline.
  /// - Throws: ``FlingRequestError`` as ``fling()`` and ``text(for:)``.
  public func text() throws(FlingRequestError) -> String {
    try text(for: fling())
  }
}
