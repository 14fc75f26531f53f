import Foundation
import Testing

/// The process runner the process tests stand on: streams kept apart or merged, a child
/// that fills both pipes, statuses as a shell reports them, and the time limit.
@Suite("ChildProcess")
struct ChildProcessTests {
  @Test("Standard output and standard error apart, or merged in the order written")
  func streams() throws {
    let script = "echo out; echo err >&2; echo more; exit 3"
    let apart = try ChildProcess.run("/bin/sh", ["-c", script])
    #expect(apart.status == 3)
    #expect(apart.outputText == "out\nmore\n")
    #expect(apart.errorText == "err\n")
    let merged = try ChildProcess.run("/bin/sh", ["-c", script], mergingErrors: true)
    #expect(merged.outputText == "out\nerr\nmore\n")
    #expect(merged.errorText.isEmpty)
  }

  /// 256 KiB on each stream: a child blocks on a full pipe unless both are read as it writes.
  @Test("A child writing more than a pipe holds to both streams ends")
  func fullPipes() throws {
    let script = "head -c 262144 /dev/zero; head -c 262144 /dev/zero >&2; head -c 7 /dev/zero"
    let result = try ChildProcess.run("/bin/sh", ["-c", script], timeLimit: 60)
    #expect(result.status == 0)
    #expect(result.standardOutput.count == 262_151)
    #expect(result.standardError.count == 262_144)
  }

  @Test("Standard input is /dev/null, or unreadable as after <&-")
  func standardInput() throws {
    let null = try ChildProcess.run("/bin/sh", ["-c", "cat; echo end"])
    #expect(null.outputText == "end\n")
    let unusable = try ChildProcess.run(
      "/bin/sh", ["-c", "cat 2>/dev/null; echo $?"], standardInput: .unusable)
    #expect(unusable.outputText == "1\n")
  }

  @Test("A signal's status is 128 plus its number")
  func signal() throws {
    #expect(try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"]).status == 128 + 9)
  }

  @Test("A child past its time limit is killed and the run throws")
  func timeLimit() throws {
    let start = ContinuousClock.now
    #expect(throws: ChildProcess.Failure.self) {
      try ChildProcess.run("/bin/sleep", ["30"], timeLimit: 0.5)
    }
    #expect(ContinuousClock.now - start < .seconds(20))
  }

  @Test("A missing program is a failure naming it")
  func missing() {
    #expect {
      try ChildProcess.run("/nonexistent/springfit", [])
    } throws: { error in
      "\(error)".contains("posix_spawn /nonexistent/springfit failed")
    }
  }
}
