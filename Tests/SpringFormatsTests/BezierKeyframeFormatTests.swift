import SpringFormats
import SpringKit
import Testing

/// Bézier-eased keyframes as every format prints them, read back from the bytes and
/// played as their clients play them: within the tolerance at every checked time.
///
/// Each format is parsed here, independently of the writers' own check: the JSON through
/// the document reader (its `timingFunctions` as control points), the CSV's `time` column
/// and its four control values per row, the Swift `CAKeyframeAnimation`'s
/// `CAMediaTimingFunction(controlPoints:)` (rounded to `Float`, as Core Animation holds
/// them), SwiftUI's `CubicKeyframe`s, CSS `@keyframes` with each keyframe's
/// `animation-timing-function`, and the Web Animations `offset`s and `easing`s.
@Suite("Bézier keyframe formats: the printed bytes keep the tolerance")
struct BezierKeyframeFormatTests {
  @Test(
    "Every format within the tolerance as printed",
    arguments: PrintedKeyframesTests.motions, [1e-2, 1e-3, 1e-4])
  func printed(motion: PrintedKeyframesTests.Motion, relative: Double) throws {
    let tolerance = relative * abs(motion.to - motion.from)
    let keyframes = try motion.spring.printableKeyframes(
      fromValue: motion.from, toValue: motion.to, initialVelocity: motion.velocity,
      tolerance: tolerance, interpolation: .bezier)
    let label = "\(motion), ε \(tolerance)"
    let precision = KeyframePrecision(for: keyframes)
    var players: [(String, Player)] = []
    let json = try KeyframeJSONWriter().string(for: keyframes, precision: precision)
    let document = try KeyframeDocument.decode(Array(json.utf8)).track()
    #expect(document.timingFunctions.count == keyframes.values.count - 1, "\(label)")
    players.append(("JSON", Player(track: document)))
    let csv = KeyframeCSVWriter().string(for: keyframes, precision: precision)
    players.append(("CSV", try Player(bezierCSV: csv)))
    let swift = SwiftKeyframesWriter().string(for: keyframes, precision: precision)
    players.append(("Swift CAKeyframeAnimation", try Player(bezierSwift: swift)))
    players.append(("SwiftUI KeyframeTrack", try Player(swiftUI: swift, from: motion.from)))
    let template = "transform: translateX({value}px)"
    let css = try CSSKeyframesWriter(template: template).string(
      for: keyframes, precision: precision)
    #expect(css.contains("of the spring as printed (largest error "), "\(label)")
    players.append(("CSS @keyframes", try Player(bezierKeyframesRule: css)))
    let web = try WebAnimationsKeyframesWriter(template: template).string(
      for: keyframes, precision: precision)
    players.append(("Web Animations", try Player(webAnimations: web)))
    for (name, player) in players {
      let worst = try player.worstError(against: motion)
      #expect(worst <= tolerance, "\(name), \(label): \(worst / tolerance) × ε")
    }
  }

  @Test("Web Animations names properties in camel case and leaves the last easing out")
  func webAnimationsShape() throws {
    let keyframes = try Spring.snappy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.01, interpolation: .bezier)
    let text = try WebAnimationsKeyframesWriter(template: "margin-left: {value}px", style: .compact)
      .string(for: keyframes)
    #expect(text.contains(#""marginLeft":"0px""#))
    #expect(text.contains(#""fill":"both""#))
    let easings = text.split(separator: "\"easing\"", omittingEmptySubsequences: false).count - 1
    // One per segment, and one in the options.
    #expect(easings == keyframes.values.count)
    #expect(throws: KeyframeFormatError.self) {
      try WebAnimationsKeyframesWriter(template: "scale({value})").string(for: keyframes)
    }
  }
}

extension Player {
  /// A track from values, keyTimes, a duration and control values, linear with timing
  /// functions.
  init(
    values: [Double], keyTimes: [Double], duration: Double, controls: [[Double]],
    asFloat: Bool = false
  ) throws {
    let functions = try controls.map { numbers in
      let points = numbers.map { asFloat ? Double(Float($0)) : $0 }
      return try TimingFunction(controlPoints: points[0], points[1], points[2], points[3])
    }
    let track = try KeyframeTrack(
      values: values, keyTimes: keyTimes, duration: duration, timingFunctions: functions)
    self.init(track: track)
  }

  /// The CSV: `keyTime,time,value,x1,y1,x2,y2`, the controls empty on the last row.
  init(bezierCSV csv: String) throws {
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    }
    let times = rows.map { $0[1] ?? .nan }
    let duration = try #require(times.last)
    let controls = rows.dropLast().map { $0[3...6].map { $0 ?? .nan } }
    #expect(rows.last?[3...6].allSatisfy { $0 == nil } == true)
    try self.init(
      values: rows.map { $0[2] ?? .nan }, keyTimes: times.map { $0 / duration },
      duration: duration, controls: controls)
    self.times = times
  }

  /// The Swift `CAKeyframeAnimation` with its `timingFunctions`.
  init(bezierSwift swift: String) throws {
    let list = { (name: String) -> [Double] in
      (swift.between("animation.\(name) = [", and: "]") ?? "").split(separator: ",").compactMap {
        Double($0.trimmingPrefix(while: \.isWhitespace))
      }
    }
    let duration = try #require(
      swift.between("animation.duration = ", and: "\n").flatMap { Double($0) })
    let functions = try #require(swift.between("animation.timingFunctions = [", and: "]\n"))
    let controls = functions.split(separator: "CAMediaTimingFunction(controlPoints: ").map {
      $0.split(whereSeparator: { $0 == "," || $0 == ")" || $0.isWhitespace })
        .compactMap { Double($0) }
    }.filter { !$0.isEmpty }
    #expect(swift.contains("animation.calculationMode = .linear"))
    try self.init(
      values: list("values"), keyTimes: list("keyTimes"), duration: duration,
      controls: controls, asFloat: true)
  }

  /// `@keyframes`: `P% { transform: translateX(Vpx); animation-timing-function:
  /// cubic-bezier(…); }` over the animation's milliseconds.
  init(bezierKeyframesRule css: String) throws {
    let milliseconds = try #require(
      css.between("animation: spring ", and: "ms").flatMap { Double($0) })
    var (offsets, values, controls) = ([Double](), [Double](), [[Double]]())
    for line in css.split(separator: "\n").map(String.init) {
      guard let percent = line.between("  ", and: "% {").flatMap({ Double($0) }),
        let value = line.between("translateX(", and: "px)").flatMap({ Double($0) })
      else { continue }
      offsets.append(percent / 100)
      values.append(value)
      if let function = line.between("cubic-bezier(", and: ")") {
        controls.append(function.split(separator: ", ").compactMap { Double($0) })
      }
    }
    try self.init(
      values: values, keyTimes: offsets, duration: milliseconds / 1000, controls: controls)
  }

  /// Web Animations: `keyframes` with `offset`, `easing` and `transform`, and
  /// `options.duration` in milliseconds.
  init(webAnimations json: String) throws {
    let root = try JSONReader.parse(Array(json.utf8))
    guard case .object(let members) = root.value,
      let frames = members.first(where: { $0.key == "keyframes" })?.node,
      let options = members.first(where: { $0.key == "options" })?.node,
      case .array(let list) = frames.value, case .object(let settings) = options.value,
      case .number(let milliseconds, _) = settings.first(where: { $0.key == "duration" })?.node
        .value
    else {
      Issue.record("not Web Animations keyframes: \(json.prefix(80))")
      self.init(linear: [])
      return
    }
    var (offsets, values, controls) = ([Double](), [Double](), [[Double]]())
    for frame in list {
      guard case .object(let fields) = frame.value else { continue }
      for (key, node) in fields {
        switch (key, node.value) {
        case ("offset", .number(let offset, _)): offsets.append(offset)
        case ("transform", .string(let text)):
          values.append(text.between("translateX(", and: "px)").flatMap { Double($0) } ?? .nan)
        case ("easing", .string(let text)):
          controls.append(
            (text.between("cubic-bezier(", and: ")") ?? "").split(separator: ", ")
              .compactMap { Double($0) })
        default: continue
        }
      }
    }
    try self.init(
      values: values, keyTimes: offsets, duration: milliseconds / 1000, controls: controls)
  }
}
