import SpringKit
import SpringScenarios

/// Frames of a changing outline side by side, as a strip of film: how a shape moves and
/// bends over time, on paper.
///
/// ```swift
/// let frames = try MenuBounce().showFrames(fps: 60)
/// var strip = try OutlineFilmstrip(
///   frames: stride(from: 0, to: frames.count, by: 4).map { index in
///     OutlineFilmstrip.Frame(
///       time: frames[index].time, outline: frames[index].outline,
///       origin: [0, frames[index].y])
///   })
/// strip.guideY = 667  // the screen's bottom edge
/// let svg = try strip.svg()
/// ```
///
/// Every cell shows the same window, the union of all frames' exact bounds (and the guide),
/// so a frame's place in its cell is its place on screen; the frame's time is written under
/// it. Cells fill rows left to right, ``columns`` per row. The SVG is deterministic.
public struct OutlineFilmstrip: Sendable, Hashable {
  /// One drawing of the outline and when it is shown: the same value as an animated SVG's
  /// keyframe, so one list of frames serves both pictures.
  public typealias Frame = AnimatedOutlineSVG.Keyframe

  /// The frames, in the order they are shown.
  public let frames: [Frame]
  /// The title above the strip; empty for none.
  public var title = ""
  /// Frames per row; 6 by default.
  public var columns = 6
  /// A cell's width in pixels (the window is scaled to it); 110 by default.
  public var cellWidth = 110.0
  /// The y of a dashed horizontal guide in every cell, in the frames' coordinates (the
  /// screen's bottom edge for the bouncing menu), or `nil` for none.
  public var guideY: Double?
  /// The guide's label, written once, under the title; empty for none.
  public var guideLabel = ""
  /// The outline's fill colour; a light blue by default.
  public var fill = "#dce8fb"
  /// The outline's stroke colour; a darker blue by default.
  public var stroke = "#2f5fa7"

  /// Creates a filmstrip.
  ///
  /// - Parameter frames: At least one, with finite times and coordinates.
  /// - Throws: ``ChartError/nothingToDraw`` for no frames, ``ChartError/nonFiniteFrame(index:)``
  ///   for a frame with a non-finite time or coordinate.
  public init(frames: [Frame]) throws(ChartError) {
    guard !frames.isEmpty else { throw .nothingToDraw }
    for (index, frame) in frames.enumerated() {
      guard frame.time.isFinite, frame.elements.allSatisfy(\.isFinite) else {
        throw .nonFiniteFrame(index: index)
      }
    }
    self.frames = frames
  }

  /// The filmstrip as an SVG document, ending with a newline.
  ///
  /// - Throws: ``ChartError/invalidSize(_:)`` when ``columns`` is below 1 or above 100, or
  ///   ``cellWidth`` is not between 8 and 10 000 pixels.
  /// - Complexity: O(frames × elements).
  public func svg() throws(ChartError) -> String {
    guard (1...100).contains(columns) else { throw .invalidSize("number of columns") }
    guard cellWidth.isFinite, cellWidth >= 8, cellWidth <= 10_000 else {
      throw .invalidSize("cell width")
    }
    let c = SVGMarkup.coordinate
    var window =
      frames.reduce(OutlineBounds?.none) { box, frame in
        guard let other = AnimatedOutlineSVG.bounds(of: frame.elements) else { return box }
        return box.map { $0.union(other) } ?? other
      } ?? OutlineBounds(.zero)
    if let guideY, guideY.isFinite {
      window = window.union(OutlineBounds(SIMD2(window.minX, guideY)))
    }
    // A little room around the shapes so strokes are not cut at the cell's edge.
    let margin = 0.04 * max(window.width, window.height, 1)
    let windowWidth = window.width + 2 * margin
    let windowHeight = window.height + 2 * margin
    let scale = cellWidth / windowWidth
    let cellHeight = windowHeight * scale
    let gap = 14.0
    let labelHeight = 20.0
    var top = 12.0
    var header: [String] = []
    if !title.isEmpty {
      header.append(
        SVGMarkup.text(
          title, x: 14, y: top + 16,
          attributes: "font-size=\"16\" font-weight=\"bold\" fill=\"#222222\""))
      top += 26
    }
    if !guideLabel.isEmpty, guideY != nil {
      header.append(
        "<line x1=\"14\" y1=\"\(c(top + 8))\" x2=\"36\" y2=\"\(c(top + 8))\" "
          + "stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"5 4\"/>")
      header.append(SVGMarkup.text(guideLabel, x: 42, y: top + 12, attributes: "fill=\"#444444\""))
      top += 22
    }
    top += 4
    let columnCount = min(columns, frames.count)
    let rowCount = (frames.count + columnCount - 1) / columnCount
    // A long title or guide label widens the picture rather than running off its edge.
    let textWidth = max(
      SVGMarkup.estimatedWidth(title, fontSize: 16) * 1.1 + 28,
      guideY == nil ? 0 : SVGMarkup.estimatedWidth(guideLabel, fontSize: 12) + 56)
    let width = max(14 + Double(columnCount) * (cellWidth + gap), textWidth)
    let height = top + Double(rowCount) * (cellHeight + labelHeight + gap) + 4
    var lines = SVGMarkup.documentStart(
      width: width.rounded(.up), height: height.rounded(.up), title: title)
    lines += header
    let text = SVGNumberFormat.fixed(decimals: 2)
    for (index, frame) in frames.enumerated() {
      let x = 14 + Double(index % columnCount) * (cellWidth + gap)
      let y = top + Double(index / columnCount) * (cellHeight + labelHeight + gap)
      // Window coordinates → cell: translate, then scale about the cell's corner.
      let dx = x - (window.minX - margin) * scale
      let dy = y - (window.minY - margin) * scale
      let transform = "translate(\(c(dx)) \(c(dy))) scale(\(SVGNumberFormat.shortest.text(scale)))"
      lines.append(
        "<rect x=\"\(c(x))\" y=\"\(c(y))\" width=\"\(c(cellWidth))\" height=\"\(c(cellHeight))\" "
          + "fill=\"#fafafa\" stroke=\"#cccccc\" stroke-width=\"1\"/>")
      lines.append(
        "<clipPath id=\"cell-\(index)\"><rect x=\"\(c(x))\" y=\"\(c(y))\" "
          + "width=\"\(c(cellWidth))\" height=\"\(c(cellHeight))\"/></clipPath>")
      lines.append("<g clip-path=\"url(#cell-\(index))\">")
      lines.append("<g transform=\"\(transform)\">")
      let path = AnimatedOutlineSVG.pathData(of: frame.elements, format: text)
      lines.append(
        "<path d=\"\(path)\" fill=\"\(SVGMarkup.escaped(fill))\" "
          + "stroke=\"\(SVGMarkup.escaped(stroke))\" stroke-width=\"\(c(1.5 / scale))\" "
          + "stroke-linejoin=\"round\"/>")
      lines.append("</g>")
      if let guideY, guideY.isFinite {
        let gy = y + (guideY - window.minY + margin) * scale
        lines.append(
          SVGMarkup.line(
            from: SIMD2(x, gy), to: SIMD2(x + cellWidth, gy),
            attributes: "stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"5 4\""))
      }
      lines.append("</g>")
      lines.append(
        SVGMarkup.text(
          NumberText.rounded(frame.time, significantDigits: 3) + " s", x: x + cellWidth / 2,
          y: y + cellHeight + 15, anchor: "middle", attributes: "fill=\"#333333\""))
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The frames as CSV, `time,d`: each frame's time in seconds and its path as SVG path data
  /// (shortest round-trip numbers), one row per frame.
  ///
  /// - Complexity: O(frames × elements).
  public func csv() -> String {
    var text = "time,d\n"
    for frame in frames {
      text += NumberText.roundTrip(frame.time) + ","
      text +=
        CSVWriter.field(
          AnimatedOutlineSVG.pathData(of: frame.elements, format: .shortest)) + "\n"
    }
    return text
  }
}

extension OutlineFilmstrip {
  /// At most `count` of `frames`, evenly strided from the first, ending with the last: a
  /// motion's frames thinned to fit a strip, always showing where it comes to rest.
  ///
  /// The stride is ⌈n / count⌉ for n frames. When the last frame is not on the stride it is
  /// added, or replaces the last chosen frame if `count` are chosen already.
  ///
  /// ```swift
  /// let frames = try MenuBounce().showFrames(fps: 60).map {
  ///   OutlineFilmstrip.Frame(menuFrame: $0)
  /// }
  /// let strip = try OutlineFilmstrip(frames: OutlineFilmstrip.evenlySpaced(frames, count: 12))
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames, in order.
  ///   - count: The most frames to keep; a count below 1 keeps one, the last.
  /// - Returns: The chosen frames, in order; all of them when there are at most `count`.
  /// - Complexity: O(`count`).
  public static func evenlySpaced<Element>(_ frames: [Element], count: Int) -> [Element] {
    // More than there are frames keeps them all; clamping first keeps the sum below from
    // overflowing for a huge count.
    let count = min(max(1, count), max(1, frames.count))
    let stride = max(1, (frames.count + count - 1) / count)
    var indices = Array(Swift.stride(from: 0, to: frames.count, by: stride))
    let last = frames.count - 1
    if let chosenLast = indices.last, chosenLast != last {
      if indices.count < count {
        indices.append(last)
      } else {
        indices[indices.count - 1] = last
      }
    }
    return indices.map { frames[$0] }
  }
}
