import SpringKit

extension SpringToken {
  /// The key of SpringKit's member in `$extensions`, reverse-domain as the W3C format asks.
  public static let extensionKey = "org.springkit"

  /// The spring's `$value` in the token's form, durations in the object form
  /// `{"value": 500.0, "unit": "ms"}` (in seconds when milliseconds would not read back
  /// to the same double).
  ///
  /// The numbers are SpringKit's own (`Spring.duration`, `Spring.bounce`,
  /// `Spring.response`, `Spring.dampingRatio`), so reading the value back gives the
  /// spring within rounding (1e-12 relative in practice).
  public var jsonValue: JSONValue {
    switch form {
    case .durationBounce:
      [
        "duration": SpringTokenDuration.json(seconds: spring.duration),
        "bounce": .number(spring.bounce),
      ]
    case .physical:
      [
        "stiffness": .number(spring.stiffness), "damping": .number(spring.damping),
        "mass": .number(spring.mass),
      ]
    case .responseDampingRatio:
      [
        "response": SpringTokenDuration.json(seconds: spring.response),
        "dampingRatio": .number(spring.dampingRatio),
      ]
    }
  }

  /// The token object: `$type` `spring`, ``jsonValue`` as `$value`, the `$description` if
  /// any, and `$extensions` `org.springkit` with the fallbacks.
  ///
  /// ```swift
  /// let token = SpringToken(path: ["motion", "bouncy"], spring: .bouncy)
  /// let text = try JSONWriter().string(for: token.document(fallbacks: .init(spring: .bouncy)))
  /// // {"$extensions": {"org.springkit": {"cubicBezier": …, "linear": …}},
  /// //  "$type": "spring", "$value": {"bounce": 0.3, "duration": {"unit": "ms", …}}}
  /// ```
  ///
  /// `org.springkit` holds `linear` (`{"easing": "linear(…)", "duration": {…},
  /// "tolerance": 0.001}`) and `cubicBezier` (`{"$value": [x1, y1, x2, y2], "duration": {…},
  /// "maximumError": e}`, the control points in the W3C `cubicBezier` shape); a fallback the
  /// spring has none of is left out.
  ///
  /// - Parameter fallbacks: The fallbacks to carry; `nil` for none.
  /// - Returns: The token object.
  public func document(fallbacks: SpringTokenFallbacks?) -> JSONValue {
    var token: [String: JSONValue] = ["$type": "spring", "$value": jsonValue]
    if let description { token["$description"] = .string(description) }
    guard let fallbacks else { return .object(token) }
    var springKit: [String: JSONValue] = [:]
    if let linear = fallbacks.linear {
      // The milliseconds as CSS prints them (a decimal text), as a JSON number.
      let milliseconds: JSONValue = Double(linear.milliseconds).map { .number($0) } ?? .null
      springKit["linear"] = [
        "easing": .string(linear.function),
        "duration": ["value": milliseconds, "unit": "ms"],
        "tolerance": .number(fallbacks.tolerance),
      ]
    }
    if let easing = fallbacks.cubicBezier {
      let curve = easing.curve
      springKit["cubicBezier"] = [
        "$value": .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number($0) }),
        "duration": SpringTokenDuration.json(seconds: easing.duration),
        "maximumError": .number(easing.maximumError),
      ]
    }
    if !springKit.isEmpty {
      token["$extensions"] = [Self.extensionKey: .object(springKit)]
    }
    return .object(token)
  }
}
