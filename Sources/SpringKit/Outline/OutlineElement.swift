/// One drawing command of a path, in the order Core Graphics, SwiftUI's `Path` and SVG use
/// them.
///
/// ```swift
/// for element in outline.elements {
///   switch element {
///   case .move(let point): path.move(to: CGPoint(x: point.x, y: point.y))
///   case .line(let point): path.addLine(to: CGPoint(x: point.x, y: point.y))
///   case .quadCurve(let point, let control):
///     path.addQuadCurve(to: CGPoint(x: point.x, y: point.y),
///                       control: CGPoint(x: control.x, y: control.y))
///   case .close: path.closeSubpath()
///   }
/// }
/// ```
public enum OutlineElement: Sendable, Hashable {
  /// Starts a new subpath at a point (SVG `M`).
  case move(to: SIMD2<Double>)
  /// A straight line from the current point (SVG `L`).
  case line(to: SIMD2<Double>)
  /// A quadratic Bézier from the current point (SVG `Q`, control first).
  case quadCurve(to: SIMD2<Double>, control: SIMD2<Double>)
  /// A straight line back to the subpath's start, closing it (SVG `Z`).
  case close
}
