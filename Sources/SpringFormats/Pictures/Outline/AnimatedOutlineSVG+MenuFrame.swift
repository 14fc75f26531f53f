import SpringKit
public import SpringScenarios

// A menu frame as a drawing: the animated SVG's keyframe, which is also the filmstrip's frame.

extension AnimatedOutlineSVG.Keyframe {
  /// A frame of the bouncing menu drawn where it is on screen.
  ///
  /// The outline's top-left corner goes to (0, `y`). The frame's bend offset is not kept:
  /// the outline is already bent by it.
  ///
  /// ```swift
  /// let frames = try MenuBounce().showFrames(fps: 60)
  /// let svg = try AnimatedOutlineSVG(keyframes: frames.map { AnimatedOutlineSVG.Keyframe(menuFrame: $0) })
  /// ```
  ///
  /// - Parameter frame: The frame, as `MenuBounce.frames(spring:dismissing:fps:limit:)`
  ///   makes it.
  public init(menuFrame frame: MenuFrame) {
    self.init(time: frame.time, outline: frame.outline, origin: SIMD2(0, frame.y))
  }
}
