import ArgumentParsing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The process boundary: real standard streams and the exit status.

extension SpringfitCommand {
  /// Runs `springfit` on the process's standard output and standard error.
  ///
  /// Markup (SVG, HTML) is refused when standard output is a terminal and no `--output` is
  /// given (``terminalRefusal(for:outputIsTerminal:)``). When standard error is a terminal,
  /// long Lottie fits show their progress there (``FitProgress``).
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit status; 1 if the output could not be written.
  static func main(_ arguments: some Sequence<String>) -> Int32 {
    if isatty(2) == 1 { FitProgress.standardError.turnOn() }
    var output = FileDescriptorStream(descriptor: 1)
    var errors = FileDescriptorStream(descriptor: 2)
    var status = run(
      arguments, outputIsTerminal: isatty(1) == 1, output: &output, errors: &errors)
    output.flush()
    if let failure = output.failure {
      errors.write(
        "Error: cannot write to standard output: \(FileDescriptorStream.describe(failure))\n")
      if status == ExitCode.success.rawValue { status = ExitCode.failure.rawValue }
    }
    errors.flush()
    return status
  }
}
