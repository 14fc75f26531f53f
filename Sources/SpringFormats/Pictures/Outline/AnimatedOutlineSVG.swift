public import SpringKit
import SpringScenarios

/// An animated SVG of a path that changes shape over time: one `<path>` whose `d` attribute
/// a SMIL `<animate>` interpolates through the keyframes, then holds the last one.
///
/// ```swift
/// let frames = try MenuBounce().showFrames(fps: 60)
/// let svg = try AnimatedOutlineSVG(
///   keyframes: frames.map {
///     AnimatedOutlineSVG.Keyframe(time: $0.time, outline: $0.outline, origin: [0, $0.y])
///   })
/// print(svg.document())
/// ```
///
/// The document is:
///
/// ```
/// <svg xmlns="http://www.w3.org/2000/svg" viewBox="minX minY width height" ...>
///   <path d="d₀" fill="…" stroke="…" ...>
///     <animate attributeName="d" dur="Ts" fill="freeze" calcMode="linear"
///              keyTimes="0;…;1" values="d₀;d₁;…"/>
///   </path>
/// </svg>
/// ```
///
/// - The static `d` is the first keyframe, so a renderer without animation (rsvg, a
///   thumbnailer) draws the first frame.
/// - Every keyframe must have the same drawing commands in the same order (as every
///   `BendableOutline` has: a move, four quadratic curves, a close), which is what lets
///   browsers interpolate `d`.
/// - `keyTimes` are `(tᵢ − t₀) / (tₙ − t₀)`, rounded to 6 decimals (rounding keeps their
///   order, and 0 and 1 stay exact); `dur` is `tₙ − t₀` seconds. One keyframe gives a static
///   path with no `<animate>`.
/// - ``playback`` `.once` (the default) plays the keyframes once and keeps the last one
///   (`fill="freeze"`). `.loop(hold: h)` repeats forever (`repeatCount="indefinite"`) and,
///   for h > 0, repeats the last path at keyTime 1 with `dur` = `tₙ − t₀ + h`, so the last
///   keyframe stays on screen for h seconds before each repeat; the other keyTimes are then
///   fractions of that longer `dur`.
/// - The `viewBox` is the union of every keyframe's exact bounds (curves' extrema, not
///   their control points), grown by ``margin`` on each side.
/// - The text is deterministic: the same keyframes and settings give the same bytes.
public struct AnimatedOutlineSVG: Sendable, Hashable {
  /// One shape of the animation and when it is reached.
  public struct Keyframe: Sendable, Hashable {
    /// Seconds.
    public var time: Double
    /// The drawing commands, in the SVG's coordinates (y down).
    public var elements: [OutlineElement]

    /// Creates a keyframe from drawing commands.
    ///
    /// - Parameters:
    ///   - time: Seconds.
    ///   - elements: The path, in the SVG's coordinates.
    public init(time: Double, elements: [OutlineElement]) {
      self.time = time
      self.elements = elements
    }

    /// Creates a keyframe from an outline drawn with its top-left corner at `origin`.
    ///
    /// - Parameters:
    ///   - time: Seconds.
    ///   - outline: The outline, in its own coordinates.
    ///   - origin: Where the outline's (0, 0) goes, in points; (0, 0) by default.
    public init(time: Double, outline: BendableOutline, origin: SIMD2<Double> = .zero) {
      self.time = time
      elements = outline.elements.map { $0.translated(by: origin) }
    }
  }

  /// The shapes, times increasing.
  public let keyframes: [Keyframe]
  /// Points of blank space around the bounds of every keyframe; 8 by default.
  public var margin = 8.0
  /// How coordinates in `d` are written; two decimals by default (a hundredth of a point).
  public var numberFormat = SVGNumberFormat.fixed(decimals: 2)
  /// The fill colour, any SVG colour; a light blue by default.
  public var fill = "#dce8fb"
  /// The stroke colour; a darker blue by default.
  public var stroke = "#2f5fa7"
  /// The stroke width, in points; 1.5 by default.
  public var strokeWidth = 1.5
  /// A `<title>` for the document (escaped), or `nil` for none.
  public var title: String?
  /// Whether the animation plays once and holds its last keyframe (the default) or loops,
  /// holding the last keyframe before each repeat.
  public var playback = Playback.once

  /// Creates an animation from keyframes.
  ///
  /// - Parameter keyframes: At least one; finite times, strictly increasing; finite
  ///   coordinates; every keyframe with the first one's commands in the same order.
  /// - Throws: ``AnimatedOutlineSVGError`` naming the first keyframe that breaks a rule.
  public init(keyframes: [Keyframe]) throws(AnimatedOutlineSVGError) {
    guard let first = keyframes.first else { throw .noKeyframes }
    let letters = Self.commandLetters(first.elements)
    for (index, keyframe) in keyframes.enumerated() {
      guard keyframe.time.isFinite else { throw .nonFiniteTime(index: index) }
      if index > 0, !(keyframe.time > keyframes[index - 1].time) {
        throw .timesNotIncreasing(index: index)
      }
      guard keyframe.elements.allSatisfy(\.isFinite) else {
        throw .nonFiniteCoordinate(index: index)
      }
      guard Self.commandLetters(keyframe.elements) == letters else {
        throw .commandsDiffer(index: index)
      }
    }
    self.keyframes = keyframes
  }

  /// The seconds from the first keyframe to the last.
  public var duration: Double {
    (keyframes.last?.time ?? 0) - (keyframes.first?.time ?? 0)
  }

  /// The union of every keyframe's exact bounds, without the margin; `nil` when the paths
  /// have no points.
  public var bounds: OutlineBounds? {
    keyframes.reduce(nil) { box, keyframe in
      guard let other = Self.bounds(of: keyframe.elements) else { return box }
      return box.map { $0.union(other) } ?? other
    }
  }

  /// The SVG path data of a keyframe: absolute commands `M`, `L`, `Q` (control first), `Z`,
  /// separated by spaces, numbers in ``numberFormat``.
  public func pathData(_ keyframe: Keyframe) -> String {
    Self.pathData(of: keyframe.elements, format: numberFormat)
  }

  /// Drawing commands as SVG path data: absolute `M`, `L`, `Q` (control first), `Z`.
  static func pathData(of elements: [OutlineElement], format: SVGNumberFormat) -> String {
    SVGPathData.text(of: elements, format: format)
  }

  /// The SVG document, ending with a newline.
  ///
  /// - Complexity: O(keyframes × elements).
  public func document() -> String {
    let text = { (value: Double) in SVGNumberFormat.shortest.text(value) }
    let box = bounds ?? OutlineBounds(.zero)
    let margin = self.margin.isFinite ? max(self.margin, 0) : 0
    let viewBox = [
      box.minX - margin, box.minY - margin, box.width + 2 * margin, box.height + 2 * margin,
    ]
    let paths = keyframes.map(pathData)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\""
        + viewBox.map(text).joined(
          separator: " ") + "\" width=\"\(text(viewBox[2]))\" height=\"\(text(viewBox[3]))\">",
    ]
    if let title { lines.append("  <title>\(SVGMarkup.escaped(title))</title>") }
    let style =
      "fill=\"\(SVGMarkup.escaped(fill))\" stroke=\"\(SVGMarkup.escaped(stroke))\" "
      + "stroke-width=\"\(text(strokeWidth))\" stroke-linejoin=\"round\""
    let firstPath = paths.first ?? ""
    guard paths.count > 1, duration > 0 else {
      lines.append("  <path d=\"\(firstPath)\" \(style)/>")
      return (lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }
    let start = keyframes[0].time
    var hold = 0.0
    var repetition = "fill=\"freeze\""
    if case .loop(let seconds) = playback {
      hold = seconds.isFinite ? max(seconds, 0) : 0
      repetition = "repeatCount=\"indefinite\""
    }
    // The held rest is the last path once more at keyTime 1, so the SVG stays a plain
    // linear interpolation that every SMIL player treats the same.
    let times =
      keyframes.map(\.time) + (hold > 0 ? [keyframes[keyframes.count - 1].time + hold] : [])
    let values = paths + (hold > 0 ? [paths[paths.count - 1]] : [])
    let total = times[times.count - 1] - start
    let keyTimes = times.indices.map { index -> String in
      if index == 0 { return "0" }
      if index == times.count - 1 { return "1" }
      return SVGNumberFormat.fixed(decimals: 6).text((times[index] - start) / total)
    }
    lines += [
      "  <path d=\"\(firstPath)\" \(style)>",
      "    <animate attributeName=\"d\" dur=\"\(text(total))s\" \(repetition) "
        + "calcMode=\"linear\"",
      "      keyTimes=\"" + keyTimes.joined(separator: ";") + "\"",
      "      values=\"" + values.joined(separator: ";") + "\"/>",
      "  </path>",
      "</svg>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The SVG command letter of each element, in order.
  static func commandLetters(_ elements: [OutlineElement]) -> [Character] {
    elements.map { element in
      switch element {
      case .move: "M"
      case .line: "L"
      case .quadCurve: "Q"
      case .close: "Z"
      }
    }
  }

  /// The exact bounds of a path: its points, and each quadratic curve's own bounds.
  static func bounds(of elements: [OutlineElement]) -> OutlineBounds? {
    var box: OutlineBounds?
    var current = SIMD2<Double>.zero
    var subpathStart = SIMD2<Double>.zero
    let add = { (other: OutlineBounds) in box = box.map { $0.union(other) } ?? other }
    for element in elements {
      switch element {
      case .move(let to):
        add(OutlineBounds(to))
        current = to
        subpathStart = to
      case .line(let to):
        add(OutlineBounds(current).union(to))
        current = to
      case .quadCurve(let to, let control):
        add(QuadraticCurve(start: current, control: control, end: to).bounds)
        current = to
      case .close:
        current = subpathStart
      }
    }
    return box
  }
}

/// Keyframes that ``AnimatedOutlineSVG`` cannot animate: which rule the first bad one breaks.
public enum AnimatedOutlineSVGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There are no keyframes.
  case noKeyframes
  /// A keyframe's time is infinite or NaN.
  case nonFiniteTime(index: Int)
  /// A keyframe's time is not later than the one before.
  case timesNotIncreasing(index: Int)
  /// A keyframe has an infinite or NaN coordinate.
  case nonFiniteCoordinate(index: Int)
  /// A keyframe's commands differ from the first keyframe's, so `d` cannot interpolate.
  case commandsDiffer(index: Int)

  /// A sentence naming the keyframe and the rule.
  public var description: String {
    switch self {
    case .noKeyframes:
      "an animated SVG needs at least one keyframe"
    case .nonFiniteTime(let index):
      "keyframe \(index): the time must be finite"
    case .timesNotIncreasing(let index):
      "keyframe \(index): the time must be later than the previous keyframe's"
    case .nonFiniteCoordinate(let index):
      "keyframe \(index): every coordinate must be finite"
    case .commandsDiffer(let index):
      "keyframe \(index): the commands must be the first keyframe's, in the same order, "
        + "for the path to interpolate"
    }
  }
}

extension OutlineElement {
  /// The element moved by an offset.
  func translated(by offset: SIMD2<Double>) -> OutlineElement {
    switch self {
    case .move(let to): .move(to: to + offset)
    case .line(let to): .line(to: to + offset)
    case .quadCurve(let to, let control): .quadCurve(to: to + offset, control: control + offset)
    case .close: .close
    }
  }

  /// Whether every coordinate is finite.
  var isFinite: Bool {
    switch self {
    case .move(let to), .line(let to): to.x.isFinite && to.y.isFinite
    case .quadCurve(let to, let control):
      to.x.isFinite && to.y.isFinite && control.x.isFinite && control.y.isFinite
    case .close: true
    }
  }
}
