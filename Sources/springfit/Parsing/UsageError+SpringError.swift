import ArgumentParsing
import SpringKit

// Every SpringKit error the command line shows becomes a usage error here, and only here:
// the option that fed the parameter comes from the declarations (`OptionSpec.parameters`).

extension UsageError {
  /// A SpringKit error as a usage error naming the option that fed the parameter, with the
  /// value as the user typed it.
  ///
  /// - Parameters:
  ///   - error: The library's error.
  ///   - options: The options that may have fed the parameter; a given one wins over one
  ///     that was not given (`--fps` and `--step` both feed `step`).
  ///   - typed: The given options' values as typed, by name (`OptionBinding.typed(_:_:)`).
  init(_ error: SpringError, options: [OptionSpec], typed: [String: String] = [:]) {
    let name = Self.option(feeding: error.parameter, among: options, typed: typed)?.name
    let option = name ?? "--" + error.parameter
    self = .invalidValue(
      option: option, value: typed[option] ?? "\(error.value)", rule: error.rule.requirement)
  }

  /// The option that fed a library parameter: the first given one, else the first declared.
  static func option(
    feeding parameter: String, among options: [OptionSpec], typed: [String: String] = [:]
  ) -> OptionSpec? {
    let feeding = options.filter { $0.parameters.contains(parameter) }
    return feeding.first { typed[$0.name] != nil } ?? feeding.first
  }

  /// Throws ``optionDoesNotApply(option:reason:)`` for `option` when `condition` holds: a
  /// rule of a command's `validate()` between an option and the others.
  static func refuse(_ option: OptionSpec, if condition: Bool, because reason: String)
    throws(UsageError)
  {
    if condition { throw .optionDoesNotApply(option: option.name, reason: reason) }
  }
}
