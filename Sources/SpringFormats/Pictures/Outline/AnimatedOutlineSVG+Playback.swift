extension AnimatedOutlineSVG {
  /// How the animation plays: once, holding its last keyframe, or forever, holding the last
  /// keyframe for a while before each repeat.
  ///
  /// ```swift
  /// var svg = try AnimatedOutlineSVG(keyframes: keyframes)
  /// svg.playback = .loop(hold: 1)  // rest for a second, then spring up again
  /// ```
  ///
  /// A motion that settles should end where it rests. A SMIL animation that repeats the
  /// moment it ends (`repeatCount="indefinite"` alone) shows the rest state for no time at
  /// all: the bouncing menu would jump back below the screen as it settles.
  public enum Playback: Sendable, Hashable {
    /// Play once, then keep the last keyframe (`fill="freeze"`): what a user of the animated
    /// interface sees. The default.
    case once
    /// Repeat forever (`repeatCount="indefinite"`), showing the last keyframe for `hold`
    /// seconds at the end of every repetition, so that the rest state is seen before the
    /// motion starts again. A negative or non-finite hold counts as 0, a plain restart.
    case loop(hold: Double)
  }
}
