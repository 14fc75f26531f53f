import Foundation

/// A CSV table of reference values committed under `Tests/ReferenceData/`.
///
/// The files are written by `Scripts/reference/spring_reference.py` (mpmath, 60 digits); every
/// number reads back with `Double(String)`, which rounds correctly.
public struct ReferenceTable: Sendable {
  /// One row, addressed by column name.
  public struct Row: Sendable, CustomStringConvertible {
    let fields: [String: String]

    /// The field as text.
    public func text(_ column: String) -> String { fields[column] ?? "" }

    /// The field as a Double; NaN when it is missing or not a number, so a test fails loudly.
    public func number(_ column: String) -> Double { Double(text(column)) ?? .nan }

    /// The row's label, for failure messages.
    public var description: String { text("label") }
  }

  /// The rows in file order.
  public let rows: [Row]

  /// Loads `Tests/ReferenceData/<name>`.
  public init(named name: String) throws {
    // Sources/_SpringTestSupport/ReferenceTable.swift → repository root.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Tests/ReferenceData/\(name)")
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: true)
    guard let header = lines.first else {
      rows = []
      return
    }
    let columns = header.split(separator: ",").map(String.init)
    rows = lines.dropFirst().map { line in
      let values = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return Row(fields: Dictionary(uniqueKeysWithValues: zip(columns, values)))
    }
  }
}
