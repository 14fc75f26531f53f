/// A spring's position and velocity at t = 0, h, 2h, … as one ``Integrator`` computes them.
///
/// For ``Integrator/exact`` every state is the closed form at its grid time, so rounding
/// cannot accumulate however long the run. The numerical integrators start from
/// (`fromValue`, `initialVelocity`) and advance the state by one
/// ``SpringStepper/advance(value:velocity:target:)`` per step, which is what they are for:
/// comparing a method's drift against the exact motion. The sequence is deterministic, so
/// iterating it twice gives the same states bit for bit.
///
/// ```swift
/// let motion = try IntegratedMotion(
///   spring: .bouncy, fromValue: 0.0, toValue: 1.0, step: 1 / 60, count: 61,
///   integrator: .semiImplicitEuler)
/// for state in motion { print(state.time, state.position, state.velocity) }
/// ```
///
/// A method that is unstable at the step gives non-finite states rather than an error:
/// check `position.isFinite` where that matters.
///
/// - Complexity: O(1) per state.
public struct IntegratedMotion<V: SpringVector>: Sequence, Sendable {
  /// The state at one grid time.
  public typealias Element = SpringStateSequence<V>.Element

  /// The stepper: the spring, the step h and the integrator.
  public let stepper: SpringStepper
  /// The times: `count` of them, i·h from 0.
  public let grid: TimeGrid
  /// The value at time 0.
  public let fromValue: V
  /// Where the spring pulls the value.
  public let toValue: V
  /// The velocity at time 0, in units per second.
  public let initialVelocity: V

  /// Creates the motion of a spring on the grid `0, step, …, (count − 1)·step`.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - fromValue: The value at time 0.
  ///   - toValue: Where the spring pulls the value.
  ///   - initialVelocity: The velocity at time 0, in units per second.
  ///   - step: The time between states in seconds; finite and greater than 0.
  ///   - count: The number of states; at least 0.
  ///   - integrator: How a state follows from the one before.
  /// - Throws: ``SpringError`` naming `step` or `count` when it breaks its rule.
  public init(
    spring: Spring, fromValue: V, toValue: V, initialVelocity: V = .zero, step: Double,
    count: Int, integrator: Integrator
  ) throws(SpringError) {
    try SpringError.requireNonNegative(count: count, "count")
    stepper = try SpringStepper(spring: spring, step: step, integrator: integrator)
    grid = TimeGrid(step: step, count: count)
    (self.fromValue, self.toValue, self.initialVelocity) = (fromValue, toValue, initialVelocity)
  }

  /// Iterates the states in time order.
  public struct Iterator: IteratorProtocol, Sendable {
    private let motion: IntegratedMotion
    private var index = 0
    private var position: V
    private var velocity: V

    init(_ motion: IntegratedMotion) {
      self.motion = motion
      (position, velocity) = (motion.fromValue, motion.initialVelocity)
    }

    /// The next state, or `nil` after the grid's last time.
    public mutating func next() -> Element? {
      guard index < motion.grid.count else { return nil }
      let time = motion.grid[index]
      if motion.stepper.integrator == .exact {
        (position, velocity) = motion.exactState(at: time)
      } else if index > 0 {
        motion.stepper.advance(value: &position, velocity: &velocity, target: motion.toValue)
      }
      index += 1
      return Element(time: time, position: position, velocity: velocity)
    }
  }

  /// Returns an iterator from time 0.
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The closed-form state at a grid time (finite and at least 0, so SpringKit accepts it).
  private func exactState(at time: Double) -> (position: V, velocity: V) {
    guard let transition = try? stepper.spring.transition(over: time) else {
      // Unreachable for grid times; a non-finite state says so rather than trapping.
      return (V.Scalar(Double.nan) * fromValue, V.Scalar(Double.nan) * initialVelocity)
    }
    let state = transition.apply(displacement: fromValue - toValue, velocity: initialVelocity)
    return (toValue + state.displacement, state.velocity)
  }
}
