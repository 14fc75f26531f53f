// The part of a simulation that a repeated frame of the exact path does not touch.

extension SpringSimulation {
  /// The settings, the anchor, the clocks and the numerical-integration state.
  ///
  /// They sit behind one reference so that the value a repeated frame reads and writes stays
  /// small: ten thousand simulations in an array then fit a core's cache. Copied on write, so
  /// ``SpringSimulation`` keeps value semantics.
  @usableFromInline
  final class Storage: @unchecked Sendable {
    // @unchecked: the class is only mutated through `SpringSimulation.uniqueStorage()`,
    // which copies it first unless the reference is unique, exactly as Array does. For the
    // same reason no two accesses to a field can overlap (every access is a plain read or
    // write; none is held across a call), so the fields opt out of the dynamic exclusivity
    // checks that class properties otherwise get: they were half of the instructions of a
    // frame that evaluates the closed form (two runtime calls per access, seven accesses).
    // What anchoring and the first frame after it touch comes first, so that a follower
    // retargeted at every frame reads and writes a few neighbouring cache lines.
    @usableFromInline let integrator: Integrator
    @usableFromInline @exclusivity(unchecked) var clampsOvershoot = false
    /// Whether `restLowerBound` includes the energy bound (it is computed once per anchor).
    @usableFromInline @exclusivity(unchecked) var restBoundIsRefined = false
    /// Whether the last plan of stepped frames stopped short of the rest instant only because
    /// that instant was unsolved: the plan may then grow, from the same start, to what the
    /// solved instant allows, which steps exactly the frames an eager plan would have.
    @usableFromInline @exclusivity(unchecked) var planIsOpen = false
    /// The frames of the repeated duration the last plan allowed to step, less those added
    /// to `sinceAnchor` since; minus ``SpringSimulation/stepsLeft``, the frames stepped and
    /// not yet added.
    @usableFromInline @exclusivity(unchecked) var stepsPlanned: Int32 = 0
    // Exact mode: the state at the anchor, relative to the target, and the time since, both
    // exact sums so that the closed form is evaluated at the true elapsed time.
    @usableFromInline @exclusivity(unchecked) var anchorDisplacement: Value
    @usableFromInline @exclusivity(unchecked) var anchorVelocity: Value
    /// Seconds since the anchor, less the stepped frames not yet added.
    @usableFromInline @exclusivity(unchecked) var sinceAnchor = DoubleDouble(0)
    /// The clock at the anchor; ``SpringSimulation/time`` adds `sinceAnchor`.
    @usableFromInline @exclusivity(unchecked) var anchorClock = DoubleDouble(0)
    /// The exact path's rest instant, in seconds after the anchor; `infinity` for never (and
    /// for numerical paths, which check the threshold at each frame); NaN until it is solved.
    @usableFromInline @exclusivity(unchecked) var restAfterAnchor = Double.infinity
    /// While `restAfterAnchor` is unsolved, seconds after the anchor before which rest cannot
    /// come (at most the solved instant); NaN for the anchor's quick bound
    /// (``SpringSimulation/quickRestBound(frequency:stoppingRate:displacement:velocity:threshold:)``), not
    /// computed until a frame needs it.
    @usableFromInline @exclusivity(unchecked) var restLowerBound = 0.0
    @usableFromInline @exclusivity(unchecked) var restThreshold: RestThreshold
    /// ω₀ = √(k/m) and ω₀ + 2λ, the factors of the quick bound, computed once.
    @usableFromInline let frequency: Double
    @usableFromInline let stoppingRate: Double
    @usableFromInline @exclusivity(unchecked) var longFramePolicy = LongFramePolicy.catchUp
    @usableFromInline let spring: Spring
    @usableFromInline let step: Double
    @usableFromInline let force: Force?
    /// When the simulation last came to rest, on its clock; NaN while it is unsolved, when a
    /// frame proved rest without solving it: the `restAnchor…` fields then hold what solves it.
    @usableFromInline @exclusivity(unchecked) var restInstant = 0.0
    /// The anchor of the motion that came to rest with an unsolved `restInstant`.
    @usableFromInline @exclusivity(unchecked) var restAnchorDisplacement: Value
    @usableFromInline @exclusivity(unchecked) var restAnchorVelocity: Value
    @usableFromInline @exclusivity(unchecked) var restAnchorClock = DoubleDouble(0)
    /// The side the motion started from, for overshoot clamping on numerical paths.
    @usableFromInline @exclusivity(unchecked) var overshootDirection: Value
    // The two physics states (relative to the target) that bracket the display time, and the
    // time between the earlier one and the display.
    @usableFromInline @exclusivity(unchecked) var physics: (displacement: Value, velocity: Value)
    @usableFromInline @exclusivity(unchecked) var previousPhysics:
      (displacement: Value, velocity: Value)
    @usableFromInline @exclusivity(unchecked) var accumulator = 0.0

    @usableFromInline
    init(
      spring: Spring, integrator: Integrator, step: Double, force: Force?,
      restThreshold: RestThreshold, state: (displacement: Value, velocity: Value)
    ) {
      self.spring = spring
      self.integrator = integrator
      self.step = step
      self.force = force
      self.restThreshold = restThreshold
      let dynamics = spring.dynamics
      frequency = dynamics.frequencySquared.squareRoot()
      stoppingRate = frequency + 2 * dynamics.decayRate
      overshootDirection = state.displacement == .zero ? state.velocity : state.displacement
      physics = state
      previousPhysics = state
      anchorDisplacement = state.displacement
      anchorVelocity = state.velocity
      restAnchorDisplacement = state.displacement
      restAnchorVelocity = state.velocity
    }

    @usableFromInline
    func copy() -> Storage {
      let copy = Storage(
        spring: spring, integrator: integrator, step: step, force: force,
        restThreshold: restThreshold, state: physics)
      copy.clampsOvershoot = clampsOvershoot
      copy.longFramePolicy = longFramePolicy
      copy.restInstant = restInstant
      copy.restAnchorDisplacement = restAnchorDisplacement
      copy.restAnchorVelocity = restAnchorVelocity
      copy.restAnchorClock = restAnchorClock
      copy.overshootDirection = overshootDirection
      copy.previousPhysics = previousPhysics
      copy.accumulator = accumulator
      copy.anchorDisplacement = anchorDisplacement
      copy.anchorVelocity = anchorVelocity
      copy.sinceAnchor = sinceAnchor
      copy.stepsPlanned = stepsPlanned
      copy.restAfterAnchor = restAfterAnchor
      copy.restLowerBound = restLowerBound
      copy.restBoundIsRefined = restBoundIsRefined
      copy.planIsOpen = planIsOpen
      copy.anchorClock = anchorClock
      return copy
    }
  }

  /// The storage, copied first if another simulation shares it.
  @inlinable
  mutating func uniqueStorage() -> Storage {
    makeStorageUnique()
    return storage
  }

  /// Copies the storage if another simulation shares it; then `storage.field = …` writes in
  /// place (without the retain and release that holding the reference from
  /// ``uniqueStorage()`` costs).
  @inlinable @inline(__always)
  mutating func makeStorageUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  @inlinable var anchorDisplacement: Value {
    get { storage.anchorDisplacement }
    set { uniqueStorage().anchorDisplacement = newValue }
  }
  @inlinable var anchorVelocity: Value {
    get { storage.anchorVelocity }
    set { uniqueStorage().anchorVelocity = newValue }
  }
  @inlinable var sinceAnchor: DoubleDouble {
    get { storage.sinceAnchor }
    set { uniqueStorage().sinceAnchor = newValue }
  }
  @inlinable var restAfterAnchor: Double {
    get { storage.restAfterAnchor }
    set { uniqueStorage().restAfterAnchor = newValue }
  }
  /// The lower bound on the rest instant while it is unsolved: the stored one, or the
  /// anchor's quick bound when none is stored yet (the frames of a follower retargeted at
  /// every frame prove they are not at rest more cheaply, and never need it).
  @inlinable var restLowerBound: Double {
    get {
      let bound = storage.restLowerBound
      guard bound.isNaN else { return bound }
      return Self.quickRestBound(
        frequency: storage.frequency, stoppingRate: storage.stoppingRate,
        displacement: storage.anchorDisplacement, velocity: storage.anchorVelocity,
        threshold: storage.restThreshold)
    }
    set { uniqueStorage().restLowerBound = newValue }
  }
  @inlinable var anchorClock: DoubleDouble {
    get { storage.anchorClock }
    set { uniqueStorage().anchorClock = newValue }
  }
  @inlinable var restInstant: Double {
    get { storage.restInstant }
    set { uniqueStorage().restInstant = newValue }
  }
  @inlinable var overshootDirection: Value {
    get { storage.overshootDirection }
    set { uniqueStorage().overshootDirection = newValue }
  }
  @inlinable var physics: (displacement: Value, velocity: Value) {
    get { storage.physics }
    set { uniqueStorage().physics = newValue }
  }
  @inlinable var previousPhysics: (displacement: Value, velocity: Value) {
    get { storage.previousPhysics }
    set { uniqueStorage().previousPhysics = newValue }
  }
  @inlinable var accumulator: Double {
    get { storage.accumulator }
    set { uniqueStorage().accumulator = newValue }
  }
}
