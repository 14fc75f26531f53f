import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// Hokusai's menu: UIKit spring up, bend offset from the lag, no-bounce dismissal.
@Suite struct MenuBounceScenarioTests {
  static let menu = MenuBounce()

  /// (n + 2)·16 + n·48 points; 224 for the default three buttons.
  @Test func menuHeight() {
    #expect(MenuBounce.menuHeight(buttonCount: 3) == 224)
    #expect(MenuBounce.menuHeight(buttonCount: 0) == 32)
    #expect(MenuBounce.menuHeight(buttonCount: 5) == 352)
    #expect(Self.menu.shownY == 443)
    #expect(Self.menu.hiddenY == 667)
  }

  /// Every frame's position is the UIKit spring's closed form from just below the screen,
  /// with UIKit's velocity 0.6 × the (upward) distance, and equals a scalar simulation's.
  @Test func showFramesFollowTheSolver() throws {
    let frames = try Self.menu.showFrames(fps: 60)
    let spring = try UIKitParameters(duration: 0.8, dampingRatio: 0.6).spring()
    #expect(spring == (try Self.menu.showSpring()))
    let velocity = 0.6 * (443.0 - 667)
    var scalar = try SpringSimulation(spring: spring, value: 667.0, target: 443, velocity: velocity)
    for (index, frame) in frames.enumerated() {
      if index > 0 { try scalar.advance(by: frame.time - frames[index - 1].time) }
      #expect(frame.time == Double(index) / 60)
      // A SIMD lane runs the scalar arithmetic: identical.
      #expect(frame.y == scalar.value, "frame \(index)")
      if !scalar.isAtRest {
        let exact = spring.value(
          fromValue: 667.0, toValue: 443, initialVelocity: velocity, time: frame.time)
        // Closed form at the compensated frame time: rounding of a 224-point motion.
        #expect(isClose(frame.y, exact, absolute: 1e-10 * 224), "frame \(index)")
      }
    }
    #expect(scalar.isAtRest)
  }

  /// The first frame is below the screen with the whole distance as lag (a big upward
  /// bulge); the menu overshoots above its place, where positive offsets are scaled by 0.2;
  /// the last frame is flush with the bottom, at rest, with no bend.
  @Test func showOffsetsAndRest() throws {
    let frames = try Self.menu.showFrames(fps: 60)
    let first = try #require(frames.first)
    #expect(first.y == 667)
    #expect(first.offset == -224)
    #expect(first.outline.topEdge.control == [187.5, -224])
    var overshoot = false
    for frame in frames {
      let lag = 443 - frame.y
      #expect(frame.offset == (lag > 0 ? 0.2 * lag : lag))
      #expect(frame.outline.offsets == .hokusai(vertical: frame.offset))
      #expect(frame.outline.width == 375 && frame.outline.height == 224)
      #expect(frame.outline.overhang == 100)
      if frame.y < 443 { overshoot = true }
    }
    #expect(overshoot)
    let last = try #require(frames.last)
    #expect(last.y == 443 && last.offset == 0)
    let straight = last.outline.edges.allSatisfy { $0.isStraight }
    #expect(straight)
    // Rest ends the motion (within the 0.75-point threshold) close to UIKit's 0.8 s.
    #expect(last.time <= 0.8 + 1e-9)
    #expect(frames.dropLast().allSatisfy { $0.offset != 0 || $0.y != 443 })
  }

  /// The dismissal (ζ = 1) never bounces: the menu only falls, every offset is positive and
  /// scaled to 20 %, and it rests just below the screen.
  @Test func dismissIsDampedAndDoesNotBounce() throws {
    let frames = try Self.menu.dismissFrames(fps: 60)
    let spring = try Self.menu.dismissSpring()
    #expect(isClose(spring.dampingRatio, 1, absolute: 1e-12))
    #expect(frames.first?.y == 443)
    #expect(frames.first?.offset == 0.2 * 224)
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(next.y >= previous.y)
      #expect(next.y <= 667)
    }
    for frame in frames.dropLast() {
      #expect(frame.offset > 0)
      #expect(frame.offset == 0.2 * (667 - frame.y))
    }
    #expect(frames.last?.y == 667)
    #expect(frames.last?.offset == 0)
    // Position against the closed form, velocity 0.6 × 224 downward.
    for frame in frames.dropLast() {
      let exact = spring.value(
        fromValue: 443.0, toValue: 667, initialVelocity: 0.6 * 224, time: frame.time)
      #expect(isClose(frame.y, exact, absolute: 1e-10 * 224))
    }
  }

  /// Without Hokusai's damping the offset is the plain lag.
  @Test func positiveScaleIsAnOption() throws {
    var menu = MenuBounce()
    menu.positiveOffsetScale = 1
    for frame in try menu.dismissFrames() { #expect(frame.offset == 667 - frame.y) }
  }

  /// Frame counts follow the frame rate, and bad inputs throw.
  @Test func frameCountsAndValidation() throws {
    let at60 = try Self.menu.showFrames(fps: 60)
    let at120 = try Self.menu.showFrames(fps: 120)
    // The show rests (0.75 pt, 46.875 pt/s) at frame 45, 0.75 s, the first frame after the
    // exact rest instant, before UIKit's 0.8 s (which settles to 0.1 % = 0.22 pt); a check of
    // each frame's state rested at frame 32, before a later swing left the threshold again.
    // The dismissal, critically damped, rests at frame 41.
    #expect(at60.count == 46)
    #expect(try Self.menu.dismissFrames(fps: 60).count == 42)
    let duration60 = Double(at60.count - 1) / 60
    let duration120 = Double(at120.count - 1) / 120
    #expect(isClose(duration120, duration60, absolute: 1.0 / 60))
    let limited = try Self.menu.showFrames(fps: 60, limit: 0.25)
    #expect(limited.count == 16)
    #expect(limited.last?.time == 0.25)
    #expect(throws: SpringError.self) { try Self.menu.showFrames(fps: 0) }
    #expect(throws: SpringError.self) { try Self.menu.showFrames(fps: 60, limit: -1) }
    var broken = MenuBounce(buttonCount: -1)
    #expect(throws: SpringError.self) { try broken.showFrames() }
    broken = MenuBounce()
    broken.showDampingRatio = 1.5
    #expect(throws: SpringError.self) { try broken.showFrames() }
  }
}
