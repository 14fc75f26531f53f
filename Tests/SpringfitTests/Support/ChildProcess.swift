import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end with `posix_spawn` and `waitpid`, its standard output and
/// standard error read as it writes them, within a time limit.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` spins a run loop that can miss
/// the child's end and wait forever (swift-corelibs-foundation #5153, swift #79881).
///
/// Not Swift Testing's exit tests either: each one respawns the whole test binary (under a
/// sanitizer, a sanitized one) and its parent reads the child's standard output, standard
/// error and event pipe with three blocking reads, each a task on the cooperative thread
/// pool, which has one thread per core: on two cores the pool's progress hangs on the
/// children's ends, and a reader that never gets a thread leaves its child blocked on a full
/// pipe. The ThreadSanitizer stage hung twice in CI with such tests in flight (not
/// reproduced here). One thread here polls both pipes, so a child never waits on its
/// reader, and a time limit turns a child that does not end into a failure.
struct ChildProcess {
  /// What the child's standard input or standard output is, when it is not a pipe.
  enum Descriptor: Sendable {
    /// `/dev/null`.
    case null
    /// Open but unusable, as a shell's `<&-` or `>&-` leaves it: every read or write fails
    /// with `EBADF`. (`/dev/null` open for the other direction: closing the descriptor
    /// would let the child's first `open` take its number.)
    case unusable
  }

  /// How the child ended and what it wrote.
  struct Result {
    /// The exit status, or 128 plus the signal's number when a signal ended it (as a shell
    /// reports it).
    var status: Int32
    /// Standard output; with `mergingErrors`, standard error too, interleaved as written.
    var standardOutput: Data
    /// Standard error, unless merged into standard output.
    var standardError: Data

    /// Standard output as UTF-8 text.
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    var errorText: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// A failure to start, read or wait for the child, with the call that failed and its
  /// `errno`, or a child that outlived its time limit (and was killed).
  struct Failure: Error, CustomStringConvertible {
    /// The call that failed, or what timed out.
    var call: String
    /// Its `errno`, or 0 for a time limit.
    var code: Int32

    var description: String {
      code == 0 ? call : "\(call) failed: \(String(cString: strerror(code)))"
    }
  }

  /// Pipe creation and spawning, one thread at a time: a child spawned between another
  /// thread's `pipe` and its `fcntl(FD_CLOEXEC)` would inherit that pipe's write end and
  /// hold its reader until the child ended. (Swift's Glibc does not import `pipe2`.)
  private static let spawning = NSLock()

  /// Runs `executable` with `arguments` (without the program's name) and `environment`
  /// (`nil` for this process's own), and waits for its end; kills it and throws after
  /// `timeLimit` seconds.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    standardInput: Descriptor = .null, standardOutput: Descriptor? = nil,
    mergingErrors: Bool = false, timeLimit: Double = 300
  ) throws -> Result {
    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for string in argv + envp { free(string) } }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let inputMode = standardInput == .null ? O_RDONLY : O_WRONLY
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", inputMode, 0)

    // The read ends this thread polls, and which of them is standard output's (unless
    // redirected) and standard error's (unless merged).
    var readEnds: [Int32] = []
    defer { for end in readEnds { close(end) } }
    var outputEnd: Int?
    var errorEnd: Int?
    var child = pid_t()
    try spawning.withLock {
      var writeEnds: [Int32] = []
      defer { for end in writeEnds { close(end) } }
      func pipeTo(_ descriptors: [Int32]) throws -> Int {
        let (read, write) = try closeOnExecPipe()
        readEnds.append(read)
        writeEnds.append(write)
        for descriptor in descriptors {
          posix_spawn_file_actions_adddup2(&actions, write, descriptor)
        }
        return readEnds.count - 1
      }
      switch standardOutput {
      case nil: outputEnd = try pipeTo(mergingErrors ? [1, 2] : [1])
      case .null?: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      case .unusable?: posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_RDONLY, 0)
      }
      if !mergingErrors || standardOutput != nil { errorEnd = try pipeTo([2]) }
      let spawned = posix_spawn(&child, executable, &actions, nil, argv + [nil], envp + [nil])
      guard spawned == 0 else { throw Failure(call: "posix_spawn \(executable)", code: spawned) }
    }

    var outputs = [Data](repeating: Data(), count: readEnds.count)
    do {
      try readToEnd(readEnds, into: &outputs, until: .now + .seconds(timeLimit))
    } catch {
      kill(child, SIGKILL)
      _ = try? reap(child)
      throw error
    }
    return Result(
      status: try reap(child), standardOutput: outputEnd.map { outputs[$0] } ?? Data(),
      standardError: errorEnd.map { outputs[$0] } ?? Data())
  }

  /// Reads every pipe until each is at its end, whichever has data first.
  private static func readToEnd(
    _ ends: [Int32], into outputs: inout [Data], until deadline: ContinuousClock.Instant
  ) throws {
    var pending = ends.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while pending.contains(where: { $0.fd >= 0 }) {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else {
        throw Failure(call: "the child did not end within its time limit; killed", code: 0)
      }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      let ready = poll(&pending, nfds_t(pending.count), milliseconds)
      if ready == -1 {
        guard errno == EINTR else { throw Failure(call: "poll", code: errno) }
        continue
      }
      for index in pending.indices where pending[index].fd >= 0 && pending[index].revents != 0 {
        let count = read(pending[index].fd, &buffer, buffer.count)
        if count > 0 {
          outputs[index].append(buffer, count: count)
        } else if count == 0 {
          pending[index].fd = -1  // poll skips a negative descriptor
        } else if errno != EINTR && errno != EAGAIN {
          throw Failure(call: "read", code: errno)
        }
      }
    }
  }

  /// Waits for `child` and returns its status as a shell reports it.
  private static func reap(_ child: pid_t) throws -> Int32 {
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      guard errno == EINTR else { throw Failure(call: "waitpid", code: errno) }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// A pipe whose two ends close in every child.
  private static func closeOnExecPipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(call: "pipe", code: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
