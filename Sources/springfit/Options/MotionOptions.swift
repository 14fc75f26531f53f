import ArgumentParsing
import SpringFormats
import SpringKit

/// Where a motion starts, where it goes and how fast it starts: `--from`, `--to` and
/// `--velocity`, validated.
///
/// `sample`, `keyframes` and `plot spring` share them.
struct MotionOptions: Sendable, Equatable {
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

// Reading the options; in an extension so that `MotionOptions()` holds the defaults.
extension MotionOptions {
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
    let options: [(OptionSpec, WritableKeyPath<MotionOptions, Double>)] = [
      (Self.fromOption, \.from), (Self.toOption, \.to), (Self.velocityOption, \.initialVelocity),
    ]
    for (option, keyPath) in options {
      if let value = try scanned.number(option) { self[keyPath: keyPath] = value }
    }
    guard (to - from).isFinite else {
      throw .springfit(
        .valuesTooFarApart(
          from: scanned.number(Self.fromOption.name)?.text ?? "\(from)",
          to: scanned.number(Self.toOption.name)?.text ?? "\(to)"))
    }
    if let spec, spec.velocity != nil {
      initialVelocity = try Self.velocity(of: spec, scanned, distance: to - from)
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
