import Foundation
import Testing

/// The `springfit` executable the build left next to the test binary, run as a user runs it.
enum BuiltSpringfit {
  /// Its file: next to the test binary, as `swift build --build-tests` leaves it.
  static var url: URL? {
    let url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("springfit")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  /// Its file, or a recorded failure saying how to build it.
  static func require(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    try #require(
      url, "no springfit next to the test binary: swift build --build-tests",
      sourceLocation: sourceLocation)
  }

  /// Runs it with `arguments` and waits for its end (see ``ChildProcess/run(_:_:environment:standardInput:standardOutput:mergingErrors:timeLimit:)``).
  static func run(
    _ arguments: String..., standardInput: ChildProcess.Descriptor = .null,
    standardOutput: ChildProcess.Descriptor? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ChildProcess.Result {
    try ChildProcess.run(
      require(sourceLocation: sourceLocation).path, arguments, standardInput: standardInput,
      standardOutput: standardOutput)
  }
}
