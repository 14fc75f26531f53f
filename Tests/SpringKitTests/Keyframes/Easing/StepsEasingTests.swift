import SpringKit
import Testing

/// CSS `steps()`: the values of CSS Easing Functions Level 1, at and around each jump.
@Suite struct StepsEasingTests {
  typealias Steps = TimingFunction.Steps

  /// (count, position, time, expected), from the spec's algorithm and MDN's examples.
  static let examples: [(Int, TimingFunction.StepPosition, Double, Double)] = [
    // steps(4, jump-end): 0, 1/4, 1/2, 3/4, then 1 at the end.
    (4, .jumpEnd, 0, 0), (4, .jumpEnd, 0.2, 0), (4, .jumpEnd, 0.25, 0.25),
    (4, .jumpEnd, 0.6, 0.5), (4, .jumpEnd, 0.999, 0.75), (4, .jumpEnd, 1, 1),
    // steps(4, jump-start): 1/4 from the start, 1 from 3/4 on.
    (4, .jumpStart, 0, 0.25), (4, .jumpStart, 0.2, 0.25), (4, .jumpStart, 0.25, 0.5),
    (4, .jumpStart, 0.75, 1), (4, .jumpStart, 1, 1),
    // steps(5, jump-none): 0, 1/4, 1/2, 3/4, 1, each held for a fifth.
    (5, .jumpNone, 0, 0), (5, .jumpNone, 0.1, 0), (5, .jumpNone, 0.2, 0.25),
    (5, .jumpNone, 0.5, 0.5), (5, .jumpNone, 0.8, 1), (5, .jumpNone, 1, 1),
    // steps(3, jump-both): 1/4, 1/2, 3/4, then 1 at the end.
    (3, .jumpBoth, 0, 0.25), (3, .jumpBoth, 0.3, 0.25), (3, .jumpBoth, 0.5, 0.5),
    (3, .jumpBoth, 0.9, 0.75), (3, .jumpBoth, 1, 1),
    // steps(2, jump-none): 0 for the first half, 1 from the middle.
    (2, .jumpNone, 0.499, 0), (2, .jumpNone, 0.5, 1),
    // steps(1, ...) are CSS's step-start and step-end.
    (1, .jumpStart, 0, 1), (1, .jumpEnd, 0.999_999, 0), (1, .jumpEnd, 1, 1),
  ]

  @Test(arguments: examples)
  func matchesTheCSSValues(
    count: Int, position: TimingFunction.StepPosition, time: Double, expected: Double
  ) throws {
    let steps = try Steps(count, position: position)
    #expect(steps.progress(at: time) == expected)
    #expect(try TimingFunction(steps: count, position: position).progress(at: time) == expected)
  }

  /// Each jump happens exactly at k/count: the value at k/count is the new one, and just
  /// before it the old one (k/count and its neighbours are exact for count = 8).
  @Test(arguments: TimingFunction.StepPosition.allCases)
  func jumpsHappenAtMultiplesOfTheStepWidth(position: TimingFunction.StepPosition) throws {
    let count = 8
    let steps = try Steps(count, position: position)
    let jumps: Double =
      switch position {
      case .jumpStart, .jumpEnd: 8
      case .jumpNone: 7
      case .jumpBoth: 9
      }
    let offset: Double = position == .jumpStart || position == .jumpBoth ? 1 : 0
    for k in 1..<count {
      let jump = Double(k) / Double(count)
      #expect(steps.progress(at: jump) == (Double(k) + offset) / jumps, "\(position) at \(k)/8")
      #expect(steps.progress(at: jump.nextDown) == (Double(k - 1) + offset) / jumps)
      #expect(steps.progress(at: jump + 1e-9) == (Double(k) + offset) / jumps)
    }
    #expect(steps.progress(at: 0) == offset / jumps)
    #expect(steps.progress(at: 1) == 1)
    #expect(steps.progress(at: (1.0).nextDown) == min(Double(count - 1) + offset, jumps) / jumps)
  }

  @Test func timesOutsideTheUnitIntervalAreClamped() throws {
    let steps = try Steps(4, position: .jumpStart)
    #expect(steps.progress(at: -1) == 0.25)
    #expect(steps.progress(at: 2) == 1)
    #expect(steps.progress(at: .nan).isNaN)
  }

  @Test func theDefaultPositionIsJumpEnd() throws {
    #expect(try Steps(3).position == .jumpEnd)
    #expect(try TimingFunction(steps: 3) == TimingFunction(steps: 3, position: .end))
  }

  @Test func keywordsIncludeTheOlderSpellings() {
    #expect(TimingFunction.StepPosition.start == .jumpStart)
    #expect(TimingFunction.StepPosition.end == .jumpEnd)
    let keywords: [(String, TimingFunction.StepPosition?)] = [
      ("jump-start", .jumpStart), ("jump-end", .jumpEnd), ("jump-none", .jumpNone),
      ("jump-both", .jumpBoth), ("start", .jumpStart), ("end", .jumpEnd),
      ("JUMP-None", .jumpNone), ("End", .jumpEnd), ("jumpStart", nil), ("both", nil), ("", nil),
    ]
    for (keyword, expected) in keywords {
      #expect(TimingFunction.StepPosition(cssKeyword: keyword) == expected, "\(keyword)")
    }
  }

  /// No integer arithmetic that could trap, even for Int.max steps.
  @Test(arguments: TimingFunction.StepPosition.allCases)
  func hugeCountsDoNotTrap(position: TimingFunction.StepPosition) throws {
    let steps = try Steps(.max, position: position)
    for time in [0, 0.3, 0.5, (1.0).nextDown, 1] {
      let progress = steps.progress(at: time)
      #expect(progress >= 0 && progress <= 1)
    }
    #expect(steps.progress(at: 1) == 1)
  }
}
