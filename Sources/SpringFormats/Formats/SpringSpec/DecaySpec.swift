import NameSuggestions
public import SpringKit

/// A decay spec: a fling's decay in one ecosystem's own parameters, as `--decay` will take it.
///
/// The grammar is the spring spec's, `DIALECT`, `DIALECT:NAME` or `DIALECT:KEY=VALUE,…`:
///
/// ```
/// uikit    uikit:fast    uikit:rate=0.99    exponential:timeConstant=0.325
/// react-native:deceleration=0.998    compose:friction=1
/// motion:power=0.8,timeConstant=325    reanimated:deceleration=0.998,fps=60
/// ```
///
/// Keys may come in any order and each is optional (the library's default fills it in);
/// spaces around the pieces are ignored. Units are the library's: UIKit's rate per
/// millisecond, `exponential`'s time constant in seconds, motion's in milliseconds, `fps`
/// in frames per second (React Native's stop rule and Reanimated's loop are replayed at it).
/// Errors are ``SpringSpecError``s, as for springs.
public struct DecaySpec: Sendable, Equatable {
  /// A dialect's parameters, as the spec gave them.
  public enum Parameters: Sendable, Equatable {
    /// `uikit`.
    case uiKit(UIKitDecay)
    /// `exponential`.
    case exponential(ExponentialDecay)
    /// `react-native`.
    case reactNative(ReactNativeDecay)
    /// `compose`.
    case compose(ComposeDecay)
    /// `motion`.
    case motion(MotionInertia)
    /// `reanimated`.
    case reanimated(ReanimatedDecay)

    /// The parameters as a dialect view.
    public var dialect: any DecayDialect {
      switch self {
      case .uiKit(let value): value
      case .exponential(let value): value
      case .reactNative(let value): value
      case .compose(let value): value
      case .motion(let value): value
      case .reanimated(let value): value
      }
    }
  }

  /// The dialect, as typed before the `:`.
  public var dialectName: String
  /// The dialect's parameters, defaults filled in.
  public var parameters: Parameters
  /// The decay the library plays (for Reanimated, the one that lands where its loop does).
  public var decay: Decay

  /// The dialects and the keys each takes, in order.
  public static let keys: [(dialect: String, keys: [String])] = [
    ("uikit", ["rate"]), ("exponential", ["timeConstant"]),
    ("react-native", ["deceleration", "fps"]), ("compose", ["friction"]),
    ("motion", ["power", "timeConstant"]),
    ("reanimated", ["deceleration", "fps", "velocityFactor"]),
  ]

  /// Every dialect, in the order of ``keys``.
  public static var dialects: [String] { keys.map(\.dialect) }

  /// UIKit's named rates.
  static let uiKitNames = ["normal", "fast"]

  /// Parses a decay spec.
  ///
  /// - Parameter text: The spec, such as `uikit:fast` or `motion:power=0.8,timeConstant=325`.
  /// - Returns: The spec, its parameters and its decay.
  /// - Throws: ``SpringSpecError`` for the first problem, left to right: the dialect, each
  ///   item (empty, unknown key or name, missing or non-numeric value, repeated key), then
  ///   the values SpringKit refuses, named by key.
  /// - Complexity: O(n) for n characters.
  public static func parse(_ text: String) throws(SpringSpecError) -> DecaySpec {
    let colon = text.firstIndex(of: ":")
    let dialect = TextTrimming.trimmed(colon.map { text[..<$0] } ?? Substring(text))
    let body = TextTrimming.trimmed(colon.map { text[text.index(after: $0)...] } ?? "")
    guard !dialect.isEmpty else { throw .missingDialect }
    guard let known = keys.first(where: { $0.dialect == dialect })?.keys else {
      throw .unknownDialect(
        dialect, suggestion: NearestName.suggestion(for: dialect, among: dialects))
    }
    if colon != nil, body.isEmpty {
      throw .nothingAfterColon(dialect: dialect, keys: known, takesDefaults: true)
    }
    if dialect == "uikit", !body.isEmpty, !body.contains("="), !body.contains(",") {
      guard let index = uiKitNames.firstIndex(of: body) else {
        if known.contains(body) { throw .missingValue(key: body) }
        throw .unknownName(
          body, dialect: dialect, noun: "rate",
          suggestion: NearestName.suggestion(for: body, among: uiKitNames), names: uiKitNames)
      }
      return try spec(dialect, .uiKit(index == 0 ? .normal : .fast), key: "rate", text: body)
    }
    let values = Dictionary(
      try SpringSpec.items(of: body, dialect: dialect, known: known).map { ($0.key, $0.number) },
      uniquingKeysWith: { first, _ in first })
    func value(_ key: String, _ fallback: Double) -> Double { values[key]?.value ?? fallback }
    let parameters: Parameters =
      switch dialect {
      case "uikit": .uiKit(UIKitDecay(rate: value("rate", 0.998)))
      case "exponential": .exponential(ExponentialDecay(timeConstant: value("timeConstant", 0.325)))
      case "react-native":
        .reactNative(
          ReactNativeDecay(deceleration: value("deceleration", 0.998), frameRate: value("fps", 60)))
      case "compose": .compose(ComposeDecay(frictionMultiplier: value("friction", 1)))
      case "motion":
        .motion(MotionInertia(power: value("power", 0.8), timeConstant: value("timeConstant", 325)))
      default:
        .reanimated(
          ReanimatedDecay(
            deceleration: value("deceleration", 0.998),
            velocityFactor: value("velocityFactor", 1), frameRate: value("fps", 60)))
      }
    return try spec(dialect, parameters, values: values)
  }

  /// The spec, with SpringKit's refusal named by the spec's key.
  private static func spec(
    _ dialect: String, _ parameters: Parameters, key: String? = nil, text: String = "",
    values: [String: SpringSpec.Number] = [:]
  ) throws(SpringSpecError) -> DecaySpec {
    do {
      let decay = try parameters.dialect.decay()
      // React Native's frame rate only enters its stop rule: check it there.
      if case .reactNative(let value) = parameters {
        _ = try value.landing(fromValue: 0, initialVelocity: 0)
      }
      return DecaySpec(dialectName: dialect, parameters: parameters, decay: decay)
    } catch {
      // The library's parameter names map back to the spec's keys.
      let names = [
        "frameRate": "fps", "frictionMultiplier": "friction", "decayRate": key ?? "",
      ]
      let specKey = names[error.parameter] ?? error.parameter
      throw .invalidValue(
        key: specKey, value: values[specKey]?.text ?? (text.isEmpty ? "\(error.value)" : text),
        rule: error.rule.requirement)
    }
  }
}
