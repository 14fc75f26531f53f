public import SpringKit

/// A value keyframe formats can print: a `SpringVector` (SpringKit) with named components.
///
/// `Double` and `Float` have one component, `value`; `SIMD2`, `SIMD3` and `SIMD4` have
/// `x`, `y`, `z` and `w`. The names head CSV columns (`value.x`) and fill the placeholders
/// of a CSS property template (`{x}`).
///
/// ```swift
/// SIMD2<Double>(3, 4).exportComponents        // [3.0, 4.0]
/// SIMD2<Double>.exportComponentNames         // ["x", "y"]
/// ```
public protocol ExportableValue: SpringVector {
  /// The names of the components, in order.
  static var exportComponentNames: [String] { get }
  /// The components, in the order of ``exportComponentNames``.
  var exportComponents: [Double] { get }
}

extension Double: ExportableValue {
  /// `["value"]`.
  public static var exportComponentNames: [String] { ["value"] }
  /// The number itself.
  public var exportComponents: [Double] { [self] }
}

extension Float: ExportableValue {
  /// `["value"]`.
  public static var exportComponentNames: [String] { ["value"] }
  /// The number, widened to `Double`.
  public var exportComponents: [Double] { [Double(self)] }
}

extension SIMD2: ExportableValue where Scalar: SpringScalar {
  /// `["x", "y"]`.
  public static var exportComponentNames: [String] { ["x", "y"] }
  /// The lanes, widened to `Double`.
  public var exportComponents: [Double] { [Double(x), Double(y)] }
}

extension SIMD3: ExportableValue where Scalar: SpringScalar {
  /// `["x", "y", "z"]`.
  public static var exportComponentNames: [String] { ["x", "y", "z"] }
  /// The lanes, widened to `Double`.
  public var exportComponents: [Double] { [Double(x), Double(y), Double(z)] }
}

extension SIMD4: ExportableValue where Scalar: SpringScalar {
  /// `["x", "y", "z", "w"]`.
  public static var exportComponentNames: [String] { ["x", "y", "z", "w"] }
  /// The lanes, widened to `Double`.
  public var exportComponents: [Double] { [Double(x), Double(y), Double(z), Double(w)] }
}
