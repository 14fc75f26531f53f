import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end with `posix_spawn` and `waitpid`, its standard output and
/// standard error read from one pipe, its standard input `/dev/null`.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` spins a run loop that can miss
/// the child's end and wait forever (swift-corelibs-foundation #5153, swift #79881); a test
/// suite that spawns from several threads at once is where it shows. `waitpid` on the
/// child's own id cannot miss it, and the pipe is close-on-exec, so that a child another
/// test spawns does not hold its write end open.
struct ChildProcess {
  /// How the child ended and what it wrote.
  struct Result {
    /// The exit status, or 128 plus the signal's number when a signal ended it (as a shell
    /// reports it).
    var status: Int32
    /// Standard output and standard error, interleaved as written.
    var output: Data
  }

  /// A failure to start the child or to read it, with the call that failed and its `errno`.
  struct Failure: Error, CustomStringConvertible {
    /// The call that failed.
    var call: String
    /// Its `errno`.
    var code: Int32

    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// Runs `executable` with `arguments` (without the program's name) and `environment`
  /// (`nil` for this process's own), and waits for its end.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
  ) throws -> Result {
    let (readEnd, writeEnd) = try closeOnExecPipe()
    defer { close(readEnd) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)

    let environment = environment ?? ProcessInfo.processInfo.environment
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") }
    defer { for string in argv + envp { free(string) } }

    var child = pid_t()
    let spawned = posix_spawn(&child, executable, &actions, nil, argv + [nil], envp + [nil])
    close(writeEnd)
    guard spawned == 0 else { throw Failure(call: "posix_spawn \(executable)", code: spawned) }

    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count > 0 {
        output.append(buffer, count: count)
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw Failure(call: "read", code: errno)
      }
    }

    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      guard errno == EINTR else { throw Failure(call: "waitpid", code: errno) }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
    let signal = status & 0x7F
    return Result(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output)
  }

  /// A pipe whose two ends close in every child. (Swift's Glibc does not import `pipe2`;
  /// a spawn on another thread between the two calls can inherit the ends, which only makes
  /// the read wait until that child ends too.)
  private static func closeOnExecPipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(call: "pipe", code: errno) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
