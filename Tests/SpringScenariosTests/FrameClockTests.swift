import Testing

@testable import SpringScenarios

/// The scenarios' frame numbers at the edges of `Double` (issue 31): clamped, never a trap
/// converting to `Int`.
@Suite("Frame clock")
struct FrameClockTests {
  @Test("Frame numbers of a 1e300 s duration clamp instead of trapping")
  func frameNumbers() {
    #expect(FrameClock.firstIndex(from: 1e300, fps: 60) == 1 << 62)
    #expect(FrameClock.lastIndex(through: .infinity, fps: 60) == 1 << 62)
    #expect(FrameClock.firstIndex(from: 0.3, fps: 60) == 18)
    #expect(FrameClock.index(.nan) == 1 << 62 && FrameClock.index(-5) == 0)
  }
}
