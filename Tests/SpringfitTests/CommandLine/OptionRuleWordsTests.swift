import ArgumentParsing
import SpringKit
import Testing

/// ArgumentParsing knows nothing of SpringKit, so it spells the rules SpringKit also has in
/// its own words; they must stay SpringKit's, or the same rule would read two ways.
@Suite("Option rules word what SpringKit words")
struct OptionRuleWordsTests {
  @Test("finite, positive and non-negative read as SpringError.Rule's requirements")
  func sharedWords() {
    #expect(OptionRule.finite.text == SpringError.Rule.finite.requirement)
    #expect(OptionRule.positive.text == SpringError.Rule.positive.requirement)
    #expect(OptionRule.nonNegative.text == SpringError.Rule.nonNegative.requirement)
  }
}
