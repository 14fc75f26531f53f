import SpringKit

// Writing a preview page as one HTML document.

extension PreviewPage {
  /// The page as one HTML document, ending with a newline: inline CSS, SVG and script,
  /// nothing fetched.
  ///
  /// The same page always gives the same bytes.
  public var html: String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(HTMLText.escaped(title))</title>",
      "<style>",
      Self.baseStyle,
      ".shape { transform: \(transform); }",
      placement,
    ]
    for lane in lanes { lines.append(lane.css) }
    lines += [
      "</style>",
      "</head>",
      "<body>",
      "<header><h1>\(HTMLText.escaped(title))</h1>",
      "<p class=\"subtitle\">\(HTMLText.escaped(subtitle))</p></header>",
      "<main>",
    ]
    if let verdict { lines.append(verdict.html) }
    lines += [
      "<div class=\"top\">",
      "<div class=\"motion\">",
      "<section class=\"stage\" aria-label=\"The motion\">",
    ]
    for lane in lanes {
      lines += [
        "<figure class=\"lane\" id=\"\(lane.id)-lane\">",
        "<div class=\"box\"><div class=\"track\"></div>"
          + "<div class=\"shape\" id=\"\(lane.id)-shape\"></div></div>",
        "<figcaption><strong>\(HTMLText.escaped(lane.title))</strong><br>"
          + "\(HTMLText.escaped(lane.detail))</figcaption>",
        "</figure>",
      ]
    }
    lines += [
      "</section>",
      "<p class=\"controls\"><button type=\"button\" id=\"replay\">Replay</button> "
        + "<label><input type=\"checkbox\" id=\"slow\"> Quarter speed</label> "
        + "<label><input type=\"checkbox\" id=\"loop\"> Loop</label></p>",
    ]
    for note in notes { lines.append("<p class=\"note\">\(HTMLText.escaped(note))</p>") }
    lines.append("</div>")
    if !chartSVG.isEmpty {
      lines.append("<section class=\"chart\" aria-label=\"Chart\">")
      // Inline SVG in HTML takes no XML declaration.
      lines += chartSVG.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("<?xml") && !$0.isEmpty }.map(String.init)
      lines.append("</section>")
    }
    lines.append("</div>")
    lines += equivalentsTable
    lines += ["</main>", "<script>", Self.script, "</script>", "</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The shapes' `transform`, computed from `--value`.
  var transform: String {
    switch motion {
    case .scale:
      return "scale(var(--value))"
    case .rotation:
      return "rotate(calc(var(--value) * 1rad))"
    case .translation(let axis):
      let (low, perUnit) = translationScale
      let function = axis == .x ? "translateX" : "translateY"
      return "\(function)(calc((var(--value) - \(CurveKeyframes.cssNumber(low))) * "
        + "\(CurveKeyframes.cssNumber(perUnit))px))"
    }
  }

  /// Where the shapes rest before they move: a translation starts near the box's edge.
  var placement: String {
    switch motion {
    case .scale, .rotation: ""
    case .translation(.y): ".shape { top: 30px; } .track { top: 70px; height: 160px; }"
    case .translation(.x):
      ".shape { left: 25px; } .track { left: 65px; top: 150px; width: 160px; height: 0; "
        + "border-left: 0; border-top: 1px dashed #ccc; }"
    }
  }

  /// The lowest value of every lane and the pixels per value unit that make the whole range
  /// ``translationDistance`` long (1 when nothing moves).
  var translationScale: (low: Double, perUnit: Double) {
    let low = lanes.map(\.valueRange.lowerBound).min() ?? 0
    let high = lanes.map(\.valueRange.upperBound).max() ?? 0
    let range = high - low
    guard range.isFinite, range > 0 else { return (low, 1) }
    return (low, Self.translationDistance / range)
  }

  /// How the value moves the shapes, for the note under them.
  public var motionNote: String {
    switch motion {
    case .scale:
      return "Each shape's scale is the animated value."
    case .rotation:
      return "Each shape turns by the animated value in radians."
    case .translation(let axis):
      let (low, perUnit) = translationScale
      return "Each shape moves along \(axis.rawValue) by the animated value: "
        + "\(NumberText.rounded(perUnit, significantDigits: 4)) px per value unit, from "
        + "\(NumberText.rounded(low, significantDigits: 4)) at the start of its track."
    }
  }

  /// The equivalents as an HTML table across the page.
  ///
  /// Columns: ecosystem, parameters, code, deviation; a line before it names the unit of
  /// each API's velocity. The table scrolls inside its own box when the page is narrower
  /// than the code.
  var equivalentsTable: [String] {
    var lines = [
      "<section class=\"equivalents\">",
      "<h2>The spring in every ecosystem</h2>",
    ]
    if let units = velocityUnits {
      lines.append("<p class=\"units\">\(HTMLText.escaped(units))</p>")
    }
    lines += [
      "<div class=\"table-box\">",
      "<table>",
      "<thead><tr><th>Ecosystem</th><th>Parameters</th><th>Code</th><th>Deviation</th></tr>"
        + "</thead>",
      "<tbody>",
    ]
    for equivalent in equivalents {
      let parameters = equivalent.parameters.map {
        HTMLText.escaped("\($0.name) \(NumberText.rounded($0.value))")
      }.joined(separator: "<br>")
      let deviation =
        equivalent.isExact
        ? "exact"
        : equivalent.deviation.isFinite
          ? NumberText.rounded(equivalent.deviation, significantDigits: 3) + " (nearest)"
          : "cannot express this spring"
      lines.append(
        "<tr><td class=\"ecosystem\">\(HTMLText.escaped(equivalent.title))</td>"
          + "<td class=\"parameters\">\(parameters)</td>"
          + "<td class=\"code\"><code>\(Self.codeHTML(equivalent.code))</code></td>"
          + "<td class=\"deviation\">\(HTMLText.escaped(deviation))</td></tr>")
    }
    lines += ["</tbody>", "</table>", "</div>", "</section>"]
    return lines
  }

  /// The unit of each velocity in the table, grouped (`Velocities: SwiftUI and UIKit in
  /// distances per second (fractions of from → to); Android in units per second.`), or `nil`
  /// when no row carries a velocity.
  var velocityUnits: String? {
    let moving = equivalents.filter(\.carriesVelocity)
    let groups = SpringVelocityUnit.allCases.compactMap { unit -> String? in
      let titles = moving.filter { $0.velocityUnit == unit }.map(\.title)
      guard !titles.isEmpty else { return nil }
      let explained =
        unit == .distancesPerSecond
        ? "distances per second (fractions of from → to per second)" : unit.description
      return Self.list(titles) + " in " + explained
    }
    guard !groups.isEmpty else { return nil }
    return "Velocities, as each API takes them: " + groups.joined(separator: "; ") + "."
  }

  /// Code as HTML that may wrap between tokens but never inside one: escaped, with a `<wbr>`
  /// before a `.` that chains a call (`)<wbr>.setSpring(`) and after a `(` that opens
  /// arguments, the places a long call chain such as Android's has no space.
  ///
  /// - Parameter code: One snippet.
  /// - Returns: The escaped snippet with its break opportunities.
  /// - Complexity: O(n) for n characters.
  static func codeHTML(_ code: String) -> String {
    let characters = Array(code)
    var html = ""
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let previous = index > 0 ? characters[index - 1] : nil
      if character == ".", previous == ")", next?.isLetter == true { html += "<wbr>" }
      html += HTMLText.escaped(String(character))
      if character == "(", let next, next != ")", !next.isWhitespace { html += "<wbr>" }
    }
    return html
  }

  /// `A`, `A and B`, `A, B and C`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The page's fixed style: layout, the registered `--value`, the verdict and the shapes.
  ///
  /// The verdict leads, the shapes and the chart share a row where there is room (each wraps
  /// below the other on a narrow screen), and the code table spans the page after them. Code
  /// wraps only at spaces (`pre-wrap`), never inside an identifier; a table wider than a
  /// phone scrolls inside `.table-box`, so the page itself never scrolls sideways.
  static let baseStyle = """
    @property --value { syntax: "<number>"; inherits: false; initial-value: 0; }
    body { margin: 0; padding: 24px 32px; font: 15px/1.45 "DejaVu Sans", Helvetica, Arial, \
    sans-serif; color: #222; background: #fafafa; }
    h1 { font-size: 22px; margin: 0 0 4px; overflow-wrap: anywhere; }
    h2 { font-size: 17px; margin: 0 0 8px; }
    .subtitle { margin: 0 0 16px; color: #555; }
    main { display: flex; flex-direction: column; gap: 24px; max-width: 1400px; }
    .verdict { padding: 14px 18px; border-left: 8px solid #888; border-radius: 8px; \
    background: #fff; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    .verdict-headline { display: block; font-size: 20px; line-height: 1.3; }
    .verdict p { margin: 4px 0 0; color: #333; }
    .verdict-good { border-color: #2ca02c; background: #eef8ee; }
    .verdict-acceptable { border-color: #e6a100; background: #fdf6e3; }
    .verdict-none { border-color: #d62728; background: #fdeeee; }
    .top { display: flex; flex-wrap: wrap; gap: 24px 32px; align-items: flex-start; }
    .motion { flex: 0 1 584px; min-width: 0; }
    .chart { flex: 1 1 480px; min-width: 0; }
    .stage { display: flex; flex-wrap: wrap; gap: 24px; }
    .lane { margin: 0; flex: 1 1 240px; max-width: 280px; min-width: 0; }
    .box { position: relative; height: 300px; background: #fff; border: 1px solid #ddd; \
    border-radius: 10px; overflow: hidden; }
    .track { position: absolute; left: 50%; top: 70px; height: 160px; border-left: 1px dashed \
    #ccc; }
    .shape { position: absolute; left: calc(50% - 40px); top: 110px; width: 80px; height: 80px; \
    border-radius: 18px; background: #1f77b4; }
    #spring-shape { background: #d62728; }
    figcaption { margin-top: 8px; font-size: 13px; color: #444; }
    .controls { margin: 16px 0; }
    button { font: inherit; padding: 4px 14px; }
    .note { max-width: 760px; font-size: 13px; color: #444; }
    .chart svg { display: block; max-width: 100%; height: auto; border: 1px solid #ddd; }
    .units { font-size: 13px; color: #444; margin: 0 0 8px; }
    .table-box { overflow-x: auto; }
    table { border-collapse: collapse; font-size: 13px; width: 100%; }
    th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #e4e4e4; \
    vertical-align: top; }
    td.parameters, td.deviation { white-space: nowrap; }
    td.code { min-width: 16em; }
    td code { white-space: pre-wrap; overflow-wrap: normal; word-break: normal; }
    code { font-size: 12px; }
    @media (max-width: 600px) {
      body { padding: 16px; }
      .lane { max-width: none; }
      table, tbody, tr, td { display: block; }
      thead { display: none; }
      tr { padding: 8px 0; border-bottom: 1px solid #e4e4e4; }
      td { padding: 2px 0; border: 0; }
      td.ecosystem { font-weight: bold; }
      td.code { min-width: 0; }
      td.deviation::before { content: "Deviation: "; color: #666; }
    }
    """

  /// Replay (every shape from its start, at the chosen speed) and loop.
  static let script = """
    const shapes = Array.from(document.querySelectorAll('.shape'));
    const slow = document.getElementById('slow');
    const loop = document.getElementById('loop');
    let timer = null;
    function replay() {
      clearTimeout(timer);
      for (const shape of shapes) {
        for (const animation of shape.getAnimations()) {
          animation.cancel();
          animation.playbackRate = slow.checked ? 0.25 : 1;
          animation.play();
        }
      }
      Promise.all(shapes.flatMap(s => s.getAnimations().map(a => a.finished))).then(() => {
        if (loop.checked) timer = setTimeout(replay, 700);
      }, () => {});
    }
    document.getElementById('replay').addEventListener('click', replay);
    slow.addEventListener('change', replay);
    loop.addEventListener('change', () => { if (loop.checked) replay(); });
    """
}
