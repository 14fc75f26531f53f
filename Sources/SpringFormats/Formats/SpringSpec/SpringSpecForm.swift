public import SpringKit

/// One way of writing a spring in a dialect's own terms: the keys it takes and how they make
/// a spring, or the names it knows.
///
/// ``SpringSpec/forms`` lists every form; the parser, `springfit`'s help (its SPRING SPECS
/// section) and the error messages are all derived from that one table.
public struct SpringSpecForm: Sendable {
  /// One `key=value` a form takes.
  public struct Key: Sendable, Hashable {
    /// Whether a key must be given, and what it means when it is not.
    public enum Presence: Sendable, Hashable {
      /// The form needs the key.
      case required
      /// The key may be left out and then takes this value.
      case defaulted(Double)
      /// The key may be left out and then has no value (the spring does not depend on it).
      case optional
    }

    /// What a key's value sets.
    public enum Role: Sendable, Hashable {
      /// A parameter of the spring.
      case parameter
      /// An initial velocity as a fraction of the distance per second (UIKit's, anime.js
      /// v3's); not part of the spring (see ``SpringSpec/velocity``).
      case normalizedVelocity
    }

    /// The key as typed, in the ecosystem's own spelling (`dampingRatio`).
    public var name: String
    /// The placeholder in synopses (`Z`).
    public var placeholder: String
    /// Whether the key is needed.
    public var presence: Presence
    /// What the value sets.
    public var role: Role
    /// Names the value may be given as instead of a number (Compose's
    /// `stiffness=StiffnessLow`), with their values.
    public var symbols: [String: Double]
    /// The range the ecosystem clamps a velocity into (anime.js v3's [0.1, 100]), or `nil`;
    /// a velocity key with a default and a clamp always gives a velocity.
    public var clamp: ClosedRange<Double>?

    /// Creates a key.
    public init(
      _ name: String, _ placeholder: String, _ presence: Presence = .required,
      role: Role = .parameter, symbols: [String: Double] = [:], clamp: ClosedRange<Double>? = nil
    ) {
      self.name = name
      self.placeholder = placeholder
      self.presence = presence
      self.role = role
      self.symbols = symbols
      self.clamp = clamp
    }

    /// `name=P`, as synopses show it.
    public var synopsis: String { "\(name)=\(placeholder)" }
  }

  /// The values of a spec's keys, defaults filled in, for a form's ``Body/keys(_:spring:)``
  /// builder.
  public struct Values: Sendable {
    /// The values by key.
    public var numbers: [String: Double]

    /// Creates the values.
    ///
    /// - Parameter numbers: The values by key.
    public init(numbers: [String: Double]) {
      self.numbers = numbers
    }

    /// The key's value; NaN for a key the form does not have (which SpringKit rejects, so a
    /// slip in the table shows as an error, not a crash).
    public subscript(key: String) -> Double { numbers[key] ?? .nan }
  }

  /// Builds a spring from a form's values.
  public typealias Builder = @Sendable (Values) throws(SpringError) -> Spring

  /// What a form takes after `dialect:`.
  public enum Body: Sendable {
    /// `key=value` pairs, in any order, and the spring they make.
    case keys([Key], spring: Builder)
    /// One name from a fixed list (`material:expressive-default-spatial`); `noun` is what a
    /// name is called in messages and help (`token`).
    case names(noun: String, [(name: String, spring: Spring)])
  }

  /// The dialect, before the `:` (`android`).
  public var dialect: String
  /// The keys or names.
  public var body: Body
  /// What the form means, for help texts; a help lists ``defaults`` or ``names`` after it.
  public var summary: String
  /// SpringKit parameters that are a key under another name, parameter → key.
  ///
  /// UIKit's `dampingRatio` is the key `damping`; errors quote the parameter's rule for the
  /// key.
  public var renamedParameters: [String: String] = [:]
  /// SpringKit parameters computed from a key, parameter → key.
  ///
  /// Rebound's Origami `tension` comes from `speed`; errors name the key and explain the
  /// computed value.
  public var derivedParameters: [String: String] = [:]
  /// Whether the form applies only when at least one of its keys is given.
  ///
  /// React Native's `stiffness`/`damping`/`mass` and `bounciness`/`speed` groups each take
  /// defaults for the keys left out, but a config with none of them is the
  /// `tension`/`friction` group: those forms need a key, so the dialect alone is one form.
  public var needsAKey = false
  /// The velocity, in fractions of the distance per second, that the form's curve starts
  /// with (GSAP's `elastic.out`, Svelte's first frame): not a key but part of the curve, so
  /// the spec's ``SpringSpec/velocity`` carries it as UIKit's `velocity=` would.
  public var startingVelocity: (@Sendable (Values) -> Double)? = nil

  /// The keys, or none for a named form.
  public var keys: [Key] {
    guard case .keys(let keys, _) = body else { return [] }
    return keys
  }

  /// The names, or none for a keyed form.
  public var names: [String] {
    guard case .names(_, let names) = body else { return [] }
    return names.map(\.name)
  }

  /// The form as the help and errors show it: `framer:duration=D,bounce=B[,mass=M]`.
  ///
  /// Optional keys are bracketed after the required ones; in a form where every key may be
  /// left out (`pop:bounciness=B,speed=S`) they are listed plainly and the help gives the
  /// defaults.
  public var synopsis: String {
    switch body {
    case .names(let noun, _):
      return "\(dialect):\(noun.uppercased())"
    case .keys(let keys, _):
      let required = keys.filter { $0.presence == .required }
      guard !required.isEmpty else {
        return dialect + ":" + keys.map(\.synopsis).joined(separator: ",")
      }
      let optional = keys.filter { $0.presence != .required }
      return dialect + ":" + required.map(\.synopsis).joined(separator: ",")
        + optional.map { "[,\($0.synopsis)]" }.joined()
    }
  }

  /// The keys left out that take a default, and their defaults, in the form's order.
  public var defaults: [(key: String, value: Double)] {
    keys.compactMap { key in
      guard case .defaulted(let value) = key.presence else { return nil }
      return (key.name, value)
    }
  }

  /// Whether a keyed form accepts these keys.
  ///
  /// It does when it has every one of them and every key it needs is among them; a named
  /// form accepts none.
  public func accepts(_ given: Set<String>) -> Bool {
    guard case .keys(let keys, _) = body, !(needsAKey && given.isEmpty) else { return false }
    return given.isSubset(of: keys.map(\.name))
      && keys.allSatisfy { $0.presence != .required || given.contains($0.name) }
  }
}
