/// One named parameter of a spring in some ecosystem's own vocabulary.
///
/// The dialect views (``SwiftUIParameters``, ``AndroidParameters``, …) list their
/// parameters in this form, in the order the ecosystem's API takes them, so that tools can
/// print or serialise any dialect the same way.
public struct SpringParameter: Sendable, Hashable {
  /// The parameter's name in the ecosystem's API, such as `"dampingRatio"`.
  public var name: String
  /// Its value, in the ecosystem's units.
  public var value: Double

  /// Creates a named parameter.
  public init(_ name: String, _ value: Double) {
    self.name = name
    self.value = value
  }
}

/// A view of a spring in one ecosystem's parametrisation.
///
/// Every view is built from any ``Spring`` (the inverse conversion) and says how faithful it
/// is: a dialect that cannot express the spring exactly (a 0–20 range, no overdamping)
/// gives the nearest value and its ``deviation``.
public protocol SpringDialect: Sendable {
  /// The dialect's key in `springfit` specs and JSON, such as `"android"`.
  static var dialectName: String { get }

  /// The nearest expression of `spring` in this dialect.
  init(_ spring: Spring)

  /// The spring these parameters describe (the forward conversion).
  ///
  /// - Throws: ``SpringError`` when the parameters are out of the dialect's range.
  func spring() throws(SpringError) -> Spring

  /// The parameters in the ecosystem's own names and order.
  var parameters: [SpringParameter] { get }

  /// Source code that creates this spring in the ecosystem, ready to paste.
  var code: String { get }

  /// How far ``spring()`` moves from the spring this view was made from: the largest
  /// difference of their 0 → 1 motions from rest, as a fraction of the distance (0 when the
  /// dialect expresses the spring exactly, up to rounding).
  var deviation: Double { get }
}
