import Foundation
import Testing

@testable import springfit

/// A fresh folder under the system's temporary directory for input files; call ``remove()``
/// when done (tests do it with `defer`).
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates an empty folder with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("springfit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes a file and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// The folder's own path.
  var directory: String { url.path }

  /// The path a file in the folder would have.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Keyframe texts the fit tests share.
enum FitFixtures {
  /// The shine button's pop as keyframe JSON, spread over lines so errors can name them.
  static let popJSON = """
    {
      "values": [0.4, 1, 0.9, 1],
      "duration": 0.3333333333333333,
      "calculationMode": "cubic"
    }

    """

  /// The same pop as `keyTime,value` CSV (fit with `--duration` and `--mode cubic`).
  static let popKeyTimeCSV =
    "keyTime,value\n0,0.4\n0.3333333333333333,1\n0.6666666666666666,0.9\n1,1\n"

  /// The same pop's command-line options.
  static let popValues = [
    "--values", "0.4,1,0.9,1", "--duration", "0.3333333333333333", "--mode", "cubic",
  ]

  /// `springfit fit <arguments> --format json`, parsed; records an issue when it fails.
  static func document(
    _ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: JSONTree] {
    let run = Invocation(["fit"] + arguments + ["--format", "json"], input: input)
    try #require(run.status == 0, "\(arguments): \(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors.isEmpty, sourceLocation: sourceLocation)
    return try #require(JSONTree.parse(run.output).members, sourceLocation: sourceLocation)
  }
}
