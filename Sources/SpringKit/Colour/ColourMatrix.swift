/// A 3 × 3 matrix of the colour conversions, applied to a column of three components.
///
/// Rows are stored as written in CSS Color 4's sample code (`conversions.js`), so each
/// constant reads the same here as in the specification.
@usableFromInline
struct ColourMatrix: Sendable {
  /// The first row.
  @usableFromInline let row0: (Double, Double, Double)
  /// The second row.
  @usableFromInline let row1: (Double, Double, Double)
  /// The third row.
  @usableFromInline let row2: (Double, Double, Double)

  /// The matrix with these rows.
  @usableFromInline
  init(
    _ row0: (Double, Double, Double), _ row1: (Double, Double, Double),
    _ row2: (Double, Double, Double)
  ) {
    self.row0 = row0
    self.row1 = row1
    self.row2 = row2
  }

  /// The product `M·(x, y, z)ᵀ`, each row summed left to right as `conversions.js` does.
  @usableFromInline
  func applied(to x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
    (
      row0.0 * x + row0.1 * y + row0.2 * z,
      row1.0 * x + row1.1 * y + row1.2 * z,
      row2.0 * x + row2.1 * y + row2.2 * z
    )
  }
}
