import Foundation
import Testing
import _SpringTestSupport

/// Golden files in `Snapshots/` next to this file: help texts and text outputs (see
/// ``GoldenFile``; `SPRINGFIT_RECORD_SNAPSHOTS=1` re-records them).
enum Snapshot {
  /// The folder of golden files, found from this source file's path.
  static let folder = TestPaths.suite.appendingPathComponent("Snapshots")

  /// Compares `text` with the golden file `name`, or records it.
  static func check(
    _ text: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let problem = try GoldenFile.mismatch(text, file: name, in: folder)
    #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
  }
}
