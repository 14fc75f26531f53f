/// A spring spec that does not describe a spring: what is wrong and what would be valid.
///
/// The messages name where the spec came from (``message(naming:dialects:)``; `springfit` says
/// `--spring`), the offending piece, the nearest valid name when one is close, and the
/// valid choices, all taken from ``SpringSpec/forms``.
public enum SpringSpecError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing before the `:`.
  case missingDialect
  /// The dialect is not in the table; `suggestion` is the nearest dialect (or, for a bare
  /// name such as `bouncy`, the spec `preset:bouncy`), if close.
  case unknownDialect(String, suggestion: String?)
  /// A key that no form of the dialect takes; `keys` are the ones it does take.
  case unknownKey(String, dialect: String, suggestion: String?, keys: [String])
  /// A name that the dialect's named form does not know; `noun` is what a name is called
  /// (`preset`, `token`), `names` the valid ones.
  case unknownName(String, dialect: String, noun: String, suggestion: String?, names: [String])
  /// A dialect that only takes a name (`material:`, `preset:`) got none.
  case missingName(dialect: String, noun: String, names: [String])
  /// A dialect with keys and a colon with nothing after it (`pop:`); `keys` are every key
  /// the dialect takes, `takesDefaults` whether the dialect alone (`pop`) would do.
  case nothingAfterColon(dialect: String, keys: [String], takesDefaults: Bool)
  /// Two commas in a row, or a comma at either end.
  case emptyItem
  /// An item with nothing before its `=`, such as `=4`.
  case missingKey(item: String)
  /// A key without `=` or with nothing after it.
  case missingValue(key: String)
  /// A value that does not read as a number.
  case notANumber(key: String, value: String)
  /// The same key appears twice.
  case repeatedKey(String)
  /// The keys given (in order; empty when none) fit no form of the dialect; `forms` are
  /// the dialect's forms as synopses.
  case noMatchingForm(dialect: String, keys: [String], forms: [String])
  /// A value SpringKit refused; `rule` completes "must be …".
  case invalidValue(key: String, value: String, rule: String)
  /// A value SpringKit refused through a quantity computed from it (`speed` gives an
  /// Origami `tension`): the key and its text, the quantity, its value and its rule.
  case invalidDerivedValue(
    key: String, value: String, parameter: String, derivedValue: String, rule: String)

  /// The message, naming the spec as "the spring spec".
  public var description: String { message(naming: "the spring spec") }

  /// The message, naming the spec's source.
  ///
  /// ```swift
  /// do {
  ///   _ = try DecaySpec.parse("uikt")
  /// } catch {
  ///   let message = error.message(naming: "--decay", dialects: DecaySpec.dialects)
  ///   // unknown dialect 'uikt' in --decay. Did you mean 'uikit'? Dialects: uikit, …
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - source: What the spec was given as, such as `--spring` or
  ///     `the SPEC 'pop:speed=x'`; it follows "in".
  ///   - dialects: The dialects a missing or unknown dialect lists: the spring dialects
  ///     (``SpringSpec/dialects``) by default, ``DecaySpec/dialects`` for a decay spec.
  /// - Returns: The sentence, such as "missing value for key 'speed' in --spring".
  public func message(naming source: String, dialects: [String] = SpringSpec.dialects)
    -> String
  {
    let place = "in " + source
    return switch self {
    case .missingDialect:
      "missing dialect before ':' \(place). Dialects: \(Self.list(dialects))."
    case .unknownDialect(let dialect, let suggestion):
      "unknown dialect '\(dialect)' \(place).\(Self.hint(suggestion)) "
        + "Dialects: \(Self.list(dialects))."
    case .unknownKey(let key, let dialect, let suggestion, let keys):
      "unknown key '\(key)' for dialect '\(dialect)' \(place).\(Self.hint(suggestion)) "
        + "Keys: \(Self.list(keys))."
    case .unknownName(let name, let dialect, let noun, let suggestion, let names):
      "unknown \(noun) '\(name)' for dialect '\(dialect)' \(place).\(Self.hint(suggestion)) "
        + "\(Self.plural(noun)): \(Self.list(names))."
    case .missingName(let dialect, let noun, let names):
      "missing \(noun) for dialect '\(dialect)' \(place): write \(dialect):"
        + "\(noun.uppercased()). \(Self.plural(noun)): \(Self.list(names))."
    case .nothingAfterColon(let dialect, let keys, let takesDefaults):
      "nothing after '\(dialect):' \(place): write KEY=VALUE items"
        + (takesDefaults
          ? ", or '\(dialect)' alone for its defaults"
          : " ('\(dialect)' has no defaults)") + ". Keys: \(Self.list(keys))."
    case .emptyItem:
      "empty item \(place): expected KEY=VALUE between commas"
    case .missingKey(let item):
      "missing key before '=' in '\(item)' \(place)"
    case .missingValue(let key):
      "missing value for key '\(key)' \(place)"
    case .notANumber(let key, let value):
      "invalid value '\(value)' for key '\(key)' \(place): expected a number"
    case .repeatedKey(let key):
      "key '\(key)' is given more than once \(place)"
    case .noMatchingForm(let dialect, let keys, let forms):
      (keys.isEmpty
        ? "dialect '\(dialect)' needs keys \(place)"
        : "no form of dialect '\(dialect)' takes the "
          + (keys.count == 1 ? "key " : "keys ")
          + keys.map { "'\($0)'" }.joined(separator: ", ") + " \(place)")
        + ". Forms: " + forms.joined(separator: "; ") + "."
    case .invalidValue(let key, let value, let rule):
      "invalid value '\(value)' for key '\(key)' \(place): must be \(rule)"
    case .invalidDerivedValue(let key, let value, let parameter, let derivedValue, let rule):
      "invalid value '\(value)' for key '\(key)' \(place): it gives \(parameter) "
        + "\(derivedValue), which must be \(rule)"
    }
  }

  /// ` Did you mean '…'?` when there is a suggestion.
  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { " Did you mean '\($0)'?" } ?? ""
  }

  /// Names separated by commas.
  private static func list(_ names: [String]) -> String {
    names.joined(separator: ", ")
  }

  /// `preset` → `Presets`: the heading of a list of names.
  private static func plural(_ noun: String) -> String {
    noun.prefix(1).uppercased() + noun.dropFirst() + "s"
  }
}
