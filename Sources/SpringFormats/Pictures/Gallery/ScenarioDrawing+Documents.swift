import SpringKit
import SpringScenarios

extension ScenarioDrawing {
  /// The frames as JSON: the scenario, the frame rate, the hold, the columns, one
  /// `{"time", "values"}` object per frame, the springs with their departures and, for
  /// `menu-drag`, the `release` (`time`, `position`, `velocity` (robust),
  /// `twoSampleVelocity`, `trueVelocity`, `landing`, `detent` (its name), `detentY`,
  /// `twoSampleDetent`, `overshoot`, `restTime`).
  ///
  /// ```json
  /// {"caption": "…", "columns": ["y", "offset"], "fps": 60, "frames": [{"time": 0,
  ///  "values": [667, -224]}, …], "hold": 1, "scenario": "menu-bounce", "springs": […]}
  /// ```
  ///
  /// - Throws: ``JSONError`` should a number not be finite.
  public func json() throws(JSONError) -> String {
    let springs: [JSONValue] = springs.map { entry in
      var object: [String: JSONValue] = [
        "role": .string(entry.role), "mass": .number(entry.spring.mass),
        "stiffness": .number(entry.spring.stiffness), "damping": .number(entry.spring.damping),
        "dampingRatio": .number(entry.spring.dampingRatio),
        "response": .number(entry.spring.response),
        "initialVelocity": .number(entry.initialVelocity),
      ]
      if let replaces = entry.replaces { object["replaces"] = .string(replaces) }
      if let rms = entry.rmsDeparture { object["rmsDeparture"] = .number(rms) }
      if let maximum = entry.maxDeparture { object["maxDeparture"] = .number(maximum) }
      return .object(object)
    }
    var members: [String: JSONValue] = [
      "scenario": .string(scenario.name), "fps": .number(fps), "hold": .number(Self.hold),
      "caption": .string(caption), "columns": .array(columns.map(JSONValue.string)),
      "frames": .array(
        frames.map {
          .object(["time": .number($0.time), "values": .array($0.values.map(JSONValue.number))])
        }),
      "springs": .array(springs),
    ]
    if !calls.isEmpty {
      members["calls"] = .array(
        calls.map {
          .object(["lane": .string($0.lane), "time": .number($0.time), "text": .string($0.text)])
        })
    }
    if let release {
      var object: [String: JSONValue] = [
        "time": .number(release.time), "position": .number(release.position),
        "velocity": .number(release.velocity),
        "twoSampleVelocity": .number(release.twoSampleVelocity),
        "landing": .number(release.landing), "detent": .string(release.detentName),
        "detentY": .number(release.detent),
        "twoSampleDetent": .string(release.twoSampleDetentName),
        "overshoot": .number(release.overshoot),
        "restTime": .number(release.restTime),
      ]
      if let trueVelocity = release.trueVelocity {
        object["trueVelocity"] = .number(trueVelocity)
      }
      members["release"] = .object(object)
    }
    let document = JSONValue.object(members)
    return try JSONWriter(style: .pretty).string(for: document) + "\n"
  }

  /// A self-contained HTML page that plays the animation (the SVG inline) under its caption.
  public func html() -> String {
    let svg = svg().split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("<?xml") }.joined(separator: "\n")
    let title = HTMLText.escaped("springfit scenario \(scenario.name)")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(title)</title>
      <style>body { font-family: \(SVGMarkup.fontFamily); margin: 2em; max-width: 48em; }</style>
      </head>
      <body>
      <h1>\(title)</h1>
      <p>\(HTMLText.escaped(caption))</p>
      \(svg)</body>
      </html>

      """
  }
}

/// The gallery of every seed scenario: an index page that plays their animated SVGs.
public enum ScenarioGallery {
  /// The index page: each drawing's `NAME.svg` as an image (which plays its animation),
  /// its caption and links to the still and the frames.
  ///
  /// - Parameter drawings: The drawings, in the order of the page.
  /// - Returns: The HTML text.
  public static func indexHTML(_ drawings: [ScenarioDrawing]) -> String {
    var body = ""
    for drawing in drawings {
      let name = HTMLText.escaped(drawing.scenario.name)
      body += """
        <section id="\(name)">
        <h2>\(name)</h2>
        <img src="\(name).svg" alt="\(HTMLText.escaped(drawing.caption))">
        <p>\(HTMLText.escaped(drawing.caption)) <a href="\(name)-still.svg">Still</a>,
        <a href="\(name).json">frames</a>.</p>
        </section>

        """
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>SpringKit: the seed animations</title>
      <style>body { font-family: \(SVGMarkup.fontFamily); margin: 2em; max-width: 48em; }
      img { display: block; border: 1px solid #dddddd; max-width: 100%; }</style>
      </head>
      <body>
      <h1>The seed animations</h1>
      <p>The animations SpringKit grew from, each the seed's easing or keyframes beside the
      spring that replaces them (the dragged menu: a drag handed over to a spring), drawn by
      <code>springfit scenario NAME</code>. Each repeats,
      holding its last frame \(NumberText.rounded(ScenarioDrawing.hold)) s first.</p>
      \(body)</body>
      </html>

      """
  }
}
