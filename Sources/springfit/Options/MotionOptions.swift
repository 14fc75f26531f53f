import ArgumentParsing
import SpringFormats
import SpringKit

/// Where a motion starts, where it goes and how fast it starts: `--from`, `--to` and
/// `--velocity`, validated.
///
/// `sample`, `keyframes` and `plot spring` share them.
struct MotionOptions: OptionGroup, Sendable, Equatable {
  /// The value at time 0 (`--from`); 0 by default.
  var from = 0.0
  /// The target (`--to`); 1 by default.
  var to = 1.0
  /// The velocity at time 0 in value units per second (`--velocity`); 0 by default.
  var initialVelocity = 0.0
  /// The given options' values as typed: whether `--velocity` was given, and the ends as an
  /// error quotes them.
  var typed: [String: String] = [:]

  static let fromOption = OptionSpec(
    "--from", value: "X", help: "Value at time 0, in value units.", rule: .finite,
    default: "\(Int(Self().from))")
  static let toOption = OptionSpec(
    "--to", value: "X", help: "Target value the spring pulls toward, in value units.",
    rule: .finite, default: "\(Int(Self().to))")
  static let velocityOption = OptionSpec(
    "--velocity", value: "V", help: "Velocity at time 0, in value units per second.",
    rule: .finite,
    default: "0, or V*(to - from) for a uikit --spring with velocity=V (then --velocity "
      + "cannot be given)")

  /// The MOTION group of the help, shared by `sample`, `keyframes` and `plot spring`.
  static let group = OptionSection(
    title: "MOTION", options: [fromOption, toOption, velocityOption])
}

// Binding the options; in an extension so that `MotionOptions()` holds the defaults.
extension MotionOptions {
  /// The three options, each bound to its field.
  static var bindings: [OptionBinding<Self>] {
    [
      .number(fromOption, \.from), .number(toOption, \.to),
      .number(velocityOption, \.initialVelocity), .typed(group.options, \.typed),
    ]
  }

  /// The SPRING forms and the motion, bound together: a spec's normalised velocity sets the
  /// initial velocity instead of `--velocity`.
  struct WithSpring: OptionGroup, Sendable, Equatable {
    /// The SPRING forms.
    var form = SpringOptions.Form()
    /// The motion.
    var motion = MotionOptions()

    /// The forms, then the motion.
    static var bindings: [OptionBinding<Self>] { [.group(\.form), .group(\.motion)] }

    /// Sets the initial velocity from the spec's normalised velocity, if it has one.
    ///
    /// - Throws: ``UsageError`` as ``MotionOptions/velocity(of:velocityGiven:distance:)``.
    mutating func validate() throws(UsageError) {
      guard let spec = form.spec, spec.velocity != nil else { return }
      motion.initialVelocity = try MotionOptions.velocity(
        of: spec, velocityGiven: motion.typed[velocityOption.name] != nil,
        distance: motion.to - motion.from)
    }
  }

  /// The SPRING forms and the motion, bound together: a uikit spec's `velocity=` (a fraction
  /// of the distance per second) sets the initial velocity instead of `--velocity`.
  ///
  /// - Parameters:
  ///   - spring: The field the spring sets.
  ///   - motion: The field the motion sets.
  ///   - velocity: The field the spec's normalised velocity sets, if the command keeps it.
  /// - Returns: The binding of every SPRING and MOTION option.
  static func binding<Root>(
    spring: WritableKeyPath<Root, Spring>, motion: WritableKeyPath<Root, MotionOptions>,
    uiKitVelocity velocity: WritableKeyPath<Root, Double?>? = nil
  ) -> OptionBinding<Root> {
    .group(WithSpring.self) { root, bound in
      root[keyPath: spring] = bound.form.spring
      if let velocity { root[keyPath: velocity] = bound.form.spec?.velocity?.value }
      root[keyPath: motion] = bound.motion
    }
  }

  /// Checks that the ends are close enough to subtract.
  ///
  /// - Throws: ``SpringfitProblem/valuesTooFarApart(from:to:)`` when `to - from` overflows.
  mutating func validate() throws(UsageError) {
    guard (to - from).isFinite else {
      throw .springfit(
        .valuesTooFarApart(
          from: typed[Self.fromOption.name] ?? "\(from)", to: typed[Self.toOption.name] ?? "\(to)"))
    }
  }

  /// The absolute velocity of a spec's normalised velocity (UIKit's `velocity=`, or one its
  /// dialect supplies) over `distance`; 0 when the spec has none.
  ///
  /// - Parameters:
  ///   - spec: The `--spring` spec.
  ///   - velocityGiven: Whether `--velocity` was given too, which the spec's velocity forbids.
  ///   - distance: `to - from`.
  /// - Returns: The initial velocity, in value units per second.
  /// - Throws: ``SpringfitProblem/velocityGivenTwice`` when `--velocity` is given too (or
  ///   ``SpringfitProblem/velocityImplied(_:dialect:)`` when the spec's dialect supplied the
  ///   velocity), ``SpringfitProblem/normalizedVelocityTooLarge(_:)`` when the product overflows.
  static func velocity(
    of spec: SpringSpec, velocityGiven: Bool, distance: Double
  ) throws(UsageError) -> Double {
    guard let normalized = spec.velocity else { return 0 }
    guard !velocityGiven else {
      throw normalized.isImplied
        ? .springfit(.velocityImplied(normalized.text, dialect: spec.dialect))
        : .springfit(.velocityGivenTwice)
    }
    // UIKit's velocity is a fraction of the distance per second; the product may overflow.
    let absolute = try? SpringVelocity.absolute(normalized: normalized.value, distance: distance)
    guard let absolute, absolute.isFinite else {
      throw .springfit(.normalizedVelocityTooLarge(normalized.text))
    }
    return absolute
  }
}
