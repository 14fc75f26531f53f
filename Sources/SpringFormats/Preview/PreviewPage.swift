/// A self-contained HTML page that plays a motion: two shapes side by side, a replay
/// control, a chart and a spring's equivalents in every ecosystem.
///
/// Nothing is fetched: the CSS, the SVG chart and the few lines of script are inline. Each
/// shape's animation sets a registered `<number>` custom property, `--value`, and the shape's
/// `transform` is computed from it (``PreviewMotion``), so what moves is exactly what the
/// CSS writers printed, and a test can read the value back with Typed OM
/// (`computedStyleMap().get('--value')`).
///
/// Build one with ``init(fit:track:keyPath:tolerance:title:)`` or
/// ``init(spring:from:to:initialVelocity:tolerance:interpolation:end:uiKitVelocity:keyPath:title:)``,
/// then write ``html``.
public struct PreviewPage: Sendable, Equatable {
  /// The page's title.
  public var title: String
  /// A line under the title: what is shown.
  public var subtitle: String
  /// How the value moves the shapes.
  public var motion: PreviewMotion
  /// The moving shapes, left to right.
  public var lanes: [PreviewLane]
  /// An SVG chart, as ``Chart/svg()`` writes it; empty for none.
  public var chartSVG: String
  /// The spring whose equivalents the page lists.
  public var conversion: SpringConversion
  /// Paragraphs under the shapes.
  public var notes: [String]

  /// Creates a page from its parts.
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - subtitle: A line under the title.
  ///   - motion: How the value moves the shapes.
  ///   - lanes: The moving shapes.
  ///   - chartSVG: An SVG document; empty for none.
  ///   - conversion: The spring whose equivalents are listed.
  ///   - notes: Paragraphs under the shapes.
  public init(
    title: String, subtitle: String, motion: PreviewMotion, lanes: [PreviewLane],
    chartSVG: String, conversion: SpringConversion, notes: [String]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.motion = motion
    self.lanes = lanes
    self.chartSVG = chartSVG
    self.conversion = conversion
    self.notes = notes
  }

  /// The distance a translation's whole value range covers, in CSS pixels.
  public static let translationDistance = 160.0
}
