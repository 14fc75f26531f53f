import SpringKit
import Testing

/// Far too many keyframes is refused at once in every interpolation, as the linear planner
/// always did: an undamped spring to 10⁵ s took 4–17 s (release) to be refused in cubic and
/// Bézier modes.
@Suite("Keyframe export refuses far too many keyframes at once")
struct KeyframeEarlyRefusalTests {
  @Test(
    "An undamped spring to 1e5 s is refused within a second",
    arguments: KeyframeInterpolation.allCases)
  func undamped(_ interpolation: KeyframeInterpolation) throws {
    let spring = try Spring(stiffness: 100, damping: 0)
    let start = ContinuousClock.now
    #expect {
      try spring.keyframes(
        fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation, end: 1e5)
    } throws: { error in
      (error as? SpringError)?.rule == .attainableTolerance
    }
    // A debug build; the refusal costs 256 evaluations of the closed form.
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test(
    "The early check does not refuse what the planners can do",
    arguments: KeyframeInterpolation.allCases)
  func feasible(_ interpolation: KeyframeInterpolation) throws {
    // Many periods, but within the limit: an undamped spring to 100 s, and an overdamped
    // spring creeping on its slow mode (its fourth derivative bounded by the modes).
    let undamped = try Spring(stiffness: 100, damping: 0)
    let keyframes = try undamped.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-2, interpolation: interpolation, end: 100)
    #expect(keyframes.maximumError <= 1e-2)
    let creeping = try Spring(response: 0.5, dampingRatio: 1e6)
    _ = try creeping.keyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 1e-3, interpolation: interpolation, end: 10)
  }
}
