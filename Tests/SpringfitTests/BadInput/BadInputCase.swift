import ArgumentParsing
import Testing

@testable import springfit

/// One row of the bad-input matrix: a command line that `springfit` must refuse, the input
/// it reads, and what the refusal must look like.
///
/// Arguments may contain two placeholders, replaced when the case runs in a fresh temporary
/// folder:
/// - `$IN` is the path of the case's ``Fixture`` (a file with the given text, a missing file,
///   a directory, an unreadable file).
/// - `$OUT` is the path of an output file (for commands with `--output FILE`) that must not
///   exist after the refusal: outputs are written atomically, so a failing command leaves
///   none behind.
///
/// ```swift
/// BadInputCase(
///   "fit: keyTimes count", ["fit", "$IN"],
///   fixture: .file("k.json", #"{"values": [0, 1, 2], "keyTimes": [0, 1], "duration": 1}"#),
///   exit: .dataError, mentions: ["k.json:1:", "keyTimes"])
/// ```
///
/// Add a row to the table of its command (`BadInputCase+Fit.swift`, …) and to
/// ``BadInputCase/all``; ``BadInputMatrixTests`` checks every row the same way.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  /// What the placeholder `$IN` stands for.
  enum Fixture: Sendable {
    /// No file: the arguments contain no `$IN`.
    case none
    /// A file with this name and text.
    case file(String, String)
    /// A path where nothing exists.
    case missing(String)
    /// A directory with this name, where a file is expected.
    case directory(String)
    /// A file with this name and text that its owner cannot read (mode 000); skipped when
    /// the tests run as root, who can read it anyway.
    case unreadable(String, String)
    /// A path given as is, such as `/proc/self/mem`, which no one can read from offset 0.
    case path(String)
    /// A file with this name and these bytes, which need not be UTF-8.
    case bytes(String, [UInt8])
  }

  /// What standard input holds for an input named `-`.
  enum Input: Sendable {
    /// This text, as if piped in (empty: as if piped from an empty file).
    case text(String)
    /// Reading fails with this `errno`, as when standard input is closed (`EBADF`).
    case failure(Int32)

    /// The input as `springfit` reads it.
    var standardInput: StandardInput {
      switch self {
      case .text(let text): .text(text)
      case .failure(let code): .failing(code)
      }
    }
  }

  /// A short name for the test report, such as `fit JSON: duration 0`.
  var name: String
  /// The arguments after the program name, with `$IN` and `$OUT` placeholders.
  var arguments: [String]
  /// What `$IN` stands for.
  var fixture: Fixture
  /// What standard input holds.
  var input: Input
  /// The documented exit status.
  var exit: ExitCode
  /// Texts the one `Error:` line must contain: the input's name, the line, the field, the
  /// option or the key at fault.
  var mentions: [String]

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - name: A short name for the report.
  ///   - arguments: The arguments, with `$IN` and `$OUT` placeholders.
  ///   - fixture: What `$IN` stands for.
  ///   - input: What standard input holds; empty by default.
  ///   - exit: The documented exit status.
  ///   - mentions: Texts the `Error:` line must contain.
  init(
    _ name: String, _ arguments: [String], fixture: Fixture = .none, input: Input = .text(""),
    exit: ExitCode, mentions: [String]
  ) {
    self.name = name
    self.arguments = arguments
    self.fixture = fixture
    self.input = input
    self.exit = exit
    self.mentions = mentions
  }

  /// The name and the command line, as the test report shows each argument.
  var testDescription: String { "\(name): springfit \(arguments.joined(separator: " "))" }

  /// Whether the case can show what it means to here: an unreadable file is readable by
  /// root.
  var isMeaningful: Bool {
    guard case .unreadable = fixture else { return true }
    return !BadInputFixtures.isRoot
  }
}
