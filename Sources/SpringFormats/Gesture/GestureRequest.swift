public import SpringKit

/// What `springfit gesture` computes and writes, as a value: how the release velocity is
/// estimated, the drag's axis and rubber band, and the ``FlingRequest`` for the fling that
/// takes over (whose release the trace gives).
///
/// `GestureRequest()` holds the defaults, which equal `springfit gesture` with no options.
///
/// ```swift
/// let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
/// var request = GestureRequest()
/// request.fling.snapPoints = try SnapPoints([0, 350, 700])
/// let report = try request.text(for: request.gesture(trace: trace))
/// ```
public struct GestureRequest: Sendable, Equatable {
  /// The axis of a two-axis trace, or `nil` for `y` (a sheet's); only for a two-axis trace.
  public var axis: GestureAxis?
  /// How the release velocity is estimated.
  public var strategy: VelocityStrategy
  /// The view's size along the drag for the rubber band past the bounds, in value units.
  public var dimension: Double
  /// The fling after release: its decay, bounds, snap points, spring and the output format;
  /// its `from` and `velocity` are not read (the trace gives the release).
  public var fling: FlingRequest

  /// Creates a request; every parameter has `springfit gesture`'s default.
  ///
  /// - Parameters:
  ///   - axis: The axis of a two-axis trace, or `nil` for `y`.
  ///   - strategy: How the release velocity is estimated.
  ///   - dimension: The view's size along the drag, for the rubber band; positive.
  ///   - fling: The fling after release and the output format.
  public init(
    axis: GestureAxis? = nil, strategy: VelocityStrategy = .robust, dimension: Double = 800,
    fling: FlingRequest = FlingRequest()
  ) {
    self.axis = axis
    self.strategy = strategy
    self.dimension = dimension
    self.fling = fling
  }

  /// The gesture the request and the trace describe.
  ///
  /// - Parameter trace: The recorded drag.
  /// - Returns: The drag replayed, and the fling that takes over.
  /// - Throws: ``FlingRequestError/axisOfOneAxisTrace`` for an ``axis`` with a one-axis
  ///   trace; ``FlingRequestError/refused(_:)`` for a value SpringKit refuses (``dimension``
  ///   not positive, a snap point outside the bounds).
  public func gesture(trace: GestureTrace) throws(FlingRequestError) -> Gesture {
    if axis != nil, !trace.isPlanar { throw .axisOfOneAxisTrace }
    let decay = try fling.resolvedDecay()
    do {
      return try Gesture(
        trace: trace, axis: axis ?? .y, strategy: strategy, decay: decay, bounds: fling.bounds,
        rubberBand: RubberBand(dimension: dimension), snapPoints: fling.snapPoints,
        snapRule: fling.snapRule, spring: fling.spring)
    } catch {
      throw .refused(error)
    }
  }

  /// ``fling`` with the release the gesture found and, past the bounds, the spring back the
  /// gesture chose: the request that writes the motion after release.
  ///
  /// - Parameter gesture: The request's ``gesture(trace:)``.
  /// - Returns: The fling request.
  public func flingRequest(after gesture: Gesture) -> FlingRequest {
    var request = fling
    request.from = gesture.releasePosition
    request.velocity = gesture.releaseVelocity
    request.bounds = gesture.fling.bounds
    request.snapPoints = gesture.fling.snapPoints
    return request
  }

  /// The gesture in the format of ``fling``: the drag and the fling for text, JSON and CSV,
  /// the motion after release (as ``FlingRequest/text(for:)`` writes it) for the others.
  ///
  /// - Parameter gesture: The request's ``gesture(trace:)``.
  /// - Returns: The text, ending with a newline.
  /// - Throws: ``FlingRequestError`` as ``FlingRequest/text(for:)``.
  public func text(for gesture: Gesture) throws(FlingRequestError) -> String {
    switch fling.format {
    case .text:
      return gesture.text()
    case .json:
      return try FlingRequestError.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: gesture.json) + "\n"
      }
    case .csv:
      return try fling.csv(gesture.fling.motion) { step throws(SpringError) in
        try gesture.csvRows(step: step)
      }
    case .css, .lottie, .keyframesJSON, .keyframesCSV, .html:
      let request = flingRequest(after: gesture)
      return try request.text(for: request.fling())
    }
  }
}
