public import SpringKit

/// A design-token file whose springs cannot be read: where (the JSON path) and which rule.
///
/// The path names the member the way token references do, joined by dots, with the W3C
/// members as they are spelled: `motion.bouncy.$value.duration`. The message is rendered from
/// ``rule``, so callers match on the rule rather than read the text.
///
/// ```swift
/// let text = #"{"bouncy": {"$type": "spring", "$value": {"duration": "fast", "bounce": 0}}}"#
/// do { _ = try SpringTokenFile(bytes: Array(text.utf8)) } catch {
///   error.path   // "bouncy.$value.duration"
///   error.rule   // .badDuration("fast")
/// }
/// ```
public struct SpringTokenError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The rules a spring token must follow.
  public enum Rule: Sendable, Equatable {
    /// The file is not JSON.
    case syntax(JSONSyntaxError)
    /// The file, a group or a spring's `$value` is not a JSON object; `found` is what it is.
    case notAnObject(found: String)
    /// `$value` mixes the members of several parametrisations (the forms, such as
    /// `duration/bounce` and `stiffness/damping/mass`).
    case twoParametrisations([String])
    /// `$value` has none of `duration`, `stiffness` or `response`.
    case noParametrisation
    /// A parametrisation lacks a member it needs.
    case missingMember(String)
    /// A member no parametrisation has.
    case unknownMember(String)
    /// A number was expected; `found` says what was there ("a string").
    case notANumber(found: String)
    /// A duration that is neither `{"value": N, "unit": "ms"|"s"}` nor a string such as
    /// `"500ms"` or `"0.5s"`: the text, or what was found.
    case badDuration(String)
    /// A duration's unit is not `ms` or `s`.
    case badUnit(String)
    /// An alias (`{motion.base}`) whose target is not a token.
    case aliasToNothing(String)
    /// Aliases that lead back to themselves, in the order followed.
    case aliasCycle([String])
    /// The numbers do not make a spring; SpringKit's error says which rule they break.
    case invalidSpring(SpringError)
  }

  /// The JSON path of the offending member, dot-separated; empty for the whole file.
  public var path: String
  /// The rule broken.
  public var rule: Rule

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path, dot-separated.
  ///   - rule: The rule broken.
  public init(path: String, rule: Rule) {
    self.path = path
    self.rule = rule
  }

  /// The message: the path, then the rule.
  public var description: String {
    let place = path.isEmpty ? "the token file" : "'\(path)'"
    return switch rule {
    case .syntax(let error): "the token file is not JSON: \(error)"
    case .notAnObject(let found): "\(place) must be a JSON object, found \(found)"
    case .twoParametrisations(let forms):
      "\(place) holds two parametrisations at once (\(forms.joined(separator: " and "))): "
        + "give exactly one of duration/bounce, stiffness/damping/mass, response/dampingRatio"
    case .noParametrisation:
      "\(place) holds no parametrisation: give exactly one of duration/bounce, "
        + "stiffness/damping/mass, response/dampingRatio"
    case .missingMember(let name): "\(place) lacks '\(name)'"
    case .unknownMember(let name):
      "\(place) has '\(name)', which no spring parametrisation takes"
    case .notANumber(let found): "\(place) must be a number, found \(found)"
    case .badDuration(let text):
      "\(place) is not a duration ('\(text)'): write {\"value\": 500, \"unit\": \"ms\"} or "
        + "\"500ms\" or \"0.5s\""
    case .badUnit(let unit): "\(place) has unit '\(unit)': a duration's unit is ms or s"
    case .aliasToNothing(let target): "\(place) refers to {\(target)}, which is not a token"
    case .aliasCycle(let chain):
      "\(place) is an alias cycle: " + chain.map { "{\($0)}" }.joined(separator: " → ")
    case .invalidSpring(let error): "\(place) is not a valid spring: \(error)"
    }
  }
}
