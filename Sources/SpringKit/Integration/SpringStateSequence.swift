/// A spring's position and velocity at every time of a ``TimeGrid``, by the exact
/// recurrence re-anchored to the closed form.
///
/// From one grid time to the next the state advances with the exact transition matrix for
/// the grid's step (four multiply-adds per component, see ``SpringTransition``):
///
/// ```
/// uᵢ₊₁ = a(h)·uᵢ + b(h)·vᵢ        vᵢ₊₁ = c(h)·uᵢ + d(h)·vᵢ        (u = x − target)
/// ```
///
/// The first state, every ``reanchorPeriod``-th and the pinned last time of a division grid
/// come from the closed form at that grid time, so rounding cannot drift however long the
/// grid is: at exactly i·h for a grid of steps (the time the recurrence has reached), at the
/// listed `Double` time for a division. With a period of 1 every state of a division is
/// exactly ``Spring/value(fromValue:toValue:initialVelocity:time:)`` at its listed time.
///
/// ```swift
/// let grid = TimeGrid(step: 1.0 / 60, reaching: 0.5)
/// for state in try SpringStateSequence(spring: .bouncy, fromValue: 0.0, toValue: 1.0, grid: grid) {
///   print(state.time, state.position, state.velocity)
/// }
/// ```
///
/// - Complexity: O(1) per state, plus one closed-form evaluation per period.
public struct SpringStateSequence<V: SpringVector>: Sequence, Sendable {
  /// The state at one grid time.
  public struct Element: Sendable {
    /// The grid time, in seconds.
    public var time: Double
    /// The value at ``time``.
    public var position: V
    /// The velocity at ``time``, in units per second.
    public var velocity: V

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - time: The grid time, in seconds.
    ///   - position: The value then.
    ///   - velocity: The velocity then, in units per second.
    @inlinable
    public init(time: Double, position: V, velocity: V) {
      self.time = time
      self.position = position
      self.velocity = velocity
    }
  }

  /// The times.
  public let grid: TimeGrid
  /// Grid steps between recomputations from the closed form; at least 1.
  public let reanchorPeriod: Int

  @usableFromInline let dynamics: SpringDynamics
  @usableFromInline let target: V
  /// The displacement from the target at time 0.
  @usableFromInline let initialDisplacement: V
  @usableFromInline let initialVelocity: V
  /// The exact transition over one grid step.
  @usableFromInline let stepTransition: SpringTransition

  /// The states of a motion from `fromValue` toward `toValue` at the grid's times.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - grid: The times, in seconds since the motion began; finite and at least 0.
  ///   - reanchorPeriod: Grid steps between recomputations from the closed form; 16 by
  ///     default (about 10⁻¹⁵ of the motion's scale at worst), 1 for the closed form at
  ///     every time. Values below 1 count as 1.
  /// - Throws: ``SpringError`` when a value, or their difference, is not finite, or when
  ///   the grid's first time or step is negative or not finite.
  @inlinable
  public init(
    spring: Spring, fromValue: V, toValue: V, initialVelocity: V = .zero, grid: TimeGrid,
    reanchorPeriod: Int = 16
  ) throws(SpringError) {
    try SpringError.requireFinite(fromValue, "fromValue")
    try SpringError.requireFinite(toValue, "toValue")
    try SpringError.requireFinite(initialVelocity, "initialVelocity")
    try SpringError.requireFinite(fromValue - toValue, "fromValue - toValue")
    try SpringError.requireNonNegative(grid.start, "start")
    try SpringError.requireNonNegative(grid.step, "step")
    self.init(
      dynamics: spring.dynamics, target: toValue, displacement: fromValue - toValue,
      velocity: initialVelocity, grid: grid, reanchorPeriod: reanchorPeriod)
  }

  /// The states without validation, for callers that have checked their inputs.
  @inlinable
  init(
    dynamics: SpringDynamics, target: V, displacement: V, velocity: V, grid: TimeGrid,
    reanchorPeriod: Int
  ) {
    self.dynamics = dynamics
    self.target = target
    initialDisplacement = displacement
    initialVelocity = velocity
    self.grid = grid
    self.reanchorPeriod = Swift.max(reanchorPeriod, 1)
    stepTransition = dynamics.transition(over: DoubleDouble(grid.step))
  }

  /// The number of states, the grid's count.
  @inlinable
  public var underestimatedCount: Int { grid.count }

  /// An iterator over the states, in time order.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// Produces the states one grid time after another.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline let states: SpringStateSequence
    @usableFromInline var index = 0
    @usableFromInline var displacement: V
    @usableFromInline var velocity: V

    @inlinable
    init(_ states: SpringStateSequence) {
      self.states = states
      displacement = states.initialDisplacement
      velocity = states.initialVelocity
    }

    /// The next state, or `nil` after the grid's last time.
    @inlinable
    public mutating func next() -> Element? {
      guard let state = nextDisplacement() else { return nil }
      return Element(
        time: state.time, position: states.target + state.displacement,
        velocity: state.velocity)
    }

    /// The next time with the displacement from the target (rather than the position) and
    /// the velocity.
    @inlinable
    mutating func nextDisplacement() -> Displaced? {
      let grid = states.grid
      guard index < grid.count else { return nil }
      let time = grid[index]
      let isPinnedEnd = grid.end != nil && index == grid.count - 1
      if index % states.reanchorPeriod == 0 || isPinnedEnd {
        (displacement, velocity) = states.dynamics.transition(over: grid.anchorTime(index))
          .apply(displacement: states.initialDisplacement, velocity: states.initialVelocity)
      }
      let state = Displaced(time: time, displacement: displacement, velocity: velocity)
      (displacement, velocity) = states.stepTransition.apply(
        displacement: displacement, velocity: velocity)
      index += 1
      return state
    }
  }

  /// A state with the displacement from the target rather than the position: a struct, not
  /// a tuple, because an unoptimised build looks a generic tuple's type up in a locked
  /// cache on every call.
  @usableFromInline
  struct Displaced: Sendable {
    /// The grid time, in seconds.
    @usableFromInline var time: Double
    /// The value minus the target.
    @usableFromInline var displacement: V
    /// The velocity, in units per second.
    @usableFromInline var velocity: V

    @inlinable
    init(time: Double, displacement: V, velocity: V) {
      self.time = time
      self.displacement = displacement
      self.velocity = velocity
    }
  }
}
