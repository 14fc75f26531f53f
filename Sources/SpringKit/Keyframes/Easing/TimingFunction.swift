/// How an animation's progress follows its normalised time: a cubic Bézier, CSS steps, linear,
/// or one of Penner's curves.
///
/// A timing function maps the fraction of a duration that has passed, `time` in [0, 1], to
/// the fraction of the change that has happened. Core Animation applies one to each keyframe
/// segment's local progress; CSS applies one to each keyframe interval.
///
/// ```swift
/// let ease = TimingFunction.easeInEaseOut                       // cubic-bezier(0.42, 0, 0.58, 1)
/// let overshoot = try TimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
/// let ticks = try TimingFunction(steps: 4, position: .jumpStart)
/// let quint = TimingFunction(.easeOutQuint)
/// let named = TimingFunction(named: "ease-in-out")              // CSS keywords and CA names
///
/// ease.progress(at: 0.5)         // 0.5
/// overshoot.progress(at: 0.6)    // above 1
/// ticks.progress(at: 0)          // 0.25
/// ```
///
/// Equality compares how a function is described, not the numbers it computes: ``linear``
/// and `cubic-bezier(0, 0, 1, 1)` compute the same progress but are different values.
public struct TimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// The kinds of timing function, each with its parameters.
  public enum Kind: Sendable, Hashable {
    /// Progress equals time.
    case linear
    /// A cubic Bézier from (0, 0) to (1, 1).
    case cubicBezier(CubicBezier)
    /// A staircase, CSS `steps()`.
    case steps(Steps)
    /// One of Robert Penner's curves.
    case penner(PennerEasing)
  }

  /// What this timing function is, with its parameters.
  public let kind: Kind

  init(kind: Kind) {
    self.kind = kind
  }

  /// Creates a timing function from a validated cubic Bézier.
  public init(_ curve: CubicBezier) {
    kind = .cubicBezier(curve)
  }

  /// Creates a timing function from validated steps.
  public init(_ steps: Steps) {
    kind = .steps(steps)
  }

  /// Creates a timing function that follows one of Penner's curves.
  ///
  /// `PennerEasing.linear` gives ``linear``.
  public init(_ easing: PennerEasing) {
    kind = easing == .linear ? .linear : .penner(easing)
  }

  /// Creates a cubic Bézier timing function from its two control points, as Core Animation's
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)` and CSS `cubic-bezier(x1, y1, x2, y2)` do.
  ///
  /// - Parameters:
  ///   - x1: The first control point's time, finite and in [0, 1].
  ///   - y1: The first control point's progress, any finite value (beyond [0, 1] overshoots).
  ///   - x2: The second control point's time, finite and in [0, 1].
  ///   - y2: The second control point's progress, any finite value.
  /// - Throws: ``SpringError`` naming `x1`, `y1`, `x2` or `y2` when it breaks its rule.
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    throws(SpringError)
  {
    kind = .cubicBezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// Creates a staircase timing function, CSS `steps(steps, position)`.
  ///
  /// - Parameters:
  ///   - steps: The number of steps: at least 1, or at least 2 with ``StepPosition/jumpNone``.
  ///   - position: Where the jumps fall; CSS's default is ``StepPosition/jumpEnd``.
  /// - Throws: ``SpringError`` naming `steps` when there are too few.
  public init(steps: Int, position: StepPosition = .jumpEnd) throws(SpringError) {
    kind = .steps(try Steps(steps, position: position))
  }

  /// The progress at a normalised time.
  ///
  /// - Parameter time: The fraction of the duration that has passed; values below 0 count as
  ///   0 and values above 1 as 1 (CSS would extrapolate a Bézier instead). NaN gives NaN.
  /// - Returns: The progress; it may leave [0, 1] for Béziers with y outside [0, 1] and for
  ///   Penner's back and elastic curves.
  /// - Complexity: For a Bézier, a few Newton steps (see ``CubicBezier``); O(1) otherwise.
  public func progress(at time: Double) -> Double {
    switch kind {
    case .linear: time.isNaN ? time : min(max(time, 0), 1)
    case .cubicBezier(let curve): curve.progress(at: time)
    case .steps(let steps): steps.progress(at: time)
    case .penner(let easing): easing.progress(at: time)
    }
  }

  /// The slope d progress / d time at a normalised time.
  ///
  /// Useful to match velocities, for example a spring's initial velocity to the start of a
  /// curve. Steps are flat between their jumps, so their slope is 0.
  ///
  /// - Parameter time: The fraction of the duration that has passed, clamped to [0, 1] (the
  ///   slope at an end is the one-sided slope there). NaN gives NaN.
  /// - Returns: The slope; `±infinity` where a Bézier or a circ curve is vertical.
  /// - Complexity: For a Bézier, a few Newton steps (see ``CubicBezier``); O(1) otherwise.
  public func derivative(at time: Double) -> Double {
    switch kind {
    case .linear: time.isNaN ? time : 1
    case .cubicBezier(let curve): curve.derivative(at: time)
    case .steps: time.isNaN ? time : 0
    case .penner(let easing): easing.derivative(at: time)
    }
  }

  /// The function in CSS notation where CSS has one, and the Penner name otherwise.
  ///
  /// For example `linear`, `cubic-bezier(0.42, 0.0, 0.58, 1.0)`, `steps(4, jump-end)` or
  /// `easeOutQuint`.
  public var description: String {
    switch kind {
    case .linear: "linear"
    case .cubicBezier(let curve): "cubic-bezier(\(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    case .steps(let steps): "steps(\(steps.count), \(steps.position.rawValue))"
    case .penner(let easing): easing.rawValue
    }
  }
}
