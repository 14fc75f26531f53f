import ArgumentParsing
import SpringFormats

/// The usage problems of `springfit fling` that name its own concepts.
enum FlingProblem: UsageProblem {
  /// A `--decay` spec that describes no decay.
  case decaySpec(SpringSpecError)

  /// The sentence printed after `Error: `, naming `--decay`.
  var message: String {
    switch self {
    case .decaySpec(let error): error.message(naming: "--decay")
    }
  }
}
