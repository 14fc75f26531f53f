public import SpringKit

/// Hokusai's bouncing menu: a bottom sheet that springs up from below the screen with a
/// jelly top edge, and falls back without a bounce.
///
/// The show animation is UIKit's `animate(withDuration: 0.8, usingSpringWithDamping: 0.6,
/// initialSpringVelocity: 0.6)` from just below the screen (y = screen height) to flush with
/// its bottom (y = screen height − menu height); the dismissal is the same call with damping
/// 100, which UIKit takes as 1 (no bounce), back below the screen. UIKit's spring is
/// `UIKitParameters` (SpringKit's documented duration mapping) and its initial velocity,
/// a fraction of the distance per second, becomes `0.6 · (target − start)` points per second
/// (`SpringVelocity.absolute(normalized:distance:)`) — upward, toward the target, in both
/// directions.
///
/// Each frame's bend offset is the lag of the drawn position behind the target
/// (`LagBend`): negative while the menu rises toward its place (the top edge bulges up),
/// positive while it overshoots above it or falls away below the screen (the top edge dips),
/// and positive offsets are scaled by 0.2 as Hokusai's display-link tick does for every
/// frame (its comment says it is for dismissing; its test is the sign, so it also flattens
/// the dip of the show's overshoot). The motion ends when the simulation rests.
///
/// ```swift
/// let menu = MenuBounce()                           // 3 buttons on a 375 × 667 screen
/// let frames = try menu.showFrames(fps: 60)
/// frames.last?.y                                    // 443, flush with the bottom
/// frames[10].outline.elements(flatEdgesAsLines: false)  // SpringFormats writes SVG
/// ```
public struct MenuBounce: Sendable, Hashable {
  /// The number of buttons, Cancel included (Hokusai adds Cancel itself); 3 by default.
  public var buttonCount: Int
  /// The screen's width, in points; the menu is as wide.
  ///
  /// 375 by default (an iPhone 8).
  public var screenWidth: Double
  /// The screen's height, in points.
  ///
  /// 667 by default (an iPhone 8).
  public var screenHeight: Double
  /// How far the menu's fill extends below it, in points: 100.
  public var overhang: Double
  /// UIKit's animation duration, in seconds: 0.8 for both directions.
  public var duration: Double
  /// UIKit's damping ratio for showing: 0.6.
  public var showDampingRatio: Double
  /// UIKit's damping ratio for dismissing: 1 (Hokusai passes 100; UIKit's ratio stops at 1).
  public var dismissDampingRatio: Double
  /// UIKit's `initialSpringVelocity`, in distances per second: 0.6.
  public var initialSpringVelocity: Double
  /// The factor for positive bend offsets: `LagBend.hokusaiPositiveScale` (0.2).
  public var positiveOffsetScale: Double

  /// Creates the menu with Hokusai's parameters.
  ///
  /// - Parameters:
  ///   - buttonCount: Buttons, Cancel included; 3 by default.
  ///   - screenWidth: Points; 375 by default.
  ///   - screenHeight: Points; 667 by default.
  public init(buttonCount: Int = 3, screenWidth: Double = 375, screenHeight: Double = 667) {
    self.buttonCount = buttonCount
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    overhang = BendableOutline.defaultOverhang
    duration = 0.8
    showDampingRatio = 0.6
    dismissDampingRatio = 1
    initialSpringVelocity = 0.6
    positiveOffsetScale = LagBend.hokusaiPositiveScale
  }

  /// Hokusai's menu height for a number of buttons: an interval of 16 points above, between
  /// and below the 48-point buttons, and one more for the headline's space.
  ///
  /// ```
  /// height = (n + 2) · 16 + n · 48
  /// ```
  ///
  /// (Later Hokusai versions measure their labels and use n + 1 intervals plus the labels'
  /// heights; with no headline the seed's formula is the one reproduced here.)
  ///
  /// - Parameter buttonCount: n, at least 0.
  /// - Returns: Points; 224 for 3 buttons.
  public static func menuHeight(buttonCount: Int) -> Double {
    Double(buttonCount + 2) * 16 + Double(buttonCount) * 48
  }

  /// A height to use instead of the one ``buttonCount`` gives, in points; `nil` by default.
  public var heightOverride: Double?

  /// The menu's height: ``heightOverride``, or the height for ``buttonCount``, in points.
  public var menuHeight: Double { heightOverride ?? Self.menuHeight(buttonCount: buttonCount) }

  /// The menu's y when shown: flush with the bottom of the screen.
  public var shownY: Double { screenHeight - menuHeight }

  /// The menu's y when hidden: just below the screen.
  public var hiddenY: Double { screenHeight }

  /// The showing spring: UIKit duration ``duration``, damping ratio ``showDampingRatio``.
  ///
  /// - Throws: `SpringError` for a duration or damping ratio UIKit would not take.
  public func showSpring() throws(SpringError) -> Spring {
    try UIKitParameters(duration: duration, dampingRatio: showDampingRatio).spring()
  }

  /// The dismissing spring: UIKit duration ``duration``, damping ratio
  /// ``dismissDampingRatio``.
  ///
  /// - Throws: `SpringError` for a duration or damping ratio UIKit would not take.
  public func dismissSpring() throws(SpringError) -> Spring {
    try UIKitParameters(duration: duration, dampingRatio: dismissDampingRatio).spring()
  }

  /// The menu's own spring for a direction: ``dismissSpring()`` when `dismissing`,
  /// ``showSpring()`` otherwise.
  ///
  /// - Parameter dismissing: Whether the menu falls back below the screen.
  /// - Returns: The spring.
  /// - Throws: `SpringError` for a duration or damping ratio UIKit would not take.
  public func spring(dismissing: Bool) throws(SpringError) -> Spring {
    try dismissing ? dismissSpring() : showSpring()
  }

  /// The frames of the menu sliding up, from frame 0 (below the screen) until it rests.
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds, should the motion not rest before; 10 by
  ///     default.
  /// - Returns: One frame per 1/fps seconds; the last is at rest with offset 0.
  /// - Throws: `SpringError` when a parameter breaks its rule.
  /// - Complexity: O(frames).
  public func showFrames(fps: Double = 60, limit: Double = 10) throws(SpringError)
    -> [MenuFrame]
  {
    try frames(
      spring: showSpring(), from: hiddenY, to: shownY, fps: fps, limit: limit)
  }

  /// The frames of the menu falling back below the screen, from frame 0 (shown) until it
  /// rests.
  ///
  /// - Parameters:
  ///   - fps: Frames per second; finite and greater than 0. 60 by default.
  ///   - limit: The latest frame time, in seconds; 10 by default.
  /// - Returns: One frame per 1/fps seconds; the last is at rest with offset 0.
  /// - Throws: `SpringError` when a parameter breaks its rule.
  /// - Complexity: O(frames).
  public func dismissFrames(fps: Double = 60, limit: Double = 10) throws(SpringError)
    -> [MenuFrame]
  {
    try frames(
      spring: dismissSpring(), from: shownY, to: hiddenY, fps: fps, limit: limit)
  }

  /// The frames of the show (or, `dismissing`, the dismiss) motion driven by any spring —
  /// ``showFrames(fps:limit:)`` and ``dismissFrames(fps:limit:)`` with their own springs.
  ///
  /// - Parameters:
  ///   - spring: The spring that moves the menu.
  ///   - dismissing: Whether the menu falls back below the screen instead of rising.
  ///   - fps: Frames per second; finite and greater than 0.
  ///   - limit: The latest frame time, in seconds.
  /// - Returns: One frame per 1/fps seconds until the menu rests or the limit.
  /// - Throws: `SpringError` when a parameter breaks its rule.
  /// - Complexity: O(frames).
  public func frames(
    spring: Spring, dismissing: Bool, fps: Double = 60, limit: Double = 10
  ) throws(SpringError) -> [MenuFrame] {
    try dismissing
      ? frames(spring: spring, from: shownY, to: hiddenY, fps: fps, limit: limit)
      : frames(spring: spring, from: hiddenY, to: shownY, fps: fps, limit: limit)
  }

  /// The frames of one motion.
  func frames(
    spring: Spring, from: Double, to: Double, fps: Double, limit: Double
  ) throws(SpringError) -> [MenuFrame] {
    try FrameClock.validate(fps: fps, limit: limit)
    guard buttonCount >= 0 else {
      throw SpringError(
        parameter: "buttonCount", value: .count(buttonCount), rule: .nonNegativeCount)
    }
    let outline = try BendableOutline(
      width: screenWidth, height: menuHeight, overhang: overhang)
    try SpringError.requireFinite(screenHeight, "screenHeight")
    let velocity = try SpringVelocity.absolute(
      normalized: initialSpringVelocity, distance: to - from)
    var simulation = try SpringSimulation(
      spring: spring, value: SIMD2(0, from), target: SIMD2(0, to), velocity: SIMD2(0, velocity))
    let scale = positiveOffsetScale
    try SpringError.requireNonNegative(scale, "positiveOffsetScale")
    return try FrameClock.run(&simulation, fps: fps, limit: limit) {
      (time, state) throws(SpringError) in
      let offset = LagBend.offset(target: state.target, value: state.value, positiveScale: scale).y
      return MenuFrame(
        time: time, y: state.value.y, offset: offset,
        outline: try outline.bent(by: .hokusai(vertical: offset)))
    }
  }
}

/// One frame of ``MenuBounce``: where the menu is drawn, how its top edge bends, and its
/// outline.
public struct MenuFrame: Sendable, Hashable {
  /// Seconds since the motion began.
  public let time: Double
  /// The menu's top edge on screen (its presentation y), in points, y down.
  public let y: Double
  /// The vertical bend offset: target − y, positive values scaled (see `LagBend`).
  public let offset: Double
  /// The menu's outline in its own coordinates, top edge bent by ``offset``.
  public let outline: BendableOutline
}
