public import SpringKit

/// Writes keyframes as JSON shaped like a `CAKeyframeAnimation`: `values`, `keyTimes` (as
/// fractions of the duration), `duration` (seconds) and `calculationMode`.
///
/// The keys are sorted like every ``JSONWriter`` document. Scalars are numbers, vectors
/// arrays of their components. Numbers are rounded as ``KeyframePrecision`` says and then
/// printed as the shortest text that reads back to the rounded number:
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.01)
/// try KeyframeJSONWriter(style: .compact).string(for: keyframes)
/// // {"calculationMode":"linear","duration":0.5296,"keyTimes":[0.0,0.0449,…,1.0],
/// //  "values":[0.0,0.039,…,1.0]}
/// ```
///
/// A `KeyframeInterpolation.cubic` export also holds `tensionValues`,
/// `continuityValues` and `biasValues` (`CAKeyframeAnimation`'s property names), one number
/// per keyframe, which shape its cubic segments; a `KeyframeInterpolation.bezier` export
/// holds `timingFunctions`, one `[x1, y1, x2, y2]` array of control values per segment
/// (`CAMediaTimingFunction(controlPoints:)`'s arguments); other keyframes hold only the
/// four keys above. `springfit fit` reads all of them back.
public struct KeyframeJSONWriter: Sendable, Hashable {
  /// The layout of the output.
  public var style: JSONStyle

  /// Creates a writer.
  ///
  /// - Parameter style: The layout; ``JSONStyle/pretty`` by default.
  public init(style: JSONStyle = .pretty) {
    self.style = style
  }

  /// The JSON document of keyframes.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: An object with `calculationMode`, `duration`, `keyTimes` and `values`, and
  ///   `tensionValues`, `continuityValues`, `biasValues` and `timingFunctions` when the
  ///   keyframes have them.
  /// - Complexity: O(n) for n keyframes.
  public func document<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) -> JSONValue {
    let precision = precision ?? KeyframePrecision(for: keyframes)
    let values = keyframes.values.map { value -> JSONValue in
      let components = value.exportComponents.map { JSONValue.number(precision.value($0)) }
      return components.count == 1 ? components[0] : .array(components)
    }
    var object: [String: JSONValue] = [
      "calculationMode": .string(keyframes.calculationMode.rawValue),
      "duration": .number(precision.time(keyframes.duration)),
      "keyTimes": .array(keyframes.keyTimes.map { .number(precision.keyTime($0)) }),
      "values": .array(values),
    ]
    for (key, parameters) in [
      ("tensionValues", keyframes.tensions), ("continuityValues", keyframes.continuities),
      ("biasValues", keyframes.biases),
    ] where !parameters.isEmpty {
      object[key] = .array(parameters.map { .number(precision.parameter($0)) })
    }
    if !keyframes.timingFunctions.isEmpty {
      object["timingFunctions"] = .array(
        keyframes.timingFunctions.map { function in
          guard case .cubicBezier(let curve) = function.kind else {
            return .string(function.description)
          }
          return .array(
            PrintedKeyframes<V>.controlValues(curve, precision: precision).map { .number($0) })
        })
    }
    return .object(object)
  }

  /// The JSON text of keyframes, without a trailing newline.
  ///
  /// - Parameters:
  ///   - keyframes: The keyframes.
  ///   - precision: The decimals to round to; by default chosen from the keyframes.
  /// - Returns: The text.
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` for a non-finite number.
  /// - Complexity: O(n) for n keyframes.
  public func string<V: ExportableValue>(
    for keyframes: SpringKeyframes<V>, precision: KeyframePrecision? = nil
  ) throws(JSONError) -> String {
    try JSONWriter(style: style).string(for: document(for: keyframes, precision: precision))
  }
}
