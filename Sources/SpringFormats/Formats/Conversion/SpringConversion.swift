public import SpringKit

/// A spring in every ecosystem's terms, as `springfit convert` prints it: the spring's own
/// quantities, then its equivalents.
///
/// ```swift
/// let conversion = SpringConversion(spring: .smooth)
/// let json = try JSONWriter(style: .pretty).string(for: conversion.jsonDocument)
/// print(conversion.text)
/// ```
public struct SpringConversion: Sendable, Equatable {
  /// The spring.
  public var spring: Spring
  /// UIKit's `initialSpringVelocity`, if the motion starts moving
  /// (`Spring.equivalents(uiKitVelocity:)`).
  public var uiKitVelocity: Double?

  /// Creates a conversion of `spring`.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - uiKitVelocity: UIKit's initial velocity in fractions of the distance per second,
  ///     or `nil` to start at rest.
  public init(spring: Spring, uiKitVelocity: Double? = nil) {
    self.spring = spring
    self.uiKitVelocity = uiKitVelocity
  }

  /// The spring in every ecosystem, in print order.
  public var equivalents: [SpringEquivalent] {
    spring.equivalents(uiKitVelocity: uiKitVelocity)
  }

  /// The JSON document: `spring` {`mass`, `stiffness`, `damping`}, the derived quantities
  /// (`dampingRatio`, `naturalFrequency`, `response`, `duration`, `bounce`,
  /// `settlingDuration`) and `equivalents` (`SpringEquivalent.json(_:)`).
  ///
  /// Numbers JSON cannot hold are `null`, so the document always writes.
  public var jsonDocument: JSONValue {
    var document: [String: JSONValue] = [
      "spring": [
        "mass": .finiteNumber(spring.mass), "stiffness": .finiteNumber(spring.stiffness),
        "damping": .finiteNumber(spring.damping),
      ]
    ]
    for quantity in spring.quantities.dropFirst(3) {
      document[quantity.name] = .finiteNumber(quantity.value)
    }
    document["equivalents"] = SpringEquivalent.json(equivalents)
    return .object(document)
  }
}
