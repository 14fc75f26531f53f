import SpringFormats
import SpringKit
import Testing

/// The decay spec grammar: every form of the issue, the library defaults, and errors that
/// name the key.
@Suite struct DecaySpecTests {
  /// Each spec of the issue gives the parameters its library would, so the same decay rate
  /// as the dialect built by hand (relative 1e-15: the same operations).
  @Test(arguments: [
    ("uikit", 0.998), ("uikit:fast", 0.99), ("uikit:normal", 0.998), ("uikit:rate=0.99", 0.99),
  ])
  func uiKitRates(text: String, rate: Double) throws {
    let spec = try DecaySpec.parse(text)
    #expect(spec.parameters == .uiKit(UIKitDecay(rate: rate)))
    #expect(spec.decay == (try UIKitDecay(rate: rate).decay()))
  }

  @Test func everyDialectOfTheIssueParses() throws {
    #expect(
      try DecaySpec.parse("exponential:timeConstant=0.325").decay
        == Decay(timeConstant: 0.325))
    #expect(
      try DecaySpec.parse("react-native:deceleration=0.998").parameters
        == .reactNative(ReactNativeDecay(deceleration: 0.998)))
    let compose = try DecaySpec.parse("compose:friction=1")
    #expect(compose.parameters == .compose(ComposeDecay(frictionMultiplier: 1)))
    // Compose's Float friction: 4.2f.
    #expect(compose.decay.decayRate == Double(Float(4.2)))
    #expect(
      try DecaySpec.parse(" motion : timeConstant=325 , power=0.8 ").parameters
        == .motion(MotionInertia(power: 0.8, timeConstant: 325)))
    let reanimated = try DecaySpec.parse("reanimated:deceleration=0.998,fps=120")
    #expect(reanimated.parameters == .reanimated(ReanimatedDecay(frameRate: 120)))
    #expect(reanimated.dialectName == "reanimated")
  }

  @Test func errorsNameTheKey() {
    #expect(throws: SpringSpecError.unknownDialect("uikt", suggestion: "uikit")) {
      try DecaySpec.parse("uikt")
    }
    #expect(
      throws: SpringSpecError.invalidValue(
        key: "rate", value: "1", rule: SpringError.Rule.decelerationFactor.requirement)
    ) { try DecaySpec.parse("uikit:rate=1") }
    #expect(
      throws: SpringSpecError.invalidValue(
        key: "fps", value: "0", rule: SpringError.Rule.positive.requirement)
    ) { try DecaySpec.parse("react-native:fps=0") }
    #expect(
      throws: SpringSpecError.invalidValue(
        key: "friction", value: "-1", rule: SpringError.Rule.positive.requirement)
    ) { try DecaySpec.parse("compose:friction=-1") }
    #expect(
      throws: SpringSpecError.unknownName(
        "fsat", dialect: "uikit", noun: "rate", suggestion: "fast", names: ["normal", "fast"])
    ) { try DecaySpec.parse("uikit:fsat") }
    #expect(throws: SpringSpecError.notANumber(key: "power", value: "x")) {
      try DecaySpec.parse("motion:power=x")
    }
    #expect(throws: SpringSpecError.repeatedKey("fps")) {
      try DecaySpec.parse("reanimated:fps=60,fps=120")
    }
    #expect(
      throws: SpringSpecError.nothingAfterColon(
        dialect: "compose", keys: ["friction"], takesDefaults: true)
    ) { try DecaySpec.parse("compose:") }
  }
}
