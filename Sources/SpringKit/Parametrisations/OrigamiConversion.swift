/// The conversions Facebook's Rebound and POP share: Origami (Quartz Composer) tension and
/// friction, and the "bounciness and speed" mapping (Rebound's `BouncyConversion`).
///
/// Constants are the libraries' own; the formulas are written from their documented
/// behaviour, not copied code.
enum OrigamiConversion {
  /// Origami tension → physical stiffness (mass 1); an Origami value of 0 maps to 0.
  static func stiffness(origamiTension value: Double) -> Double {
    value == 0 ? 0 : (value - 30) * 3.62 + 194
  }

  /// Origami friction → physical damping (mass 1); an Origami value of 0 maps to 0.
  static func damping(origamiFriction value: Double) -> Double {
    value == 0 ? 0 : (value - 8) * 3 + 25
  }

  /// Physical stiffness (mass 1) → Origami tension.
  static func origamiTension(stiffness: Double) -> Double {
    stiffness == 0 ? 0 : (stiffness - 194) / 3.62 + 30
  }

  /// Physical damping (mass 1) → Origami friction.
  static func origamiFriction(damping: Double) -> Double {
    damping == 0 ? 0 : (damping - 25) / 3 + 8
  }

  /// The friction (in Origami units) that makes a given Origami tension just not bounce:
  /// Rebound's piecewise-cubic fit.
  static func noBounceFriction(tension x: Double) -> Double {
    if x <= 18 { return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28 }
    if x <= 44 { return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2 }
    return 0.000_000_45 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
  }

  /// Bounciness and speed (0–20 each in POP) → Origami tension and friction.
  static func origami(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + s * (200 - 0.5)
    let t = 2 * b - b * b  // quadratic-out easing of b
    let friction = t * 0.01 + (1 - t) * noBounceFriction(tension: tension)
    return (tension, friction)
  }

  /// The speed whose Origami tension this is (the speed alone sets the tension).
  static func speed(tension: Double) -> Double { (tension - 0.5) / (200 - 0.5) * 20 * 1.7 }

  /// Origami tension and friction → bounciness and speed, inverting ``origami(bounciness:speed:)``.
  ///
  /// Returns `nil` when no bounciness reproduces the friction (the quadratic has no root with
  /// b ≤ 1).
  static func bouncinessAndSpeed(tension: Double, friction: Double) -> (
    bounciness: Double, speed: Double
  )? {
    let speed = speed(tension: tension)
    let noBounce = noBounceFriction(tension: tension)
    let t = (friction - noBounce) / (0.01 - noBounce)
    guard t.isFinite, t <= 1 else { return nil }
    let b = 1 - (1 - t).squareRoot()
    return (b / 0.8 * 20 * 1.7, speed)
  }
}
