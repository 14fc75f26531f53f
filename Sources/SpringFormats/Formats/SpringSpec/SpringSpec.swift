import NameSuggestions
public import SpringKit

/// A spring spec, `springfit --spring`'s value: a spring in one ecosystem's own parameters.
///
/// The grammar is `DIALECT:KEY=VALUE,KEY=VALUE,…` or `DIALECT:NAME`:
///
/// ```
/// pop:bounciness=4,speed=12          rebound:tension=40,friction=7
/// swiftui:duration=0.5,bounce=0.3    react-spring:wobbly      preset:bouncy
/// ```
///
/// Keys may come in any order; spaces around the pieces are ignored; keys and names are
/// case sensitive. A dialect alone (`pop`) means the form whose keys all have defaults;
/// the dialects in ``dialectsWithoutDefaults`` have none and need keys or a name. A colon
/// with nothing after it (`pop:`) is an error that lists the dialect's keys. The keys given
/// choose the form (``forms`` lists every one): the first form that has all of them and
/// needs no other.
public struct SpringSpec: Sendable, Equatable {
  /// A number as given, with its text for error messages.
  public struct Number: Sendable, Equatable {
    /// The value.
    public var value: Double
    /// The text it was read from.
    public var text: String
    /// Whether the dialect supplied the number rather than the spec's text: anime.js v3's
    /// velocity left out (0, clamped to 0.1), or the velocity a curve's form starts with.
    public var isImplied: Bool

    /// Creates a number.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - text: The text it was read from.
    ///   - isImplied: Whether the dialect supplied it; `false` for a number as typed.
    public init(value: Double, text: String, isImplied: Bool = false) {
      self.value = value
      self.text = text
      self.isImplied = isImplied
    }
  }

  /// The dialect, as typed before the `:`.
  public var dialect: String
  /// The form's synopsis (`pop:bounciness=B,speed=S`), naming the form the spec matched.
  public var form: String
  /// The spring.
  public var spring: Spring
  /// UIKit's `velocity=`, if the spec gave one, anime.js v3's (clamped, so always given),
  /// or the velocity a curve's form starts with (``SpringSpecForm/startingVelocity``:
  /// `gsap:`, `svelte:`).
  ///
  /// It is the initial velocity as a fraction of the distance per second, and not part of
  /// the spring: `sample` turns it into an initial velocity of `velocity·(to − from)`, and
  /// `convert` shows it.
  public var velocity: Number?

  /// Every dialect, in the order of ``forms``.
  public static let dialects: [String] = forms.reduce(into: []) { dialects, form in
    if !dialects.contains(form.dialect) { dialects.append(form.dialect) }
  }

  /// The dialects that cannot be written alone, in the order of ``forms``: no form of theirs
  /// takes only defaults (UIKit's `animate(withDuration:…)` has no default duration or
  /// damping), or they only take a name (`preset`, `material`).
  public static let dialectsWithoutDefaults: [String] = dialects.filter { dialect in
    !forms.contains { $0.dialect == dialect && $0.accepts([]) }
  }

  /// Parses a spring spec.
  ///
  /// - Parameter text: The spec, such as `pop:bounciness=4,speed=12`.
  /// - Returns: The spec and its spring.
  /// - Throws: ``SpringSpecError`` for the first problem, left to right: the dialect, then
  ///   each item (empty, unknown key, missing or non-numeric value, repeated key), then the
  ///   combination of keys, then the values SpringKit refuses.
  /// - Complexity: O(n·f) for n characters and f forms.
  public static func parse(_ text: String) throws(SpringSpecError) -> SpringSpec {
    let colon = text.firstIndex(of: ":")
    let dialect = TextTrimming.trimmed(colon.map { text[..<$0] } ?? Substring(text))
    let body = TextTrimming.trimmed(colon.map { text[text.index(after: $0)...] } ?? "")
    guard !dialect.isEmpty else { throw .missingDialect }
    let dialectForms = forms.filter { $0.dialect == dialect }
    guard !dialectForms.isEmpty else {
      throw .unknownDialect(dialect, suggestion: suggestDialect(for: dialect, bare: colon == nil))
    }
    let keyForms = dialectForms.filter { !$0.keys.isEmpty }
    // `pop:` is a spec cut short, not a request for defaults: say what may follow.
    if colon != nil, body.isEmpty, !keyForms.isEmpty {
      var keys: [String] = []
      for form in keyForms {
        for key in form.keys where !keys.contains(key.name) { keys.append(key.name) }
      }
      throw .nothingAfterColon(
        dialect: dialect, keys: keys, takesDefaults: keyForms.contains { $0.accepts([]) })
    }
    if let named = dialectForms.first(where: { !$0.names.isEmpty }),
      keyForms.isEmpty || (!body.isEmpty && !body.contains("=") && !body.contains(","))
    {
      return try spec(named: body, form: named, keyForms: keyForms)
    }
    let numbers = try items(of: body, dialect: dialect, keyForms: keyForms)
    let given = Set(numbers.map(\.key))
    guard let form = keyForms.first(where: { $0.accepts(given) }) else {
      throw .noMatchingForm(
        dialect: dialect, keys: numbers.map(\.key), forms: keyForms.map(\.synopsis))
    }
    return try spec(form: form, numbers: numbers)
  }

  /// The spec for a named form such as `react-spring:wobbly`.
  private static func spec(
    named name: String, form: SpringSpecForm, keyForms: [SpringSpecForm]
  ) throws(SpringSpecError) -> SpringSpec {
    guard case .names(let noun, let entries) = form.body else {
      throw .missingName(dialect: form.dialect, noun: "name", names: [])
    }
    guard !name.isEmpty else {
      throw .missingName(dialect: form.dialect, noun: noun, names: form.names)
    }
    if let entry = entries.first(where: { $0.name == name }) {
      return SpringSpec(dialect: form.dialect, form: form.synopsis, spring: entry.spring)
    }
    // `react-spring:tension` is a key without its value, not a misspelt preset.
    if keyForms.contains(where: { $0.keys.contains { $0.name == name } }) {
      throw .missingValue(key: name)
    }
    throw .unknownName(
      name, dialect: form.dialect, noun: noun,
      suggestion: NearestName.suggestion(for: name, among: form.names), names: form.names)
  }

  /// The `key=value` items of a body, in order, checked one by one.
  private static func items(
    of body: String, dialect: String, keyForms: [SpringSpecForm]
  ) throws(SpringSpecError) -> [(key: String, number: Number)] {
    var known: [String] = []
    for form in keyForms {
      for key in form.keys where !known.contains(key.name) { known.append(key.name) }
    }
    return try items(of: body, dialect: dialect, known: known) { key, text in
      keyForms.lazy.flatMap(\.keys).first { $0.name == key }?.symbols[text]
    }
  }

  /// The `key=value` items of a spec's body, in order, each key one of `known` and given
  /// once, each value a decimal number or a symbol `symbol(key, text)` names; the spring
  /// specs and the decay specs (``DecaySpec``) read their bodies with it.
  ///
  /// - Throws: ``SpringSpecError`` for an empty item, a missing key or value, an unknown or
  ///   repeated key, or a value that is no number.
  static func items(
    of body: String, dialect: String, known: [String],
    symbol: (_ key: String, _ text: String) -> Double? = { _, _ in nil }
  ) throws(SpringSpecError) -> [(key: String, number: Number)] {
    guard !body.isEmpty else { return [] }
    var numbers: [(key: String, number: Number)] = []
    for rawItem in body.split(separator: ",", omittingEmptySubsequences: false) {
      let item = TextTrimming.trimmed(rawItem)
      guard !item.isEmpty else { throw .emptyItem }
      let equals = item.firstIndex(of: "=")
      let key = TextTrimming.trimmed(equals.map { item[..<$0] } ?? Substring(item))
      guard !key.isEmpty else { throw .missingKey(item: item) }
      guard known.contains(key) else {
        throw .unknownKey(
          key, dialect: dialect, suggestion: NearestName.suggestion(for: key, among: known),
          keys: known)
      }
      guard !numbers.contains(where: { $0.key == key }) else { throw .repeatedKey(key) }
      let valueText = TextTrimming.trimmed(equals.map { item[item.index(after: $0)...] } ?? "")
      guard equals != nil, !valueText.isEmpty else { throw .missingValue(key: key) }
      guard let value = DecimalNumber.parse(valueText) ?? symbol(key, valueText) else {
        throw .notANumber(key: key, value: valueText)
      }
      numbers.append((key, Number(value: value, text: valueText)))
    }
    return numbers
  }

  /// The spec for a keyed form: defaults filled in, the spring built, SpringKit's errors
  /// named by key.
  private static func spec(
    form: SpringSpecForm, numbers: [(key: String, number: Number)]
  ) throws(SpringSpecError) -> SpringSpec {
    guard case .keys(let keys, let build) = form.body else {
      throw .noMatchingForm(dialect: form.dialect, keys: numbers.map(\.key), forms: [])
    }
    let given = Dictionary(
      numbers.map { ($0.key, $0.number) }, uniquingKeysWith: { first, _ in first })
    var values: [String: Double] = [:]
    var velocity: Number?
    for key in keys {
      let number = given[key.name]
      switch (key.role, key.presence) {
      case (.normalizedVelocity, let presence):
        var given = number
        if given == nil, case .defaulted(let value) = presence {
          given = Number(value: value, text: NumberText.rounded(value), isImplied: true)
        }
        guard var given else { continue }
        guard given.value.isFinite else {
          throw .invalidValue(
            key: key.name, value: given.text, rule: SpringError.Rule.finite.requirement)
        }
        // The velocity the ecosystem plays (anime.js v3 clamps it); the text stays as typed.
        if let clamp = key.clamp {
          given.value = min(max(given.value, clamp.lowerBound), clamp.upperBound)
          // A default the dialect supplies is shown as it plays.
          if given.isImplied { given.text = NumberText.rounded(given.value) }
        }
        velocity = given
      case (.parameter, .defaulted(let value)):
        values[key.name] = number?.value ?? value
      case (.parameter, .required), (.parameter, .optional):
        if let number { values[key.name] = number.value }
      }
    }
    do {
      let spring = try build(SpringSpecForm.Values(numbers: values))
      if let starting = form.startingVelocity?(SpringSpecForm.Values(numbers: values)),
        starting.isFinite, starting != 0
      {
        velocity = Number(value: starting, text: NumberText.rounded(starting), isImplied: true)
      }
      return SpringSpec(
        dialect: form.dialect, form: form.synopsis, spring: spring, velocity: velocity)
    } catch {
      throw specError(for: error, form: form, given: given)
    }
  }

  /// SpringKit's error as a spec error naming the key and the value as typed.
  public static func specError(
    for error: SpringError, form: SpringSpecForm, given: [String: Number]
  ) -> SpringSpecError {
    let keyNames = form.keys.map(\.name)
    let direct =
      keyNames.contains(error.parameter)
      ? error.parameter : form.renamedParameters[error.parameter]
    if let key = direct {
      return .invalidValue(
        key: key, value: given[key]?.text ?? "\(error.value)", rule: error.rule.requirement)
    }
    let key =
      form.derivedParameters[error.parameter] ?? keyNames.first { given[$0] != nil }
      ?? keyNames.first ?? error.parameter
    // A key left out quotes its default.
    let defaultText = form.keys.first { $0.name == key }.flatMap { key -> String? in
      guard case .defaulted(let value) = key.presence else { return nil }
      return NumberText.rounded(value)
    }
    return .invalidDerivedValue(
      key: key, value: given[key]?.text ?? defaultText ?? "", parameter: error.parameter,
      derivedValue: Self.rounded(error.value),
      rule: error.rule.requirement)
  }

  /// A derived quantity's value as people read it: numbers rounded, others as they print.
  private static func rounded(_ value: SpringError.Value) -> String {
    switch value {
    case .number(let number): NumberText.rounded(number)
    case .float(let number): NumberText.rounded(Double(number))
    default: "\(value)"
    }
  }

  /// The dialect nearest to a mistyped one; for a bare name that some named form knows
  /// (`bouncy`), the full spec (`preset:bouncy`).
  private static func suggestDialect(for dialect: String, bare: Bool) -> String? {
    if bare, let form = forms.first(where: { $0.names.contains(dialect) }) {
      return "\(form.dialect):\(dialect)"
    }
    return NearestName.suggestion(for: dialect.lowercased(), among: dialects)
  }
}
