public import SpringKit

/// Why a ``MotionSampling`` cannot be written, worded as `springfit sample` prints it.
///
/// ```swift
/// let sampling = MotionSampling(step: 1, end: .time(10_000_000))
/// do {
///   _ = try sampling.grid()
/// } catch {
///   print(error)  // "sampling up to 10000000.0 s every 1.0 s needs more than ..."
/// }
/// ```
public enum MotionSamplingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spring is undamped and moving: ``MotionSampling/End/untilRest`` has no end.
  case neverSettles
  /// The settling duration could not be computed; the text is SpringKit's reason.
  case settlingFailed(String)
  /// The times asked for need more than ``MotionSampling/maximumSampleCount`` samples.
  case tooManySamples(end: Double, step: Double)
  /// SpringKit's stepper refused the step; `rule` completes "must be …".
  case invalidStep(Double, rule: String)
  /// The motion reached an infinite or NaN position or velocity at `time` seconds.
  case nonFiniteMotion(time: Double, integrator: Integrator)
  /// A value JSON cannot hold (a non-finite number) at `path` in the output document.
  case notRepresentableInJSON(path: String, value: String)
  /// A writer refused what the checks let through, which would be a bug.
  case writer(String)

  /// The sentence `springfit sample` prints after `Error: `.
  public var description: String {
    switch self {
    case .neverSettles:
      "the spring is undamped and never comes to rest, so '--until-rest' has no end; pass "
        + "--end SECONDS"
    case .settlingFailed(let reason):
      "cannot compute the settling duration for '--until-rest': \(reason); pass --end SECONDS"
    case .tooManySamples(let end, let step):
      "sampling up to \(end) s every \(step) s needs more than "
        + "\(MotionSampling.maximumSampleCount) samples; use a larger --step (or a lower "
        + "--fps) or an earlier --end"
    case .invalidStep(let step, let rule):
      "invalid step \(step): must be \(rule)"
    case .nonFiniteMotion(let time, let integrator):
      integrator == .exact
        ? "the motion overflows at time \(time) s (position or velocity is not finite); "
          + "use smaller --from, --to or --velocity values"
        : "the \(integrator.rawValue) integrator diverges at time \(time) s (position or "
          + "velocity is not finite); use a smaller --step or --integrator exact"
    case .notRepresentableInJSON(let path, let value):
      "JSON cannot represent \(value) (at \(path) in the output); use --format csv"
    case .writer(let message):
      message
    }
  }
}
