import SpringKit
import Testing

/// Bad components are typed errors naming the component and the rule.
@Suite struct ColourValidationTests {
  @Test func nonFiniteComponentsAreNamed() {
    #expect(throws: SpringError(parameter: "green", value: .number(.nan), rule: .finite)) {
      try SRGBColour(red: 0, green: .nan, blue: 0)
    }
    #expect(throws: SpringError(parameter: "red", value: .number(.infinity), rule: .finite)) {
      try LinearSRGBColour(red: .infinity, green: 0, blue: 0)
    }
    #expect(throws: SpringError(parameter: "b", value: .number(.nan), rule: .finite)) {
      try OklabColour(lightness: 0.5, a: 0, b: .nan)
    }
    #expect(throws: SpringError(parameter: "hue", value: .number(-.infinity), rule: .finite)) {
      try OklchColour(lightness: 0.5, chroma: 0.1, hue: -.infinity)
    }
  }

  @Test(arguments: [-0.01, 1.5, Double.nan, .infinity])
  func alphaOutsideTheUnitIntervalIsRefused(alpha: Double) {
    #expect(throws: SpringError(parameter: "alpha", value: .number(alpha), rule: .unitInterval)) {
      try SRGBColour(red: 0, green: 0, blue: 0, alpha: alpha)
    }
    #expect(throws: SpringError(parameter: "alpha", value: .number(alpha), rule: .unitInterval)) {
      try OklabColour(lightness: 0, a: 0, b: 0, alpha: alpha)
    }
  }

  @Test func negativeChromaIsRefused() {
    #expect(throws: SpringError(parameter: "chroma", value: .number(-0.1), rule: .nonNegative)) {
      try OklchColour(lightness: 0.5, chroma: -0.1, hue: 0)
    }
  }

  @Test func theMessageSaysWhatIsWrong() {
    let error = SpringError(parameter: "alpha", value: .number(1.5), rule: .unitInterval)
    #expect(error.description == "alpha must be finite and between 0 and 1, got 1.5")
  }

  @Test func extendedComponentsAndTheAlphaEndsAreAccepted() throws {
    let colour = try SRGBColour(red: 1.2, green: -0.1, blue: 0.5, alpha: 0)
    #expect(!colour.isInGamut)
    #expect(try SRGBColour(red: 0, green: 0, blue: 0, alpha: 1).isInGamut)
  }
}
