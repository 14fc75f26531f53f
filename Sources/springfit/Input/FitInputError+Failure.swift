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
}
