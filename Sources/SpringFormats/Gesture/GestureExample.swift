/// Built-in gesture traces, so `springfit gesture --example NAME` runs from a clean clone.
public enum GestureExample: String, Sendable, CaseIterable {
  /// A bottom sheet flicked up from 560 toward its open detent: 60 Hz moves (time,x,y,
  /// pixels), sped up to 1600 px/s in 60 ms, then, 4 ms before the pointer lifts, the nearly
  /// stationary move Chrome on Android sends, where a two-sample velocity comes out near 0.
  case sheetDrag = "sheet-drag"
  /// The bouncing menu's sheet (`MenuDrag.recordedTrace`, also the `menu-drag` scenario)
  /// flicked up from its closed detent at 619 (time,position, points): synthetic, written by
  /// `Scripts/data/menu_drag_trace.py` — speed approaching 700 pt/s, 16 ms moves, then the
  /// 0.2-point move Chrome on Android sends 4 ms before `pointerup`.
  case menuDrag = "menu-drag"

  /// The trace as CSV text with a header.
  public var csv: String {
    switch self {
    case .sheetDrag: Self.sheetDragCSV
    case .menuDrag: Self.menuDragCSV
    }
  }

  /// One line about the trace, for `springfit examples` and help.
  public var summary: String {
    switch self {
    case .sheetDrag:
      "a sheet flicked up at 1600 px/s, ending with Chrome on Android's stationary move"
    case .menuDrag:
      "the menu's sheet flicked up from 619 at 700 pt/s, synthetic, with the same stationary end"
    }
  }

  /// `Examples/sheet-drag.csv`, byte for byte.
  static let sheetDragCSV = """
    time,x,y
    12.408,180.0,560.0
    12.424,180.1,556.6
    12.440,180.1,546.3
    12.456,180.2,529.3
    12.472,180.2,506.2
    12.488,180.3,480.6
    12.504,180.3,455.0
    12.520,180.4,429.4
    12.536,180.4,403.8
    12.552,180.5,378.2
    12.568,180.5,352.6
    12.584,180.6,327.0
    12.600,180.6,301.4
    12.616,180.7,275.8
    12.632,180.7,250.2
    12.636,180.7,249.8

    """

  /// `Examples/menu-drag.csv`, byte for byte (synthetic: `Scripts/data/menu_drag_trace.py`).
  static let menuDragCSV = """
    time,position
    3.200,619.0
    3.216,613.4
    3.232,603.3
    3.248,592.3
    3.264,581.2
    3.280,570.0
    3.296,558.8
    3.312,547.6
    3.328,536.4
    3.332,536.2

    """
}
