// Binding the positional argument (swift-argument-parser's `@Argument`).

extension OptionBinding {
  /// The positional argument, through a transform that may refuse it (swift-argument-parser's
  /// `@Argument var name: Scenario`): the field keeps its default when there is none.
  ///
  /// How many arguments a command takes, and whether one stands instead of an option, is a
  /// rule of the scan (``OptionRelation/oneSource(_:what:reason:)``); this reads the first.
  ///
  /// ```swift
  /// static let relations: [OptionRelation] = [.oneSource([], what: "FILE", reason: "…")]
  /// static var bindings: [OptionBinding<Self>] { [.argument(\.input)] }
  /// ```
  ///
  /// - Parameters:
  ///   - field: The field the argument sets.
  ///   - transform: Reads the argument; a thrown ``UsageError`` is the command's error.
  /// - Returns: The binding, which reads no option.
  package static func argument<Value>(
    _ field: WritableKeyPath<Root, Value>,
    _ transform: @escaping (String) throws(UsageError) -> Value
  ) -> Self {
    Self([]) { (root: inout Root, arguments: ScannedArguments) throws(UsageError) in
      if let first = arguments.positionals.first { root[keyPath: field] = try transform(first) }
    }
  }

  /// The positional argument as typed, such as a file's path.
  package static func argument(_ field: WritableKeyPath<Root, String>) -> Self {
    argument(field) { $0 }
  }
}
