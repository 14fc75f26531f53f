/// What a ``SpringSimulation`` does with a very long frame (an app that was suspended, a
/// debugger pause).
public enum LongFramePolicy: Sendable, Hashable {
  /// Advance by the whole frame, as physics would. With the exact integrator this costs the
  /// same as any frame; with numerical integrators at most
  /// ``SpringSimulation/maximumStepsPerFrame`` steps are taken and the rest of the frame is
  /// dropped, so the work per frame stays bounded.
  case catchUp
  /// Advance by at most this many seconds per frame (Rebound uses 0.064 s): a long pause
  /// resumes the motion where it was instead of jumping to its end.
  case clamp(maximum: Double)
}
