/// The axis of a two-axis trace that the drag follows and the fling continues along.
///
/// A sheet follows `y`, a carousel `x`. A one-axis trace (`time,position`) has no choice.
public enum GestureAxis: String, Sendable, Hashable, CaseIterable {
  /// The horizontal axis, the trace's `x` column.
  case x
  /// The vertical axis, the trace's `y` column.
  case y
}
