import ArgumentParsing
import Foundation
import Testing

@testable import springfit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Markup (SVG, HTML) is not printed on a terminal: `plot`, `preview` and `scenario` without
/// `--output` refuse with 64 and name `--output FILE`, before computing anything.
@Suite("Markup on a terminal")
struct TerminalOutputTests {
  /// The refusal's message for `what`, as the command prints it.
  static func refusal(_ what: String) -> String {
    "standard output is a terminal, and \(what) is hundreds of lines of markup: write it to a "
      + "file with --output FILE (or pipe it; --output - prints it here anyway)"
  }

  @Test(
    "Refused on a terminal without --output: exit 64, the option named, nothing written",
    arguments: [
      (["preview", "--spring", "preset:bouncy"], "the page (HTML)"),
      (["preview", "--example", "scale-pop"], "the page (HTML)"),
      (["plot", "spring", "preset:bouncy"], "the picture (SVG)"),
      (["plot", "outline"], "the picture (SVG)"),
      (["scenario", "counter"], "the drawing (SVG)"),
      (["scenario", "counter", "--still"], "the drawing (SVG)"),
      (["scenario", "counter", "--format", "html"], "the page (HTML)"),
      (["fling", "--format", "html"], "the page (HTML)"),
    ])
  func refused(arguments: [String], what: String) throws {
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      arguments, input: .text(""), outputIsTerminal: true, output: &output, errors: &errors)
    #expect(status == 64)
    #expect(output.isEmpty)
    let first = try #require(errors.split(separator: "\n").first)
    #expect(first == "Error: " + Self.refusal(what)[...])
    #expect(errors.contains("See 'springfit \(arguments[0]) --help'."))
    let command = try SpringfitCommand.parse(arguments)
    #expect(
      SpringfitCommand.terminalRefusal(for: command, outputIsTerminal: true)
        == .springfit(.markupToTerminal(what)))
    // The same command into a pipe or a file prints the markup.
    #expect(SpringfitCommand.terminalRefusal(for: command, outputIsTerminal: false) == nil)
    let piped = Invocation(arguments)
    #expect(piped.status == 0 && piped.output.count > 1000 && piped.errors.isEmpty)
  }

  @Test(
    "Printed on a terminal: data formats, --output -, help, and other commands",
    arguments: [
      ["plot", "spring", "--format", "csv"],
      ["plot", "spring", "--output", "-"],
      ["preview", "--spring", "preset:bouncy", "--output", "-"],
      ["scenario", "counter", "--format", "json"],
      ["fling", "--format", "html", "--output", "-"],
      ["fling", "--format", "css"],
      ["scenario", "counter", "--output=-"],
      ["keyframes", "--format", "css"],
      ["sample", "--end", "0.1"],
      ["preview", "--help"],
      ["plot", "--help"],
    ])
  func printed(arguments: [String]) throws {
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      arguments, input: .text(""), outputIsTerminal: true, output: &output, errors: &errors)
    #expect(status == 0, "\(errors)")
    #expect(!output.isEmpty && errors.isEmpty)
  }

  @Test("A file named by --output is written, whatever standard output is")
  func fileWritten() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("springfit-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("page.html").path
    var output = ""
    var errors = ""
    let status = SpringfitCommand.run(
      ["preview", "--spring", "preset:bouncy", "--output", path], input: .text(""),
      outputIsTerminal: true, output: &output, errors: &errors)
    #expect(status == 0 && output.isEmpty && errors.isEmpty)
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
  }

  /// The built springfit with standard output a pseudo-terminal (`posix_openpt`): the
  /// `isatty(1)` in `main` is what decides.
  @Test("The process refuses markup on a pseudo-terminal and still prints CSV there")
  func pseudoTerminal() throws {
    let executable = try BuiltSpringfit.require().path
    let preview = try Self.runOnTerminal(executable, ["preview", "--spring", "preset:bouncy"])
    #expect(preview.status == 64)
    #expect(preview.terminal.isEmpty)
    #expect(preview.errors.hasPrefix("Error: " + Self.refusal("the page (HTML)") + "\n"))
    let sample = try Self.runOnTerminal(executable, ["sample", "--end", "0.05"])
    #expect(sample.status == 0 && sample.errors.isEmpty)
    #expect(sample.terminal.contains("time"))
  }

  /// Runs `executable` with standard output the slave side of a new pseudo-terminal and
  /// standard error a file; returns the status, what reached the terminal and standard error.
  static func runOnTerminal(
    _ executable: String, _ arguments: [String]
  ) throws -> (status: Int32, terminal: String, errors: String) {
    let terminal = try #require(PseudoTerminal.functions, "no posix_openpt in the C library")
    let master = terminal.open(O_RDWR | O_NOCTTY)
    try #require(master >= 0, "posix_openpt: \(String(cString: strerror(errno)))")
    defer { close(master) }
    try #require(terminal.grant(master) == 0 && terminal.unlock(master) == 0)
    let name = try #require(terminal.name(master), "ptsname failed")
    let slave = String(cString: name)
    let errorsPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("springfit-terminal-\(UUID().uuidString).err").path
    defer { unlink(errorsPath) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, slave, O_WRONLY | O_NOCTTY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for string in argv + envp { free(string) } }
    var child = pid_t()
    let spawned = posix_spawn(&child, executable, &actions, nil, argv + [nil], envp + [nil])
    try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")

    // Read the terminal while the child runs, so that it never blocks on a full one.
    var shown = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var status: Int32 = 0
    let deadline = ContinuousClock.now + .seconds(120)
    while true {
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 50) > 0, ready.revents & Int16(POLLIN) != 0 {
        let count = read(master, &buffer, buffer.count)
        if count > 0 { shown.append(buffer, count: count) }
      }
      let ended = waitpid(child, &status, WNOHANG)
      if ended == child { break }
      if ContinuousClock.now > deadline {
        kill(child, SIGKILL)
        _ = waitpid(child, &status, 0)
        Issue.record("springfit did not end within 120 s on a terminal")
        break
      }
    }
    // What is still buffered in the terminal after the child's end.
    var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { break }
      shown.append(buffer, count: count)
    }
    let errors = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
    // WIFEXITED / WEXITSTATUS, which Swift does not import (they are macros).
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, String(decoding: shown, as: UTF8.self), errors)
  }
}

/// The C library's pseudo-terminal calls, looked up at run time: Swift's Glibc module does not
/// export `posix_openpt`, `grantpt`, `unlockpt` and `ptsname` (they need `_XOPEN_SOURCE`).
enum PseudoTerminal {
  /// The four calls.
  struct Functions {
    /// `posix_openpt(flags)`.
    var open: @convention(c) (Int32) -> Int32
    /// `grantpt(fd)`.
    var grant: @convention(c) (Int32) -> Int32
    /// `unlockpt(fd)`.
    var unlock: @convention(c) (Int32) -> Int32
    /// `ptsname(fd)`.
    var name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  }

  /// The calls, or `nil` when the C library lacks one.
  static let functions: Functions? = {
    let library = dlopen(nil, RTLD_NOW)
    func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(library, name) }
    guard let open = symbol("posix_openpt"), let grant = symbol("grantpt"),
      let unlock = symbol("unlockpt"), let name = symbol("ptsname")
    else { return nil }
    typealias Call = @convention(c) (Int32) -> Int32
    return Functions(
      open: unsafeBitCast(open, to: Call.self), grant: unsafeBitCast(grant, to: Call.self),
      unlock: unsafeBitCast(unlock, to: Call.self),
      name: unsafeBitCast(
        name, to: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self))
  }()
}
