/// How far each edge's control point of a ``BendableOutline`` moves away from the edge's
/// midpoint, in points (y down).
///
/// Each offset moves its control point across its edge, along the axis perpendicular to it:
///
/// ```
/// top     control (w/2,     top)              > 0 dips into the shape, < 0 bulges up
/// right   control (w + right, h/2)            > 0 bulges out,          < 0 dips in
/// bottom  control (w/2,     h + overhang + bottom)
/// left    control (left,    h/2)              > 0 dips in,             < 0 bulges out
/// ```
///
/// A quadratic edge reaches half of its control point's offset at its middle.
///
/// ```swift
/// BendOffsets.hokusai(vertical: -12)                    // top edge bulges up by 6 pt
/// BendOffsets.translation(SIMD2(4, -12))                // AHKBendableView: all four edges
/// ```
public struct BendOffsets: Sendable, Hashable {
  /// The top edge's control offset along y.
  public var top: Double
  /// The right edge's control offset along x.
  public var right: Double
  /// The bottom edge's control offset along y.
  public var bottom: Double
  /// The left edge's control offset along x.
  public var left: Double

  /// Creates offsets per edge.
  public init(top: Double = 0, right: Double = 0, bottom: Double = 0, left: Double = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// No bend: the outline is a rectangle.
  public static let zero = BendOffsets()

  /// Hokusai's bend (`HOKMenuView.updatePath`): the top edge by the vertical offset, the two
  /// sides by the horizontal one, the bottom (hidden below the screen) not at all.
  ///
  /// - Parameters:
  ///   - vertical: The top edge's offset, `bendableOffset.vertical`.
  ///   - horizontal: The sides' offset, `bendableOffset.horizontal` (always 0 in Hokusai).
  /// - Returns: `top = vertical`, `right = left = horizontal`, `bottom = 0`.
  public static func hokusai(vertical: Double, horizontal: Double = 0) -> BendOffsets {
    BendOffsets(top: vertical, right: horizontal, bottom: 0, left: horizontal)
  }

  /// AHKBendableView's bend: one offset vector moves every control point, the horizontal
  /// edges by its y and the vertical edges by its x.
  ///
  /// - Parameter offset: The offset (dx, dy), in points.
  /// - Returns: `top = bottom = dy`, `right = left = dx`.
  public static func translation(_ offset: SIMD2<Double>) -> BendOffsets {
    BendOffsets(top: offset.y, right: offset.x, bottom: offset.y, left: offset.x)
  }

  /// Whether every offset is finite.
  public var isFinite: Bool {
    top.isFinite && right.isFinite && bottom.isFinite && left.isFinite
  }
}
