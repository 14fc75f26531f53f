import SpringKit

// The table of every `--spring` form: one entry per way of writing a spring in a dialect.
// The parser, the help's SPRING SPECS section and the error messages all read it.

extension SpringSpec {
  /// Every form a `--spring` spec can take, grouped by dialect, in help order.
  ///
  /// Within a dialect no two forms accept the same set of keys, so the keys given choose
  /// the form (a test checks this), and at most one form accepts no keys at all.
  public static let forms: [SpringSpecForm] = [
    SpringSpecForm(
      dialect: SwiftUIParameters.dialectName,
      body: .keys([.init("duration", "D", .defaulted(0.5)), .init("bounce", "B", .defaulted(0))]) {
        values throws(SpringError) in
        try Spring(duration: values["duration"], bounce: values["bounce"])
      },
      summary: "SwiftUI's Spring(duration:bounce:): the perceptual duration (the undamped "
        + "period) in seconds, and the bounce: 0 none, up to 1 undamped, below 0 (down to but "
        + "excluding -1) overdamped."),
    SpringSpecForm(
      dialect: SwiftUIParameters.dialectName,
      body: .keys([.init("response", "R"), .init("dampingRatio", "Z")]) {
        values throws(SpringError) in
        try Spring(response: values["response"], dampingRatio: values["dampingRatio"])
      },
      summary: "SwiftUI's Spring(response:dampingRatio:): the undamped period in seconds and "
        + "the damping ratio."),
    SpringSpecForm(
      dialect: SwiftUIParameters.dialectName,
      body: .keys([
        .init("settlingDuration", "T"), .init("dampingRatio", "Z"),
        .init("epsilon", "E", .defaulted(0.001)),
      ]) { values throws(SpringError) in
        try Spring(
          settlingDuration: values["settlingDuration"], dampingRatio: values["dampingRatio"],
          epsilon: values["epsilon"])
      },
      summary: "The spring whose motion from rest stays within E of the distance after T "
        + "seconds, with damping ratio Z > 0: "
        + "Spring(settlingDuration:dampingRatio:epsilon:) in SwiftUI.",
      derivedParameters: ["response": "settlingDuration"]),
    SpringSpecForm(
      dialect: SwiftUIParameters.dialectName,
      body: .keys([
        .init("stiffness", "K"), .init("damping", "C"), .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring(
          mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"])
      },
      summary: "SwiftUI's Spring(mass:stiffness:damping:), keeping overdamping.",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: CoreAnimationParameters.dialectName,
      body: .keys([
        .init("mass", "M", .defaulted(1)), .init("stiffness", "K", .defaulted(100)),
        .init("damping", "C", .defaulted(10)),
      ]) { values throws(SpringError) in
        try Spring(
          CoreAnimationParameters(
            mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"]))
      },
      summary: "CASpringAnimation's mass, stiffness and damping; any may be left out.",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: CoreAnimationParameters.dialectName,
      body: .keys([.init("perceptualDuration", "D"), .init("bounce", "B")]) {
        values throws(SpringError) in
        try Spring.coreAnimation(
          perceptualDuration: values["perceptualDuration"], bounce: values["bounce"])
      },
      summary: "CASpringAnimation(perceptualDuration:bounce:) (iOS 17): SwiftUI's mapping.",
      renamedParameters: ["duration": "perceptualDuration"]),
    SpringSpecForm(
      dialect: UIKitParameters.dialectName,
      body: .keys([
        .init("duration", "D"), .init("damping", "Z"),
        .init("velocity", "V", .optional, role: .normalizedVelocity),
      ]) { values throws(SpringError) in
        try Spring(UIKitParameters(duration: values["duration"], dampingRatio: values["damping"]))
      },
      summary: "UIKit's UIView.animate(withDuration: D, delay:, usingSpringWithDamping: Z, "
        + "initialSpringVelocity: V, ...): D seconds, the damping ratio 0 < Z <= 1, and the "
        + "initial velocity in distances per second (sample starts at "
        + "V*(to\u{A0}-\u{A0}from) units per second). SpringKit's choice, as Apple does not "
        + "say: D is the exact settling duration to 0.1% of the distance.",
      renamedParameters: ["dampingRatio": "damping"],
      derivedParameters: ["response": "duration"]),
    SpringSpecForm(
      dialect: UIKitParameters.dialectName,
      body: .keys([
        .init("duration", "D"), .init("dampingRatio", "Z"),
        .init("velocity", "V", .optional, role: .normalizedVelocity),
      ]) { values throws(SpringError) in
        try Spring(
          UIKitParameters(duration: values["duration"], dampingRatio: values["dampingRatio"]))
      },
      summary: "The same, with the key convert's JSON uses for the damping ratio.",
      derivedParameters: ["response": "duration"]),
    SpringSpecForm(
      dialect: AndroidParameters.dialectName,
      body: .keys([
        .init("stiffness", "K", .defaulted(AndroidParameters.stiffnessMedium)),
        .init("dampingRatio", "Z", .defaulted(AndroidParameters.dampingRatioMediumBouncy)),
      ]) { values throws(SpringError) in
        try Spring(
          AndroidParameters(stiffness: values["stiffness"], dampingRatio: values["dampingRatio"]))
      },
      summary: "Android's SpringForce and Compose's spring(): stiffness (mass 1) and damping "
        + "ratio.",
      renamedParameters: ["stiffness/mass": "stiffness"],
      derivedParameters: ["damping": "dampingRatio"]),
    SpringSpecForm(
      dialect: "material",
      body: .names(
        noun: "token", MaterialMotionToken.allCases.map { ($0.rawValue, $0.spring) }),
      summary: "A Material 3 motion token: Compose's spring for that role."),
    SpringSpecForm(
      dialect: ReboundParameters.dialectName,
      body: .keys([
        .init("tension", "T", .defaulted(40)), .init("friction", "F", .defaulted(7)),
      ]) { values throws(SpringError) in
        try Spring(ReboundParameters(tension: values["tension"], friction: values["friction"]))
      },
      summary: "Rebound's SpringConfig.fromOrigamiTensionAndFriction: Origami values, mass 1.",
      derivedParameters: [
        "stiffness": "tension", "stiffness/mass": "tension", "damping": "friction",
      ]),
    SpringSpecForm(
      dialect: ReboundParameters.dialectName,
      body: .keys([.init("bounciness", "B"), .init("speed", "S")]) {
        values throws(SpringError) in
        try Spring.rebound(bounciness: values["bounciness"], speed: values["speed"])
      },
      summary: "Rebound's SpringConfig.fromBouncinessAndSpeed: POP's conversion without POP's "
        + "0-20 range.",
      derivedParameters: [
        "tension": "speed", "stiffness": "speed", "stiffness/mass": "speed",
        "friction": "bounciness", "damping": "bounciness",
      ]),
    SpringSpecForm(
      dialect: POPParameters.dialectName,
      body: .keys([
        .init("bounciness", "B", .defaulted(4)), .init("speed", "S", .defaulted(12)),
      ]) { values throws(SpringError) in
        try Spring(POPParameters(bounciness: values["bounciness"], speed: values["speed"]))
      },
      summary: "POPSpringAnimation's springBounciness and springSpeed, each from 0 to 20.",
      derivedParameters: [
        "tension": "speed", "stiffness": "speed", "stiffness/mass": "speed",
        "friction": "bounciness", "damping": "bounciness",
      ]),
    SpringSpecForm(
      dialect: FramerMotionParameters.dialectName,
      body: .keys([
        .init("stiffness", "K", .defaulted(100)), .init("damping", "C", .defaulted(10)),
        .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring(
          FramerMotionParameters(
            stiffness: values["stiffness"], damping: values["damping"], mass: values["mass"]))
      },
      summary: "framer-motion's (Motion's) physical spring; any key may be left out.",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: FramerMotionParameters.dialectName,
      body: .keys([.init("duration", "D"), .init("bounce", "B"), .init("mass", "M", .defaulted(1))])
      { values throws(SpringError) in
        try Spring.framerMotion(
          duration: values["duration"], bounce: values["bounce"], mass: values["mass"])
      },
      summary: "framer-motion's { duration, bounce }: D is a settling time in seconds, the "
        + "damping ratio is 1 - B clamped to [0.05, 1].",
      derivedParameters: ["response": "duration"]),
    SpringSpecForm(
      dialect: FramerMotionParameters.dialectName,
      body: .keys([.init("visualDuration", "V"), .init("bounce", "B")]) {
        values throws(SpringError) in
        try Spring.framerMotion(visualDuration: values["visualDuration"], bounce: values["bounce"])
      },
      summary: "framer-motion's { visualDuration, bounce }: the undamped period is 1.2*V "
        + "seconds, mass 1, the damping ratio as above.",
      derivedParameters: ["response": "visualDuration"]),
    SpringSpecForm(
      dialect: ReactSpringParameters.dialectName,
      body: .names(
        noun: "preset", ReactSpringParameters.Preset.allCases.map { ($0.rawValue, $0.spring) }),
      summary: "A react-spring config preset (config.wobbly, ...)."),
    SpringSpecForm(
      dialect: ReactSpringParameters.dialectName,
      body: .keys([
        .init("tension", "T", .defaulted(170)), .init("friction", "F", .defaulted(26)),
        .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring(
          ReactSpringParameters(
            tension: values["tension"], friction: values["friction"], mass: values["mass"]))
      },
      summary: "react-spring's config: tension (stiffness), friction (damping) and mass; any "
        + "key may be left out.",
      renamedParameters: [
        "stiffness": "tension", "stiffness/mass": "tension", "damping": "friction",
      ]),
    SpringSpecForm(
      dialect: ReactSpringParameters.dialectName,
      body: .keys([
        .init("frequency", "F"), .init("damping", "Z"), .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring.reactSpring(
          frequency: values["frequency"], damping: values["damping"], mass: values["mass"])
      },
      summary: "react-spring's { frequency, damping }: the undamped period in seconds and the "
        + "damping ratio.",
      renamedParameters: ["response": "frequency", "dampingRatio": "damping"]),
    SpringSpecForm(
      dialect: FlutterParameters.dialectName,
      body: .keys([.init("mass", "M"), .init("stiffness", "K"), .init("damping", "C")]) {
        values throws(SpringError) in
        try Spring(
          FlutterParameters(
            mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"]))
      },
      summary: "Flutter's SpringDescription(mass:stiffness:damping:).",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: FlutterParameters.dialectName,
      // Flutter's own defaults: `withDurationAndBounce({duration = 500 ms, bounce = 0.0})`.
      body: .keys([.init("duration", "D", .defaulted(0.5)), .init("bounce", "B", .defaulted(0))]) {
        values throws(SpringError) in
        try Spring(duration: values["duration"], bounce: values["bounce"])
      },
      summary: "Flutter's SpringDescription.withDurationAndBounce, in seconds: SwiftUI's "
        + "mapping."),
    SpringSpecForm(
      dialect: ReactNativeParameters.dialectName,
      body: .keys([
        .init("tension", "T", .defaulted(40)), .init("friction", "F", .defaulted(7)),
      ]) { values throws(SpringError) in
        try Spring.reactNative(tension: values["tension"], friction: values["friction"])
      },
      summary: "React Native's Animated.spring({ tension, friction }), its default group: "
        + "Origami values, mass 1. RN plays every damping ratio >= 1 as 1 (same natural "
        + "frequency).",
      derivedParameters: [
        "stiffness": "tension", "stiffness/mass": "tension", "damping": "friction",
      ]),
    SpringSpecForm(
      dialect: ReactNativeParameters.dialectName,
      body: .keys([
        .init("stiffness", "K", .defaulted(100)), .init("damping", "C", .defaulted(10)),
        .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring(
          ReactNativeParameters(
            stiffness: values["stiffness"], damping: values["damping"], mass: values["mass"]))
      },
      summary: "React Native's Animated.spring({ stiffness, damping, mass }); any key may be "
        + "left out, but one must be given.",
      renamedParameters: ["stiffness/mass": "stiffness"], needsAKey: true),
    SpringSpecForm(
      dialect: ReactNativeParameters.dialectName,
      body: .keys([
        .init("bounciness", "B", .defaulted(8)), .init("speed", "S", .defaulted(12)),
      ]) { values throws(SpringError) in
        try Spring.reactNative(bounciness: values["bounciness"], speed: values["speed"])
      },
      summary: "React Native's Animated.spring({ bounciness, speed }): Rebound's conversion, "
        + "mass 1; one key must be given.",
      derivedParameters: [
        "tension": "speed", "stiffness": "speed", "stiffness/mass": "speed",
        "friction": "bounciness", "damping": "bounciness",
      ], needsAKey: true),
    SpringSpecForm(
      dialect: ComposeParameters.dialectName,
      body: .keys([
        .init(
          "dampingRatio", "Z", .defaulted(1),
          symbols: composeConstants(prefix: "DampingRatio")),
        .init("stiffness", "K", .defaulted(1500), symbols: composeConstants(prefix: "Stiffness")),
        .init("visibilityThreshold", "V", .optional),
      ]) { values throws(SpringError) in
        try Spring(
          ComposeParameters(dampingRatio: values["dampingRatio"], stiffness: values["stiffness"]))
      },
      summary: "Jetpack Compose's spring(dampingRatio, stiffness, visibilityThreshold), mass 1; "
        + "a value may be a Spring constant by name (stiffness=StiffnessLow, "
        + "dampingRatio=DampingRatioMediumBouncy). V only says when Compose stops.",
      renamedParameters: ["stiffness/mass": "stiffness"],
      derivedParameters: ["damping": "dampingRatio"]),
    // dialects-a (#19): reanimated, reanimated3.
    SpringSpecForm(
      dialect: ReanimatedParameters.dialectName,
      body: .keys([
        .init("stiffness", "K", .defaulted(900)), .init("damping", "C", .defaulted(120)),
        .init("mass", "M", .defaulted(4)),
      ]) { values throws(SpringError) in
        try Spring(
          ReanimatedParameters(
            stiffness: values["stiffness"], damping: values["damping"], mass: values["mass"]))
      },
      summary: "Reanimated 4's withSpring({ stiffness, damping, mass }), its default "
        + "(GentleSpringConfig); any key may be left out. Reanimated plays every damping "
        + "ratio >= 1 as 1 (same natural frequency).",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: ReanimatedParameters.dialectName,
      body: .keys([
        .init("duration", "D", .defaulted(550)), .init("dampingRatio", "Z", .defaulted(1)),
        .init("energyThreshold", "E", .defaulted(6e-9)),
      ]) { values throws(SpringError) in
        try Spring.reanimated(
          duration: values["duration"], dampingRatio: values["dampingRatio"],
          energyThreshold: values["energyThreshold"])
      },
      summary: "Reanimated 4's withSpring({ duration, dampingRatio }), from rest: D in ms, "
        + "the stiffness Reanimated bisects so that the energy left at 1.5*D is E, mass 4 "
        + "(the mass does not change the motion); one key must be given.",
      needsAKey: true),
    SpringSpecForm(
      dialect: "reanimated3",
      body: .keys([
        .init("stiffness", "K", .defaulted(100)), .init("damping", "C", .defaulted(10)),
        .init("mass", "M", .defaulted(1)),
      ]) { values throws(SpringError) in
        try Spring(
          ReanimatedParameters(
            stiffness: values["stiffness"], damping: values["damping"], mass: values["mass"]))
      },
      summary: "Reanimated 3's withSpring({ stiffness, damping, mass }): Reanimated 4's "
        + "physics with Reanimated 3's defaults.",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    // end dialects-a (reanimated)
    // dialects-a (#19): animejs, animejs3.
    SpringSpecForm(
      dialect: AnimeJSParameters.dialectName,
      body: .keys([
        .init("mass", "M", .defaulted(1)), .init("stiffness", "K", .defaulted(100)),
        .init("damping", "C", .defaulted(10)),
        .init("velocity", "V", .optional, role: .normalizedVelocity, clamp: -10_000...10_000),
      ]) { values throws(SpringError) in
        try Spring(
          AnimeJSParameters(
            mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"]))
      },
      summary: "anime.js v4's spring({ mass, stiffness, damping, velocity }); any key may be "
        + "left out. anime.js clamps mass to [1, 10000], stiffness and damping to "
        + "[1e-11, 10000] and the velocity (distances per second) to [-10000, 10000].",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: AnimeJSParameters.dialectName,
      body: .keys([
        .init("bounce", "B", .defaulted(0.5)), .init("duration", "D", .defaulted(628)),
      ]) { values throws(SpringError) in
        try Spring.animeJS(bounce: values["bounce"], duration: values["duration"])
      },
      summary: "anime.js v4's spring({ bounce, duration }): SwiftUI's mapping with D in ms "
        + "(clamped to [10, 10000]), mass 1, stiffness and damping rounded to 3 decimals, "
        + "damping at most 300; one key must be given.",
      derivedParameters: [
        "stiffness": "duration", "stiffness/mass": "duration", "damping": "bounce",
      ], needsAKey: true),
    SpringSpecForm(
      dialect: "animejs3",
      body: .keys([
        .init("mass", "M", .defaulted(1)), .init("stiffness", "K", .defaulted(100)),
        .init("damping", "C", .defaulted(10)),
        .init(
          "velocity", "V", .defaulted(0), role: .normalizedVelocity,
          clamp: 0.1...100),
      ]) { values throws(SpringError) in
        try Spring.animeJS3(
          mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"])
      },
      summary: "anime.js v3's easing 'spring(M, K, C, V)': every value clamped to [0.1, 100], "
        + "so the motion starts at 0.1 distances per second or more; every damping ratio "
        + ">= 1 plays as 1 (same natural frequency).",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    // end dialects-a (animejs)
    // dialects-a (#19): figma.
    SpringSpecForm(
      dialect: FigmaParameters.dialectName,
      body: .keys([
        .init("mass", "M"), .init("stiffness", "K"), .init("damping", "C"),
        .init("initialVelocity", "V", .optional, role: .normalizedVelocity),
      ]) { values throws(SpringError) in
        try Spring(
          FigmaParameters(
            mass: values["mass"], stiffness: values["stiffness"], damping: values["damping"]))
      },
      summary: "Figma's CUSTOM_SPRING easing (easingFunctionSpring): mass, stiffness, damping "
        + "and initialVelocity, taken as distances per second (Figma does not say). Figma's "
        + "GENTLE, QUICK, BOUNCY and SLOW have no published numbers, so they are not here.",
      renamedParameters: ["stiffness/mass": "stiffness"]),
    SpringSpecForm(
      dialect: FigmaParameters.dialectName,
      body: .keys([.init("bounce", "B"), .init("duration", "D")]) {
        values throws(SpringError) in
        try Spring(duration: values["duration"], bounce: values["bounce"])
      },
      summary: "Figma's { bounce, duration } spring, D in seconds; SpringKit's choice, as "
        + "Figma publishes no formula: SwiftUI's mapping."),
    // end dialects-a (figma)
    // Curves with their own frame rate or starting velocity (#19, dialects-b).
    SpringSpecForm(
      dialect: SvelteParameters.dialectName,
      body: .keys([
        .init("stiffness", "K", .defaulted(0.15)), .init("damping", "C", .defaulted(0.8)),
        .init("precision", "P", .defaulted(0.01)), .init("fps", "F"),
      ]) { values throws(SpringError) in
        try svelte(values).spring()
      },
      summary: "Svelte's Spring (svelte/motion) at F frames per second: its per-frame "
        + "stiffness and damping (each clamped by Svelte to [0, 1]) make a different motion "
        + "at every frame rate; the continuous spring through its frames at F, started at "
        + "the velocity those frames imply. P only says when Svelte snaps to the target.",
      startingVelocity: { svelte($0).startingVelocity }),
    SpringSpecForm(
      dialect: GSAPElasticParameters.dialectName,
      body: .keys([
        .init("amplitude", "A", .defaulted(1)), .init("period", "P", .defaulted(0.3)),
        .init("duration", "D", .defaulted(0.5)),
      ]) { values throws(SpringError) in
        try gsapElastic(values).spring()
      },
      summary: "GSAP's ease: \"elastic.out(A, P)\" over a D-second tween: exactly a spring "
        + "started at the velocity the curve begins with (10*ln2/D distances per second and "
        + "more for A > 1), until GSAP snaps to the end at D.",
      startingVelocity: { gsapElastic($0).startingVelocity }),
    SpringSpecForm(
      dialect: GSAPElasticParameters.dialectName,
      body: .keys([
        .init("overshoot", "S"), .init("duration", "D", .defaulted(0.5)),
      ]) { values throws(SpringError) in
        try gsapBack(values).nearestSpring().spring
      },
      summary: "GSAP's ease: \"back.out(S)\" over a D-second tween (GSAP's S is 1.70158): not "
        + "a spring but a cubic, so the nearest spring started at the curve's velocity "
        + "(S+3)/D distances per second; convert's gsap section shows it as elastic.out.",
      startingVelocity: { gsapBack($0).startingVelocity }),
    SpringSpecForm(
      dialect: AfterEffectsParameters.dialectName,
      body: .keys([
        .init("amp", "A", .defaulted(0.1)), .init("freq", "F", .defaulted(2)),
        .init("decay", "D", .defaulted(2)),
      ]) { values throws(SpringError) in
        try AfterEffectsParameters(
          amplitude: values["amp"], frequency: values["freq"], decay: values["decay"]
        ).spring()
      },
      summary: "After Effects' inertial-bounce expression, value + "
        + "v*amp*sin(2*pi*freq*t)/exp(decay*t): the spring whose motion from the target at "
        + "v*amp*2*pi*freq units per second (v the velocity before the last keyframe) is the "
        + "bounce. A only scales that velocity.",
      renamedParameters: ["frequency": "freq", "amplitude": "amp"]),
    SpringSpecForm(
      dialect: "preset",
      body: .names(
        noun: "preset", [("smooth", Spring.smooth), ("snappy", .snappy), ("bouncy", .bouncy)]),
      summary: "One of SwiftUI's presets: duration 0.5 and bounce 0, 0.15 or 0.3."),
  ]
}

extension SpringSpec {
  /// Svelte's parameters from a spec's values.
  fileprivate static func svelte(_ values: SpringSpecForm.Values) -> SvelteParameters {
    SvelteParameters(
      stiffness: values["stiffness"], damping: values["damping"],
      precision: values["precision"], frameRate: values["fps"])
  }

  /// GSAP's `elastic.out` from a spec's values.
  fileprivate static func gsapElastic(_ values: SpringSpecForm.Values) -> GSAPElasticParameters {
    GSAPElasticParameters(
      amplitude: values["amplitude"], period: values["period"], duration: values["duration"])
  }

  /// GSAP's `back.out` from a spec's values.
  fileprivate static func gsapBack(_ values: SpringSpecForm.Values) -> GSAPBackEase {
    GSAPBackEase(overshoot: values["overshoot"], duration: values["duration"])
  }

  /// Compose's `Spring` constants whose names start with `prefix`.
  fileprivate static func composeConstants(prefix: String) -> [String: Double] {
    Dictionary(
      ComposeParameters.constants.filter { $0.name.hasPrefix(prefix) }.map { ($0.name, $0.value) },
      uniquingKeysWith: { first, _ in first })
  }
}
