import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// A tolerance refused as too fine names the smallest one that works, and that one is kept
/// when tried (issue 31: curved keyframes advised 1e-13 of the travel and then spent 21 s, or
/// advised a tolerance that was refused in turn).
@Suite("Advised tolerances are kept")
struct AdvisedToleranceTests {
  /// Bézier keyframes go through both advisers.
  ///
  /// The planner's (the checks' work, at once) and the printer's (17 decimals stray further
  /// than the planner's advice): the refusal names one tolerance, and the keyframes for it
  /// keep it in the printed file.
  @Test("The smallest tolerance of Bézier keyframes is accepted when tried")
  func bezierAdviceIsKept() throws {
    let refusal = #expect(throws: SpringError.self) {
      try Spring.bouncy.printableKeyframes(
        fromValue: 0.0, toValue: 1e-3, tolerance: 1e-15, interpolation: .bezier)
    }
    let advised = try #require(refusal?.limit)
    #expect(advised > 1e-15 && advised < 1e-9)
    let kept = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1e-3, tolerance: advised, interpolation: .bezier)
    #expect(kept.tolerance == advised)
    #expect(KeyframePrecision(for: kept).printedError(of: kept) <= advised)
  }

  /// Curved keyframes are refused at once where their checks would need more than twice the
  /// linear keyframe limit's grid; the advice scales as the grid does, limit^(−1/2), with the
  /// travel, so a thousandth of the travel advises a thousandth of the tolerance.
  @Test(
    "Curved keyframes refuse a tolerance whose checks would be too long, in proportion",
    arguments: [KeyframeInterpolation.cubic, .catmullRom])
  func curvedAdviceScales(_ interpolation: KeyframeInterpolation) throws {
    let advice = { (travel: Double) throws -> Double in
      let refusal = #expect(throws: SpringError.self) {
        try Spring.bouncy.keyframes(
          fromValue: 0.0, toValue: travel, tolerance: travel * 1e-15,
          interpolation: interpolation)
      }
      return try #require(refusal?.limit) / travel
    }
    let relative = try advice(1)
    #expect(relative > 1e-12 && relative < 1e-6)
    #expect(isClose(try advice(1e-3), relative, relative: 1e-6))
  }
}
