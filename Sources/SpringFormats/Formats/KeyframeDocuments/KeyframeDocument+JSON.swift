import NameSuggestions
import SpringKit

// Keyframe JSON: a CAKeyframeAnimation's motion-shaping properties as one object.

extension KeyframeDocument {
  /// The members a keyframe JSON object may have: `CAKeyframeAnimation`'s properties that
  /// shape the motion, and `keyPath`, which is ignored.
  public static let jsonFields = [
    "values", "keyTimes", "duration", "calculationMode", "timingFunctions", "timingFunction",
    "tensionValues", "continuityValues", "biasValues", "keyPath",
  ]

  /// Reads keyframes from a parsed JSON object.
  ///
  /// Fields are checked in the order of ``jsonFields``; a field that `overrides` gives is
  /// not read. A `duration` is needed unless `overrides` gives one.
  ///
  /// - Parameters:
  ///   - node: The object, from ``JSONReader/parse(_:)``.
  ///   - overrides: Fields that replace the object's.
  /// - Throws: ``KeyframeDocumentError`` naming the field and its line.
  /// - Complexity: O(n) in the size of the object.
  public init(json node: JSONNode, overriding overrides: Overrides = Overrides())
    throws(KeyframeDocumentError)
  {
    guard case .object(let members) = node.value else {
      throw Self.error(node, path: nil, .notAnObject(found: node.kindDescription))
    }
    for member in members where !Self.jsonFields.contains(member.key) {
      throw Self.error(
        member.node, path: member.key,
        .unknownField(
          member.key,
          suggestion: NearestName.suggestion(for: member.key, among: Self.jsonFields)))
    }
    var lines = Lines(document: node.line)
    for member in members {
      lines.fields[member.key] = member.node.line
      if case .array(let elements) = member.node.value {
        lines.entries[member.key] = elements.map(\.line)
      }
    }
    guard let valuesNode = node["values"] else {
      throw Self.error(node, path: "values", .missingField("values"))
    }
    let (values, vectors) = try Self.keyframeValues(valuesNode)
    let keyTimes = try node["keyTimes"].map { (n) throws(KeyframeDocumentError) in
      try Self.numbers(n, path: "keyTimes")
    }
    var duration = overrides.duration
    if duration == nil {
      guard let durationNode = node["duration"] else {
        throw Self.error(node, path: "duration", .missingField("duration"))
      }
      duration = try Self.number(durationNode, path: "duration")
    }
    var mode = overrides.calculationMode ?? .linear
    if overrides.calculationMode == nil, let modeNode = node["calculationMode"] {
      mode = try Self.calculationMode(modeNode)
    }
    var timingFunctions = overrides.timingFunctions ?? []
    if overrides.timingFunctions == nil, let functionsNode = node["timingFunctions"] {
      guard case .array(let entries) = functionsNode.value else {
        throw Self.error(
          functionsNode, path: "timingFunctions",
          .expectedTimingFunctions(found: functionsNode.kindDescription))
      }
      for (index, entry) in entries.enumerated() {
        timingFunctions.append(
          try Self.timingFunction(entry, path: "timingFunctions[\(index)]"))
      }
    }
    let wholeTiming = try node["timingFunction"].map { (n) throws(KeyframeDocumentError) in
      try Self.timingFunction(n, path: "timingFunction")
    }
    var shape: [String: [Double]] = [:]
    for field in ["tensionValues", "continuityValues", "biasValues"] {
      if let fieldNode = node[field] { shape[field] = try Self.numbers(fieldNode, path: field) }
    }
    self.init(
      values: values, keyTimes: keyTimes, duration: duration, calculationMode: mode,
      timingFunctions: timingFunctions, timingFunction: wholeTiming,
      tensions: shape["tensionValues"] ?? [], continuities: shape["continuityValues"] ?? [],
      biases: shape["biasValues"] ?? [], vectorValues: vectors,
      componentNames: vectors.map { Self.defaultComponentNames(count: $0.first?.count ?? 0) }
        ?? [], lines: lines)
  }

  /// `values`: numbers, or arrays of as many numbers each (vectors, returned apart).
  private static func keyframeValues(_ node: JSONNode) throws(KeyframeDocumentError)
    -> (values: [Double], vectors: [[Double]]?)
  {
    guard case .array(let elements) = node.value, case .array(let first) = elements.first?.value
    else {
      return (try numbers(node, path: "values"), nil)
    }
    var vectors: [[Double]] = []
    for (index, element) in elements.enumerated() {
      let path = "values[\(index)]"
      guard case .array = element.value else {
        throw error(element, path: path, .componentCount(expected: first.count, actual: 1))
      }
      let vector = try numbers(element, path: path)
      guard vector.count == first.count, !vector.isEmpty else {
        throw error(
          element, path: path, .componentCount(expected: max(first.count, 1), actual: vector.count))
      }
      vectors.append(vector)
    }
    // One component is a scalar written as an array.
    guard first.count > 1 else { return (vectors.map { $0[0] }, nil) }
    return ([], vectors)
  }

  /// An error at a node.
  private static func error(
    _ node: JSONNode, path: String?, _ problem: KeyframeDocumentError.Problem
  ) -> KeyframeDocumentError {
    KeyframeDocumentError(line: node.line, column: node.column, path: path, problem: problem)
  }

  /// A JSON number.
  private static func number(_ node: JSONNode, path: String) throws(KeyframeDocumentError)
    -> Double
  {
    guard case .number(let value, _) = node.value else {
      throw error(node, path: path, .expectedNumber(found: node.kindDescription))
    }
    return value
  }

  /// A JSON array of numbers.
  private static func numbers(_ node: JSONNode, path: String) throws(KeyframeDocumentError)
    -> [Double]
  {
    guard case .array(let elements) = node.value else {
      throw error(node, path: path, .expectedNumbers(found: node.kindDescription))
    }
    var numbers: [Double] = []
    numbers.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      guard case .number(let value, _) = element.value else {
        let problem: KeyframeDocumentError.Problem =
          if case .array = element.value {
            .nestedArray
          } else {
            .expectedNumber(found: element.kindDescription)
          }
        throw error(element, path: "\(path)[\(index)]", problem)
      }
      numbers.append(value)
    }
    return numbers
  }

  /// Core Animation's calculation mode names.
  private static func calculationMode(_ node: JSONNode) throws(KeyframeDocumentError)
    -> CalculationMode
  {
    guard case .string(let name) = node.value else {
      throw error(
        node, path: "calculationMode", .expectedCalculationMode(found: node.kindDescription))
    }
    guard let mode = CalculationMode(rawValue: name) else {
      let names = CalculationMode.allCases.map(\.rawValue)
      throw error(
        node, path: "calculationMode",
        .unknownCalculationMode(name, suggestion: NearestName.suggestion(for: name, among: names)))
    }
    return mode
  }

  /// A timing function: a name or `[x1, y1, x2, y2]`.
  private static func timingFunction(_ node: JSONNode, path: String)
    throws(KeyframeDocumentError) -> TimingFunction
  {
    switch node.value {
    case .string(let name):
      do {
        return try TimingFunctionReader.named(name)
      } catch {
        throw Self.error(node, path: path, .timingFunction(error))
      }
    case .array:
      let numbers: [Double]
      do {
        numbers = try Self.numbers(node, path: path)
      } catch {
        throw KeyframeDocumentError(
          line: node.line, column: error.column, path: error.path,
          problem: .inTimingFunction(entry: path, error.problem))
      }
      do {
        return try TimingFunctionReader.controlPoints(numbers)
      } catch {
        throw Self.error(node, path: path, .timingFunction(error))
      }
    default:
      throw error(node, path: path, .expectedTimingFunction(found: node.kindDescription))
    }
  }
}
