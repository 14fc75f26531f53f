public import Foundation

/// Golden files: expected outputs kept next to the tests (help texts, SVG charts) and
/// compared byte for byte.
///
/// With the environment variable `SPRINGFIT_RECORD_SNAPSHOTS=1` the current text is written
/// as the new golden instead of compared; review the diff before committing.
public enum GoldenFile {
  /// Whether goldens are re-recorded instead of compared.
  public static let recording =
    ProcessInfo.processInfo.environment["SPRINGFIT_RECORD_SNAPSHOTS"] == "1"

  /// Compares `text` with the golden file `name` in `folder`, or records it.
  ///
  /// - Parameters:
  ///   - text: The output to check.
  ///   - name: The golden file's name.
  ///   - folder: The folder of golden files.
  /// - Returns: `nil` when the text equals the golden (or was recorded), else a message
  ///   saying what is wrong and how to re-record.
  /// - Throws: When recording fails to write.
  public static func mismatch(_ text: String, file name: String, in folder: URL) throws
    -> String?
  {
    let url = folder.appendingPathComponent(name)
    if recording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      print("Recorded \(url.path)")
      return nil
    }
    guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
      return "No golden \(name): run with SPRINGFIT_RECORD_SNAPSHOTS=1 to record it"
    }
    return text == golden ? nil : "\(name) changed: re-record with SPRINGFIT_RECORD_SNAPSHOTS=1"
  }
}
