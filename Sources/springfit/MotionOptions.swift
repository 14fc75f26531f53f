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

  /// Reads the three options; a uikit spec's `velocity=` (a fraction of the distance per
  /// second) sets the initial velocity instead of `--velocity`.
  ///
  /// - Parameters:
  ///   - scanned: The scanned arguments.
  ///   - uiKitVelocity: A uikit spec's normalised velocity, if any.
  /// - Throws: ``UsageError`` for a non-finite value, ends too far apart to subtract, both
  ///   velocities, or a normalised velocity whose product with the distance overflows.
  init(_ scanned: ScannedArguments, uiKitVelocity: SpringSpec.Number?) throws(UsageError) {
    let options: [(OptionSpec, WritableKeyPath<MotionOptions, Double>)] = [
      (SampleOptions.fromOption, \.from), (SampleOptions.toOption, \.to),
      (SampleOptions.velocityOption, \.initialVelocity),
    ]
    for (option, keyPath) in options {
      guard let (value, text) = scanned.number(option.name) else { continue }
      guard value.isFinite else {
        throw .invalidValue(
          option: option.name, value: text, rule: SpringError.Rule.finite.rawValue)
      }
      self[keyPath: keyPath] = value
    }
    guard (to - from).isFinite else {
      throw .valuesTooFarApart(
        from: scanned.number(SampleOptions.fromOption.name)?.text ?? "\(from)",
        to: scanned.number(SampleOptions.toOption.name)?.text ?? "\(to)")
    }
    if let uiKitVelocity {
      initialVelocity = try Self.velocity(uiKit: uiKitVelocity, scanned, distance: to - from)
    }
  }

  /// The absolute velocity of a uikit spec's `velocity=` over `distance`.
  ///
  /// - Throws: ``UsageError/velocityGivenTwice`` when `--velocity` is given too,
  ///   ``UsageError/normalizedVelocityTooLarge(_:)`` when the product overflows.
  static func velocity(
    uiKit normalized: SpringSpec.Number, _ scanned: ScannedArguments, distance: Double
  ) throws(UsageError) -> Double {
    guard !scanned.contains(SampleOptions.velocityOption.name) else { throw .velocityGivenTwice }
    // UIKit's velocity is a fraction of the distance per second; the product may overflow.
    let absolute = try? SpringVelocity.absolute(normalized: normalized.value, distance: distance)
    guard let absolute, absolute.isFinite else {
      throw .normalizedVelocityTooLarge(normalized.text)
    }
    return absolute
  }
}
