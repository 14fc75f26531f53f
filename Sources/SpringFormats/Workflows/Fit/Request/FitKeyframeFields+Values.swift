public import SpringKit

// Keyframe values and timing functions as typed: rows of numbers, CSS colours, lists.

extension FitKeyframeFields {
  /// Sets the values from rows of numbers, one row per keyframe.
  ///
  /// Rows of one number are scalar values (``values``), however they were written; longer
  /// rows are vector values (``vectorValues``). The track as a whole is checked by
  /// ``fitSubject()``.
  ///
  /// - Parameter rows: The keyframes' components, each row as long as the first.
  public mutating func setValues(rows: [[Double]]) {
    if rows.first?.count ?? 0 > 1 {
      vectorValues = rows
    } else {
      values = rows.flatMap(\.self)
    }
  }

  /// Sets the values from CSS colours separated by `;` (``CSSColourList``), fitted
  /// componentwise in the space CSS interpolates them in: sRGB, or Oklab when one is
  /// `oklab()` or `oklch()`; the components' names follow the space.
  ///
  /// ```swift
  /// var fields = FitKeyframeFields()
  /// try fields.setColours("#ff0000;#0000ff")  // vectorValues: red, green, blue, alpha
  /// ```
  ///
  /// - Parameter text: The colours as typed.
  /// - Throws: ``FitInputError/invalidList(option:value:reason:)`` naming `--values` and the
  ///   colour at fault.
  /// - Complexity: O(n) in the length of the text.
  public mutating func setColours(_ text: String) throws(FitInputError) {
    do {
      let list = try CSSColourList(parsing: text)
      (vectorValues, componentNames) = (list.rows, list.names)
    } catch {
      throw .invalidList(option: "--values", value: text, reason: error.description)
    }
  }

  /// The timing functions of a list as typed: entries separated by `;`, each a name or
  /// `x1,y1,x2,y2` (``TimingFunctionReader/list(_:)``).
  ///
  /// - Parameter text: The list as typed.
  /// - Returns: One timing function per entry.
  /// - Throws: ``FitInputError/invalidList(option:value:reason:)`` naming
  ///   `--timing-functions` and the entry at fault.
  /// - Complexity: O(n) in the length of the text.
  public static func timingFunctions(_ text: String) throws(FitInputError) -> [TimingFunction] {
    do {
      return try TimingFunctionReader.list(text)
    } catch {
      throw .invalidList(option: "--timing-functions", value: text, reason: error.description)
    }
  }
}
