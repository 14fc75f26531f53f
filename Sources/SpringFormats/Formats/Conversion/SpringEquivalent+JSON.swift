public import SpringKit

extension SpringEquivalent {
  /// The `equivalents` object of `springfit convert` and `fit`: one member per ecosystem,
  /// keyed by `SpringEquivalent.key`, holding its parameters, `code`, `deviation` and
  /// `exactness` (`exact`, `exactAtFrameRate`, `nearest` or `inexpressible`, with
  /// `frameRate` for a per-frame dialect).
  ///
  /// ```swift
  /// let object = SpringEquivalent.json(Spring.smooth.equivalents())
  /// // {"android": {"code": "…", "dampingRatio": 1.0, "deviation": 0.0, "stiffness": …}, …}
  /// ```
  ///
  /// Numbers JSON cannot hold (UIKit's infinite duration and deviation) are `null`.
  ///
  /// - Parameter equivalents: The equivalents, as `Spring.equivalents(uiKitVelocity:)`
  ///   lists them.
  /// - Returns: An object with one member per equivalent.
  public static func json(_ equivalents: [SpringEquivalent]) -> JSONValue {
    var dialects: [String: JSONValue] = [:]
    for equivalent in equivalents {
      var members: [String: JSONValue] = [
        "code": .string(equivalent.code), "deviation": .finiteNumber(equivalent.deviation),
        "exactness": .string(equivalent.exactness.key),
      ]
      if let frameRate = equivalent.frameRate { members["frameRate"] = .finiteNumber(frameRate) }
      for parameter in equivalent.parameters {
        members[parameter.name] = .finiteNumber(parameter.value)
      }
      dialects[equivalent.key] = .object(members)
    }
    return .object(dialects)
  }
}
