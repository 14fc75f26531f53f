import SpringFormats
import SpringKit
import Testing

/// The spring-spec grammar as a library reads it: forms chosen by their keys, defaults,
/// names, and errors that name the spec's source.
@Suite("SpringSpec grammar")
struct SpringSpecGrammarTests {
  @Test(
    "Specs read in every dialect's own parameters",
    arguments: [
      ("swiftui:duration=0.5,bounce=0.3", try Spring(duration: 0.5, bounce: 0.3)),
      (" swiftui : bounce = 0.3 , duration=0.5 ", try Spring(duration: 0.5, bounce: 0.3)),
      ("swiftui", try Spring(duration: 0.5, bounce: 0)),
      ("swiftui:response=0.5,dampingRatio=0.8", try Spring(response: 0.5, dampingRatio: 0.8)),
      ("swiftui:stiffness=100,damping=10", try Spring(mass: 1, stiffness: 100, damping: 10)),
    ] as [(String, Spring)])
  func parses(text: String, expected: Spring) throws {
    #expect(try SpringSpec.parse(text).spring == expected)
  }

  @Test("The keys given choose the form, named forms take names, UIKit keeps its velocity")
  func forms() throws {
    #expect(
      try SpringSpec.parse("swiftui:response=0.5,dampingRatio=0.8").form
        == "swiftui:response=R,dampingRatio=Z")
    #expect(try SpringSpec.parse("preset:bouncy").spring == .bouncy)
    let uiKit = try SpringSpec.parse("uikit:duration=0.8,damping=0.6,velocity=0.6")
    #expect(uiKit.velocity == SpringSpec.Number(value: 0.6, text: "0.6"))
    #expect(Set(SpringSpec.forms.map(\.synopsis)).count == SpringSpec.forms.count)
    let swiftUI = try #require(SpringSpec.forms.first)
    #expect(swiftUI.defaults.map(\.key) == ["duration", "bounce"])
  }

  /// A dialect alone takes its defaults unless the table gives it none; the help names those.
  @Test("A dialect alone takes its defaults, except the dialects without any")
  func dialectAlone() {
    // Svelte's motion depends on the frame rate, which has no default: fps must be given.
    #expect(
      SpringSpec.dialectsWithoutDefaults == ["uikit", "material", "figma", "svelte", "preset"])
    for dialect in SpringSpec.dialects {
      let takesDefaults = (try? SpringSpec.parse(dialect)) != nil
      #expect(takesDefaults == !SpringSpec.dialectsWithoutDefaults.contains(dialect), "\(dialect)")
    }
  }

  @Test(
    "Errors are typed, and their message names the spec's source",
    arguments: [
      ("", SpringSpecError.missingDialect),
      ("pop:speed=x", .notANumber(key: "speed", value: "x")),
      ("pop:speed=1,speed=2", .repeatedKey("speed")),
      ("pop:,", .emptyItem),
      (
        "pop:",
        .nothingAfterColon(dialect: "pop", keys: ["bounciness", "speed"], takesDefaults: true)
      ),
      ("pop:=4", .missingKey(item: "=4")),
    ] as [(String, SpringSpecError)])
  func errors(text: String, expected: SpringSpecError) {
    #expect(throws: expected) { try SpringSpec.parse(text) }
  }

  @Test("message(naming:) places the source; description says 'the spring spec'")
  func naming() {
    let error = SpringSpecError.missingValue(key: "speed")
    #expect(error.message(naming: "--spring") == "missing value for key 'speed' in --spring")
    #expect(error.description == "missing value for key 'speed' in the spring spec")
  }
}
