/// A usage problem that a tool words itself, with its data: the cases of ``UsageError``
/// that name the tool's own concepts (a spring spec, the samples a command would need).
///
/// The tool declares its problems as an `Equatable` enum and wraps each in
/// ``UsageError/problem(_:)``, so the scanner's errors and the tool's share one type.
package protocol UsageProblem: Error, Sendable, Equatable {
  /// The sentence printed after `Error: `.
  var message: String { get }
}

/// A ``UsageProblem`` of any type, equal to another when both are the same problem.
package struct AnyUsageProblem: Sendable, Equatable {
  /// The problem.
  package let base: any UsageProblem

  /// Wraps a problem.
  package init(_ base: some UsageProblem) { self.base = base }

  /// The sentence printed after `Error: `.
  package var message: String { base.message }

  /// Whether both wrap the same problem: of the same type, and equal.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<Problem: UsageProblem>(_ problem: Problem) -> Bool {
      (rhs.base as? Problem) == problem
    }
    return isEqual(lhs.base)
  }
}
