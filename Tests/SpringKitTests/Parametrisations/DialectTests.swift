import Testing
import _SpringTestSupport

@testable import SpringKit

/// Golden numbers from each ecosystem's documentation or source, and round trips.
///
/// The round trips should be exact up to a few roundings: 1e-12 relative unless a check
/// gives its own bound.
@Suite struct DialectTests {
  /// Whether two springs make the same motion (equal ω₀ and ζ).
  static func sameMotion(_ a: Spring, _ b: Spring, _ tolerance: Double = 1e-12) -> Bool {
    isClose(a.naturalFrequency, b.naturalFrequency, relative: tolerance)
      && isClose(a.dampingRatio, b.dampingRatio, absolute: tolerance * max(1, a.dampingRatio))
  }

  @Test func swiftUISettlingDurationSolvesTheEnvelopeEquation() throws {
    for zeta in [0.05, 0.3, 0.7, 0.99] {
      let spring = try Spring(settlingDuration: 1.2, dampingRatio: zeta, epsilon: 1e-3)
      let x = spring.naturalFrequency * 1.2
      let envelope = Double.exp(-zeta * x) / ((1 - zeta) * (1 + zeta)).squareRoot()
      #expect(isClose(envelope, 1e-3, relative: 1e-13), "ζ=\(zeta)")
      #expect(isClose(spring.dampingRatio, zeta, relative: 1e-12), "ζ=\(zeta)")
      // The envelope bounds the motion, so the exact settling duration is at most T.
      #expect(spring.settlingDuration <= 1.2 * (1 + 1e-12), "ζ=\(zeta)")
    }
    let critical = try Spring(settlingDuration: 2, dampingRatio: 1)
    let u = critical.naturalFrequency * 2
    #expect(isClose(Double.exp(-u) * (1 + u), 1e-3, relative: 1e-12))
    #expect(isClose(u, 9.233_413_476_5, absolute: 1e-9))
    // Overdamped: the unit step from rest is monotone and is ε exactly at T.
    let overdamped = try Spring(settlingDuration: 3, dampingRatio: 2.5)
    #expect(isClose(overdamped.settlingDuration, 3, relative: 1e-12))
    #expect(throws: SpringError.self) { try Spring(settlingDuration: 1, dampingRatio: 0) }
    #expect(throws: SpringError.self) {
      try Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1)
    }
  }

  @Test func swiftUIPresetsTakeExtraBounce() throws {
    #expect(try Spring.smooth(duration: 0.5, extraBounce: 0) == .smooth)
    #expect(try Spring.snappy() == .snappy)
    #expect(try Spring.bouncy() == .bouncy)
    let extra = try Spring.bouncy(duration: 0.8, extraBounce: 0.1)
    #expect(
      isClose(extra.bounce, 0.4, relative: 1e-14) && isClose(extra.duration, 0.8, relative: 1e-12))
    #expect(throws: SpringError.self) { try Spring.bouncy(extraBounce: 0.8) }
  }

  @Test func coreAnimationDefaultsAreSwiftUIsDocumentedExample() throws {
    let spring = try CoreAnimationParameters().spring()
    #expect(isClose(spring.duration, 0.628_318_530_717_958_6, absolute: 1e-15))
    #expect(isClose(spring.bounce, 0.5, absolute: 1e-15))
    let view = try Spring(mass: 2, stiffness: 300, damping: 7).coreAnimation
    #expect(view.mass == 2 && view.stiffness == 300 && view.damping == 7)
    #expect(view.deviation == 0)
    let perceptual = try Spring.coreAnimation(perceptualDuration: 0.5, bounce: 0.3)
    #expect(perceptual == .bouncy)
  }

  /// Our documented UIKit choice: the duration is the exact settling duration (ε 0.1 %).
  @Test(arguments: [0.1, 0.5, 0.6, 0.9, 1])
  func uiKitDurationIsTheExactSettlingDuration(dampingRatio: Double) throws {
    let spring = try UIKitParameters(duration: 0.8, dampingRatio: dampingRatio).spring()
    #expect(isClose(spring.settlingDuration, 0.8, relative: 1e-12))
    #expect(isClose(spring.dampingRatio, dampingRatio, relative: 1e-14))
    let view = spring.uiKit
    #expect(isClose(view.duration, 0.8, relative: 1e-12))
    #expect(view.deviation <= 1e-12)
  }

  @Test func uiKitCannotExpressOverdampedOrUndampedSprings() throws {
    let overdamped = try Spring(response: 0.5, dampingRatio: 2).uiKit
    #expect(overdamped.dampingRatio == 1)
    #expect(overdamped.deviation > 0.01)
    let undamped = try Spring(stiffness: 100, damping: 0).uiKit
    #expect(undamped.duration == .infinity && undamped.deviation == .infinity)
    #expect(throws: SpringError.self) { try undamped.spring() }
  }

  @Test func androidConstantsAndMaterialTokens() throws {
    #expect(AndroidParameters.stiffnessHigh == 10_000 && AndroidParameters.stiffnessMedium == 1500)
    #expect(AndroidParameters.stiffnessLow == 200 && AndroidParameters.stiffnessVeryLow == 50)
    #expect(AndroidParameters.stiffnessMediumLow == 400)
    #expect(AndroidParameters.dampingRatioHighBouncy == 0.2)
    #expect(AndroidParameters.dampingRatioMediumBouncy == 0.5)
    #expect(AndroidParameters.dampingRatioLowBouncy == 0.75)
    #expect(AndroidParameters.dampingRatioNoBouncy == 1)
    let defaultForce = try AndroidParameters().spring()
    #expect(
      defaultForce.stiffness == 1500 && isClose(defaultForce.dampingRatio, 0.5, relative: 1e-12))
    let token = MaterialMotionToken.expressiveDefaultSpatial.spring
    #expect(token.stiffness == 380 && isClose(token.dampingRatio, 0.8, relative: 1e-12))
    // Expressive default spatial: response ≈ 0.322 s, bounce 0.2.
    #expect(
      isClose(token.response, 0.3223, absolute: 1e-4) && isClose(token.bounce, 0.2, relative: 1e-14)
    )
    #expect(MaterialMotionToken.standardFastEffects.parameters.stiffness == 3800)
    // A heavy spring maps to the same motion with mass 1.
    let heavy = try Spring(mass: 3, stiffness: 900, damping: 30)
    let android = heavy.android
    #expect(
      android.stiffness == 300 && isClose(android.dampingRatio, heavy.dampingRatio, relative: 1e-12)
    )
    #expect(android.deviation <= 1e-12)
  }

  @Test func reboundOrigamiDefaults() throws {
    let spring = try ReboundParameters().spring()
    #expect(
      isClose(spring.stiffness, 230.2, relative: 1e-12)
        && isClose(spring.damping, 22, relative: 1e-12))
    #expect(
      isClose(spring.dampingRatio, 0.725, absolute: 5e-4)
        && isClose(spring.response, 0.414, absolute: 5e-4))
    let view = spring.rebound
    #expect(
      isClose(view.tension, 40, relative: 1e-12) && isClose(view.friction, 7, relative: 1e-12))
    // Origami 0 maps to 0: friction 0 is an undamped spring, tension 0 (Rebound's coasting
    // config) is no spring at all.
    #expect(try ReboundParameters(tension: 40, friction: 0).spring().damping == 0)
    #expect(throws: SpringError.self) { try ReboundParameters(tension: 0, friction: 7).spring() }
    #expect(throws: SpringError.self) { try ReboundParameters(tension: -30, friction: 7).spring() }
  }

  /// POP's defaults (4, 12): qcTension 70.91, qcFriction 9.83 → tension 342.1, friction 30.49.
  @Test func popDefaults() throws {
    let origami = OrigamiConversion.origami(bounciness: 4, speed: 12)
    #expect(
      isClose(origami.tension, 70.91, absolute: 0.005)
        && isClose(origami.friction, 9.83, absolute: 0.005))
    let spring = try POPParameters().spring()
    #expect(
      isClose(spring.stiffness, 342.1, absolute: 0.05)
        && isClose(spring.damping, 30.49, absolute: 0.005))
    #expect(
      isClose(spring.dampingRatio, 0.82, absolute: 0.005)
        && isClose(spring.response, 0.34, absolute: 0.005))
    let view = spring.pop
    #expect(
      isClose(view.bounciness, 4, relative: 1e-10) && isClose(view.speed, 12, relative: 1e-12))
    #expect(view.deviation <= 1e-12)
    #expect(try Spring.rebound(bounciness: 4, speed: 12) == spring)
  }

  @Test(arguments: [(0.0, 0.0), (0.0, 20), (20, 0.5), (20, 20), (7.5, 3), (13, 17)])
  func popRoundTripsInsideItsRange(bounciness: Double, speed: Double) throws {
    let view = try POPParameters(bounciness: bounciness, speed: speed).spring().pop
    #expect(
      isClose(view.bounciness, bounciness, absolute: 1e-9)
        && isClose(view.speed, speed, absolute: 1e-9))
  }

  /// Outside 0–20 POP gives the nearest pair and says how far it is.
  @Test func popGivesTheNearestPairOutsideItsRange() throws {
    let stiff = try Spring(response: 0.05, dampingRatio: 0.3)  // speed far above 20
    let view = stiff.pop
    #expect(view.speed == 20 && POPParameters.range.contains(view.bounciness))
    #expect(view.deviation > 0.01)
    // No pair on the clamped speed line is nearer than the one chosen.
    for bounciness in stride(from: 0.0, through: 20, by: 0.5) {
      let other = POPParameters.deviation(bounciness, 20, from: stiff)
      #expect(other >= view.deviation)
    }
    #expect(throws: SpringError.self) { try POPParameters(bounciness: 21, speed: 3).spring() }
  }

  /// Motion's defaults (0.8 s, 0.3) → k ≈ 151.3, c ≈ 17.2, from Motion's envelope equation.
  @Test func framerMotionDurationAndBounce() throws {
    let spring = try Spring.framerMotion(duration: 0.8, bounce: 0.3)
    #expect(
      isClose(spring.stiffness, 151.3, absolute: 0.05)
        && isClose(spring.damping, 17.22, absolute: 0.005))
    let zeta = 0.7
    let x = spring.naturalFrequency * 0.8
    let envelope = zeta / ((1 - zeta) * (1 + zeta)).squareRoot() * Double.exp(-zeta * x)
    #expect(isClose(envelope, 0.001, relative: 1e-13))
    let view = spring.framerMotion
    #expect(
      try isClose(#require(view.duration), 0.8, relative: 1e-12)
        && isClose(#require(view.bounce), 0.3, relative: 1e-12))
    // Bounce 0 is Motion's critical branch: e^{−x}(1 + x) = 0.001.
    let critical = try Spring.framerMotion(duration: 1, bounce: 0)
    #expect(isClose(critical.naturalFrequency, 9.233_413_476_5, absolute: 1e-9))
    // ζ is clamped to [0.05, 1] as Motion does.
    #expect(
      isClose(
        try Spring.framerMotion(duration: 1, bounce: 0.99).dampingRatio, 0.05, relative: 1e-12))
    #expect(try Spring(response: 1, dampingRatio: 2).framerMotion.duration == nil)
  }

  @Test func framerMotionVisualDuration() throws {
    let spring = try Spring.framerMotion(visualDuration: 0.3, bounce: 0.25)
    #expect(
      isClose(spring.stiffness, (2 * Double.pi / 0.36) * (2 * Double.pi / 0.36), relative: 1e-12))
    #expect(isClose(spring.damping, 2 * 0.75 * spring.stiffness.squareRoot(), relative: 1e-12))
    #expect(try isClose(#require(spring.framerMotion.visualDuration), 0.3, relative: 1e-12))
  }

  @Test func reactSpringPresets() throws {
    let expected: [ReactSpringParameters.Preset: (Double, Double, Double)] = [
      .default: (170, 26, 0.997), .gentle: (120, 14, 0.639), .wobbly: (180, 12, 0.447),
      .stiff: (210, 20, 0.690), .slow: (280, 60, 1.79), .molasses: (280, 120, 3.59),
    ]
    for (preset, (tension, friction, ratio)) in expected {
      #expect(preset.spring.stiffness == tension && preset.spring.damping == friction)
      #expect(isClose(preset.spring.dampingRatio, ratio, absolute: 0.005), "\(preset)")
      #expect(preset.spring.reactSpring.preset == preset)
      #expect(preset.spring.reactSpring.code == "config.\(preset.rawValue)")
    }
    let spring = try Spring.reactSpring(frequency: 0.4, damping: 0.6)
    #expect(try isClose(#require(spring.reactSpring.frequency), 0.4, relative: 1e-12))
    #expect(try isClose(#require(spring.reactSpring.dampingRatio), 0.6, relative: 1e-12))
  }

  @Test func flutterMatchesSwiftUI() throws {
    let view = Spring.bouncy.flutter
    #expect(
      try isClose(#require(view.duration), 0.5, relative: 1e-12)
        && isClose(#require(view.bounce), 0.3, relative: 1e-12))
    #expect(try view.spring() == .bouncy)
  }

  /// Every dialect round-trips every spring it can express (seeded sweep).
  @Test func everyDialectRoundTrips() throws {
    var generator = SeededGenerator(seed: 0xD1A1_EC75)
    for _ in 0..<40 {
      let spring = try Spring(
        response: .random(in: 0.05...3, using: &generator),
        dampingRatio: .random(in: 0.05...0.99, using: &generator),
        mass: .random(in: 0.5...4, using: &generator))
      let views: [any SpringDialect] = [
        spring.swiftUI, spring.coreAnimation, spring.uiKit, spring.android, spring.rebound,
        spring.framerMotion, spring.reactSpring, spring.flutter,
      ]
      for view in views {
        let back = try view.spring()
        #expect(Self.sameMotion(back, spring, 1e-11), "\(type(of: view)) seed \(generator.seed)")
        #expect(view.deviation <= 1e-10, "\(type(of: view)) seed \(generator.seed)")
      }
    }
  }

  @Test func velocityUnits() throws {
    #expect(try SpringVelocity.normalized(100, distance: 200) == 0.5)
    #expect(try SpringVelocity.absolute(normalized: 0.5, distance: -200) == -100)
    #expect(try SpringVelocity.perMillisecond(250) == 0.25)
    #expect(try SpringVelocity.perSecond(fromPerMillisecond: 0.25) == 250)
    #expect(throws: SpringError(parameter: "distance", value: .number(0), rule: .nonzero)) {
      try SpringVelocity.normalized(1, distance: 0)
    }
    #expect(throws: SpringError(parameter: "velocity", value: .number(.nan), rule: .finite)) {
      try SpringVelocity.perMillisecond(.nan)
    }
  }

  @Test func deviationMeasuresTheDifferenceOfMotions() throws {
    #expect(Spring.bouncy.deviation(from: .bouncy) == 0)
    let heavy = try Spring(
      mass: 4, stiffness: 4 * 157.913_670_417_429_73, damping: 4 * 17.592_918_860_102_84)
    #expect(heavy.deviation(from: .bouncy) <= 1e-12)
    #expect(Spring.bouncy.deviation(from: .smooth) > 0.05)
  }

  @Test func codeNumbersAreShortAndClean() {
    #expect(SpringCodeNumber.text(157.913_670_417_429_73) == "157.914")
    #expect(SpringCodeNumber.text(0.300_000_000_000_000_04) == "0.3")
    #expect(SpringCodeNumber.text(1500) == "1500")
    #expect(SpringCodeNumber.text(-0.5) == "-0.5")
    #expect(SpringCodeNumber.text(0.000_123_456_78) == "0.000123457")
    #expect(SpringCodeNumber.text(9.999_999_9) == "10")
    // Integral digits stay; a tie as written rounds half up (the double nearest 1256.725 is
    // just below it, which rounding the binary value would round down).
    #expect(SpringCodeNumber.text(2_682_643.257) == "2682643")
    #expect(SpringCodeNumber.text(1256.725) == "1256.73")
    #expect(SpringCodeNumber.text(-1256.725) == "-1256.73")
    #expect(Spring.bouncy.swiftUI.code == "Spring(duration: 0.5, bounce: 0.3)")
  }
}

/// Edge cases of the nearest-value dialects found in review.
@Suite struct NearestDialectTests {
  /// damping/mass = 1 maps to Origami friction 0, which Rebound reads as "none".
  @Test func reboundAvoidsTheOrigamiZero() throws {
    let spring = try Spring(stiffness: 100, damping: 1)
    let view = spring.rebound
    #expect(view.friction != 0)
    #expect(view.deviation <= 1e-12)
  }

  /// Below POP's bounciest spring the speed still follows the stiffness.
  @Test func popKeepsTheSpeedWhenNoBouncinessFits() throws {
    let spring = try Spring(stiffness: 342.1, damping: 0.5)
    let view = spring.pop
    #expect(isClose(view.speed, 12, absolute: 0.01))
    #expect(view.deviation < 0.9)
    // Nothing on that speed's bounciness line is nearer.
    for bounciness in stride(from: 0.0, through: 20, by: 0.25) {
      #expect(POPParameters.deviation(bounciness, view.speed, from: spring) >= view.deviation)
    }
  }
}
