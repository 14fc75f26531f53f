import NameSuggestions
import Testing

@Suite("Nearest-name suggestions")
struct NearestNameTests {
  @Test(
    "Edit distance with adjacent swaps",
    arguments: [
      ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("sample", "sample", 0),
      ("stifness", "stiffness", 1), ("fsp", "fps", 1), ("smaple", "sample", 1),
      ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
  func distance(a: String, b: String, expected: Int) {
    #expect(NearestName.distance(a, b) == expected)
    #expect(NearestName.distance(b, a) == expected)
  }

  @Test("Suggestions are close typos or prefixes, never far-fetched")
  func suggestions() {
    let names = ["--stiffness", "--damping", "--damping-ratio", "--fps", "--to", "--from"]
    #expect(NearestName.suggestion(for: "--stifness", among: names) == "--stiffness")
    #expect(NearestName.suggestion(for: "--dampng", among: names) == "--damping")
    #expect(NearestName.suggestion(for: "--damping_ratio", among: names) == "--damping-ratio")
    #expect(NearestName.suggestion(for: "--stiff", among: names) == "--stiffness")
    #expect(NearestName.suggestion(for: "--fsp", among: names) == "--fps")
    #expect(NearestName.suggestion(for: "--t", among: names) == "--to")
    #expect(NearestName.suggestion(for: "--x", among: names) == nil)
    #expect(NearestName.suggestion(for: "--velocity", among: names) == nil)
    #expect(NearestName.suggestion(for: "--", among: names) == nil)
  }
}
