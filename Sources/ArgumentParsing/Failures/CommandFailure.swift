/// Why a parsed command could not finish, and the exit status that says so.
///
/// Usage errors are found by the parser or, when they depend on computation (the settling
/// duration, the number of samples), by the command itself; the other cases are for input
/// files and unexpected failures.
package enum CommandFailure: Error, Sendable, Equatable {
  /// Bad usage or option value (exit 64).
  case usage(UsageError)
  /// Bad data in an input file (exit 65); the text names the file and the problem.
  case badData(String)
  /// An input file is missing or unreadable (exit 66); the text names the file.
  case unreadableInput(String)
  /// Anything else (exit 1), such as an internal inconsistency.
  case failure(String)

  /// The exit status for this failure.
  package var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .badData: .dataError
    case .unreadableInput: .noInput
    case .failure: .failure
    }
  }

  /// The sentence printed after `Error: `.
  package var message: String {
    switch self {
    case .usage(let error): error.message
    case .badData(let text), .unreadableInput(let text), .failure(let text): text
    }
  }

  /// The result of a writer whose failure would be a bug (it refuses only values the
  /// command has already ruled out), or ``failure(_:)`` saying so.
  ///
  /// ```swift
  /// let text = try CommandFailure.writing("JSON") {
  ///   try JSONWriter(style: .pretty).string(for: document)
  /// }
  /// // on error: internal error while writing JSON: <the error>
  /// ```
  ///
  /// - Parameters:
  ///   - what: The format, for the message (`JSON`, `CSS`).
  ///   - body: The writer.
  /// - Returns: What `body` returns.
  /// - Throws: ``failure(_:)``: `internal error while writing <what>: <error>`.
  package static func writing<Result, Failure: Error>(
    _ what: String, _ body: () throws(Failure) -> Result
  ) throws(CommandFailure) -> Result {
    do {
      return try body()
    } catch {
      throw .failure("internal error while writing \(what): \(error)")
    }
  }
}
