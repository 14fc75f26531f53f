import Foundation

/// The folders the tests read files from, found from this file's place in the repository
/// (`Tests/SpringfitTests/Support/`), so that test files can live in any subfolder.
enum TestPaths {
  /// `Tests/SpringfitTests`, which holds `Snapshots/`.
  static let suite = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  /// `Tests`, which holds `ReferenceData/`.
  static let tests = suite.deletingLastPathComponent()
  /// The repository's root, which holds README.md, `Examples/` and `Sources/`.
  static let repository = tests.deletingLastPathComponent()
}
