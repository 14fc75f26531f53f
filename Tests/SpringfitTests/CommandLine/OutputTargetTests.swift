import ArgumentParsing
import Foundation
import Testing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `springfit … --output` into what is not a regular file, and an endless standard input,
/// as a user runs them (in a private temporary folder, never the real `/dev`).
@Suite("springfit outputs into devices, FIFOs and links; endless input")
struct OutputTargetTests {
  /// A spring chart's command line writing to `path`.
  static func plot(_ path: String) -> [String] {
    ["plot", "spring", "--stiffness", "100", "--damping", "10", "--output", path]
  }

  /// The device number of `/dev/null`, read with `stat` (which leaves it alone).
  static let nullDevice: dev_t = {
    var status = stat()
    return stat("/dev/null", &status) == 0 ? status.st_rdev : 0
  }()

  /// Whether this process may make a character device (root with `CAP_MKNOD`).
  static let canMakeDevices: Bool = {
    guard nullDevice != 0, let folder = try? TemporaryFolder() else { return false }
    defer { folder.remove() }
    return mknod(folder.path("null"), S_IFCHR | 0o666, nullDevice) == 0
  }()

  /// The file type bits at `path`, not following a link.
  static func type(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test(
    "plot --output into a private copy of /dev/null: exit 0, still a device",
    .enabled(if: canMakeDevices, "mknod of a character device needs root with CAP_MKNOD"))
  func device() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let device = folder.path("null")
    try #require(mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0)
    let run = Invocation(Self.plot(device))
    #expect(run.status == 0 && run.output.isEmpty, "\(run.errors)")
    #expect(Self.type(device) == S_IFCHR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["null"])
  }

  @Test("plot --output through a link replaces the target; the link stays")
  func link() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = try folder.write("chart.svg", "old")
    let link = folder.path("latest.svg")
    try #require(symlink("chart.svg", link) == 0)
    let run = Invocation(Self.plot(link))
    #expect(run.status == 0, "\(run.errors)")
    #expect(Self.type(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<svg"))
  }

  @Test("fit - with an endless standard input stops at 64 MiB: exit 65 naming it")
  func endlessInput() throws {
    let descriptor = open("/dev/zero", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      ["fit", "-"], input: .descriptor(descriptor), output: &output, errors: &errors)
    #expect(status == 65 && output.isEmpty)
    #expect(
      errors
        == "Error: standard input is larger than 64 MiB, the most springfit reads of a whole "
        + "input\n")
  }

  @Test("fit - --plot FILE with standard input read from FILE is refused; FILE is kept")
  func plotOverStandardInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = #"{"values": [0, 1.2, 0.9, 1], "duration": 0.5}"#
    let path = try folder.write("k.json", text)
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      ["fit", "-", "--plot", path], input: .descriptor(descriptor), output: &output,
      errors: &errors)
    #expect(status == 64 && output.isEmpty)
    #expect(errors.hasPrefix("Error: invalid value '\(path)' for option '--plot': must be a "))
    #expect(errors.contains("other than the one standard input reads"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }
}
