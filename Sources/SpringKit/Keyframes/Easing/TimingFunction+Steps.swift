extension TimingFunction {
  /// Where a staircase puts its jumps, CSS's `<step-position>`.
  ///
  /// With `n` steps the output takes these values on [0, 1]:
  ///
  /// ```
  /// jumpStart   1/n, 2/n, …, 1          jumps at 0 (and at each k/n)
  /// jumpEnd     0, 1/n, …, (n − 1)/n, then 1 at time 1
  /// jumpNone    0, 1/(n − 1), …, 1      holds 0 and 1 for a step each
  /// jumpBoth    1/(n + 1), …, n/(n + 1), then 1 at time 1
  /// ```
  public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    /// The first jump happens at time 0: CSS `jump-start`, also spelled `start`.
    case jumpStart = "jump-start"
    /// The last jump happens at time 1: CSS `jump-end`, also spelled `end`; the default.
    case jumpEnd = "jump-end"
    /// No jump at either end: CSS `jump-none`; needs at least 2 steps.
    case jumpNone = "jump-none"
    /// Jumps at both ends: CSS `jump-both`.
    case jumpBoth = "jump-both"

    /// CSS's older spelling of ``jumpStart``.
    public static let start = Self.jumpStart
    /// CSS's older spelling of ``jumpEnd``.
    public static let end = Self.jumpEnd

    /// Reads a CSS `<step-position>` keyword, matching ASCII letters case-insensitively.
    ///
    /// - Parameter keyword: `jump-start`, `jump-end`, `jump-none`, `jump-both`, `start` or
    ///   `end`.
    public init?(cssKeyword keyword: String) {
      switch asciiLowercased(keyword) {
      case "start": self = .jumpStart
      case "end": self = .jumpEnd
      case let other:
        guard let position = Self(rawValue: other) else { return nil }
        self = position
      }
    }
  }

  /// A staircase timing function, CSS `steps(count, position)`.
  ///
  /// Following CSS Easing Functions Level 1 ("output of a step easing function"), without the
  /// before flag, which only matters for times below 0, and these are clamped to 0:
  ///
  /// ```
  /// jumps    = count        for jumpStart and jumpEnd
  ///          = count − 1    for jumpNone
  ///          = count + 1    for jumpBoth
  /// step     = ⌊time·count⌋, plus 1 for jumpStart and jumpBoth, at most jumps
  /// progress = step / jumps
  /// ```
  ///
  /// `time·count` is rounded once to a Double before the floor, as browsers do.
  ///
  /// ```swift
  /// let steps = try TimingFunction.Steps(4, position: .jumpEnd)
  /// steps.progress(at: 0.3)    // 0.25
  /// steps.progress(at: 1)      // 1
  /// ```
  public struct Steps: Sendable, Hashable {
    /// The number of steps.
    public let count: Int
    /// Where the jumps fall.
    public let position: StepPosition

    /// Creates a staircase with a number of steps and a jump position.
    ///
    /// - Parameters:
    ///   - count: At least 1, or at least 2 with ``StepPosition/jumpNone``.
    ///   - position: Where the jumps fall; CSS's default is ``StepPosition/jumpEnd``.
    /// - Throws: ``SpringError`` naming `steps` when there are too few.
    public init(_ count: Int, position: StepPosition = .jumpEnd) throws(SpringError) {
      guard count >= 1 else {
        throw SpringError(parameter: "steps", value: .count(count), rule: .positiveCount)
      }
      guard position != .jumpNone || count >= 2 else {
        throw SpringError(parameter: "steps", value: .count(count), rule: .jumpNoneCount)
      }
      self.count = count
      self.position = position
    }

    /// Creates steps known to be valid (the named constants).
    init(unchecked count: Int, position: StepPosition) {
      self.count = count
      self.position = position
    }

    /// The progress at a normalised time.
    ///
    /// - Parameter time: The fraction of the duration that has passed; values below 0 count as
    ///   0 and values above 1 as 1. NaN gives NaN.
    /// - Returns: A multiple of `1 / jumps`: exactly 1 at time 1; exactly 0 at time 0 except
    ///   for ``StepPosition/jumpStart`` (1/count) and ``StepPosition/jumpBoth`` (1/(count + 1)).
    public func progress(at time: Double) -> Double {
      guard !time.isNaN else { return time }
      let p = min(max(time, 0), 1)
      // Doubles throughout: count may be as large as Int.max.
      let steps = Double(count)
      var step = (p * steps).rounded(.down)
      let jumps: Double
      switch position {
      case .jumpStart:
        step += 1
        jumps = steps
      case .jumpEnd: jumps = steps
      case .jumpNone: jumps = steps - 1
      case .jumpBoth:
        step += 1
        jumps = steps + 1
      }
      return min(step, jumps) / jumps
    }
  }
}
