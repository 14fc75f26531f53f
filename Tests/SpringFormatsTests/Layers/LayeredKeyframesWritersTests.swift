import SpringFormats
import SpringKit
import Testing

/// The additive exports read back as their clients read them: the CSS text parsed (percentages
/// over printed milliseconds, printed delays, fill both, summed over the model value) and
/// compared with the retargeted motion's closed form.
@Suite struct LayeredKeyframesWritersTests {
  /// A bouncy spring (ζ 0.3) from 0 toward 100, retargeted 11 times every 0.07 s.
  static func motion() throws -> RetargetedMotion {
    let retargets = (1...11).map { (index: Int) -> Retarget in
      let target: Int = index % 2 == 0 ? 10 * index : 100 - 5 * index
      return Retarget(time: 0.07 * Double(index), target: Double(target))
    }
    return try RetargetedMotion(
      spring: try Spring(response: 0.5, dampingRatio: 0.3), fromValue: 0, toValue: 100,
      initialVelocity: 50, retargets: retargets)
  }

  /// One printed layer: its stops (seconds, value), its delay in seconds.
  struct PrintedLayer {
    var stops: [(time: Double, value: Double)]
    var delay: Double

    func value(at time: Double) -> Double {
      let local = time - delay
      guard let first = stops.first, let last = stops.last else { return .nan }
      if local <= first.time { return first.value }
      if local >= last.time { return last.value }
      for index in stops.indices.dropFirst() where stops[index].time >= local {
        let (a, b) = (stops[index - 1], stops[index])
        guard b.time > a.time else { return b.value }
        return a.value + (local - a.time) / (b.time - a.time) * (b.value - a.value)
      }
      return last.value
    }
  }

  /// The CSS parsed: the model value and the layers.
  static func parse(_ css: String) throws -> (model: Double, layers: [PrintedLayer]) {
    var percents: [[(Double, Double)]] = []
    var model: Double?
    var durations: [Double] = []
    var delays: [Double] = []
    let milliseconds = { (list: Substring) -> [Double] in
      list.split(separator: ",").compactMap { item in
        Double(item.filter { $0 != " " }.dropLast(2)).map { $0 / 1000 }
      }
    }
    for line in css.split(separator: "\n") {
      if line.hasPrefix("@keyframes ") { percents.append([]) }
      if line.hasPrefix("  "), line.contains("% { --value: ") {
        let parts = line.split(separator: " ")
        let percent = try #require(Double(parts[0].dropLast()))
        let value = try #require(Double(parts[3].dropLast()))
        percents[percents.count - 1].append((percent, value))
      }
      if line.hasPrefix("  --value: ") {
        model = Double(line.dropFirst("  --value: ".count).dropLast())
      }
      if line.hasPrefix("  animation-duration: ") {
        durations = milliseconds(line.dropFirst("  animation-duration: ".count).dropLast())
      }
      if line.hasPrefix("  animation-delay: ") {
        delays = milliseconds(line.dropFirst("  animation-delay: ".count).dropLast())
      }
    }
    try #require(durations.count == percents.count && delays.count == percents.count)
    let layers = percents.indices.map { index in
      PrintedLayer(
        stops: percents[index].map { (time: $0.0 / 100 * durations[index], value: $0.1) },
        delay: delays[index])
    }
    return (try #require(model), layers)
  }

  @Test func printedCSSLayersSumWithinTheTolerance() throws {
    let motion = try Self.motion()
    let tolerance = 0.05
    let layered = try motion.printableLayeredKeyframes(tolerance: tolerance)
    let css = try layered.css()
    #expect(css.contains("@property --value { syntax: '<number>'"))
    #expect(css.contains("animation-composition: add;"))
    #expect(css.contains("animation-fill-mode: both;"))
    let (model, layers) = try Self.parse(css)
    #expect(model == motion.finalTarget)
    #expect(layers.count == layered.layers.count)
    #expect(layers.count >= 10)
    let end = layers.map { $0.delay + ($0.stops.last?.time ?? 0) }.max() ?? 0
    var worst = 0.0
    for step in 0...40_000 {
      let time = 1.1 * end * Double(step) / 40_000
      let played = layers.reduce(model) { $0 + $1.value(at: time) }
      worst = max(worst, abs(played - motion.value(at: time)))
    }
    #expect(worst <= tolerance)
    // Printed to the decimals the tolerance needs, not far more: the check can fail.
    #expect(worst > tolerance / 20)
  }

  @Test func transformsAreNotSummedButATemplateOnANumberIs() throws {
    let layered = try Self.motion().printableLayeredKeyframes(tolerance: 0.05)
    let css = try layered.css(template: "opacity: {value}")
    #expect(!css.contains("@property"))
    #expect(css.contains("  opacity: \(NumberText.roundTrip(layered.modelValue));"))
    #expect(throws: KeyframeFormatError.self) { try layered.css(template: "opacity: 1") }
  }

  @Test func coreAnimationLayersAreAdditiveWithTheirBeginTimes() throws {
    let layered = try Self.motion().printableLayeredKeyframes(tolerance: 0.05)
    let document = layered.coreAnimationJSON
    let text = try JSONWriter(style: .pretty).string(for: document)
    #expect(text.contains("\"additive\": true"))
    guard case .object(let fields) = document, case .array(let animations)? = fields["animations"]
    else {
      Issue.record("not an object with animations")
      return
    }
    #expect(fields["modelValue"] == .number(layered.modelValue))
    #expect(animations.count == layered.layers.count)
    for (animation, layer) in zip(animations, layered.layers) {
      guard case .object(let animation) = animation else { continue }
      #expect(animation["additive"] == true)
      #expect(animation["beginTime"] == .number(layer.delay))
      #expect(animation["fillMode"] == "backwards")
    }
  }
}
