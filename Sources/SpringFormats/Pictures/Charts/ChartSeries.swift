/// One named set of points drawn in a chart panel: a line, markers, or both.
///
/// ```swift
/// let spring = ChartSeries(name: "spring", x: times, y: values)
/// var keys = ChartSeries(name: "keyframes", x: keyTimes, y: keyValues, style: .markers)
/// keys.marker = .square
/// ```
///
/// A point with a non-finite coordinate (or, on a logarithmic axis, a value ≤ 0) is not
/// drawn and breaks the line, as plotting tools do with missing data.
public struct ChartSeries: Sendable, Hashable {
  /// Whether the points are joined, marked, or both.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// A line through the points.
    case line
    /// A marker at each point.
    case markers
    /// A line with a marker at each point.
    case lineAndMarkers
  }

  /// The pattern of a series' line.
  public enum Dash: String, Sendable, Hashable, CaseIterable {
    /// Unbroken.
    case solid
    /// Long dashes.
    case dashed
    /// Short dots.
    case dotted
    /// Dashes and dots.
    case dashDotted
  }

  /// The shape drawn at each point of a marked series.
  public enum Marker: String, Sendable, Hashable, CaseIterable {
    /// A disc.
    case circle
    /// A square on its side.
    case square
    /// A triangle pointing up.
    case triangle
    /// A square on its corner.
    case diamond
  }

  /// The name shown in the legend; an empty name leaves the series out of the legend.
  public var name: String
  /// The points, (x, y) in data units.
  public var points: [SIMD2<Double>]
  /// Line, markers or both; a line by default.
  public var style: Style
  /// The colour, any SVG colour, or `nil` for the palette's colour of the series' position
  /// (``ChartPalette/color(at:)``).
  public var color: String?
  /// The line's pattern; solid by default.
  public var dash: Dash
  /// The marker's shape; a circle by default.
  public var marker: Marker
  /// The line's width, in pixels; 2 by default.
  public var lineWidth: Double
  /// Half a marker's width, in pixels; 4 by default.
  public var markerSize: Double

  /// Creates a series from points.
  ///
  /// - Parameters:
  ///   - name: The legend's name; empty for none.
  ///   - points: (x, y) pairs in data units.
  ///   - style: Line (the default), markers or both.
  public init(name: String, points: [SIMD2<Double>], style: Style = .line) {
    self.name = name
    self.points = points
    self.style = style
    color = nil
    dash = .solid
    marker = .circle
    lineWidth = 2
    markerSize = 4
  }

  /// Creates a series from separate x and y arrays.
  ///
  /// - Parameters:
  ///   - name: The legend's name; empty for none.
  ///   - x: The x coordinates.
  ///   - y: The y coordinates; only the first `min(x.count, y.count)` pairs are used.
  ///   - style: Line (the default), markers or both.
  public init(name: String, x: [Double], y: [Double], style: Style = .line) {
    self.init(name: name, points: zip(x, y).map { SIMD2($0, $1) }, style: style)
  }
}
