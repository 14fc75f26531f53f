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
      .number(velocityOption, \.initialVelocity),
    ]
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
    OptionBinding(SpringOptions.all + boundOptions) {
      (root: inout Root, scanned: ScannedArguments) throws(UsageError) in
      let parsed = try SpringOptions.spring(from: scanned)
      root[keyPath: spring] = parsed.spring
      if let velocity { root[keyPath: velocity] = parsed.spec?.velocity?.value }
      root[keyPath: motion] = try MotionOptions(scanned, spec: parsed.spec)
    }
  }

  /// Reads the three options; a uikit spec's `velocity=` (a fraction of the distance per
  /// second) sets the initial velocity instead of `--velocity`.
  ///
  /// - Parameters:
  ///   - scanned: The scanned arguments.
  ///   - spec: The `--spring` spec, if any; its normalised velocity (UIKit's `velocity=`, or
  ///     one its dialect supplies) sets the initial velocity.
  /// - Throws: ``UsageError`` for a non-finite value, ends too far apart to subtract, both
  ///   velocities, or a normalised velocity whose product with the distance overflows.
  init(_ scanned: ScannedArguments, spec: SpringSpec?) throws(UsageError) {
    self = try Self.bind(scanned)
    if let spec, spec.velocity != nil {
      initialVelocity = try Self.velocity(of: spec, scanned, distance: to - from)
    }
  }

  /// Checks that the ends are close enough to subtract.
  ///
  /// - Throws: ``SpringfitProblem/valuesTooFarApart(from:to:)`` when `to - from` overflows.
  mutating func validate(_ scanned: ScannedArguments) throws(UsageError) {
    guard (to - from).isFinite else {
      throw .springfit(
        .valuesTooFarApart(
          from: scanned.number(Self.fromOption.name)?.text ?? "\(from)",
          to: scanned.number(Self.toOption.name)?.text ?? "\(to)"))
    }
  }

  /// The absolute velocity of a spec's normalised velocity (UIKit's `velocity=`, or one its
  /// dialect supplies) over `distance`; 0 when the spec has none.
  ///
  /// - Throws: ``SpringfitProblem/velocityGivenTwice`` when `--velocity` is given too (or
  ///   ``SpringfitProblem/velocityImplied(_:dialect:)`` when the spec's dialect supplied the
  ///   velocity), ``SpringfitProblem/normalizedVelocityTooLarge(_:)`` when the product overflows.
  static func velocity(
    of spec: SpringSpec, _ scanned: ScannedArguments, distance: Double
  ) throws(UsageError) -> Double {
    guard let normalized = spec.velocity else { return 0 }
    guard !scanned.contains(Self.velocityOption.name) else {
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
