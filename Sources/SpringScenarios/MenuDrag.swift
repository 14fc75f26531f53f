public import SpringKit

/// Hokusai's bouncing menu as a bottom sheet the finger drags: it follows a drag trace with a
/// rubber band past its ends, is released with the estimated velocity, and springs to the
/// detent the fling chooses, its top edge bent by its lag as ``MenuBounce`` bends it.
///
/// The geometry is ``MenuBounce``'s (3 buttons, a 224-point menu on a 375 × 667 screen, y
/// down). The sheet's top edge rests on three detents:
///
/// | detent | y | why |
/// |---|---|---|
/// | open | 443 | `MenuBounce.shownY`: flush with the bottom, as the show ends |
/// | half | 531 | midway between open and closed |
/// | closed | 619 | a 48-point peek (one button's height) left to grab |
///
/// - **Drag**: each sample's position is where the finger puts the top edge (its unbanded
///   y). At each frame the position is the trace's, linearly interpolated between the
///   samples around the frame's time, and it shows through UIScrollView's `RubberBand`
///   (coefficient 0.55, dimension the screen height) past the open and closed detents
///   (`RubberBand.value(_:within:)`). The finger holds the edge, so nothing lags: the
///   bend offset is 0.
/// - **Release** at the last sample: the velocity is `VelocityTracker`'s robust default
///   over the displayed samples (`VelocityStrategy.robust`, which ignores the nearly
///   stationary move Chrome on Android sends before `pointerup`); the detent is the one
///   nearest Apple's projected landing (`SnapRule.nearest` with `DecayProjection` at
///   UIKit's normal deceleration rate, 0.998 per millisecond).
/// - **Spring**: UIKit's `animate(withDuration: 0.6, usingSpringWithDamping: 0.75, …)`
///   (`UIKitParameters`) from the release position and velocity to the detent. Each frame's
///   bend offset is its lag behind the detent with positive offsets scaled by 0.2
///   (`LagBend`), as ``MenuBounce`` bends it: at release the model position jumps to the
///   detent, so the top edge bulges at once by the distance left, as Hokusai's display-link
///   tick would read it.
///
/// Frames are at i/fps seconds from the first sample, the last when the spring rests.
///
/// ```swift
/// let drag = MenuDrag()                        // the built-in synthetic trace
/// let release = try drag.release()
/// release.velocity                             // about −704 points per second (robust)
/// release.twoSampleVelocity                    // −50: the stationary last move
/// release.detent                               // 443, open
/// let frames = try drag.frames(fps: 60)
/// frames.last?.y                               // 443
/// ```
public struct MenuDrag: Sendable, Equatable {
  /// The menu whose geometry the sheet has (``MenuBounce``'s defaults).
  public var menu: MenuBounce
  /// The drag: times in seconds (any origin, never decreasing) and where the finger puts
  /// the top edge, in points, y down.
  public var trace: [PointerSample<Double>]
  /// How much of the menu shows at the closed detent, in points: 48.
  public var peek: Double
  /// UIKit's animation duration of the spring after release, in seconds: 0.6.
  public var duration: Double
  /// UIKit's damping ratio of the spring after release: 0.75.
  public var dampingRatio: Double
  /// The deceleration rate per millisecond of the projection that chooses the detent:
  /// 0.998 (UIKit's `.normal`).
  public var decelerationRate: Double
  /// The rubber band's coefficient: 0.55 (UIScrollView's).
  public var rubberBandCoefficient: Double

  /// Creates the dragged menu.
  ///
  /// - Parameters:
  ///   - trace: The drag; ``recordedTrace`` (synthetic) by default.
  ///   - menu: The menu's geometry; Hokusai's 3 buttons on a 375 × 667 screen by default.
  public init(trace: [PointerSample<Double>] = MenuDrag.recordedTrace, menu: MenuBounce = .init()) {
    self.menu = menu
    self.trace = trace
    peek = 48
    duration = 0.6
    dampingRatio = 0.75
    decelerationRate = 0.998
    rubberBandCoefficient = 0.55
  }

  /// The built-in drag, `Examples/menu-drag.csv`: synthetic, not a recording.
  ///
  /// `Scripts/data/menu_drag_trace.py` writes it: a flick up from
  /// the closed detent whose speed approaches 700 points per second with a 10 ms time
  /// constant, sampled every 16 ms for 128 ms (to 0.1 point), then 4 ms later a 0.2-point
  /// move, the nearly stationary one Chrome on Android sends before `pointerup`. The true
  /// velocity at the last real move is ``recordedTraceTrueVelocity``.
  public static let recordedTrace: [PointerSample<Double>] = [
    (3.200, 619.0), (3.216, 613.4), (3.232, 603.3), (3.248, 592.3), (3.264, 581.2),
    (3.280, 570.0), (3.296, 558.8), (3.312, 547.6), (3.328, 536.4), (3.332, 536.2),
  ].map { PointerSample(time: $0.0, position: $0.1) }

  /// The true velocity of ``recordedTrace``'s finger at its last real move, in points per
  /// second: −700 · (1 − e^(−0.128/0.01)) ≈ −699.998.
  public static let recordedTraceTrueVelocity = -699.998_067_459_199_5

  /// The open detent: flush with the bottom of the screen (`MenuBounce.shownY`), 443.
  public var openY: Double { menu.shownY }
  /// The closed detent: ``peek`` points of the menu showing, 619.
  public var closedY: Double { menu.screenHeight - peek }
  /// The half detent: midway between open and closed, 531.
  public var halfY: Double { (openY + closedY) / 2 }

  /// The detents in increasing y: open, half, closed.
  ///
  /// - Throws: `SpringError` when the geometry does not give three increasing finite
  ///   values (a peek as tall as the menu, say).
  public func detents() throws(SpringError) -> SnapPoints {
    try SnapPoints([openY, halfY, closedY])
  }

  /// The range the sheet rests in: open through closed; past it the drag shows banded.
  ///
  /// - Throws: `SpringError` when the detents are not finite or out of order.
  public func bounds() throws(SpringError) -> MotionBounds {
    try MotionBounds(lower: openY, upper: closedY)
  }

  /// The rubber band past ``bounds()``: coefficient ``rubberBandCoefficient``, dimension the
  /// screen's height.
  ///
  /// - Throws: `SpringError` when either is not finite and positive.
  public func rubberBand() throws(SpringError) -> RubberBand {
    try RubberBand(dimension: menu.screenHeight, coefficient: rubberBandCoefficient)
  }

  /// The spring after release: UIKit duration ``duration``, damping ratio ``dampingRatio``.
  ///
  /// - Throws: `SpringError` for a duration or damping ratio UIKit would not take.
  public func spring() throws(SpringError) -> Spring {
    try UIKitParameters(duration: duration, dampingRatio: dampingRatio).spring()
  }

  /// The drag as displayed: each sample's time and its position, banded past
  /// ``bounds()``.
  ///
  /// - Throws: `SpringError` for an empty trace (`trace`, `SpringError.Rule.nonEmpty`),
  ///   a sample that is not finite or out of order, or a geometry that breaks its rule.
  public func displayedDrag() throws(SpringError) -> [PointerSample<Double>] {
    guard !trace.isEmpty else {
      throw SpringError(parameter: "trace", value: .list([]), rule: .nonEmpty)
    }
    _ = try VelocityTracker(trace)  // checks finiteness and order, naming the sample
    let band = try rubberBand()
    let bounds = try bounds()
    return trace.map {
      PointerSample(time: $0.time, position: band.value($0.position, within: bounds))
    }
  }

  /// The release: where, how fast and toward which detent.
  ///
  /// - Throws: `SpringError` as ``displayedDrag()`` throws it, or for a deceleration rate
  ///   outside (0, 1).
  public func release() throws(SpringError) -> MenuDragRelease {
    let drag = try displayedDrag()
    let last = drag[drag.count - 1]
    let velocity = try VelocityTracker(drag).velocity
    let landing = try DecayProjection(decelerationRate: decelerationRate).projectedValue(
      fromValue: last.position, initialVelocity: velocity)
    let detents = try detents()
    let detent = try detents.target(
      position: last.position, velocity: velocity, landing: landing, rule: .nearest)
    let twoSample = Self.twoSampleVelocity(drag)
    let twoSampleLanding = try DecayProjection(decelerationRate: decelerationRate)
      .projectedValue(fromValue: last.position, initialVelocity: twoSample)
    return MenuDragRelease(
      time: last.time - drag[0].time, position: last.position, velocity: velocity,
      twoSampleVelocity: twoSample, landing: landing, detent: detent,
      twoSampleDetent: try detents.target(
        position: last.position, velocity: twoSample, landing: twoSampleLanding, rule: .nearest))
  }

  /// The difference quotient of the last sample and the newest one before it at an earlier
  /// time; 0 with no such sample.
  static func twoSampleVelocity(_ samples: [PointerSample<Double>]) -> Double {
    guard let last = samples.last,
      let previous = samples.last(where: { $0.time < last.time })
    else { return 0 }
    return (last.position - previous.position) / (last.time - previous.time)
  }

  /// The displayed drag's position at a time since its first sample: linear between the
  /// samples around it (the later sample at equal times), held past the last.
  static func position(at time: Double, in drag: [PointerSample<Double>]) -> Double {
    let origin = drag[0].time
    guard let next = drag.firstIndex(where: { $0.time - origin > time }) else {
      return drag[drag.count - 1].position
    }
    guard next > 0 else { return drag[0].position }
    let a = drag[next - 1]
    let b = drag[next]
    let fraction = (time - (a.time - origin)) / (b.time - a.time)
    return a.position + fraction * (b.position - a.position)
  }

  /// The frames of the drag, the release and the spring to the detent, from the first
  /// sample until the spring rests.
  ///
  /// Frames at or before the release follow the displayed drag (bend offset 0); later ones
  /// are the spring's, bent by their lag behind the detent.
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds after the first sample; 10 by default.
  /// - Returns: One frame per 1/fps seconds.
  /// - Throws: `SpringError` when a parameter or sample breaks its rule.
  /// - Complexity: O(frames × samples).
  public func frames(fps: Double = 60, limit: Double = 10) throws(SpringError) -> [MenuFrame] {
    try FrameClock.validate(fps: fps, limit: limit)
    let drag = try displayedDrag()
    let release = try self.release()
    let outline = try BendableOutline(
      width: menu.screenWidth, height: menu.menuHeight, overhang: menu.overhang)
    let scale = menu.positiveOffsetScale
    try SpringError.requireNonNegative(scale, "positiveOffsetScale")
    var frames: [MenuFrame] = []
    let dragFrames = min(
      FrameClock.lastIndex(through: release.time, fps: fps),
      FrameClock.lastIndex(through: limit, fps: fps))
    for index in 0...dragFrames {
      let time = FrameClock.time(index, fps: fps)
      let y = Self.position(at: time, in: drag)
      frames.append(
        MenuFrame(time: time, y: y, offset: 0, outline: try outline.bent(by: .hokusai(vertical: 0)))
      )
    }
    var simulation = try SpringSimulation(
      spring: spring(), value: SIMD2(0, release.position), target: SIMD2(0, release.detent),
      velocity: SIMD2(0, release.velocity))
    var index = dragFrames
    var previous = release.time
    let last = FrameClock.lastIndex(through: limit, fps: fps)
    while !simulation.isAtRest, index < last {
      index += 1
      let time = FrameClock.time(index, fps: fps)
      guard time > release.time else { continue }
      try simulation.advance(by: time - previous)
      previous = time
      let offset = LagBend.offset(
        target: simulation.target, value: simulation.value, positiveScale: scale
      ).y
      frames.append(
        MenuFrame(
          time: time, y: simulation.value.y, offset: offset,
          outline: try outline.bent(by: .hokusai(vertical: offset))))
    }
    return frames
  }
}

/// How a ``MenuDrag`` is released: the instant, the position and velocity the spring takes
/// over, and the detent the fling chooses.
public struct MenuDragRelease: Sendable, Hashable {
  /// Seconds from the first sample to the last (the release).
  public let time: Double
  /// The displayed position at release, in points.
  public let position: Double
  /// The release velocity, `VelocityTracker`'s robust estimate over the displayed drag,
  /// in points per second (negative is up).
  public let velocity: Double
  /// The difference quotient of the last two samples, in points per second: what a
  /// two-sample tracker would release with.
  public let twoSampleVelocity: Double
  /// Apple's projected landing from the release (`DecayProjection`).
  public let landing: Double
  /// The detent nearest ``landing``.
  public let detent: Double
  /// The detent a release at ``twoSampleVelocity`` would choose by the same rule.
  public let twoSampleDetent: Double

  /// How far the frames after the release go past the detent in the direction of the
  /// motion toward it, in points; 0 when they never pass it.
  ///
  /// - Parameter frames: The frames of ``MenuDrag/frames(fps:limit:)``.
  /// - Returns: The overshoot, at least 0.
  public func overshoot(in frames: [MenuFrame]) -> Double {
    let direction: Double = detent < position ? -1 : 1
    return frames.filter { $0.time > time }.reduce(0) {
      max($0, direction * ($1.y - detent))
    }
  }
}
