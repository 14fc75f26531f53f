import SpringKit
public import SpringScenarios

// A menu's motion as CSV, as `springfit outline --format csv` prints it.

extension MenuFrame {
  /// The columns of ``csv(_:)``.
  public static let csvColumns = ["time", "position", "bend_horizontal", "bend_vertical"]

  /// Frames as CSV: a header (``csvColumns``), then one row per frame with its time in
  /// seconds, the menu's top edge on screen (`y`, in points, y down) and the bend offset's
  /// horizontal and vertical components in points.
  ///
  /// `MenuBounce` bends the menu vertically only, so `bend_horizontal` is 0; the column is
  /// there so that a two-dimensional bend reads the same.
  ///
  /// ```swift
  /// let frames = try MenuBounce().showFrames(fps: 60)
  /// let csv = MenuFrame.csv(frames)
  /// // time,position,bend_horizontal,bend_vertical
  /// ```
  ///
  /// - Parameter frames: The frames, as `MenuBounce.frames(spring:dismissing:fps:limit:)`
  ///   makes them.
  /// - Returns: The CSV text, ending with `\n`; numbers read back to the same `Double`.
  /// - Complexity: O(frames).
  public static func csv(_ frames: [MenuFrame]) -> String {
    let writer = CSVWriter(fixedColumns: csvColumns)
    var text = ""
    writer.writeHeader(to: &text)
    for frame in frames {
      // Four numbers for four columns: the count always matches.
      try? writer.writeRow([frame.time, frame.y, 0, frame.offset], to: &text)
    }
    return text
  }
}
