public import SpringKit

/// A self-contained HTML page that plays a motion: a fit's verdict first, two shapes side
/// by side with a replay control beside a chart, then the spring's equivalents in every
/// ecosystem across the page.
///
/// The layout reflows to one column on a phone (390 CSS pixels wide) without scrolling the
/// page sideways; the code table scrolls inside its own box there, and code wraps only
/// between tokens, never inside an identifier.
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
  /// A fit's verdict, shown first; `nil` for a spring's page.
  public var verdict: PreviewVerdict?
  /// The rows of the equivalents table: by default ``conversion``'s (a motion from 0 to 1);
  /// a fit's page gives the fitted motion's, each velocity in its API's own unit.
  public var equivalents: [SpringEquivalent]

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
  ///   - verdict: A fit's verdict, shown first; `nil` for none.
  ///   - equivalents: The rows of the equivalents table; `nil` for `conversion`'s.
  public init(
    title: String, subtitle: String, motion: PreviewMotion, lanes: [PreviewLane],
    chartSVG: String, conversion: SpringConversion, notes: [String],
    verdict: PreviewVerdict? = nil, equivalents: [SpringEquivalent]? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.motion = motion
    self.lanes = lanes
    self.chartSVG = chartSVG
    self.conversion = conversion
    self.notes = notes
    self.verdict = verdict
    self.equivalents = equivalents ?? conversion.equivalents
  }

  /// The distance a translation's whole value range covers, in CSS pixels.
  public static let translationDistance = 160.0
}
