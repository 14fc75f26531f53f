/// The closed outline of a view whose edges bend like jelly: four quadratic Bézier edges
/// whose control points sit at the edge midpoints, moved by ``BendOffsets``.
///
/// The technique of Hokusai's bouncing menu and AHKBendableView, as pure geometry: give it a
/// size, an overhang below (hidden under the screen's edge while the menu overshoots) and
/// the offsets, and it gives the drawing commands, an SVG path and the exact bounds. With
/// `H = height + overhang`:
///
/// ```
/// move  (0, 0)
/// quad  to (w, 0)   control (w/2,         top)            top edge
/// quad  to (w, H)   control (w + right,   h/2)            right edge
/// quad  to (0, H)   control (w/2,         H + bottom)     bottom edge
/// quad  to (0, 0)   control (left,        h/2)            left edge
/// close
/// ```
///
/// The side controls sit at `h/2` (half the visible height, not `H/2`), as in both
/// originals, so a side bends most at the middle of the visible part. At zero offsets every
/// control point lies on its edge's chord, so each edge is a straight segment and the outline
/// is the rectangle (0, 0)–(w, H).
///
/// ```swift
/// let outline = try BendableOutline(
///   width: 375, height: 224, offsets: .hokusai(vertical: -40))
/// outline.svgPathData()   // with SpringFormats imported
/// // "M0 0 Q187.5 -40 375 0 Q375 112 375 324 Q187.5 324 0 324 Q0 112 0 0 Z"
/// outline.bounds.minY    // -20: the top edge bulges up by half the offset
/// ```
///
/// Points are `SIMD2<Double>` in points with y down (UIKit, Core Graphics on iOS, SVG), the
/// type a two-dimensional ``SpringSimulation`` animates, so offsets computed from a
/// simulation plug in directly and no point type of a UI framework is needed.
public struct BendableOutline: Sendable, Hashable {
  /// The visible width, in points.
  public let width: Double
  /// The visible height, in points.
  public let height: Double
  /// How far the fill extends below the visible height, in points (Hokusai: 100).
  public let overhang: Double
  /// The control point offsets per edge.
  public let offsets: BendOffsets

  /// Hokusai's overhang: 100 points of fill below the menu.
  public static let defaultOverhang = 100.0

  /// Creates an outline.
  ///
  /// - Parameters:
  ///   - width: Points; finite and at least 0.
  ///   - height: Points; finite and at least 0.
  ///   - overhang: Points below `height`; finite and at least 0. 100 by default.
  ///   - offsets: The control point offsets; finite. None by default.
  /// - Throws: ``SpringError`` naming the first value that breaks its rule.
  public init(
    width: Double, height: Double, overhang: Double = BendableOutline.defaultOverhang,
    offsets: BendOffsets = .zero
  ) throws(SpringError) {
    try SpringError.requireNonNegative(width, "width")
    try SpringError.requireNonNegative(height, "height")
    try SpringError.requireNonNegative(overhang, "overhang")
    for (name, value) in [
      ("top", offsets.top), ("right", offsets.right), ("bottom", offsets.bottom),
      ("left", offsets.left),
    ] {
      try SpringError.requireFinite(value, "offsets.\(name)")
    }
    self.width = width
    self.height = height
    self.overhang = overhang
    self.offsets = offsets
  }

  /// The same outline with other offsets.
  ///
  /// - Throws: ``SpringError`` when an offset is not finite.
  public func bent(by offsets: BendOffsets) throws(SpringError) -> BendableOutline {
    try BendableOutline(width: width, height: height, overhang: overhang, offsets: offsets)
  }

  /// `height + overhang`: the y of the bottom edge's end points.
  public var filledHeight: Double { height + overhang }

  /// The top edge, (0, 0) → (w, 0), control (w/2, top).
  public var topEdge: QuadraticCurve {
    QuadraticCurve(start: [0, 0], control: [width / 2, offsets.top], end: [width, 0])
  }

  /// The right edge, (w, 0) → (w, H), control (w + right, h/2).
  public var rightEdge: QuadraticCurve {
    QuadraticCurve(
      start: [width, 0], control: [width + offsets.right, height / 2],
      end: [width, filledHeight])
  }

  /// The bottom edge, (w, H) → (0, H), control (w/2, H + bottom).
  public var bottomEdge: QuadraticCurve {
    QuadraticCurve(
      start: [width, filledHeight], control: [width / 2, filledHeight + offsets.bottom],
      end: [0, filledHeight])
  }

  /// The left edge, (0, H) → (0, 0), control (left, h/2).
  public var leftEdge: QuadraticCurve {
    QuadraticCurve(
      start: [0, filledHeight], control: [offsets.left, height / 2], end: [0, 0])
  }

  /// The four edges in drawing order: top, right, bottom, left (clockwise on screen).
  public var edges: [QuadraticCurve] { [topEdge, rightEdge, bottomEdge, leftEdge] }

  /// The drawing commands: a move, four quadratic curves, a close.
  ///
  /// Every edge is a quadratic curve even when it is straight, so every frame of an
  /// animation has the same commands and can be interpolated or morphed.
  public var elements: [OutlineElement] { elements(flatEdgesAsLines: false) }

  /// The drawing commands, optionally with straight edges as lines.
  ///
  /// - Parameter flatEdgesAsLines: When `true`, an edge whose control point lies on its
  ///   chord (see ``QuadraticCurve/isStraight``) is written as ``OutlineElement/line(to:)``;
  ///   the shape is the same.
  /// - Returns: A move to (0, 0), one command per edge, then ``OutlineElement/close``.
  public func elements(flatEdgesAsLines: Bool) -> [OutlineElement] {
    var result: [OutlineElement] = [.move(to: [0, 0])]
    for edge in edges {
      if flatEdgesAsLines, edge.isStraight {
        result.append(.line(to: edge.end))
      } else {
        result.append(.quadCurve(to: edge.end, control: edge.control))
      }
    }
    result.append(.close)
    return result
  }

  /// The exact bounds of the outline: the union of the four curves' bounds.
  ///
  /// Each curve contributes its end points and the interior extremum of each axis
  /// (``QuadraticCurve/bounds``), never its control point: a bulge of offset d reaches d/2.
  public var bounds: OutlineBounds {
    edges.dropFirst().reduce(topEdge.bounds) { $0.union($1.bounds) }
  }
}
