/// How a ``VelocityTracker`` turns its recent samples into a velocity.
///
/// Every strategy looks only at a window of the newest samples: at most
/// ``VelocityTracker/historyCapacity`` (20), none older than ``horizon`` (100 ms) before the
/// newest, and none across a pause longer than ``pause`` (40 ms). The two Compose strategies
/// are the algorithms of Jetpack Compose's `VelocityTracker1D` (androidx, current sources),
/// computed in `Double` instead of Compose's `Float`; ``robust`` is SpringKit's default.
///
/// | strategy | window ends at | samples needed | 1 sample | 2 samples | 3 samples |
/// |---|---|---|---|---|---|
/// | ``lsq2`` | a gap of more than 40 ms between neighbours | 3 at 3 distinct times | 0 | 0 | the parabola's slope |
/// | ``impulse`` | a sample more than 40 ms older than the newest | 2 | 0 | Δx/Δt | energy-weighted |
/// | ``robust`` | as ``lsq2`` | 2 at distinct times | 0 | Δx/Δt | the parabola's slope |
///
/// Samples at equal times: ``lsq2`` fits them all (and returns 0 with fewer than three
/// distinct times, where the parabola is not determined), ``impulse`` skips the pair, and
/// ``robust`` merges them into one sample at their mean position. Samples out of order never
/// reach a strategy: ``VelocityTracker/append(_:at:)`` throws.
public enum VelocityStrategy: String, Sendable, Hashable, CaseIterable {
  /// Compose's and Flutter's `Lsq2`: the slope at the newest sample of the least-squares
  /// parabola through the window.
  ///
  /// It fits `x(τ) = b₀ + b₁τ + b₂τ²` (τ in seconds before the newest sample) to every
  /// sample of the window, unweighted, and returns `b₁`: exact for motion at constant
  /// acceleration, smoothing for noisy samples. The window stops at the first gap of more
  /// than 40 ms between neighbouring samples. It needs 3 samples at 3 distinct times and
  /// returns zero with fewer. SpringKit solves the fit by Householder QR on scaled times in
  /// `Double` (Compose uses Gram–Schmidt in `Float`, whose result differs by float rounding,
  /// 1e-6 to 1e-4 relative).
  case lsq2
  /// Compose's `Impulse`: the velocity whose kinetic energy equals the work the pointer's
  /// segments put in, the newest weighing most.
  ///
  /// Over the window, oldest first, each segment's velocity `vₖ = Δx/Δt` adds
  /// `(vₖ − v)·|vₖ|` to the energy `E`, where `v = sign(E)·√(2|E|)` is the velocity so far;
  /// the oldest segment counts half, as if the pointer already moved at its speed. The result
  /// is `sign(E)·√(2|E|)`, per axis. Exact for constant velocity; with 2 samples it is the
  /// difference quotient. The window keeps only samples at most 40 ms older than the newest
  /// (current Compose; the 1.5 era used gaps between neighbours). Pairs at equal times are
  /// skipped.
  ///
  /// Impulse is not linear in the positions, so it is defined per axis: `Double`, `Float`
  /// and `SIMD2`/`SIMD3`/`SIMD4` values are split into their lanes. A value type SpringKit
  /// cannot split (your own ``SpringVector``) is taken along the line from the window's
  /// oldest to its newest position.
  case impulse
  /// SpringKit's default: ``lsq2``'s window and fit, without its blind spots at release.
  ///
  /// - A near-stationary tail is ignored: when the last samples, spanning at most 40 ms,
  ///   moved on average at less than a tenth of the speed estimated from the samples before
  ///   them, and those samples were still moving (their last segment at least half that
  ///   speed), the velocity is the estimate at the last moving sample. Chrome on Android
  ///   sends such a move (0.1–0.7 px) just before `pointerup`, and the release event itself
  ///   often repeats the last position; a two-sample velocity then comes out near zero.
  /// - A stationary tail longer than 40 ms is a stop, as a pause of more than 40 ms without
  ///   samples is: the estimate starts at the last moving sample and comes out about 0
  ///   (where Lsq2's parabola, still bending through the motion before, would not).
  /// - Samples at equal times count as one at their mean position, so no sample is counted
  ///   in zero time.
  /// - Two samples (a press and one move) give the difference quotient over the real time
  ///   between them; more give the least-squares slope.
  case robust

  /// The oldest a sample may be, relative to the newest, to enter the window: 0.1 s
  /// (Compose's `HorizonMilliseconds`).
  public static let horizon = 0.1
  /// The longest pause the window spans: 0.04 s (Compose's
  /// `AssumePointerMoveStoppedMilliseconds`).
  public static let pause = 0.04
  /// How far past ``horizon`` and ``pause`` a time difference may be and still count as at
  /// the limit: 1 µs, so that times written in decimal seconds (0.1 is not a `Double`) keep
  /// Compose's whole-millisecond rule "at most 100 ms".
  public static let timeSlack = 1e-6
  /// The speed ratio below which ``robust`` ignores a final tail: 0.1.
  public static let stationaryRatio = 0.1

  /// The strategy's name, as Compose spells it in lower case (`lsq2`, `impulse`, `robust`).
  @inlinable
  public var name: String { rawValue }
}
