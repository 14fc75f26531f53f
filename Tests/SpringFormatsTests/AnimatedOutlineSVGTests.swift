import SpringFormats
import SpringKit
import SpringScenarios
import Testing

/// The animated outline SVG: its structure, bounds, determinism and refusals.
@Suite("AnimatedOutlineSVG")
struct AnimatedOutlineSVGTests {
  /// Two outlines of a 100 × 50 box with no overhang, the second with its top bulging up
  /// by 20 points (control offset −40), at 0 and 0.5 s.
  static func twoFrames() throws -> [AnimatedOutlineSVG.Keyframe] {
    let flat = try BendableOutline(width: 100, height: 50, overhang: 0)
    let bent = try flat.bent(by: .hokusai(vertical: -40))
    return [
      AnimatedOutlineSVG.Keyframe(time: 0, outline: flat, origin: [0, 10]),
      AnimatedOutlineSVG.Keyframe(time: 0.5, outline: bent),
    ]
  }

  @Test("The document is the documented one, byte for byte")
  func document() throws {
    let svg = try AnimatedOutlineSVG(keyframes: Self.twoFrames())
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -28 116 96" width="116" height="96">
        <path d="M0 10 Q50 10 100 10 Q100 35 100 60 Q50 60 0 60 Q0 35 0 10 Z" \
      fill="#dce8fb" stroke="#2f5fa7" stroke-width="1.5" stroke-linejoin="round">
          <animate attributeName="d" dur="0.5s" fill="freeze" calcMode="linear"
            keyTimes="0;1"
            values="M0 10 Q50 10 100 10 Q100 35 100 60 Q50 60 0 60 Q0 35 0 10 Z;\
      M0 0 Q50 -40 100 0 Q100 25 100 50 Q50 50 0 50 Q0 25 0 0 Z"/>
        </path>
      </svg>

      """
    #expect(svg.document() == expected)
    // The bulge reaches half the control offset: the bounds' top is −20, not −40.
    #expect(svg.bounds == OutlineBounds(minX: 0, minY: -20, maxX: 100, maxY: 60))
    #expect(svg.duration == 0.5)
  }

  @Test("A loop holds the last keyframe for the hold, then repeats")
  func loop() throws {
    var svg = try AnimatedOutlineSVG(keyframes: Self.twoFrames())
    svg.playback = .loop(hold: 1.5)
    let text = svg.document()
    let last = "M0 0 Q50 -40 100 0 Q100 25 100 50 Q50 50 0 50 Q0 25 0 0 Z"
    // The last path twice: reached at 0.5 s of 2 s, kept until the repeat.
    #expect(text.contains("dur=\"2s\" repeatCount=\"indefinite\" calcMode=\"linear\""))
    #expect(text.contains("keyTimes=\"0;0.25;1\""))
    #expect(text.contains(";\(last);\(last)\"/>"))
    #expect(!text.contains("fill=\"freeze\""))
    // No hold (or a hold that is no duration) is a plain restart.
    for hold in [0, -1, Double.nan, .infinity] {
      svg.playback = .loop(hold: hold)
      let plain = svg.document()
      #expect(plain.contains("dur=\"0.5s\" repeatCount=\"indefinite\""), "\(hold)")
      #expect(plain.contains("keyTimes=\"0;1\""), "\(hold)")
    }
  }

  @Test("keyTimes are relative to the first keyframe and rounded to 6 decimals")
  func keyTimes() throws {
    let outline = try BendableOutline(width: 10, height: 10, overhang: 0)
    let keyframes = [1.0, 1 + 1.0 / 3, 2, 4].map {
      AnimatedOutlineSVG.Keyframe(time: $0, outline: outline)
    }
    let text = try AnimatedOutlineSVG(keyframes: keyframes).document()
    #expect(text.contains("keyTimes=\"0;0.111111;0.333333;1\""))
    #expect(text.contains("dur=\"3s\""))
  }

  @Test("A title is escaped; colours too")
  func escaping() throws {
    var svg = try AnimatedOutlineSVG(keyframes: Self.twoFrames())
    svg.title = "a < b & \"c\""
    svg.fill = "url('#x')"
    let text = svg.document()
    #expect(text.contains("<title>a &lt; b &amp; &quot;c&quot;</title>"))
    #expect(text.contains("fill=\"url(&apos;#x&apos;)\""))
  }

  @Test("One keyframe is a static path without <animate>")
  func single() throws {
    let svg = try AnimatedOutlineSVG(keyframes: [Self.twoFrames()[1]])
    let text = svg.document()
    #expect(!text.contains("<animate"))
    #expect(text.contains("<path d=\"M0 0 Q50 -40 100 0 Q100 25 100 50 Q50 50 0 50 Q0 25 0 0 Z\""))
  }

  @Test("Keyframes that cannot animate are refused with the first bad index")
  func refusals() throws {
    let frames = try Self.twoFrames()
    #expect(throws: AnimatedOutlineSVGError.noKeyframes) {
      try AnimatedOutlineSVG(keyframes: [])
    }
    var late = frames
    late[1].time = 0
    #expect(throws: AnimatedOutlineSVGError.timesNotIncreasing(index: 1)) {
      try AnimatedOutlineSVG(keyframes: late)
    }
    var infinite = frames
    infinite[0].time = .infinity
    #expect(throws: AnimatedOutlineSVGError.nonFiniteTime(index: 0)) {
      try AnimatedOutlineSVG(keyframes: infinite)
    }
    var lines = frames
    lines[1].elements = try BendableOutline(width: 100, height: 50, overhang: 0)
      .elements(flatEdgesAsLines: true)
    #expect(throws: AnimatedOutlineSVGError.commandsDiffer(index: 1)) {
      try AnimatedOutlineSVG(keyframes: lines)
    }
    var nan = frames
    nan[1].elements[0] = .move(to: [.nan, 0])
    #expect(throws: AnimatedOutlineSVGError.nonFiniteCoordinate(index: 1)) {
      try AnimatedOutlineSVG(keyframes: nan)
    }
    #expect(
      AnimatedOutlineSVGError.commandsDiffer(index: 3).description
        == "keyframe 3: the commands must be the first keyframe's, in the same order, for the "
        + "path to interpolate")
  }

  @Test("The same keyframes give the same bytes")
  func deterministic() throws {
    let frames = try MenuBounce().showFrames(fps: 60).map {
      AnimatedOutlineSVG.Keyframe(time: $0.time, outline: $0.outline, origin: [0, $0.y])
    }
    let first = try AnimatedOutlineSVG(keyframes: frames).document()
    let second = try AnimatedOutlineSVG(keyframes: frames).document()
    #expect(first == second)
    #expect(first.split(separator: ";").count == 2 * frames.count - 1)
  }
}
