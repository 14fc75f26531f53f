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

  /// The calculation mode that draws this interpolation.
  public var calculationMode: CalculationMode {
    switch self {
    case .linear: .linear
    case .cubic, .catmullRom: .cubic
    }
  }
}
