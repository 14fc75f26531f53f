import ArgumentParsing
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `--spring SPEC`: the grammar, every form of the table, and every error.
@Suite("--spring specs")
struct SpringSpecTests {
  /// Each spec and the spring SpringKit's own factory or dialect view makes from the same
  /// numbers; `nil` if the library refused (which fails the test).
  static let forms: [(spec: String, expected: Spring?)] =
    [
      ("swiftui:duration=0.5,bounce=0.3", try? Spring(duration: 0.5, bounce: 0.3)),
      ("swiftui:bounce=0.3", try? SwiftUIParameters(bounce: 0.3).spring()),
      ("swiftui", try? SwiftUIParameters().spring()),
      ("swiftui:response=0.4,dampingRatio=0.6", try? Spring(response: 0.4, dampingRatio: 0.6)),
      (
        "swiftui:settlingDuration=1,dampingRatio=0.5",
        try? Spring(settlingDuration: 1, dampingRatio: 0.5)
      ),
      (
        "swiftui:settlingDuration=1,dampingRatio=2,epsilon=0.01",
        try? Spring(settlingDuration: 1, dampingRatio: 2, epsilon: 0.01)
      ),
      (
        "swiftui:mass=2,stiffness=300,damping=12",
        try? Spring(mass: 2, stiffness: 300, damping: 12)
      ),
      ("swiftui:stiffness=300,damping=80", try? Spring(stiffness: 300, damping: 80)),
      ("ca:mass=1,stiffness=100,damping=10", try? CoreAnimationParameters().spring()),
      ("ca", try? CoreAnimationParameters().spring()),
      ("ca:stiffness=200", try? CoreAnimationParameters(stiffness: 200).spring()),
      (
        "ca:perceptualDuration=0.5,bounce=0.2",
        try? Spring.coreAnimation(perceptualDuration: 0.5, bounce: 0.2)
      ),
      (
        "uikit:duration=0.8,damping=0.6",
        try? UIKitParameters(duration: 0.8, dampingRatio: 0.6).spring()
      ),
      (
        "uikit:duration=0.8,damping=0.6,velocity=0.6",
        try? UIKitParameters(duration: 0.8, dampingRatio: 0.6).spring()
      ),
      (
        "uikit:duration=0.8,dampingRatio=1",
        try? UIKitParameters(duration: 0.8, dampingRatio: 1).spring()
      ),
      (
        "android:stiffness=1500,dampingRatio=0.5",
        try? AndroidParameters(stiffness: 1500, dampingRatio: 0.5).spring()
      ),
      ("android", try? AndroidParameters().spring()),
      ("android:dampingRatio=0.2", try? AndroidParameters(dampingRatio: 0.2).spring()),
      ("rebound:tension=40,friction=7", try? ReboundParameters(tension: 40, friction: 7).spring()),
      ("rebound", try? ReboundParameters().spring()),
      ("rebound:bounciness=5,speed=10", try? Spring.rebound(bounciness: 5, speed: 10)),
      ("rebound:bounciness=30,speed=25", try? Spring.rebound(bounciness: 30, speed: 25)),
      ("pop:bounciness=4,speed=12", try? POPParameters(bounciness: 4, speed: 12).spring()),
      ("pop", try? POPParameters().spring()),
      ("pop:speed=20", try? POPParameters(speed: 20).spring()),
      (
        "framer:stiffness=100,damping=10,mass=1",
        try? FramerMotionParameters(stiffness: 100, damping: 10, mass: 1).spring()
      ),
      ("framer", try? FramerMotionParameters().spring()),
      ("framer:duration=0.8,bounce=0.3", try? Spring.framerMotion(duration: 0.8, bounce: 0.3)),
      (
        "framer:duration=0.8,bounce=0.3,mass=2",
        try? Spring.framerMotion(duration: 0.8, bounce: 0.3, mass: 2)
      ),
      (
        "framer:visualDuration=0.5,bounce=0.25",
        try? Spring.framerMotion(visualDuration: 0.5, bounce: 0.25)
      ),
      (
        "react-spring:tension=170,friction=26",
        try? ReactSpringParameters(tension: 170, friction: 26).spring()
      ),
      ("react-spring", try? ReactSpringParameters().spring()),
      (
        "react-spring:tension=170,friction=26,mass=2",
        try? ReactSpringParameters(tension: 170, friction: 26, mass: 2).spring()
      ),
      (
        "react-spring:frequency=0.5,damping=0.7",
        try? Spring.reactSpring(frequency: 0.5, damping: 0.7)
      ),
      (
        "react-spring:frequency=0.5,damping=0.7,mass=3",
        try? Spring.reactSpring(frequency: 0.5, damping: 0.7, mass: 3)
      ),
      (
        "flutter:mass=1,stiffness=100,damping=10",
        try? FlutterParameters(mass: 1, stiffness: 100, damping: 10).spring()
      ),
      ("flutter:duration=0.5,bounce=0.2", try? Spring(duration: 0.5, bounce: 0.2)),
      // Flutter's own defaults: withDurationAndBounce's 500 ms and bounce 0.
      ("flutter", try? Spring(duration: 0.5, bounce: 0)),
      ("flutter:bounce=0.3", try? Spring(duration: 0.5, bounce: 0.3)),
      // React Native: no group is tension 40, friction 7 (Origami: k 230.2, c 22).
      ("react-native", try? Spring(mass: 1, stiffness: 230.2, damping: 22)),
      ("react-native:tension=80", try? Spring.reactNative(tension: 80, friction: 7)),
      ("react-native:damping=12", try? Spring(mass: 1, stiffness: 100, damping: 12)),
      ("react-native:bounciness=15", try? Spring.reactNative(bounciness: 15, speed: 12)),
      // Compose: spring()'s defaults are DampingRatioNoBouncy and StiffnessMedium.
      ("compose", try? Spring(mass: 1, stiffness: 1500, damping: 2 * 1500.0.squareRoot())),
      (
        "compose:dampingRatio=DampingRatioLowBouncy,stiffness=StiffnessMediumLow",
        try? AndroidParameters(stiffness: 400, dampingRatio: 0.75).spring()
      ),
      // dialects-a: Reanimated 4's GentleSpringConfig and its duration form, Reanimated 3's
      // defaults, anime.js v4 and v3, Figma.
      ("reanimated", try? Spring(mass: 4, stiffness: 900, damping: 120)),
      ("reanimated:duration=400", try? Spring.reanimated(duration: 400, dampingRatio: 1)),
      ("reanimated3", try? Spring(mass: 1, stiffness: 100, damping: 10)),
      ("animejs:stiffness=200", try? Spring(mass: 1, stiffness: 200, damping: 10)),
      ("animejs:duration=500", try? Spring.animeJS(bounce: 0.5, duration: 500)),
      ("animejs3:damping=12", try? Spring(mass: 1, stiffness: 100, damping: 12)),
      ("figma:mass=1,stiffness=80,damping=30", try? Spring(mass: 1, stiffness: 80, damping: 30)),
      ("figma:bounce=0.2,duration=0.5", try? Spring(duration: 0.5, bounce: 0.2)),
      // Svelte at 60 fps, GSAP's elastic.out, After Effects' inertial bounce (mass 1).
      ("svelte:fps=60", try? SvelteParameters(frameRate: 60).spring()),
      ("gsap", try? Spring.gsapElastic(amplitude: 1, period: 0.3, duration: 0.5).spring),
      ("gsap:overshoot=1.70158", try? GSAPBackEase().nearestSpring().spring),
      (
        "after-effects:freq=2",
        try? Spring(mass: 1, stiffness: 4 + 16 * Double.pi * Double.pi, damping: 4)
      ),
      ("preset:smooth", .smooth),
      ("preset:snappy", .snappy),
      ("preset:bouncy", .bouncy),
      (" pop : bounciness = 4 ,\tspeed = 12 ", try? POPParameters().spring()),
      ("swiftui:bounce=0.3,duration=0.5", try? Spring(duration: 0.5, bounce: 0.3)),
    ]
    // Named forms: every token and preset.
    + MaterialMotionToken.allCases.map { ("material:\($0.rawValue)", $0.spring) }
    + ReactSpringParameters.Preset.allCases.map {
      ("react-spring:\($0.rawValue)", try? $0.parameters.spring())
    }

  /// A spec's spring is bit for bit the library's spring from the same numbers.
  @Test("Every dialect form parses to the library's spring", arguments: forms)
  func parses(spec: String, expected: Spring?) throws {
    let expected = try #require(expected, "the library refused the numbers of \(spec)")
    #expect(try SpringSpec.parse(spec).spring == expected)
    // The same through the command line of both commands.
    guard
      let sample = try SpringfitCommand.parse(["sample", "--spring", spec]).parsed(
        SampleOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    #expect(sample.spring == expected)
    guard
      let convert = try SpringfitCommand.parse(["convert", "--spring=" + spec]).parsed(
        ConvertOptions.self)
    else { throw SpecTestFailure.wrongCommand }
    #expect(convert.spring == expected)
  }

  /// The cases above reach every form of the table.
  @Test("The cases cover every form of the table")
  func coverage() throws {
    let reached = Set(Self.forms.compactMap { try? SpringSpec.parse($0.spec).form })
    #expect(reached == Set(SpringSpec.forms.map(\.synopsis)))
  }

  /// Known values from the ecosystems' own documentation and code.
  @Test("Golden numbers")
  func golden() throws {
    let pop = try SpringSpec.parse("pop:bounciness=4,speed=12").spring
    #expect(
      isClose(pop.stiffness, 342.1, absolute: 0.05) && isClose(pop.damping, 30.49, absolute: 0.01))
    #expect(pop.mass == 1)
    // (40 − 30)·3.62 + 194 and (7 − 8)·3 + 25, up to the rounding of 3.62.
    let rebound = try SpringSpec.parse("rebound:tension=40,friction=7").spring
    #expect(isClose(rebound.stiffness, 230.2, absolute: 1e-12 * 230.2) && rebound.damping == 22)
    let swiftUI = try SpringSpec.parse("swiftui:duration=0.5,bounce=0.3").spring
    #expect(swiftUI.mass == 1)
    // The goldens are printed to 16 digits, one short of the doubles' shortest text
    // (157.91367041742973, as in Tests/ReferenceData): within 2 ulps.
    #expect(isClose(swiftUI.stiffness, 157.9136704174297, absolute: 2 * (157.9).ulp))
    #expect(isClose(swiftUI.damping, 17.59291886010284, absolute: 2 * (17.59).ulp))
    let wobbly = try SpringSpec.parse("react-spring:wobbly").spring
    #expect(wobbly.stiffness == 180 && wobbly.damping == 12 && wobbly.mass == 1)
    let material = try SpringSpec.parse("material:expressive-default-spatial").spring
    #expect(material.stiffness == 380 && isClose(material.dampingRatio, 0.8, absolute: 1e-15))
    // ζ = 0.7 and ω₀·0.8 = ln(0.7 / (0.001·√0.51)) / 0.7, Motion's envelope equation.
    let framer = try SpringSpec.parse("framer:duration=0.8,bounce=0.3").spring
    #expect(
      isClose(framer.stiffness, 151.3, absolute: 0.05)
        && isClose(framer.damping, 17.2, absolute: 0.05))
  }

  /// UIKit's `velocity=` is kept beside the spring, as typed.
  @Test("uikit velocity is kept with its text")
  func uiKitVelocity() throws {
    let spec = try SpringSpec.parse("uikit:duration=0.8,damping=0.6,velocity=-0.6")
    #expect(spec.velocity == SpringSpec.Number(value: -0.6, text: "-0.6"))
    #expect(try SpringSpec.parse("uikit:duration=0.8,damping=0.6").velocity == nil)
  }

  /// Within a dialect the keys choose the form: no key set fits two forms.
  @Test("No two forms of a dialect accept the same keys")
  func unambiguous() {
    for dialect in SpringSpec.dialects {
      let forms = SpringSpec.forms.filter { $0.dialect == dialect && !$0.keys.isEmpty }
      for (index, first) in forms.enumerated() {
        for second in forms.dropFirst(index + 1) {
          // The smallest key set both could accept: every key either needs.
          let needed = Set(
            (first.keys + second.keys).filter { $0.presence == .required }.map(\.name))
          #expect(
            !(first.accepts(needed) && second.accepts(needed)),
            "\(first.synopsis) and \(second.synopsis)")
        }
      }
      #expect(forms.filter { $0.accepts([]) }.count <= 1, "\(dialect)")
      #expect(SpringSpec.forms.filter { $0.dialect == dialect && !$0.names.isEmpty }.count <= 1)
    }
  }

  /// The table's dialects are SpringKit's dialect names, so convert's output reads back.
  @Test("Dialects are the library's dialect names, plus material and preset")
  func dialects() {
    #expect(
      SpringSpec.dialects == [
        "swiftui", "ca", "uikit", "android", "material", "rebound", "pop", "framer",
        "react-spring", "flutter", "react-native", "compose",
        // dialects-a
        "reanimated", "reanimated3", "animejs", "animejs3", "figma",
        "svelte", "gsap", "after-effects",
        "preset",
      ])
    for equivalent in Spring.bouncy.equivalents() {
      #expect(SpringSpec.dialects.contains(equivalent.dialect), "\(equivalent.key)")
    }
    #expect(Set(SpringSpec.forms.map(\.synopsis)).count == SpringSpec.forms.count)
  }

  /// Every malformed spec, its error and its exact message.
  static let errors: [(spec: String, error: SpringSpecError, message: String)] = [
    (
      "andriod:stiffness=1500",
      .unknownDialect("andriod", suggestion: "android"),
      "unknown dialect 'andriod' in --spring. Did you mean 'android'? Dialects: swiftui, ca, "
        + "uikit, android, material, rebound, pop, framer, react-spring, flutter, react-native, compose, reanimated, reanimated3, animejs, animejs3, figma, "
        + "svelte, gsap, after-effects, preset."
    ),
    (
      "SwiftUI:duration=1", .unknownDialect("SwiftUI", suggestion: "swiftui"),
      "unknown dialect 'SwiftUI' in --spring. Did you mean 'swiftui'? Dialects: swiftui, ca, "
        + "uikit, android, material, rebound, pop, framer, react-spring, flutter, react-native, compose, reanimated, reanimated3, animejs, animejs3, figma, "
        + "svelte, gsap, after-effects, preset."
    ),
    (
      "qt:stiffness=1", .unknownDialect("qt", suggestion: nil),
      "unknown dialect 'qt' in --spring. Dialects: swiftui, ca, uikit, android, material, "
        + "rebound, pop, framer, react-spring, flutter, react-native, compose, reanimated, reanimated3, animejs, animejs3, figma, "
        + "svelte, gsap, after-effects, preset."
    ),
    (
      "bouncy", .unknownDialect("bouncy", suggestion: "preset:bouncy"),
      "unknown dialect 'bouncy' in --spring. Did you mean 'preset:bouncy'? Dialects: swiftui, "
        + "ca, uikit, android, material, rebound, pop, framer, react-spring, flutter, react-native, compose, reanimated, reanimated3, animejs, animejs3, figma, "
        + "svelte, gsap, after-effects, preset."
    ),
    (
      ":stiffness=1", .missingDialect,
      "missing dialect before ':' in --spring. Dialects: swiftui, ca, uikit, android, "
        + "material, rebound, pop, framer, react-spring, flutter, react-native, compose, reanimated, reanimated3, animejs, animejs3, figma, "
        + "svelte, gsap, after-effects, preset."
    ),
    (
      "android:stifness=300",
      .unknownKey(
        "stifness", dialect: "android", suggestion: "stiffness",
        keys: ["stiffness", "dampingRatio"]),
      "unknown key 'stifness' for dialect 'android' in --spring. Did you mean 'stiffness'? "
        + "Keys: stiffness, dampingRatio."
    ),
    (
      "pop:tension=3",
      .unknownKey("tension", dialect: "pop", suggestion: nil, keys: ["bounciness", "speed"]),
      "unknown key 'tension' for dialect 'pop' in --spring. Keys: bounciness, speed."
    ),
    (
      "pop:bouncy",
      .unknownKey("bouncy", dialect: "pop", suggestion: nil, keys: ["bounciness", "speed"]),
      "unknown key 'bouncy' for dialect 'pop' in --spring. Keys: bounciness, speed."
    ),
    (
      "react-spring:wobly",
      .unknownName(
        "wobly", dialect: "react-spring", noun: "preset", suggestion: "wobbly",
        names: ["default", "gentle", "wobbly", "stiff", "slow", "molasses"]),
      "unknown preset 'wobly' for dialect 'react-spring' in --spring. Did you mean 'wobbly'? "
        + "Presets: default, gentle, wobbly, stiff, slow, molasses."
    ),
    (
      "preset:springy",
      .unknownName(
        "springy", dialect: "preset", noun: "preset", suggestion: nil,
        names: ["smooth", "snappy", "bouncy"]),
      "unknown preset 'springy' for dialect 'preset' in --spring. Presets: smooth, snappy, "
        + "bouncy."
    ),
    (
      "material:expressive-default",
      .unknownName(
        "expressive-default", dialect: "material", noun: "token",
        suggestion: "expressive-default-spatial",
        names: MaterialMotionToken.allCases.map(\.rawValue)),
      "unknown token 'expressive-default' for dialect 'material' in --spring. Did you mean "
        + "'expressive-default-spatial'? Tokens: "
        + MaterialMotionToken.allCases.map(\.rawValue).joined(separator: ", ") + "."
    ),
    (
      "material:",
      .missingName(
        dialect: "material", noun: "token", names: MaterialMotionToken.allCases.map(\.rawValue)),
      "missing token for dialect 'material' in --spring: write material:TOKEN. Tokens: "
        + MaterialMotionToken.allCases.map(\.rawValue).joined(separator: ", ") + "."
    ),
    (
      "preset",
      .missingName(dialect: "preset", noun: "preset", names: ["smooth", "snappy", "bouncy"]),
      "missing preset for dialect 'preset' in --spring: write preset:PRESET. Presets: smooth, "
        + "snappy, bouncy."
    ),
    // A colon and nothing is a spec cut short, not the defaults.
    (
      "pop:",
      .nothingAfterColon(dialect: "pop", keys: ["bounciness", "speed"], takesDefaults: true),
      "nothing after 'pop:' in --spring: write KEY=VALUE items, or 'pop' alone for its "
        + "defaults. Keys: bounciness, speed."
    ),
    (
      "swiftui: ",
      .nothingAfterColon(
        dialect: "swiftui",
        keys: [
          "duration", "bounce", "response", "dampingRatio", "settlingDuration", "epsilon",
          "stiffness", "damping", "mass",
        ],
        takesDefaults: true),
      "nothing after 'swiftui:' in --spring: write KEY=VALUE items, or 'swiftui' alone for its "
        + "defaults. Keys: duration, bounce, response, dampingRatio, settlingDuration, "
        + "epsilon, stiffness, damping, mass."
    ),
    (
      "uikit:",
      .nothingAfterColon(
        dialect: "uikit", keys: ["duration", "damping", "velocity", "dampingRatio"],
        takesDefaults: false),
      "nothing after 'uikit:' in --spring: write KEY=VALUE items ('uikit' has no defaults). "
        + "Keys: duration, damping, velocity, dampingRatio."
    ),
    (
      "react-spring:",
      .nothingAfterColon(
        dialect: "react-spring", keys: ["tension", "friction", "mass", "frequency", "damping"],
        takesDefaults: true),
      "nothing after 'react-spring:' in --spring: write KEY=VALUE items, or 'react-spring' "
        + "alone for its defaults. Keys: tension, friction, mass, frequency, damping."
    ),
    (
      "pop:bounciness=4,,speed=3", .emptyItem,
      "empty item in --spring: expected KEY=VALUE between commas"
    ),
    ("pop:bounciness=4,", .emptyItem, "empty item in --spring: expected KEY=VALUE between commas"),
    ("pop:=4", .missingKey(item: "=4"), "missing key before '=' in '=4' in --spring"),
    ("pop:speed", .missingValue(key: "speed"), "missing value for key 'speed' in --spring"),
    ("pop:speed=", .missingValue(key: "speed"), "missing value for key 'speed' in --spring"),
    (
      "react-spring:tension", .missingValue(key: "tension"),
      "missing value for key 'tension' in --spring"
    ),
    (
      "pop:speed=fast", .notANumber(key: "speed", value: "fast"),
      "invalid value 'fast' for key 'speed' in --spring: expected a number"
    ),
    (
      "ca:mass=1,mass=2", .repeatedKey("mass"), "key 'mass' is given more than once in --spring"
    ),
    (
      "framer:bounce=0.3",
      .noMatchingForm(
        dialect: "framer", keys: ["bounce"],
        forms: [
          "framer:stiffness=K,damping=C,mass=M", "framer:duration=D,bounce=B[,mass=M]",
          "framer:visualDuration=V,bounce=B",
        ]),
      "no form of dialect 'framer' takes the key 'bounce' in --spring. Forms: "
        + "framer:stiffness=K,damping=C,mass=M; framer:duration=D,bounce=B[,mass=M]; "
        + "framer:visualDuration=V,bounce=B."
    ),
    (
      "swiftui:duration=0.5,dampingRatio=0.3",
      .noMatchingForm(
        dialect: "swiftui", keys: ["duration", "dampingRatio"],
        forms: [
          "swiftui:duration=D,bounce=B", "swiftui:response=R,dampingRatio=Z",
          "swiftui:settlingDuration=T,dampingRatio=Z[,epsilon=E]",
          "swiftui:stiffness=K,damping=C[,mass=M]",
        ]),
      "no form of dialect 'swiftui' takes the keys 'duration', 'dampingRatio' in --spring. "
        + "Forms: swiftui:duration=D,bounce=B; swiftui:response=R,dampingRatio=Z; "
        + "swiftui:settlingDuration=T,dampingRatio=Z[,epsilon=E]; "
        + "swiftui:stiffness=K,damping=C[,mass=M]."
    ),
    (
      "uikit",
      .noMatchingForm(
        dialect: "uikit", keys: [],
        forms: [
          "uikit:duration=D,damping=Z[,velocity=V]",
          "uikit:duration=D,dampingRatio=Z[,velocity=V]",
        ]),
      "dialect 'uikit' needs keys in --spring. Forms: uikit:duration=D,damping=Z[,velocity=V]; "
        + "uikit:duration=D,dampingRatio=Z[,velocity=V]."
    ),
    (
      "uikit:duration=1,damping=0.5,dampingRatio=0.5",
      .noMatchingForm(
        dialect: "uikit", keys: ["duration", "damping", "dampingRatio"],
        forms: [
          "uikit:duration=D,damping=Z[,velocity=V]",
          "uikit:duration=D,dampingRatio=Z[,velocity=V]",
        ]),
      "no form of dialect 'uikit' takes the keys 'duration', 'damping', 'dampingRatio' in "
        + "--spring. Forms: uikit:duration=D,damping=Z[,velocity=V]; "
        + "uikit:duration=D,dampingRatio=Z[,velocity=V]."
    ),
    // SpringKit's errors, named by the key and its text.
    (
      "pop:bounciness=25",
      .invalidValue(key: "bounciness", value: "25", rule: "between 0 and 20"),
      "invalid value '25' for key 'bounciness' in --spring: must be between 0 and 20"
    ),
    // Svelte's frames with a negative real pole, or a pole at 0, have no continuous spring.
    (
      "svelte:stiffness=1,damping=0.9,fps=30",
      .invalidValue(key: "stiffness", value: "1", rule: SpringError.Rule.sveltePoles.requirement),
      "invalid value '1' for key 'stiffness' in --spring: must be small enough that the "
        + "recurrence has no negative real pole at this frame rate (2 - damping - stiffness*dt "
        + "> 0): its frames alternate, no continuous spring plays them"
    ),
    (
      "svelte:damping=1,fps=60",
      .invalidValue(key: "damping", value: "1", rule: SpringError.Rule.svelteDamping.requirement),
      "invalid value '1' for key 'damping' in --spring: must be at least 0 and less than 1 (at 1 "
        + "or more a pole is 0 or negative: no continuous spring plays those frames)"
    ),
    (
      "gsap:amplitude=0",
      .invalidValue(key: "amplitude", value: "0", rule: "finite and greater than 0"),
      "invalid value '0' for key 'amplitude' in --spring: must be finite and greater than 0"
    ),
    (
      "uikit:duration=1,damping=1.5",
      .invalidValue(key: "damping", value: "1.5", rule: "greater than 0 and at most 1"),
      "invalid value '1.5' for key 'damping' in --spring: must be greater than 0 and at most 1"
    ),
    (
      "uikit:duration=0,dampingRatio=0.5",
      .invalidValue(key: "duration", value: "0", rule: "finite and greater than 0"),
      "invalid value '0' for key 'duration' in --spring: must be finite and greater than 0"
    ),
    (
      "uikit:duration=1,damping=0.5,velocity=1e999",
      .invalidValue(key: "velocity", value: "1e999", rule: "finite"),
      "invalid value '1e999' for key 'velocity' in --spring: must be finite"
    ),
    (
      "uikit:duration=1,damping=0.5,velocity=inf", .notANumber(key: "velocity", value: "inf"),
      "invalid value 'inf' for key 'velocity' in --spring: expected a number"
    ),
    (
      "react-spring:frequency=0,damping=0.5",
      .invalidValue(key: "frequency", value: "0", rule: "finite and greater than 0"),
      "invalid value '0' for key 'frequency' in --spring: must be finite and greater than 0"
    ),
    (
      "react-spring:frequency=1,damping=-0.5",
      .invalidValue(key: "damping", value: "-0.5", rule: "finite and at least 0"),
      "invalid value '-0.5' for key 'damping' in --spring: must be finite and at least 0"
    ),
    (
      "react-spring:tension=-1",
      .invalidValue(key: "tension", value: "-1", rule: "finite and greater than 0"),
      "invalid value '-1' for key 'tension' in --spring: must be finite and greater than 0"
    ),
    (
      "ca:perceptualDuration=-1,bounce=0",
      .invalidValue(key: "perceptualDuration", value: "-1", rule: "finite and greater than 0"),
      "invalid value '-1' for key 'perceptualDuration' in --spring: must be finite and greater "
        + "than 0"
    ),
    (
      "swiftui:duration=0.5,bounce=1.5",
      .invalidValue(key: "bounce", value: "1.5", rule: "greater than -1 and at most 1"),
      "invalid value '1.5' for key 'bounce' in --spring: must be greater than -1 and at most 1"
    ),
    (
      "swiftui:mass=1e300,stiffness=1e-300,damping=1",
      .invalidValue(
        key: "stiffness", value: "1e-300",
        rule: "such that stiffness/mass is finite and positive and damping/mass at most 1e154"),
      "invalid value '1e-300' for key 'stiffness' in --spring: must be such that "
        + "stiffness/mass is finite and positive and damping/mass at most 1e154"
    ),
    (
      "flutter:mass=0,stiffness=1,damping=1",
      .invalidValue(key: "mass", value: "0", rule: "finite and greater than 0"),
      "invalid value '0' for key 'mass' in --spring: must be finite and greater than 0"
    ),
    (
      "framer:duration=0.8,bounce=nan", .notANumber(key: "bounce", value: "nan"),
      "invalid value 'nan' for key 'bounce' in --spring: expected a number"
    ),
    (
      "swiftui:settlingDuration=1,dampingRatio=0.5,epsilon=1",
      .invalidValue(key: "epsilon", value: "1", rule: "greater than 0 and less than 1"),
      "invalid value '1' for key 'epsilon' in --spring: must be greater than 0 and less than 1"
    ),
    (
      "rebound:tension=-30",
      .invalidValue(
        key: "tension", value: "-30",
        rule: "greater than -23.59 (so that the stiffness is positive)"),
      "invalid value '-30' for key 'tension' in --spring: must be greater than -23.59 (so that "
        + "the stiffness is positive)"
    ),
    (
      "rebound:bounciness=3,speed=-50",
      .invalidDerivedValue(
        key: "speed", value: "-50", parameter: "tension", derivedValue: "-292.8824",
        rule: "greater than -23.59 (so that the stiffness is positive)"),
      "invalid value '-50' for key 'speed' in --spring: it gives tension -292.8824, which must "
        + "be greater than -23.59 (so that the stiffness is positive)"
    ),
    (
      "swiftui:settlingDuration=1e-300,dampingRatio=0.5",
      .invalidDerivedValue(
        key: "settlingDuration", value: "1e-300", parameter: "response",
        derivedValue: "4.455151e-301",
        rule: "such that stiffness/mass is finite and positive and damping/mass at most 1e154"),
      "invalid value '1e-300' for key 'settlingDuration' in --spring: it gives response "
        + "4.455151e-301, which must be such that stiffness/mass is finite and positive and "
        + "damping/mass at most 1e154"
    ),
    (
      "android:stiffness=1e300,dampingRatio=1e300",
      .invalidDerivedValue(
        key: "dampingRatio", value: "1e300", parameter: "damping", derivedValue: "inf",
        rule: "finite and at least 0"),
      "invalid value '1e300' for key 'dampingRatio' in --spring: it gives damping inf, which "
        + "must be finite and at least 0"
    ),
  ]

  /// Each malformed spec throws its error, whose message is exact, and exits 64 from both
  /// commands with the message, the usage line and the pointer on standard error.
  @Test("Malformed specs: the error, the exact message, exit 64", arguments: errors)
  func malformed(spec: String, error: SpringSpecError, message: String) {
    #expect(throws: error) { try SpringSpec.parse(spec) }
    #expect(error.message == message)
    #expect(UsageError.springfit(.springSpec(error)).message == message)
    for command in [("sample" as CommandName), "convert"] {
      let run = Invocation([command.rawValue, "--spring", spec])
      #expect(run.status == 64, "\(command)")
      #expect(run.output.isEmpty, "\(command)")
      #expect(run.errors == usageErrorText(message, command: command), "\(command)")
    }
  }

  /// `--spring` conflicts with the other spring forms in either order, like they do with
  /// each other, and needs a value.
  @Test(
    "--spring is a fourth spring form",
    arguments: [
      (
        ["--spring", "pop", "--stiffness", "3", "--damping", "1"],
        UsageError.conflictingOptions("--spring", "--stiffness")
      ),
      (
        ["--duration", "1", "--bounce", "0", "--spring", "pop"],
        .conflictingOptions("--duration", "--spring")
      ),
      (["--mass", "2", "--spring", "pop"], .conflictingOptions("--mass", "--spring")),
      (["--spring"], .missingValue(option: "--spring")),
      (["--spring", "--to", "1"], .missingValue(option: "--spring")),
      (["--spring="], .missingValue(option: "--spring")),
      (["--spring", "pop", "--spring", "pop"], .repeatedOption("--spring")),
    ] as [([String], UsageError)])
  func conflicts(arguments: [String], error: UsageError) {
    for command in ["sample", "convert"] {
      #expect(throws: error) { try SpringfitCommand.parse([command] + arguments) }
    }
  }

  /// For `sample`, UIKit's velocity is a fraction of the distance per second.
  @Test("sample: uikit velocity=V starts at V*(to - from)")
  func sampleVelocity() throws {
    let run = springfit(
      "sample", "--spring", "uikit:duration=0.8,damping=0.6,velocity=0.6", "--from", "10",
      "--to", "110", "--end", "0")
    #expect(run.status == 0)
    #expect(run.csvRows == [[0, 10, 60]])
    let backwards = springfit(
      "sample", "--spring", "uikit:duration=0.8,damping=0.6,velocity=2", "--from", "5", "--to",
      "-5", "--end", "0")
    #expect(backwards.csvRows == [[0, 5, -20]])
    let still = springfit(
      "sample", "--spring", "uikit:duration=0.8,damping=0.6,velocity=2", "--from", "3", "--to",
      "3", "--end", "0")
    #expect(still.csvRows == [[0, 3, 0]])
    let none = springfit("sample", "--spring", "uikit:duration=0.8,damping=0.6", "--end", "0")
    #expect(none.csvRows == [[0, 0, 0]])
  }

  /// UIKit's velocity and `--velocity` both set the initial velocity: one at a time.
  @Test(
    "sample: velocity= and --velocity together, or an overflowing product, are usage errors",
    arguments: [
      (
        ["--velocity", "1", "--spring", "uikit:duration=1,damping=0.5,velocity=1"],
        UsageError.springfit(.velocityGivenTwice),
        "the initial velocity is given twice, by 'velocity=' in --spring and by '--velocity'; "
          + "give one"
      ),
      // anime.js v3 always starts at its clamped velocity, typed or not; GSAP's curve at its own.
      (
        ["--velocity", "1", "--spring", "animejs3"],
        .springfit(.velocityImplied("0.1", dialect: "animejs3")),
        "the --spring spec starts the motion at its own velocity (0.1 distances per second), "
          + "which its dialect always plays; leave out '--velocity' (anime.js v3 takes "
          + "'velocity=' in the spec)"
      ),
      (
        ["--velocity", "1", "--spring", "animejs3:velocity=2"],
        .springfit(.velocityGivenTwice),
        "the initial velocity is given twice, by 'velocity=' in --spring and by '--velocity'; "
          + "give one"
      ),
      (
        ["--velocity", "1", "--spring", "gsap:amplitude=1,period=0.3,duration=1"],
        .springfit(.velocityImplied("6.931472", dialect: "gsap")),
        "the --spring spec starts the motion at its own velocity (6.931472 distances per "
          + "second), which its dialect always plays; leave out '--velocity'"
      ),
      (
        ["--spring", "uikit:duration=1,damping=0.5,velocity=1e300", "--to", "1e300"],
        .springfit(.normalizedVelocityTooLarge("1e300")),
        "invalid value '1e300' for key 'velocity' in --spring: must be such that "
          + "velocity*(to - from) is finite"
      ),
    ] as [([String], UsageError, String)])
  func sampleVelocityErrors(arguments: [String], error: UsageError, message: String) {
    #expect(throws: error) { try SpringfitCommand.parse(["sample"] + arguments) }
    #expect(error.message == message)
    let run = Invocation(["sample"] + arguments)
    #expect(run.status == 64 && run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "sample"))
  }

  /// A damping ratio near 1e117 is refused (found by the fuzzer).
  ///
  /// The input is `Fuzz/Corpus/SpringSpecFuzz/regression-huge-damping-ratio`: the
  /// settling-duration spring parsed, then gave a motion that was not finite. Springs whose
  /// damping per mass squares past the doubles are refused.
  @Test("A damping ratio of 1e117 is refused, not turned into a motion that is not finite")
  func hugeDampingRatio() throws {
    let ratio = String(repeating: "9", count: 116) + ".7"
    let text = "swiftui:settlingDuration=1,dampingRatio=\(ratio),epsilon=0.01"
    #expect(throws: SpringSpecError.self) { try SpringSpec.parse(text) }
    let run = springfit("convert", "--spring", text)
    #expect(run.status == 64 && run.output.isEmpty)
    #expect(run.errors.hasPrefix("Error: invalid value '1' for key 'settlingDuration'"))
  }
}

/// A failure of a spec test's own plumbing.
enum SpecTestFailure: Error {
  /// The command line parsed as another command.
  case wrongCommand
}
