import Foundation

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes the files a ``BadInputCase`` reads, in a ``TemporaryFolder``.
enum BadInputFixtures {
  /// Whether the tests run as root, who can read a file of mode 000.
  static let isRoot = getuid() == 0

  /// The output file name `$OUT` stands for.
  static let outputName = "out.svg"

  /// Creates the fixture in the folder.
  ///
  /// - Returns: The path `$IN` stands for, or `nil` for ``BadInputCase/Fixture/none``.
  static func make(_ fixture: BadInputCase.Fixture, in folder: TemporaryFolder) throws -> String? {
    switch fixture {
    case .none:
      return nil
    case .file(let name, let text):
      return try folder.write(name, text)
    case .missing(let name):
      return folder.path(name)
    case .directory(let name):
      let path = folder.path(name)
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      return path
    case .unreadable(let name, let text):
      let path = try folder.write(name, text)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
      return path
    case .path(let path):
      return path
    case .bytes(let name, let bytes):
      let path = folder.path(name)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      return path
    }
  }

  /// The arguments with `$IN` and `$OUT` replaced by paths.
  static func arguments(_ arguments: [String], input: String?, output: String) -> [String] {
    arguments.map { argument in
      var argument = argument
      if let input { argument = argument.replacing("$IN", with: input) }
      return argument.replacing("$OUT", with: output)
    }
  }

  /// Every path under the folder, relative to it, sorted: what a run left behind.
  static func contents(of folder: TemporaryFolder) -> [String] {
    let items = FileManager.default.subpaths(atPath: folder.directory) ?? []
    return items.sorted()
  }

  /// Makes an unreadable fixture removable again (the folder's removal needs no read access,
  /// but tools that copy the folder do).
  static func restorePermissions(_ fixture: BadInputCase.Fixture, in folder: TemporaryFolder) {
    guard case .unreadable(let name, _) = fixture else { return }
    try? FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: folder.path(name))
  }
}
