import Foundation
import SpringKit
import Testing
import _SpringTestSupport

/// Every displayed value, event and rest instant of `SpringSimulation`, bit for bit, against
/// goldens recorded from the simulation that solved the rest instant at every anchoring
/// (before it was made lazy): `Tests/ReferenceData/simulation-goldens/`, re-recorded with
/// `SPRINGFIT_RECORD_SNAPSHOTS=1` only when a change of output is intended.
@Suite struct SimulationGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReferenceData/simulation-goldens")

  @Test(arguments: SimulationGolden.Scenario.allCases)
  func scalarRunsMatchTheGoldens(_ scenario: SimulationGolden.Scenario) throws {
    let text = try SimulationGolden.text(scenario)
    let name = "\(scenario.rawValue).txt"
    if let mismatch = try GoldenFile.mismatch(text, file: name, in: Self.folder) {
      Issue.record("\(mismatch)\n\(Self.differences(text, name))")
    }
  }

  @Test func planarFloatAndClampedRunsMatchTheGoldens() throws {
    let text = try SimulationGolden.variantsText()
    let name = "variants.txt"
    if let mismatch = try GoldenFile.mismatch(text, file: name, in: Self.folder) {
      Issue.record("\(mismatch)\n\(Self.differences(text, name))")
    }
  }

  /// The first lines that differ, so a failure names the runs.
  static func differences(_ text: String, _ name: String) -> String {
    let golden =
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
    let pairs = zip(text.split(separator: "\n"), golden.split(separator: "\n"))
    return pairs.filter { $0 != $1 }.prefix(5).map { "now:    \($0)\ngolden: \($1)" }
      .joined(separator: "\n")
  }
}
