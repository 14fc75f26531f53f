/// How the consumer of exported keyframes fills the time between them.
///
/// The error bound of ``Spring/keyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
/// holds for exactly this interpolation with the exported keyTimes (and, for ``cubic``,
/// tension/continuity/bias values), as ``KeyframeTrack`` — and Core Animation — draw it.
public enum KeyframeInterpolation: String, Sendable, Hashable, CaseIterable {
  /// Straight lines between keyframes (Core Animation's `linear`, SwiftUI's
  /// `LinearKeyframe`, CSS `linear()`).
  case linear
  /// Hermite curves through the keyframes whose tangents follow the spring (Core
  /// Animation's `cubic` with per-keyframe `tensionValues`, `continuityValues` and
  /// `biasValues`).
  ///
  /// Each keyframe's tension, continuity and bias (all in [−1, 1], the conventional range)
  /// set its incoming and outgoing tangents, so every segment gets its own start and end
  /// velocities — the spring's, or a fit of it, as near as that range reaches.
  /// Error-bounded exports in this mode never need more keyframes than the linear export at
  /// the same tolerance, and usually need far fewer.
  case cubic
  /// Core Animation's plain `cubic` mode: Catmull-Rom curves (zero tension, continuity and
  /// bias), for consumers that cannot set tension, continuity and bias. Its raw value (and
  /// `springfit`'s `--mode` name) is `catmull-rom`.
  ///
  /// Catmull-Rom tangents are differences of the neighbouring keyframes, which forces
  /// nearly even spacing; on lightly damped springs at loose tolerances this needs more
  /// keyframes than ``linear`` (and than Ramer–Douglas–Peucker simplification). Only
  /// ``linear`` and ``cubic`` are guaranteed against that.
  case catmullRom = "catmull-rom"
  /// Straight segments whose progress each follows its own cubic Bézier timing function
  /// (Core Animation's `linear` mode with one `timingFunctions` entry per segment, CSS
  /// `@keyframes` with a per-keyframe `animation-timing-function`, the Web Animations
  /// API's per-keyframe `easing`).
  ///
  /// Every timing function has x₁ = 1/3 and x₂ = 2/3, so that a segment's progress is an
  /// exact cubic in time, and free y₁ and y₂ (outside [0, 1] where the spring overshoots or
  /// turns back within a segment): the segment starts with 3·y₁ and ends with 3·(1 − y₂)
  /// times its chord per unit of local progress, which sets both end velocities without
  /// touching the neighbouring segments. For motions along a line (every scalar motion)
  /// this is at least the freedom of ``cubic``, with no bounds on the scales, and
  /// error-bounded exports in this mode need no more keyframes than ``cubic`` exports at
  /// the same tolerance; vector motions that curve in their plane stay on each chord, as
  /// ``linear`` does.
  case bezier
  /// ``bezier`` with every timing function's y₁ and y₂ in [0, 1], for players that may not
  /// take overshooting control points: Apple documents no range for
  /// `CAMediaTimingFunction(controlPoints:)`, but describes a timing function as mapping
  /// [0, 1] to [0, 1]. Its raw value (and `springfit`'s `--unit-y` flag) is `bezier-unit-y`.
  ///
  /// The scales of the chord are then limited to [0, 3] at both ends, so a segment can
  /// neither start nor end against its chord and bouncy springs need more keyframes than
  /// with ``bezier`` (never more than ``linear``, whose straight line stays in reach).
  case bezierWithinUnitInterval = "bezier-unit-y"

  /// The calculation mode that draws this interpolation.
  public var calculationMode: CalculationMode {
    switch self {
    case .linear, .bezier, .bezierWithinUnitInterval: .linear
    case .cubic, .catmullRom: .cubic
    }
  }
}
