import ArgumentParsing

@testable import springfit

/// What one in-process run of `springfit` printed and returned.
struct Invocation {
  /// The exit status.
  var status: Int32
  /// Everything written to standard output.
  var output: String
  /// Everything written to standard error.
  var errors: String

  /// Runs `springfit` with `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - input: What an input named `-` reads, as if piped to standard input; empty by
  ///     default, so no test ever waits for a terminal.
  init(_ arguments: [String], input: String = "") {
    var output = ""
    var errors = ""
    status = SpringfitCommand.run(
      arguments, input: .text(input), output: &output, errors: &errors)
    self.output = output
    self.errors = errors
  }

  /// The CSV output's data rows, each parsed into numbers.
  var csvRows: [[Double]] {
    output.split(separator: "\n").dropFirst().map { line in
      line.split(separator: ",").compactMap { Double(String($0)) }
    }
  }

  /// The CSV output's header line.
  var csvHeader: String? { output.split(separator: "\n").first.map(String.init) }
}

/// Runs `springfit` in-process.
func springfit(_ arguments: String...) -> Invocation {
  Invocation(arguments)
}

/// The standard error text of a usage error: the message, the usage line, the pointer.
func usageErrorText(_ message: String, command: CommandName?) -> String {
  "Error: \(message)\n" + Help.usage(for: command, prefix: "Usage: ") + "\n"
    + Help.pointer(for: command) + "\n"
}
