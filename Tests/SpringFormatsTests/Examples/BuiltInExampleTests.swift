import Foundation
import SpringFormats
import SpringScenarios
import Testing

/// `BuiltInExample`: every example once, where it works, listed as `springfit examples`
/// prints it.
@Suite("BuiltInExample")
struct BuiltInExampleTests {
  @Test("Every scenario, keyframe set, Lottie file and trace is listed once")
  func all() {
    let names = BuiltInExample.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(
      Set(names)
        == Set(Scenario.allCases.map(\.name)).union(FitExample.allCases.map(\.rawValue))
        .union(LottieExample.allCases.map(\.rawValue))
        .union(GestureExample.allCases.map(\.rawValue)))
    for example in BuiltInExample.all {
      #expect(
        example.uses.contains("fit")
          == (FitExample(rawValue: example.name) != nil
            || LottieExample(rawValue: example.name) != nil),
        "\(example.name)")
      #expect(example.uses.contains("scenario") == (Scenario(rawValue: example.name) != nil))
    }
  }

  @Test("The listing is the command's golden output, byte for byte")
  func listing() throws {
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../SpringfitTests/Snapshots/springfit-examples.txt")
    #expect(BuiltInExample.listing == (try String(contentsOf: golden, encoding: .utf8)))
  }
}
