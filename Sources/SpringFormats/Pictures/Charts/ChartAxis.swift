/// One axis of a chart: its label, its scale and the range it shows.
///
/// ```swift
/// var time = ChartAxis(label: "time (s)")
/// var error = ChartAxis(label: "max error", scale: .logarithmic)
/// let position = ChartAxis(label: "position", range: 0...1.4)
/// ```
///
/// Without an explicit ``range`` the axis covers the data, widened to round tick values
/// (multiples of 1, 2 or 5 times a power of ten on a linear scale, whole decades on a
/// logarithmic one), and to include zero when ``includesZero`` is set.
public struct ChartAxis: Sendable, Hashable {
  /// How data values map to distance along the axis.
  public enum Scale: String, Sendable, Hashable, CaseIterable {
    /// Equal differences take equal distances.
    case linear
    /// Equal ratios take equal distances (base 10); values ≤ 0 are not drawn.
    case logarithmic
  }

  /// The label, with the unit in parentheses: `time (s)`, `position (pt)`.
  public var label: String
  /// The scale; linear by default.
  public var scale: Scale
  /// The range shown, or `nil` to fit the data.
  public var range: ClosedRange<Double>?
  /// Whether a fitted linear range is widened to include zero (ignored on a logarithmic
  /// scale and with an explicit range); `false` by default.
  public var includesZero: Bool

  /// Creates an axis.
  ///
  /// - Parameters:
  ///   - label: The label, with the unit.
  ///   - scale: Linear (the default) or logarithmic.
  ///   - range: The range shown; `nil` (the default) fits the data.
  ///   - includesZero: Whether a fitted linear range includes zero; `false` by default.
  public init(
    label: String, scale: Scale = .linear, range: ClosedRange<Double>? = nil,
    includesZero: Bool = false
  ) {
    self.label = label
    self.scale = scale
    self.range = range
    self.includesZero = includesZero
  }
}
