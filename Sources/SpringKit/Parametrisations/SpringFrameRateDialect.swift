/// A dialect whose spring is a per-frame recurrence, so that its motion depends on the frame
/// rate it runs at (Svelte's `Spring`).
///
/// Its ``SpringDialect/spring()`` and ``SpringDialect/deviation`` hold at ``frameRate``
/// only; ``SpringEquivalent/exactness`` says so.
public protocol SpringFrameRateDialect: SpringDialect {
  /// The frames per second the view's parameters and deviation are computed for.
  var frameRate: Double { get }
}
