/// Built-in gesture traces, so `springfit gesture --example NAME` runs from a clean clone.
public enum GestureExample: String, Sendable, CaseIterable {
  /// A bottom sheet flicked up from 520 toward its open detent: 60 Hz moves (time,x,y,
  /// pixels), sped up to about 1600 px/s, then, 4 ms before the pointer lifts, the nearly
  /// stationary move Chrome on Android sends, where a two-sample velocity comes out near 0.
  case sheetDrag = "sheet-drag"

  /// The trace as CSV text with a header.
  public var csv: String {
    switch self {
    case .sheetDrag: Self.sheetDragCSV
    }
  }

  /// One line about the trace, for `springfit examples` and help.
  public var summary: String {
    switch self {
    case .sheetDrag:
      "a sheet flicked up at about 1600 px/s, ending with Chrome on Android's stationary move"
    }
  }

  /// `Examples/sheet-drag.csv`, byte for byte.
  static let sheetDragCSV = """
    time,x,y
    12.408,180.0,520.0
    12.424,180.0,518.3
    12.440,180.1,513.2
    12.456,180.1,504.6
    12.472,180.2,492.7
    12.488,180.2,477.3
    12.504,180.3,458.6
    12.520,180.3,436.4
    12.536,180.3,411.6
    12.552,180.4,386.0
    12.568,180.4,360.4
    12.584,180.5,334.8
    12.588,180.5,334.4

    """
}
