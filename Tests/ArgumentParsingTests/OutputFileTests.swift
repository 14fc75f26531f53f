import ArgumentParsing
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `OutputFile` never replaces what is not a regular file.
///
/// Regular files are replaced atomically, devices and FIFOs written into, links followed,
/// and an output that is an input refused. Everything happens in
/// a private temporary folder, never in the real `/dev`.
@Suite("Output files that are not regular files")
struct OutputFileTests {
  /// A fresh temporary folder, removed by `remove()`.
  struct Folder {
    let path: String

    init() throws {
      var template = Array("\(NSTemporaryDirectory())/springfit-output.XXXXXX".utf8CString)
      let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
      path = String(cString: try #require(made))
    }

    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted: a temporary file left behind would show here.
    var names: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  /// The file type bits of what is at `path`, not following a link.
  static func type(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// The device number of `/dev/null` (read with `stat`, which leaves it alone): the node
  /// the tests make has the same major and minor numbers.
  static let nullDevice: dev_t = {
    var status = stat()
    return stat("/dev/null", &status) == 0 ? status.st_rdev : 0
  }()

  /// Whether this process may make device nodes (root, with `CAP_MKNOD`): tried once in a
  /// temporary folder.
  static let canMakeDevices: Bool = {
    guard nullDevice != 0, let folder = try? Folder() else { return false }
    defer { folder.remove() }
    return mknod(folder.file("null"), S_IFCHR | 0o666, nullDevice) == 0
  }()

  @Test(
    "A private character device like /dev/null is written into and stays a device",
    .enabled(if: canMakeDevices, "mknod of a character device needs root with CAP_MKNOD"))
  func characterDevice() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let device = folder.file("null")
    #expect(mknod(device, S_IFCHR | 0o666, Self.nullDevice) == 0)
    try OutputFile.write("<svg/>\n", to: device)
    #expect(Self.type(device) == S_IFCHR)
    var status = stat()
    #expect(stat(device, &status) == 0 && status.st_rdev == Self.nullDevice)
    #expect(folder.names == ["null"])
  }

  @Test("A FIFO with a reader gets the text and stays a FIFO")
  func fifoWithReader() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let fifo = folder.file("pipe")
    try #require(mkfifo(fifo, 0o600) == 0)
    let text = String(repeating: "spring ", count: 20_000)  // more than a pipe's buffer
    let received = Received()
    let reader = Thread {
      let descriptor = open(fifo, O_RDONLY)
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while descriptor >= 0 {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        bytes += chunk[0..<count]
      }
      close(descriptor)
      received.set(bytes)
    }
    reader.start()
    try OutputFile.write(text, to: fifo)
    let bytes = try received.wait()
    #expect(bytes == Array(text.utf8))
    #expect(Self.type(fifo) == S_IFIFO)
    #expect(folder.names == ["pipe"])
  }

  @Test("A FIFO without a reader fails after the documented wait instead of hanging")
  func fifoWithoutReader() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let fifo = folder.file("pipe")
    try #require(mkfifo(fifo, 0o600) == 0)
    let start = ContinuousClock.now
    #expect(
      throws: CommandFailure.failure(
        "cannot write '\(fifo)': no process reads the FIFO (waited 2 seconds)")
    ) { try OutputFile.write("x", to: fifo) }
    #expect(ContinuousClock.now - start < .seconds(OutputFile.fifoReaderWait + 5))
    #expect(Self.type(fifo) == S_IFIFO)
  }

  @Test("A link stays a link and its target is replaced, keeping its mode")
  func symbolicLink() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let target = folder.file("target.svg")
    try "old".write(toFile: target, atomically: false, encoding: .utf8)
    try #require(chmod(target, 0o640) == 0)
    let link = folder.file("link.svg")
    try #require(symlink("target.svg", link) == 0)
    try OutputFile.write("new", to: link)
    #expect(Self.type(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    var status = stat()
    #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o640)
    #expect(folder.names == ["link.svg", "target.svg"])
    // A dangling link makes its target.
    let dangling = folder.file("dangling.svg")
    try #require(symlink("made.svg", dangling) == 0)
    try OutputFile.write("made", to: dangling)
    #expect(Self.type(dangling) == S_IFLNK)
    #expect(try String(contentsOfFile: folder.file("made.svg"), encoding: .utf8) == "made")
  }

  @Test("A link loop is refused")
  func linkLoop() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try #require(symlink("b", folder.file("a")) == 0)
    try #require(symlink("a", folder.file("b")) == 0)
    #expect(throws: CommandFailure.self) { try OutputFile.write("x", to: folder.file("a")) }
    #expect(folder.names == ["a", "b"])
  }

  @Test("An output that is an input, by any name or on standard input, is a usage error")
  func sameFile() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let input = folder.file("k.json")
    try "{}".write(toFile: input, atomically: false, encoding: .utf8)
    try #require(symlink("k.json", folder.file("alias.json")) == 0)
    try #require(link(input, folder.file("hard.json")) == 0)
    for output in [
      input, folder.file("alias.json"), folder.file("hard.json"), folder.path + "/./k.json",
    ] {
      #expect(throws: CommandFailure.self, "\(output)") {
        try OutputFile.checkDistinct(
          output, from: [input], standardInput: .text(""), option: "--plot")
      }
    }
    let descriptor = open(input, O_RDONLY)
    defer { close(descriptor) }
    do {
      try OutputFile.checkDistinct(
        input, from: ["-"], standardInput: .descriptor(descriptor),
        option: "--output")
      Issue.record("standard input redirected from the output was not refused")
    } catch {
      #expect(error.exitCode == .usage)
      #expect(error.message.contains("'--output'") && error.message.contains("standard input"))
    }
    // Another file, a new file and standard output are fine.
    try OutputFile.checkDistinct(
      folder.file("other.svg"), from: [input], standardInput: .text(""), option: "--plot")
    try OutputFile.checkDistinct(nil, from: [input], standardInput: .text(""), option: "--plot")
    #expect(try String(contentsOfFile: input, encoding: .utf8) == "{}")
  }

  /// The bytes a reader thread hands over.
  final class Received: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8]?

    func set(_ value: [UInt8]) {
      condition.lock()
      bytes = value
      condition.signal()
      condition.unlock()
    }

    func wait() throws -> [UInt8] {
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date().addingTimeInterval(30)
      while bytes == nil, condition.wait(until: deadline) {}
      return try #require(bytes, "the reader got nothing within 30 s")
    }
  }
}
