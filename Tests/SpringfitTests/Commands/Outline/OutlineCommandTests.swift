import ArgumentParsing
import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

#if canImport(FoundationXML)
import FoundationXML
import SpringScenarios
#endif

/// `springfit outline`: the bouncing menu's frames as JSON, CSV and an animated SVG.
@Suite("springfit outline")
struct OutlineCommandTests {
  /// The JSON frames of a run, as (time, position, horizontal, vertical, d).
  static func jsonFrames(_ run: Invocation) throws -> [JSONTree] {
    let document = try JSONTree.parse(run.output)
    guard case .array(let frames) = try #require(document["frames"]) else {
      Issue.record("frames is not an array")
      return []
    }
    return frames
  }

  /// Checks JSON frames against SpringKit's menu frames: the same times, positions and
  /// offsets bit for bit (both are the same simulation), the same outline as `d` and `path`.
  static func expect(
    _ frames: [JSONTree], equal menuFrames: [MenuFrame],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(frames.count == menuFrames.count, sourceLocation: sourceLocation)
    for (frame, expected) in zip(frames, menuFrames) {
      #expect(frame["time"]?.number == expected.time, sourceLocation: sourceLocation)
      #expect(frame["position"]?.number == expected.y, sourceLocation: sourceLocation)
      #expect(
        frame["bendOffset"]?["vertical"]?.number == expected.offset,
        sourceLocation: sourceLocation)
      #expect(frame["bendOffset"]?["horizontal"]?.number == 0, sourceLocation: sourceLocation)
      #expect(
        frame["d"]?.string == expected.outline.svgPathData(), sourceLocation: sourceLocation)
      #expect(
        frame["path"] == (try JSONTree.parse(jsonText(expected.outline.elements))),
        sourceLocation: sourceLocation)
    }
  }

  /// The path elements as the JSON the command documents, written independently.
  static func jsonText(_ elements: [OutlineElement]) -> String {
    let point = { (p: SIMD2<Double>) in "[\(p.x), \(p.y)]" }
    return "["
      + elements.map { element in
        switch element {
        case .move(let to): "{\"move\": \(point(to))}"
        case .line(let to): "{\"line\": \(point(to))}"
        case .quadCurve(let to, let control):
          "{\"quadCurve\": {\"to\": \(point(to)), \"control\": \(point(control))}}"
        case .close: "{\"close\": true}"
        }
      }.joined(separator: ", ") + "]"
  }

  @Test("No options and --example menu-bounce are Hokusai's show motion")
  func defaults() throws {
    #expect(try SpringfitCommand.parse(["outline"]) == .run(OutlineOptions()))
    #expect(
      try SpringfitCommand.parse(["outline", "--example", "menu-bounce"])
        == .run(OutlineOptions()))
    let run = springfit("outline")
    #expect(run.status == 0 && run.errors.isEmpty)
    let explicit = springfit("outline", "--example", "menu-bounce", "--format", "json")
    #expect(explicit.output == run.output)
    let menu = MenuBounce()
    try Self.expect(Self.jsonFrames(run), equal: menu.showFrames(fps: 60))
    let document = try JSONTree.parse(run.output)
    #expect(document["width"]?.number == 375 && document["height"]?.number == 224)
    #expect(document["buttons"]?.number == 3 && document["overhang"]?.number == 100)
    #expect(document["from"]?.number == 667 && document["to"]?.number == 443)
    #expect(document["initialVelocity"]?.number == 0.6 * (443 - 667))
    #expect(document["motion"]?.string == "show" && document["example"]?.string == "menu-bounce")
    #expect(document["spring"]?["stiffness"]?.number == (try menu.showSpring()).stiffness)
    #expect(
      document.members.map { Set($0.keys) }
        == [
          "buttons", "example", "fps", "frames", "from", "height", "initialVelocity", "motion",
          "overhang", "positiveOffsetScale", "screenHeight", "spring", "to", "width",
        ])
  }

  /// Keys are written sorted, as by every other command.
  @Test("JSON keys are sorted")
  func sortedKeys() {
    let output = springfit("outline", "--fps", "10").output
    let keys = output.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.split(separator: "\"")[1]
    }
    #expect(keys == keys.sorted())
    #expect(output.contains("\"bendOffset\": {\n        \"horizontal\": 0.0,\n"))
  }

  @Test("--dismiss, --buttons, --width, --overhang and --fps are MenuBounce's")
  func menuParameters() throws {
    try Self.expect(
      Self.jsonFrames(springfit("outline", "--dismiss")),
      equal: MenuBounce().dismissFrames(fps: 60))
    try Self.expect(
      Self.jsonFrames(springfit("outline", "--buttons", "5", "--width", "390", "--fps", "120")),
      equal: MenuBounce(buttonCount: 5, screenWidth: 390).showFrames(fps: 120))
    var menu = MenuBounce(buttonCount: 1)
    menu.overhang = 0
    try Self.expect(
      Self.jsonFrames(springfit("outline", "--buttons", "1", "--overhang", "0", "--dismiss")),
      equal: menu.dismissFrames(fps: 60))
  }

  @Test("A spring replaces UIKit's; UIKit's own spec gives the same frames")
  func springReplacesTheShowSpring() throws {
    let uikit = springfit("outline", "--spring", "uikit:duration=0.8,damping=0.6,velocity=0.6")
    try Self.expect(Self.jsonFrames(uikit), equal: MenuBounce().showFrames(fps: 60))
    #expect(try JSONTree.parse(uikit.output)["example"] == .null)

    let bouncy = springfit("outline", "--duration", "0.6", "--bounce", "0.5", "--format", "csv")
    #expect(bouncy.status == 0)
    let spring = try Spring(duration: 0.6, bounce: 0.5)
    let velocity = 0.6 * (443.0 - 667)
    for row in bouncy.csvRows where row[0] > 0 && row[0] < 0.5 {
      let exact = spring.value(
        fromValue: 667.0, toValue: 443, initialVelocity: velocity, time: row[0])
      // The simulation is the closed form at the frame time: rounding of a 224-point motion.
      #expect(isClose(row[1], exact, absolute: 1e-10 * 224), "t = \(row[0])")
    }
    // A bouncier spring overshoots further than UIKit's 0.6.
    let lowest = bouncy.csvRows.map { $0[1] }.min() ?? 0
    let uikitLowest = try MenuBounce().showFrames().map(\.y).min() ?? 0
    #expect(lowest < uikitLowest)
  }

  @Test("--height sets the menu's height and makes buttons null")
  func height() throws {
    let run = springfit("outline", "--height", "300")
    #expect(run.status == 0)
    let document = try JSONTree.parse(run.output)
    #expect(document["height"]?.number == 300 && document["buttons"] == .null)
    #expect(document["to"]?.number == 367)
    let frames = try Self.jsonFrames(run)
    #expect(frames.last?["position"]?.number == 367)
    #expect(
      frames.last?["d"]?.string
        == "M0 0 Q187.5 0 375 0 Q375 150 375 400 Q187.5 400 0 400 Q0 150 0 0 Z")
  }

  @Test("CSV has the documented header and one row per frame")
  func csv() throws {
    let run = springfit("outline", "--format", "csv")
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(run.csvHeader == "time,position,bend_horizontal,bend_vertical")
    let frames = try MenuBounce().showFrames(fps: 60)
    let rows = run.csvRows
    #expect(rows.count == frames.count)
    for (row, frame) in zip(rows, frames) {
      #expect(row == [frame.time, frame.y, 0, frame.offset])
    }
    let dismiss = springfit("outline", "--format", "csv", "--dismiss", "--fps", "240")
    #expect(dismiss.csvRows.count == (try MenuBounce().dismissFrames(fps: 240).count))
  }

  /// The SVG's `<svg>`, `<path>` and `<animate>` attributes, read by Foundation's XML
  /// parser, which fails on malformed XML.
  final class SVGReader: NSObject, XMLParserDelegate {
    var elements: [(name: String, namespace: String?, attributes: [String: String])] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((elementName, namespaceURI, attributes))
    }

    /// Parses a document; `nil` when it is not well-formed XML.
    static func read(_ text: String) -> SVGReader? {
      let parser = XMLParser(data: Data(text.utf8))
      parser.shouldProcessNamespaces = true
      let reader = SVGReader()
      parser.delegate = reader
      return parser.parse() ? reader : nil
    }

    func attributes(of name: String) -> [String: String]? {
      elements.first { $0.name == name }?.attributes
    }
  }

  /// The command letters of SVG path data, in order.
  static func commandLetters(_ d: String) -> String {
    String(d.filter(\.isLetter))
  }

  @Test(
    "The SVG is valid XML whose keyframes interpolate",
    arguments: [
      ["--format", "svg"], ["--format", "svg", "--dismiss"],
      ["--format", "svg", "--buttons", "6", "--fps", "240", "--duration", "1", "--bounce", "0.6"],
    ])
  func svg(arguments: [String]) throws {
    let run = Invocation(["outline"] + arguments)
    #expect(run.status == 0 && run.errors.isEmpty)
    let reader = try #require(SVGReader.read(run.output), "not well-formed XML")
    let root = try #require(reader.elements.first)
    #expect(root.name == "svg" && root.namespace == "http://www.w3.org/2000/svg")
    let path = try #require(reader.attributes(of: "path"))
    let animate = try #require(reader.attributes(of: "animate"))
    #expect(animate["attributeName"] == "d" && animate["calcMode"] == "linear")
    // It plays once and stays on the rest frame.
    #expect(animate["fill"] == "freeze" && animate["repeatCount"] == nil)
    let values = try #require(animate["values"]).split(separator: ";").map(String.init)
    let keyTimes = try #require(animate["keyTimes"]).split(separator: ";").compactMap {
      Double(String($0))
    }
    #expect(values.count == keyTimes.count)
    #expect(keyTimes.first == 0 && keyTimes.last == 1)
    #expect(zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 < $1 })
    #expect(path["d"] == values.first)
    let letters = Self.commandLetters(try #require(values.first))
    #expect(letters == "MQQQQZ")
    #expect(values.allSatisfy { Self.commandLetters($0) == letters })

    // As many keyframes as frames, and the duration is the last frame's time.
    let csv = Invocation(
      ["outline"] + arguments.map { $0 == "svg" ? "csv" : $0 })
    #expect(values.count == csv.csvRows.count)
    let dur = try #require(animate["dur"])
    #expect(dur.hasSuffix("s") && Double(dur.dropLast()) == csv.csvRows.last?[0])

    // The viewBox holds every keyframe's end points with the 8-point margin to spare (the
    // curves' bulges are checked in SpringFormats's tests; control points may lie outside).
    let box = try #require(root.attributes["viewBox"]).split(separator: " ").compactMap {
      Double(String($0))
    }
    try #require(box.count == 4)
    for value in values {
      for command in Self.commands(value) where command.count >= 2 {
        let (x, y) = (command[command.count - 2], command[command.count - 1])
        #expect(x >= box[0] + 8 - 0.01 && x <= box[0] + box[2] - 8 + 0.01, "\(x)")
        #expect(y >= box[1] + 8 - 0.01 && y <= box[1] + box[3] - 8 + 0.01, "\(y)")
      }
    }
  }

  @Test(
    "With --loop the SVG repeats, the rest frame held --hold seconds before each repeat",
    arguments: [
      (["--loop"], 1.0), (["--loop", "--hold", "2.5"], 2.5), (["--loop", "--hold", "0"], 0.0),
    ] as [([String], Double)])
  func loop(options: [String], hold: Double) throws {
    let run = Invocation(["outline", "--format", "svg"] + options)
    #expect(run.status == 0 && run.errors.isEmpty)
    let reader = try #require(SVGReader.read(run.output), "not well-formed XML")
    let animate = try #require(reader.attributes(of: "animate"))
    #expect(animate["repeatCount"] == "indefinite" && animate["fill"] == nil)
    let values = try #require(animate["values"]).split(separator: ";").map(String.init)
    let keyTimes = try #require(animate["keyTimes"]).split(separator: ";").compactMap {
      Double(String($0))
    }
    let rows = Invocation(["outline", "--format", "csv"]).csvRows
    let end = try #require(rows.last?[0])
    #expect(animate["dur"] == "\(end + hold)s")
    #expect(values.count == keyTimes.count)
    if hold > 0 {
      // One keyframe more than frames: the rest frame again at keyTime 1, the last frame at
      // end / (end + hold).
      #expect(
        values.count == rows.count + 1 && values[values.count - 1] == values[values.count - 2])
      let restStart = try #require(keyTimes.dropLast().last)
      #expect(isClose(restStart, end / (end + hold), absolute: 5e-7))
    } else {
      #expect(values.count == rows.count)
    }
    #expect(keyTimes.last == 1)
  }

  /// The numbers of each command of SVG path data.
  static func commands(_ d: String) -> [[Double]] {
    var commands: [[Double]] = []
    for token in d.split(separator: " ") {
      var token = Substring(token)
      if let first = token.first, first.isLetter {
        commands.append([])
        token = token.dropFirst()
      }
      if let number = Double(String(token)) { commands[commands.count - 1].append(number) }
    }
    return commands
  }

  /// librsvg's `rsvg-convert` (Debian's `librsvg2-bin`, which `.ci/run` installs), if any.
  static let rsvgConvert = [
    "/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert",
  ].first(where: FileManager.default.isExecutableFile(atPath:))

  /// The default SVG renders with librsvg (its first frame; rsvg ignores SMIL).
  ///
  /// Without `rsvg-convert` the test reports a skip.
  @Test(
    "The SVG renders with rsvg-convert",
    .enabled(if: rsvgConvert != nil, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
  func renders() throws {
    let tool = try #require(Self.rsvgConvert)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("springfit-outline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("menu.svg")
    let png = folder.appendingPathComponent("menu.png")
    try Data(springfit("outline", "--format", "svg").output.utf8).write(to: svg)
    let render = try ChildProcess.run(tool, ["-o", png.path, svg.path])
    #expect(render.status == 0, "\(render.errorText)")
    let data = try Data(contentsOf: png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // A 391 × 585 picture with a filled, stroked shape is several kilobytes; an empty or
    // failed render is a few hundred bytes.
    #expect(data.count > 2000, "\(data.count) bytes")
  }

  /// `invalid value 'VALUE' for option 'OPTION': must be RULE`.
  static func invalid(_ option: String, _ value: String, _ rule: String) -> String {
    "invalid value '\(value)' for option '\(option)': must be \(rule)"
  }

  static let size = "greater than 0 and at most 1000000"
  static let buttons = "a whole number from 1 to 10000"
  static let fps = "greater than 0 and at most 1000"

  @Test(
    "Bad usage exits 64 with the exact message and nothing on standard output",
    arguments: [
      (["--width", "0"], invalid("--width", "0", size)),
      (["--width", "1e999"], invalid("--width", "1e999", size)),
      (["--width", "1e7"], invalid("--width", "1e7", size)),
      (["--height", "-1"], invalid("--height", "-1", size)),
      (["--height", "-1e999"], invalid("--height", "-1e999", size)),
      (["--buttons", "2.5"], invalid("--buttons", "2.5", buttons)),
      (["--buttons", "0"], invalid("--buttons", "0", buttons)),
      (["--buttons", "10001"], invalid("--buttons", "10001", buttons)),
      (["--overhang", "-1"], invalid("--overhang", "-1", "at least 0 and at most 1000000")),
      (["--fps", "0"], invalid("--fps", "0", fps)),
      (["--fps", "1001"], invalid("--fps", "1001", fps)),
      (["--fps", "-1e999"], invalid("--fps", "-1e999", fps)),
      (["--fps", "x"], "invalid value 'x' for option '--fps': expected a number"),
      (
        ["--format", "png"],
        "invalid value 'png' for option '--format': expected one of json, csv, svg"
      ),
      (
        ["--example", "scale-pop"],
        "invalid value 'scale-pop' for option '--example': expected one of menu-bounce"
      ),
      (
        ["--example", "menu-bounce", "--spring", "preset:bouncy"],
        "options '--example' and '--spring' cannot be used together"
      ),
      (
        ["--bounce", "0.2", "--duration", "1", "--example", "menu-bounce"],
        "options '--bounce' and '--example' cannot be used together"
      ),
      (
        ["--height", "300", "--buttons", "4"],
        "options '--height' and '--buttons' cannot be used together"
      ),
      (["--bounce", "0.3"], "option '--bounce' requires '--duration'"),
      (
        ["--spring", "uikit:duration=1,damping=0.5,velocity=1e308", "--height", "1000"],
        "invalid value '1e308' for key 'velocity' in --spring: must be such that "
          + "velocity*(to - from) is finite"
      ),
      (["extra"], "unexpected argument 'extra'"),
      (["--dismiss=yes"], "option '--dismiss' takes no value, got 'yes'"),
      (["--widht", "3"], "unknown option '--widht'. Did you mean '--width'?"),
    ])
  func usageErrors(arguments: [String], message: String) {
    let run = Invocation(["outline"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "outline"))
  }

  @Test("The help matches its golden file and lists every option")
  func help() throws {
    let text = Help.text(for: "outline")
    try Snapshot.check(text, file: "springfit-outline-help.txt")
    #expect(springfit("outline", "--help").output == text)
    #expect(springfit("help", "outline").output == text)
    for option in OutlineOptions.options {
      #expect(text.contains("  " + option.label + " "), "\(option.name)")
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
    let flattened = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for phrase in [
      "Default: 375.", "Default: 60.", "Default: json.", "Default: 100.", "(224 points)",
      "default: --example menu-bounce", "OUTPUT FORMATS:", "EXAMPLES:",
      "time,position,bend_horizontal,bend_vertical", "{\"quadCurve\": {\"control\": [x, y],",
    ] {
      #expect(flattened.contains(phrase), "\(phrase)")
    }
    let commands = Help.exampleCommands(in: text)
    #expect(commands.count == 5)
    for command in commands {
      let run = Invocation(command.split(separator: " ").dropFirst().map(String.init))
      #expect(run.status == 0 && !run.output.isEmpty, "\(command): \(run.errors)")
    }
  }
}
