/// An input SpringKit refused: which parameter, the value it got, and the rule it broke.
///
/// Every entry point that takes outside input validates it and throws this error instead of
/// trapping or returning NaN:
///
/// ```swift
/// do {
///   _ = try Spring(mass: -1, stiffness: 100, damping: 10)
/// } catch {
///   print(error)  // mass must be finite and greater than 0, got -1.0
/// }
/// ```
public struct SpringError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A rule an input must obey.
  public enum Rule: String, Hashable, Sendable {
    /// Finite and strictly greater than zero (mass, stiffness, time step, epsilon).
    case positive = "finite and greater than 0"
    /// Finite and at least zero (damping, time, duration).
    case nonNegative = "finite and at least 0"
    /// Neither infinite nor NaN (values, velocities, targets).
    case finite = "finite"
    /// A count of at least zero.
    case nonNegativeCount = "at least 0"
    /// Greater than −1 and at most 1 (a SwiftUI bounce).
    case bounce = "greater than -1 and at most 1"
    /// Such that the derived stiffness/mass is finite and positive and damping/mass at most
    /// 1e154 (the closed form squares the decay rate).
    case representable =
      "such that stiffness/mass is finite and positive and damping/mass at most 1e154"
    /// Strictly between 0 and 1 (a fraction of the distance).
    case fraction = "greater than 0 and less than 1"
    /// An Origami tension whose stiffness (o − 30)·3.62 + 194 is positive.
    case origamiTension = "greater than -23.59 (so that the stiffness is positive)"
    /// An Origami friction whose damping (o − 8)·3 + 25 is not negative.
    case origamiFriction = "at least -0.33 (so that the damping is not negative), or 0"
    /// Within POP's range.
    case popRange = "between 0 and 20"
    /// A damping ratio a duration-based dialect accepts.
    case positiveAtMostOne = "greater than 0 and at most 1"
    /// A nonzero distance to normalise by.
    case nonzero = "finite and not 0"
    /// A numerical integrator (an extra force has no closed form).
    case numericalIntegrator = "a numerical integrator (rk4, verlet or euler) when a force is given"
    /// The index of a simulation added earlier.
    case earlierSimulation = "the index of a simulation added before"
    /// As many elements as the values.
    case sameCount = "as long as values"
    /// An index within the collection.
    case validIndex = "a valid index"
    /// At least two (keyframes).
    case atLeastTwo = "at least 2"
    /// An end, because an undamped spring never settles.
    case endForUndampedSpring = "given, because an undamped spring never settles"
    /// An end, because the motion never leaves the tolerance around its target.
    case endForStillMotion = "given, because the motion never leaves the tolerance around toValue"
    /// A keyframe tolerance rounding and the keyframe limit can reach for this motion.
    case attainableTolerance =
      "at least the smallest tolerance that rounding and the keyframe limit allow for this motion"
    /// Few enough samples to fit in ``Spring/maximumSampleBytes``.
    case sampleBudget = "small enough for the samples to fit in 4 GiB"
    /// Finite and between 0 and 1, ends included (a Bézier control point's x).
    case unitInterval = "finite and between 0 and 1"
    /// A count of at least one (the steps of a steps() timing function).
    case positiveCount = "at least 1"
    /// A count of at least two, as steps() with jump-none needs.
    case jumpNoneCount = "at least 2 with jump-none"
  }

  /// The name of the parameter, as spelled in the API (for example `"stiffness"`).
  public var parameter: String
  /// The rejected value, as text (`"nan"`, `"-1.0"`, or a vector's description).
  public var value: String
  /// The rule the value broke.
  public var rule: Rule

  /// Creates an error for a parameter, its rejected value and the broken rule.
  public init(parameter: String, value: String, rule: Rule) {
    self.parameter = parameter
    self.value = value
    self.rule = rule
  }

  /// A sentence naming the parameter, the rule and the value.
  public var description: String { "\(parameter) must be \(rule.rawValue), got \(value)" }
}

// Validation helpers shared by every entry point.
extension SpringError {
  @usableFromInline
  static func requirePositive(_ value: Double, _ parameter: String) throws(SpringError) {
    guard value.isFinite, value > 0 else {
      throw SpringError(parameter: parameter, value: "\(value)", rule: .positive)
    }
  }

  @usableFromInline
  static func requireNonNegative(_ value: Double, _ parameter: String) throws(SpringError) {
    guard value.isFinite, value >= 0 else {
      throw SpringError(parameter: parameter, value: "\(value)", rule: .nonNegative)
    }
  }

  @inlinable
  static func requireFinite<V: SpringVector>(_ value: V, _ parameter: String) throws(SpringError) {
    guard value.isFinite else {
      throw SpringError(parameter: parameter, value: "\(value)", rule: .finite)
    }
  }

  @usableFromInline
  static func requireNonNegative(count: Int, _ parameter: String) throws(SpringError) {
    guard count >= 0 else {
      throw SpringError(parameter: parameter, value: "\(count)", rule: .nonNegativeCount)
    }
  }
}
