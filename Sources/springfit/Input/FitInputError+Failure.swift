import ArgumentParsing
import SpringFormats

// A fit request's errors (SpringFormats' FitInputError, worded there) as the command line's
// failures: bad data exits 65, a bug 1, a setting 64 with the usage line.

extension FitInputError: UsageProblem {
  /// The sentence printed after `Error: `.
  package var message: String { description }
}

extension CommandFailure {
  /// A fit request's error as the command's failure, in the library's words.
  init(_ error: FitInputError) {
    switch error {
    case .data: self = .badData(error.description)
    case .internalError(let message): self = .failure(message)
    default: self = .usage(.problem(AnyUsageProblem(error)))
    }
  }

  /// The result of a fit request's step, or its error as the command's failure.
  static func fitting<Result>(_ body: () throws(FitInputError) -> Result) throws(CommandFailure)
    -> Result
  {
    do {
      return try body()
    } catch {
      throw CommandFailure(error)
    }
  }
}

extension UsageError {
  /// The result of a fit request's step that reads options, or its error as a usage error.
  static func fitting<Result>(_ body: () throws(FitInputError) -> Result) throws(UsageError)
    -> Result
  {
    do {
      return try body()
    } catch {
      throw .problem(AnyUsageProblem(error))
    }
  }
}
