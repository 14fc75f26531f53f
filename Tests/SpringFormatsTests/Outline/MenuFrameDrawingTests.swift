import SpringFormats
import SpringKit
import SpringScenarios
import Testing

/// A menu frame as a drawing, and a motion thinned for a filmstrip.
@Suite("Menu frames as drawings")
struct MenuFrameDrawingTests {
  @Test("A frame is its outline moved down to its y")
  func keyframe() throws {
    let frames = try MenuBounce().showFrames(fps: 60)
    for frame in [frames[0], frames[frames.count / 2], frames[frames.count - 1]] {
      let drawn = AnimatedOutlineSVG.Keyframe(menuFrame: frame)
      #expect(
        drawn
          == AnimatedOutlineSVG.Keyframe(
            time: frame.time, outline: frame.outline, origin: [0, frame.y]))
      #expect(drawn != AnimatedOutlineSVG.Keyframe(time: frame.time, outline: frame.outline))
    }
  }

  /// The rule, checked against every length up to 40 and every count up to 13: at most
  /// `count`, in order, ending with the last, evenly strided from the first but for the end.
  @Test("At most count frames, from the first, ending with the last")
  func evenlySpaced() {
    #expect(OutlineFilmstrip.evenlySpaced([Int](), count: 12).isEmpty)
    #expect(
      OutlineFilmstrip.evenlySpaced(Array(0..<30), count: 12) == Array(
        stride(from: 0, to: 30, by: 3)) + [29])
    #expect(
      OutlineFilmstrip.evenlySpaced(Array(0..<24), count: 12) == Array(
        stride(from: 0, to: 22, by: 2)) + [23])
    for length in 1...40 {
      let frames = Array(0..<length)
      for count in 1...13 {
        let chosen = OutlineFilmstrip.evenlySpaced(frames, count: count)
        #expect(chosen.count <= count && chosen.last == length - 1)
        #expect(zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 })
        if length <= count { #expect(chosen == frames) }
        // With room for one frame, the last is the one.
        guard count > 1 else { continue }
        let stride = chosen.count > 1 ? chosen[1] - chosen[0] : 1
        #expect(chosen.dropLast().enumerated().allSatisfy { $0.element == $0.offset * stride })
      }
    }
  }

  @Test("The menu's spring for a direction is its show or dismiss spring")
  func springForDirection() throws {
    let menu = MenuBounce()
    #expect(try menu.spring(dismissing: false) == menu.showSpring())
    #expect(try menu.spring(dismissing: true) == menu.dismissSpring())
    #expect(try menu.showSpring() != menu.dismissSpring())
  }
}
