/// An SVG scene whose attributes change frame by frame, written as SMIL animations that share
/// one timeline: the writer behind every drawing of ``ScenarioDrawing``.
///
/// Every animated attribute has one value per frame; all of them use the same `keyTimes`
/// (`tᵢ / dur`, 6 decimals) and `dur`, so a player interpolates every attribute between the
/// same frames. Continuous attributes are linear (`calcMode="linear"`), a label's visibility
/// is discrete. The animation repeats forever and holds the last frame for ``hold`` seconds
/// before each repeat (as ``AnimatedOutlineSVG/Playback/loop(hold:)``): the last values are
/// written once more at keyTime 1.
///
/// The static value of an animated attribute is its value at the still frame: frame 0 for
/// the animated document, so a renderer without animation (rsvg) draws the first frame, or
/// the frame ``still(at:)`` asks for.
struct SMILScene: Sendable {
  /// One animated attribute: its name, one text per frame, and how it is interpolated.
  struct Animation: Sendable {
    /// What SMIL element animates it.
    enum Kind: Sendable {
      /// `<animate attributeName=…>`, interpolated linearly.
      case linear
      /// `<animate attributeName=… calcMode="discrete">`: each frame's value until the next.
      case discrete
      /// `<animateTransform type="scale">`, the values the scale factors.
      case scale
      /// `<animateTransform type="translate">`, the values `x y`.
      case translate
    }

    /// The attribute: `r`, `cx`, `d`, `stroke-dasharray`, `visibility`, `transform`.
    var attribute: String
    /// One value per frame of the scene.
    var values: [String]
    /// How it is written.
    var kind = Kind.linear
  }

  /// One element: its name, fixed attributes, animated attributes, children or text.
  struct Element: Sendable {
    /// The tag: `circle`, `path`, `g`, `text`, `rect`.
    var name: String
    /// Attributes that do not change, in order, values unescaped.
    var attributes: [(String, String)] = []
    /// Attributes that change frame by frame.
    var animations: [Animation] = []
    /// Child elements.
    var children: [Element] = []
    /// Text content (escaped when written), for `text` and `title`.
    var text: String?
  }

  /// The scene's width and height, in pixels.
  var width: Double
  var height: Double
  /// The document's `<title>`.
  var title: String
  /// The frames' times, seconds, from 0, increasing.
  var times: [Double]
  /// Seconds the last frame stays before the animation repeats.
  var hold: Double
  /// The drawing, in order.
  var elements: [Element]

  /// The animated document.
  func document() -> String { render(still: nil) }

  /// The document without animation, every attribute at frame `index` (clamped to the
  /// frames).
  func still(at index: Int) -> String {
    render(still: min(max(index, 0), max(times.count - 1, 0)))
  }

  private func render(still: Int?) -> String {
    var lines = SVGMarkup.documentStart(width: width, height: height, title: title)
    let timing = self.timing()
    for element in elements { write(element, depth: 1, still: still, timing: timing, to: &lines) }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `dur` and the keyTimes of the loop, including the held last frame.
  private func timing() -> (duration: String, keyTimes: String, held: Bool) {
    let end = (times.last ?? 0) + max(hold, 0)
    guard end > 0, times.count > 1 else { return ("0s", "0", false) }
    let held = hold > 0
    let all = times + (held ? [end] : [])
    let keyTimes = all.indices.map { index -> String in
      if index == 0 { return "0" }
      if index == all.count - 1 { return "1" }
      return SVGNumberFormat.fixed(decimals: 6).text(all[index] / end)
    }
    return (SVGNumberFormat.shortest.text(end) + "s", keyTimes.joined(separator: ";"), held)
  }

  private func write(
    _ element: Element, depth: Int, still: Int?,
    timing: (duration: String, keyTimes: String, held: Bool), to lines: inout [String]
  ) {
    let indent = String(repeating: "  ", count: depth)
    var attributes = element.attributes
    for animation in element.animations {
      let value = animation.values[min(still ?? 0, animation.values.count - 1)]
      switch animation.kind {
      case .linear, .discrete: attributes.append((animation.attribute, value))
      case .scale: attributes.append(("transform", "scale(\(value))"))
      case .translate: attributes.append(("transform", "translate(\(value))"))
      }
    }
    let open =
      "\(indent)<\(element.name)"
      + attributes.map { " \($0.0)=\"\(SVGMarkup.escaped($0.1))\"" }.joined()
    let animated = still == nil && times.count > 1
    let animations = animated ? element.animations : []
    if animations.isEmpty, element.children.isEmpty, element.text == nil {
      lines.append(open + "/>")
      return
    }
    if animations.isEmpty, element.children.isEmpty, let text = element.text {
      lines.append(open + ">" + SVGMarkup.escaped(text) + "</\(element.name)>")
      return
    }
    // Text stays on the opening line: a line break would become part of its content.
    lines.append(open + ">" + (element.text.map(SVGMarkup.escaped) ?? ""))
    for animation in animations {
      let values =
        (animation.values + (timing.held ? [animation.values[animation.values.count - 1]] : []))
        .joined(separator: ";")
      let common =
        "dur=\"\(timing.duration)\" repeatCount=\"indefinite\" keyTimes=\"\(timing.keyTimes)\" "
        + "values=\"\(SVGMarkup.escaped(values))\""
      switch animation.kind {
      case .linear:
        lines.append(
          "\(indent)  <animate attributeName=\"\(animation.attribute)\" calcMode=\"linear\" "
            + common + "/>")
      case .discrete:
        lines.append(
          "\(indent)  <animate attributeName=\"\(animation.attribute)\" calcMode=\"discrete\" "
            + common + "/>")
      case .scale, .translate:
        let type = animation.kind == .scale ? "scale" : "translate"
        lines.append(
          "\(indent)  <animateTransform attributeName=\"transform\" type=\"\(type)\" "
            + "calcMode=\"linear\" " + common + "/>")
      }
    }
    for child in element.children {
      write(child, depth: depth + 1, still: still, timing: timing, to: &lines)
    }
    lines.append("\(indent)</\(element.name)>")
  }
}
