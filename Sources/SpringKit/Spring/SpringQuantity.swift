/// One of a spring's physical parameters or derived quantities, with its unit.
///
/// ``Spring/quantities`` lists them in the order `springfit convert` prints them.
public struct SpringQuantity: Sendable, Equatable {
  /// The name, as SpringKit's property (`dampingRatio`).
  public var name: String
  /// The value.
  public var value: Double
  /// The unit (`s`, `rad/s`), or empty for a pure number or mass-relative value.
  public var unit: String

  /// Creates a quantity.
  public init(name: String, value: Double, unit: String) {
    self.name = name
    self.value = value
    self.unit = unit
  }
}
