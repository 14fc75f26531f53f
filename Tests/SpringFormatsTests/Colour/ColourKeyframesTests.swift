import SpringFormats
import SpringKit
import Testing

/// Colour keyframes, played by an interpolation written here (not ``ColourPlayback``'s),
/// against SpringKit's gamut-mapped colour spring.
@Suite struct ColourKeyframesTests {
  static let red = ColourSpace.sRGB.colour(at: SIMD4(1, 0, 0, 1))
  static let blue = ColourSpace.sRGB.colour(at: SIMD4(0, 0, 1, 1))

  /// The colour shown at `fraction` of the keyframes as CSS plays opaque colours: straight
  /// lines in Oklab for oklab(), in sRGB components for rgb().
  static func played(_ keyframes: ColourKeyframes, at fraction: Double) -> SRGBColour {
    let times = keyframes.keyTimes
    var index = 0
    while index < times.count - 2, fraction > times[index + 1] { index += 1 }
    let span = times[index + 1] - times[index]
    let share = span > 0 ? min(max((fraction - times[index]) / span, 0), 1) : 1
    let (start, end) = (keyframes.colours[index], keyframes.colours[index + 1])
    if keyframes.playback == .cssOklab {
      let (a, b) = (start.oklab, end.oklab)
      return ColourSpace.oklab.colour(
        at: SIMD4(
          a.lightness + (b.lightness - a.lightness) * share, a.a + (b.a - a.a) * share,
          a.b + (b.b - a.b) * share, 1))
    }
    return ColourSpace.sRGB.colour(
      at: SIMD4(
        start.red + (end.red - start.red) * share, start.green + (end.green - start.green) * share,
        start.blue + (end.blue - start.blue) * share, 1))
  }

  @Test(arguments: [ColourSpace.oklab, .sRGB, .linearSRGB], [Spring.smooth, .bouncy])
  func playedKeyframesStayWithinTheTolerance(space: ColourSpace, spring: Spring) throws {
    let keyframes = try ColourKeyframes(
      spring: spring, from: Self.red, to: Self.blue, space: space,
      playback: .css(for: space))
    #expect(keyframes.colours.first == Self.red)
    #expect(keyframes.colours.last == Self.blue)
    #expect(keyframes.keyTimes.first == 0 && keyframes.keyTimes.last == 1)
    #expect(keyframes.measuredError <= keyframes.tolerance)
    #expect(keyframes.colours.allSatisfy { $0.isInGamut })
    // Instants inside a gamut-mapping jump (keyframes 1e-6 apart) are left out.
    let jumps = zip(keyframes.keyTimes, keyframes.keyTimes.dropFirst()).filter {
      $1 - $0 < 2e-6
    }
    var worst = 0.0
    for step in 0...5_000 {
      let fraction = Double(step) / 5_000
      if jumps.contains(where: { fraction >= $0.0 && fraction <= $0.1 }) { continue }
      let truth = spring.colour(
        fromColour: Self.red, toColour: Self.blue, in: space,
        time: fraction * keyframes.duration)
      let shown = Self.played(keyframes, at: fraction)
      worst = max(worst, shown.oklab.distance(to: truth.oklab))
      #expect(
        shown.red >= -0.002 && shown.red <= 1.002 && shown.blue >= -0.002
          && shown.blue <= 1.002 && shown.green >= -0.002 && shown.green <= 1.002)
    }
    #expect(worst <= keyframes.tolerance)
    // A dense check is worth it: the chords use most of the budget somewhere.
    #expect(worst > keyframes.tolerance / 4)
    #expect(jumps.count <= keyframes.discontinuities)
  }

  @Test func cssIsWrittenInTheSyntaxOfTheSpace() throws {
    let oklab = try ColourKeyframes(
      spring: .smooth, from: Self.red, to: Self.blue, space: .oklab, playback: .cssOklab)
    let css = oklab.css()
    #expect(css.contains("0% { background-color: oklab(0.627955 0.224863 0.125846); }"))
    #expect(!css.contains("rgb("))
    #expect(css.contains("within ΔE_ok 0.002"))
    let sRGB = try ColourKeyframes(
      spring: .smooth, from: Self.red, to: Self.blue, space: .sRGB, playback: .cssSRGB)
    let text = sRGB.css(template: "color: {value}")
    #expect(text.contains("0% { color: rgb(255 0 0); }"))
    #expect(text.contains("100% { color: rgb(0 0 255); }"))
    #expect(!text.contains("oklab("))
  }

  @Test func aLargerToleranceNeedsFewerKeyframes() throws {
    let fine = try ColourKeyframes(
      spring: .bouncy, from: Self.red, to: Self.blue, space: .oklab, playback: .cssOklab,
      tolerance: 0.0005)
    let coarse = try ColourKeyframes(
      spring: .bouncy, from: Self.red, to: Self.blue, space: .oklab, playback: .cssOklab,
      tolerance: 0.01)
    #expect(coarse.colours.count < fine.colours.count)
  }

  @Test func badRequestsThrow() throws {
    #expect(throws: ColourKeyframesError.noTravel) {
      try ColourKeyframes(
        spring: .smooth, from: Self.red, to: Self.red, space: .oklab, playback: .cssOklab)
    }
    #expect(throws: ColourKeyframesError.tolerance(0)) {
      try ColourKeyframes(
        spring: .smooth, from: Self.red, to: Self.blue, space: .oklab, playback: .cssOklab,
        tolerance: 0)
    }
    let undamped = try Spring(mass: 1, stiffness: 100, damping: 0)
    #expect(throws: ColourKeyframesError.neverSettles) {
      try ColourKeyframes(
        spring: undamped, from: Self.red, to: Self.blue, space: .oklab, playback: .cssOklab)
    }
  }

  @Test func colourListsFollowTheCSSInterpolationSpace() throws {
    let legacy = try CSSColourList(parsing: "#ff0000;rgb(0 0 255)")
    #expect(legacy.space == .sRGB)
    #expect(legacy.rows == [[1, 0, 0], [0, 0, 1]])
    let modern = try CSSColourList(parsing: "#ff0000;oklab(0.5 0 0 / 0.5)")
    #expect(modern.space == .oklab)
    #expect(modern.names == ["L", "a", "b", "alpha"])
    #expect(throws: CSSColourListError.self) { try CSSColourList(parsing: "#ff0000;0.5") }
  }
}
