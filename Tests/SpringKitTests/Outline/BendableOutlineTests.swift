import SpringKit
import Testing
import _SpringTestSupport

/// The outline is exactly the four quadratic edges of SEEDS.md §4 and AHKBendableView.
@Suite struct BendableOutlineTests {
  static let sizes: [(width: Double, height: Double, overhang: Double)] = [
    (375, 224, 100), (320, 180, 0), (1, 0, 0), (0, 50, 100),
  ]

  /// Every end point and control point sits where the specification puts it.
  @Test(arguments: sizes)
  func edgesAreAsSpecified(size: (width: Double, height: Double, overhang: Double)) throws {
    let (w, h, o) = size
    let offsets = BendOffsets(top: -30, right: 7, bottom: 12, left: -4)
    let outline = try BendableOutline(width: w, height: h, overhang: o, offsets: offsets)
    let filled = h + o
    #expect(outline.topEdge == QuadraticCurve(start: [0, 0], control: [w / 2, -30], end: [w, 0]))
    #expect(
      outline.rightEdge
        == QuadraticCurve(start: [w, 0], control: [w + 7, h / 2], end: [w, filled]))
    #expect(
      outline.bottomEdge
        == QuadraticCurve(start: [w, filled], control: [w / 2, filled + 12], end: [0, filled]))
    #expect(
      outline.leftEdge == QuadraticCurve(start: [0, filled], control: [-4, h / 2], end: [0, 0]))
    #expect(
      outline.elements == [
        .move(to: [0, 0]), .quadCurve(to: [w, 0], control: [w / 2, -30]),
        .quadCurve(to: [w, filled], control: [w + 7, h / 2]),
        .quadCurve(to: [0, filled], control: [w / 2, filled + 12]),
        .quadCurve(to: [0, 0], control: [-4, h / 2]), .close,
      ])
  }

  /// Hokusai bends the top by the vertical offset and the sides by the horizontal one;
  /// AHKBendableView bends all four edges by one vector.
  @Test func offsetPresetsMapToEdges() {
    #expect(
      BendOffsets.hokusai(vertical: -9, horizontal: 2)
        == BendOffsets(top: -9, right: 2, bottom: 0, left: 2))
    #expect(
      BendOffsets.translation(SIMD2(3, -5)) == BendOffsets(top: -5, right: 3, bottom: -5, left: 3))
    #expect(BendOffsets.zero == BendOffsets(top: 0, right: 0, bottom: 0, left: 0))
  }

  /// The path is closed: it starts at the origin, each edge starts where the previous one
  /// ends, the last ends at the origin, and a close command follows.
  @Test func theOutlineIsClosed() throws {
    let outline = try BendableOutline(
      width: 200, height: 80, offsets: BendOffsets(top: 3, right: -2, bottom: 1, left: 5))
    let edges = outline.edges
    #expect(edges.first?.start == [0, 0])
    #expect(edges.last?.end == [0, 0])
    for (previous, next) in zip(edges, edges.dropFirst()) { #expect(previous.end == next.start) }
    #expect(outline.elements.first == .move(to: [0, 0]))
    #expect(outline.elements.last == .close)
    #expect(outline.elements.count == 6)
  }

  /// Without offsets every edge is straight and the outline is the rectangle
  /// (0, 0)–(w, h + overhang).
  @Test(arguments: sizes)
  func zeroOffsetIsTheRectangle(size: (width: Double, height: Double, overhang: Double)) throws {
    let outline = try BendableOutline(width: size.width, height: size.height, overhang: size.2)
    let filled = size.height + size.overhang
    let straight = outline.edges.allSatisfy { $0.isStraight }
    #expect(straight)
    #expect(outline.bounds == OutlineBounds(minX: 0, minY: 0, maxX: size.width, maxY: filled))
    #expect(
      outline.elements(flatEdgesAsLines: true) == [
        .move(to: [0, 0]), .line(to: [size.width, 0]), .line(to: [size.width, filled]),
        .line(to: [0, filled]), .line(to: [0, 0]), .close,
      ])
    // Every point of every edge is on the rectangle's boundary (the sides are traversed at
    // uneven speed, their controls being at h/2, but stay on the side).
    for edge in outline.edges {
      for t in stride(from: 0.0, through: 1, by: 0.125) {
        let point = edge.point(at: t)
        let onVertical = point.x == 0 || point.x == size.width
        let onHorizontal = point.y == 0 || point.y == filled
        #expect(onVertical || onHorizontal)
        #expect(outline.bounds.contains(point))
      }
    }
    // Top and bottom controls are midpoints: those edges move at even speed.
    #expect(outline.topEdge.control == (outline.topEdge.start + outline.topEdge.end) / 2)
  }

  /// A top offset d moves the top edge's extreme to exactly d/2, not d.
  @Test(arguments: [-40.0, -0.5, 0.25, 12])
  func aBulgeReachesHalfItsOffset(offset: Double) throws {
    let outline = try BendableOutline(
      width: 375, height: 224, offsets: .hokusai(vertical: offset))
    let bounds = outline.bounds
    #expect(bounds.minY == min(0, offset / 2))
    #expect(bounds.maxY == 324)
    #expect(bounds.minX == 0 && bounds.maxX == 375)
    #expect(outline.topEdge.point(at: 0.5) == [187.5, offset / 2])
  }

  /// On random curves the bounds are the analytic extrema, contain every point of the curve
  /// and are reached by it.
  @Test func boundsAreTheAnalyticExtrema() {
    var generator = SeededGenerator(seed: 0x5EED_0004)
    for trial in 0..<500 {
      var points: [SIMD2<Double>] = []
      for _ in 0..<3 {
        points.append(
          SIMD2(
            .random(in: -100...100, using: &generator), .random(in: -100...100, using: &generator)))
      }
      let curve = QuadraticCurve(start: points[0], control: points[1], end: points[2])
      let bounds = curve.bounds
      var expected = OutlineBounds(curve.start).union(curve.end)
      for axis in 0..<2 {
        let (p0, p1, p2) = (curve.start[axis], curve.control[axis], curve.end[axis])
        let denominator = p0 - 2 * p1 + p2
        let t = (p0 - p1) / denominator
        guard denominator != 0, t > 0, t < 1 else { continue }
        let extreme = (p0 * p2 - p1 * p1) / denominator
        var point = curve.point(at: t)
        point[axis] = extreme
        expected = expected.union(point)
      }
      #expect(bounds == expected, "seed 0x5EED0004 trial \(trial)")
      // Sampling: inside (to rounding of B(t), ~1e-13 at this scale) and reaching each side
      // to within the sampling error: near t*, B − B(t*) = B''/2·(t − t*)² with
      // |B''| = 2|P₀ − 2P₁ + P₂| ≤ 800 and |t − t*| ≤ Δt/2 = 5e-4, so at most 1e-4.
      var sampled = OutlineBounds(curve.start)
      for index in 0...1000 {
        let point = curve.point(at: Double(index) / 1000)
        #expect(bounds.contains(point, tolerance: 1e-12), "seed 0x5EED0004 trial \(trial)")
        sampled = sampled.union(point)
      }
      #expect(sampled.minX - bounds.minX <= 1e-4 && bounds.maxX - sampled.maxX <= 1e-4)
      #expect(sampled.minY - bounds.minY <= 1e-4 && bounds.maxY - sampled.maxY <= 1e-4)
    }
  }

  /// The outline's bounds are the union of its edges' bounds and never the control points'.
  @Test func outlineBoundsAreTheEdgesUnion() throws {
    let outline = try BendableOutline(
      width: 100, height: 60, overhang: 20,
      offsets: BendOffsets(top: -10, right: 8, bottom: 6, left: -4))
    #expect(outline.bounds == OutlineBounds(minX: -2, minY: -5, maxX: 104, maxY: 83))
  }

  /// Offsets that mirror each other give an outline symmetric about x = w/2: the left edge
  /// is the right edge reflected and reversed.
  @Test func mirroredOffsetsGiveASymmetricOutline() throws {
    let w = 320.0
    let outline = try BendableOutline(
      width: w, height: 200, offsets: BendOffsets(top: -12, right: 9, bottom: 4, left: -9))
    let reflect = { (p: SIMD2<Double>) in SIMD2(w - p.x, p.y) }
    for t in stride(from: 0.0, through: 1, by: 0.0625) {
      // Equal up to the rounding of B(t) and of 1 − t: a few ulps of w.
      let right = reflect(outline.rightEdge.point(at: t))
      #expect((right - outline.leftEdge.point(at: 1 - t)).magnitude <= 1e-12 * w)
      let top = outline.topEdge.point(at: t)
      let mirrored = reflect(outline.topEdge.point(at: 1 - t))
      #expect((top - mirrored).magnitude <= 1e-12 * w)
    }
    let bounds = outline.bounds
    #expect(bounds.minX == w - bounds.maxX)
  }

  /// Straightness is geometric: a control anywhere on the chord, not only its midpoint.
  @Test func straightness() {
    #expect(QuadraticCurve(start: [0, 0], control: [0, 10], end: [0, 40]).isStraight)
    #expect(QuadraticCurve(start: [0, 0], control: [5, 5], end: [10, 10]).isStraight)
    #expect(!QuadraticCurve(start: [0, 0], control: [0, 50], end: [0, 40]).isStraight)
    #expect(!QuadraticCurve(start: [0, 0], control: [1, 10], end: [0, 40]).isStraight)
  }

  /// Sizes and offsets that come from outside are validated.
  @Test func invalidInputsThrow() {
    #expect(throws: SpringError.self) { try BendableOutline(width: -1, height: 1) }
    #expect(throws: SpringError.self) { try BendableOutline(width: 1, height: .nan) }
    #expect(throws: SpringError.self) { try BendableOutline(width: 1, height: 1, overhang: -1) }
    #expect(throws: SpringError.self) {
      try BendableOutline(width: 1, height: 1, offsets: BendOffsets(left: .infinity))
    }
  }
}

@Suite("Outline bounds")
struct OutlineBoundsTests {
  @Test("Coordinates given the wrong way round are swapped, and NaN traps nothing")
  func orderedCoordinates() {
    let box = OutlineBounds(minX: 3, minY: 5, maxX: 1, maxY: -2)
    #expect(box == OutlineBounds(minX: 1, minY: -2, maxX: 3, maxY: 5))
    #expect(box.width == 2 && box.height == 7)
    let unknown = OutlineBounds(SIMD2(.nan, 0)).union(SIMD2(1, 1))
    #expect(!unknown.contains(SIMD2(1, 1)))
  }
}
