/// Why a Lottie document could not be read: where (the JSON path and the line) and the rule.
///
/// The path is written the way the document nests, from the root:
/// `layers[2].ks.s.k[3].i.x`. ``description`` renders `path: rule`.
///
/// ```swift
/// do {
///   _ = try LottieDocument(json: Array(#"{"fr": 30, "ip": 0, "op": 60}"#.utf8))
/// } catch {
///   print(error)  // "layers: a Lottie document needs 'layers', an array of layers"
/// }
/// ```
public struct LottieReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The text is not JSON; the message is the syntax error's.
    case syntax(String)
    /// A gzip'd Lottie file (a `.tgs` sticker) that does not inflate; the error says where.
    case compressed(GzipError)
    /// A required member is missing; `what` says what it should hold.
    case missing(what: String)
    /// A member has the wrong JSON type: `expected` describes the rule, `found` the kind
    /// written ("a string", "an array").
    case wrongType(expected: String, found: String)
    /// A number breaks a rule (finite, positive, in [0, 1]); `value` is its text.
    case invalidNumber(value: String, rule: String)
    /// A keyframe that is not the last has no value `s` and its predecessor no legacy `e`.
    case keyframeWithoutValue
    /// A keyframe's value has a different number of dimensions from the first keyframe's.
    case dimensionMismatch(expected: Int, found: Int)
    /// Keyframe times go backwards: `time` comes after `previous`.
    case timeNotIncreasing(time: Double, previous: Double)
    /// Precompositions refer to each other in a cycle, or nest deeper than
    /// ``LottieDocument/maximumNesting``.
    case precompositionCycle(id: String)
    /// Precompositions played inside each other make more layers than
    /// ``LottieDocument/maximumLayerInstances`` (`limit`); `id` is the asset whose layers
    /// went past it, `nil` for the main composition's own layers.
    case tooManyLayerInstances(id: String?, limit: Int)
  }

  /// The JSON path of the offending member, from the root (`layers[2].ks.s.k[3].i.x`);
  /// empty for the document itself.
  public var path: String
  /// The 1-based line of the offending value, when known.
  public var line: Int?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the offending member.
  ///   - line: Its 1-based line, when known.
  ///   - problem: What is wrong.
  public init(path: String, line: Int? = nil, problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// The rule broken, without the path.
  public var reason: String {
    switch problem {
    case .syntax(let message):
      "not JSON: \(message)"
    case .compressed(let error):
      "a gzip'd file (such as a .tgs sticker) that does not inflate: \(error)"
    case .missing(let what):
      what
    case .wrongType(let expected, let found):
      "must be \(expected), found \(found)"
    case .invalidNumber(let value, let rule):
      "\(value) breaks the rule: \(rule)"
    case .keyframeWithoutValue:
      "a keyframe before the last needs its value 's' (or the previous keyframe a legacy 'e')"
    case .dimensionMismatch(let expected, let found):
      "has \(found) dimension\(found == 1 ? "" : "s"); the property's first keyframe has "
        + "\(expected)"
    case .timeNotIncreasing(let time, let previous):
      "keyframe time \(NumberText.rounded(time)) comes before the previous keyframe's "
        + "\(NumberText.rounded(previous)); keyframes are sorted by 't'"
    case .precompositionCycle(let id):
      "the precomposition '\(id)' contains itself or nests deeper than "
        + "\(LottieDocument.maximumNesting) levels"
    case .tooManyLayerInstances(let id, let limit):
      (id.map { "playing the precomposition '\($0)' here brings" } ?? "the document has")
        + " more than \(limit) layers with its precompositions expanded, the most a document "
        + "may play (LottieDocument.maximumLayerInstances)"
    }
  }

  /// `path: reason` (the reason alone for the document's root).
  public var description: String {
    path.isEmpty ? reason : "\(path): \(reason)"
  }
}
