public import SpringKit

/// A recorded drag replayed, as `springfit gesture` reports it: the drag as displayed, the
/// release velocity by each `VelocityStrategy`, and the ``Fling`` that takes over from the
/// release.
///
/// The drag follows ``axis`` (a one-axis trace's position whatever the axis). With
/// ``bounds``, the value shows past them as `RubberBand` draws it. The release velocity is
/// the chosen strategy's estimate over the displayed values along the axis (what the view
/// showed, so the hand-off is continuous in position and velocity); ``fingerVelocities`` are
/// the pointer's own, both axes of a two-axis trace. The fling starts at the last sample's
/// displayed value with that velocity. A release past a bound cannot decay inside the bounds:
/// the spring then carries the release velocity back onto the nearest bound, or onto the
/// snap point `snapRule` chooses, as a scroll view's edge does.
///
/// ```swift
/// let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
/// let gesture = try Gesture(
///   trace: trace, decay: try DecaySpec.parse("uikit"),
///   snapPoints: try SnapPoints([0, 350, 700]))
/// gesture.releaseVelocity  // the robust estimate, units per second
/// gesture.fling.motion.target
/// ```
public struct Gesture: Sendable {
  /// The trace as read.
  public let trace: GestureTrace
  /// The axis the drag follows.
  public let axis: GestureAxis
  /// The strategy whose estimate the fling takes over with.
  public let strategy: VelocityStrategy
  /// The range the value rests in, if any: past it the drag shows through ``rubberBand``.
  public let bounds: MotionBounds?
  /// The rubber band past ``bounds``.
  public let rubberBand: RubberBand
  /// The drag as displayed: each sample's time and its value along the axis, banded past
  /// ``bounds``.
  public let drag: [PointerSample<Double>]
  /// Each strategy's estimate over ``drag``, in `VelocityStrategy/allCases` order.
  public let estimates: [(strategy: VelocityStrategy, estimate: VelocityEstimate<Double>)]
  /// Each strategy's estimate of the pointer's own velocity (both axes; `y` is 0 for a
  /// one-axis trace), in `VelocityStrategy/allCases` order.
  public let fingerVelocities: [(strategy: VelocityStrategy, velocity: SIMD2<Double>)]
  /// The fling that takes over at the release.
  public let fling: Fling

  /// Replays a gesture.
  ///
  /// - Parameters:
  ///   - trace: The recorded drag.
  ///   - axis: The axis of a two-axis trace the drag follows (`y`, a sheet's, by default).
  ///   - strategy: How the release velocity is estimated (`VelocityStrategy/robust`).
  ///   - decay: How the fling slows down.
  ///   - bounds: The range the value rests in; past it the drag shows banded.
  ///   - rubberBand: The band past `bounds`; `nil` for UIScrollView's (coefficient 0.55) for
  ///     an 800-point view.
  ///   - snapPoints: The points the value may rest on; within `bounds` when both are given.
  ///   - snapRule: How to choose among `snapPoints`.
  ///   - spring: The spring that settles on a bound or point.
  ///   - restThreshold: When the motion after release counts as finished.
  /// - Throws: `SpringError` as ``Fling`` throws it (a snap point outside `bounds`).
  public init(
    trace: GestureTrace, axis: GestureAxis = .y, strategy: VelocityStrategy = .robust,
    decay: DecaySpec, bounds: MotionBounds? = nil, rubberBand: RubberBand? = nil,
    snapPoints: SnapPoints? = nil, snapRule: FlingSnapRule = .nearest, spring: Spring = .smooth,
    restThreshold: RestThreshold = .points
  ) throws(SpringError) {
    self.trace = trace
    self.axis = axis
    self.strategy = strategy
    self.bounds = bounds
    let band: RubberBand
    if let rubberBand { band = rubberBand } else { band = try RubberBand(dimension: 800) }
    let rubberBand = band
    self.rubberBand = rubberBand
    let positions = trace.positions(along: axis)
    drag = zip(trace.samples, positions).map { sample, position in
      PointerSample(
        time: sample.time,
        position: bounds.map { rubberBand.value(position, within: $0) } ?? position)
    }
    let displayed = try VelocityTracker(drag)
    let finger = try VelocityTracker(trace.samples)
    estimates = VelocityStrategy.allCases.map { ($0, displayed.estimate(strategy: $0)) }
    fingerVelocities = VelocityStrategy.allCases.map { ($0, finger.velocity(strategy: $0)) }
    let release = drag[drag.count - 1].position
    let velocity = displayed.velocity(strategy: strategy)
    let past = bounds.map { !$0.contains(release) } ?? false
    var points = snapPoints
    if past, points == nil, let bounds { points = try SnapPoints([bounds.nearest(to: release)]) }
    fling = try Fling(
      from: release, velocity: velocity, decay: decay, bounds: past ? nil : bounds,
      snapPoints: points,
      snapRule: snapRule, spring: spring, restThreshold: restThreshold)
  }

  /// The displayed value at release: the last sample's.
  public var releasePosition: Double { drag[drag.count - 1].position }
  /// The chosen strategy's release velocity, in units per second.
  public var releaseVelocity: Double { fling.velocity }
  /// The instant of the release (the last sample's time), in the trace's seconds.
  public var releaseTime: Double { drag[drag.count - 1].time }
  /// Whether the release lies past ``bounds`` (the fling is then a spring back).
  public var releasedPastBounds: Bool {
    bounds.map { !$0.contains(releasePosition) } ?? false
  }
}
