/// A rule between a command's options, declared with the command and checked by its scan
/// step (``Subcommand/scan(_:)``) in declaration order, so the first broken one is the error.
///
/// ```swift
/// static let relations: [OptionRelation] = [
///   .requires(keyTimesOption, valuesOption), .conflicts(batchOption, anyOf: [plotOption]),
/// ]
/// ```
package enum OptionRelation: Sendable, Hashable {
  /// The first option needs the second: `--key-times` needs `--values`.
  case requires(OptionSpec, OptionSpec)
  /// At most one of the options; the first two given are named, in argument order.
  case atMostOne([OptionSpec])
  /// The option excludes all of the others; it and the first of them given are named, in
  /// argument order (`outline --example` against any spring option).
  case conflicts(OptionSpec, anyOf: [OptionSpec])
  /// Exactly one source: the positional argument or one of the options, as `fit`'s input.
  /// `what` and `reason` make the error when none is given.
  case oneSource([OptionSpec], what: String, reason: String)
  /// Options of at most one group: the first given option and the first given of another
  /// group are named (the SPRING forms).
  case oneGroup([[OptionSpec]])
  /// When any option of the group is given, so must the required ones be; the first missing
  /// is named, required by the group's first given option (an incomplete SPRING form).
  case requiresAll([OptionSpec], ifAnyOf: [OptionSpec])

  /// Throws when the scanned arguments break the rule.
  ///
  /// - Throws: ``UsageError/missingOption(_:requiredBy:)``,
  ///   ``UsageError/conflictingOptions(_:_:)``, ``UsageError/unexpectedArgument(_:)`` or
  ///   ``UsageError/missingArgument(what:reason:)``.
  package func check(_ scanned: ScannedArguments) throws(UsageError) {
    switch self {
    case .requires(let option, let needed):
      if scanned.contains(option.name), !scanned.contains(needed.name) {
        throw .missingOption(needed.name, requiredBy: option.name)
      }
    case .atMostOne(let options):
      let given = scanned.order.filter { name in options.contains { $0.name == name } }
      if given.count > 1 { throw .conflictingOptions(given[0], given[1]) }
    case .conflicts(let option, let others):
      guard let index = scanned.order.firstIndex(of: option.name),
        let other = scanned.order.firstIndex(where: { name in others.contains { $0.name == name } })
      else { return }
      throw .conflictingOptions(scanned.order[min(index, other)], scanned.order[max(index, other)])
    case .oneSource(let options, let what, let reason):
      if scanned.positionals.count > 1 { throw .unexpectedArgument(scanned.positionals[1]) }
      try Self.atMostOne(options).check(scanned)
      let given = options.contains { scanned.contains($0.name) }
      if let file = scanned.positionals.first, given { throw .unexpectedArgument(file) }
      if scanned.positionals.isEmpty, !given { throw .missingArgument(what: what, reason: reason) }
    case .oneGroup(let groups):
      let groupOf = { (name: String) in groups.firstIndex { $0.contains { $0.name == name } } }
      guard let first = scanned.order.first(where: { groupOf($0) != nil }) else { return }
      if let other = scanned.order.first(where: {
        groupOf($0).map { $0 != groupOf(first) } ?? false
      }) {
        throw .conflictingOptions(first, other)
      }
    case .requiresAll(let required, let group):
      guard let first = scanned.order.first(where: { name in group.contains { $0.name == name } })
      else { return }
      if let missing = required.first(where: { !scanned.contains($0.name) }) {
        throw .missingOption(missing.name, requiredBy: first)
      }
    }
  }
}
