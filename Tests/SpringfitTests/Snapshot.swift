import Foundation
import Testing

/// Golden files in `Snapshots/` next to this file: help texts and text outputs.
///
/// Run with `SPRINGFIT_RECORD_SNAPSHOTS=1` to write the current texts as the new goldens
/// (the tests then pass and report what they recorded); review the diff before committing.
enum Snapshot {
  /// The folder of golden files, found from this source file's path.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Whether goldens are re-recorded instead of compared.
  static let recording = ProcessInfo.processInfo.environment["SPRINGFIT_RECORD_SNAPSHOTS"] == "1"

  /// Compares `text` with the golden file `name`, or records it when ``recording``.
  static func check(
    _ text: String, file name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name)
    if recording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      print("Recorded \(url.path)")
      return
    }
    let golden = try? String(contentsOf: url, encoding: .utf8)
    try #require(
      golden != nil, "No golden \(name): run with SPRINGFIT_RECORD_SNAPSHOTS=1 to record it",
      sourceLocation: sourceLocation)
    #expect(
      text == golden, "\(name) changed: re-record with SPRINGFIT_RECORD_SNAPSHOTS=1",
      sourceLocation: sourceLocation)
  }
}
