/// One moving shape of a preview page: what it plays, how it is written, and the CSS that
/// animates it.
public struct PreviewLane: Sendable, Hashable {
  /// The lane's identifier: the shape's element is `#<id>-shape` (`keyframes`, `spring`).
  public var id: String
  /// The heading under the shape: `Keyframes`, `Fitted spring`.
  public var title: String
  /// What is played and how exactly, for people.
  public var detail: String
  /// The CSS that animates `#<id>-shape`'s `--value`, as a writer printed it.
  public var css: String
  /// The value range the animation passes through (for the translation's scale).
  public var valueRange: ClosedRange<Double>

  /// Creates a lane.
  ///
  /// - Parameters:
  ///   - id: The identifier; the shape is `#<id>-shape`.
  ///   - title: The heading.
  ///   - detail: What is played and how exactly.
  ///   - css: The CSS that animates the shape's `--value`.
  ///   - valueRange: The values the animation passes through.
  public init(
    id: String, title: String, detail: String, css: String, valueRange: ClosedRange<Double>
  ) {
    self.id = id
    self.title = title
    self.detail = detail
    self.css = css
    self.valueRange = valueRange
  }

  /// The shape's selector: `#keyframes-shape`.
  public var selector: String { "#\(id)-shape" }
}
