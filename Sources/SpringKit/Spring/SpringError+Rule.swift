// The rules an input must obey, and the ones every subsystem shares.

extension SpringError {
  /// A rule an input must obey: an identity and the words that complete "must be …".
  ///
  /// Rules are values declared as static members next to the subsystem that owns them, in
  /// the way swift-system declares `Errno.noSuchFileOrDirectory`: the shared ones here
  /// (``positive``, ``finite``, …), the dialects' in `Parametrisations/`, the simulation's in
  /// `Simulation/`, keyframe export's in `Keyframes/Export/`. Two rules are equal when their
  /// ``name``s are.
  ///
  /// ```swift
  /// extension SpringError.Rule {
  ///   static let evenCount = SpringError.Rule("evenCount", requirement: "an even count")
  /// }
  /// ```
  public struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// The rule's identity, as its static member is spelled (`"positive"`).
    public let name: String
    /// The words that complete "must be …" (`"finite and greater than 0"`).
    public let requirement: String
    /// The words that introduce ``SpringError/limit`` in a message, for rules whose bound
    /// depends on the input (`"the smallest for this motion is"`).
    public let limitPhrase: String

    /// Creates a rule from its identity, its requirement and the phrase that introduces its
    /// limit.
    public init(_ name: String, requirement: String, limitPhrase: String = "the limit is") {
      self.name = name
      self.requirement = requirement
      self.limitPhrase = limitPhrase
    }

    /// Rules are equal when their names are.
    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The requirement.
    public var description: String { requirement }
  }
}

// The rules every subsystem uses.
extension SpringError.Rule {
  /// Finite and strictly greater than zero (mass, stiffness, time step, epsilon).
  public static let positive = Self("positive", requirement: "finite and greater than 0")
  /// Finite and at least zero (damping, time, duration).
  public static let nonNegative = Self("nonNegative", requirement: "finite and at least 0")
  /// Neither infinite nor NaN (values, velocities, targets).
  public static let finite = Self("finite", requirement: "finite")
  /// A count of at least zero.
  public static let nonNegativeCount = Self("nonNegativeCount", requirement: "at least 0")
  /// A count of at least one (the steps of a steps() timing function, a donut's values).
  public static let positiveCount = Self("positiveCount", requirement: "at least 1")
  /// Such that the derived stiffness/mass is finite and positive and damping/mass at most
  /// 1e154 (the closed form squares the decay rate).
  public static let representable = Self(
    "representable",
    requirement:
      "such that stiffness/mass is finite and positive and damping/mass at most 1e154")
}
