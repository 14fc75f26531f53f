/// Writes a sampled motion as CSV, one row at a time: `time,position,velocity`, numbers
/// ``NumberText/roundTrip(_:)`` so they read back to the same `Double`s.
///
/// The rows go straight to the stream, so memory stays constant however long the motion.
///
/// ```swift
/// var text = ""
/// let writer = MotionSamplesCSVWriter()
/// writer.writeHeader(to: &text)
/// writer.writeSample(time: 0, position: 0, velocity: 0, to: &text)
/// // time,position,velocity
/// // 0.0,0.0,0.0
/// ```
public struct MotionSamplesCSVWriter: Sendable, Hashable {
  /// The column names, in order.
  public static let columns = ["time", "position", "velocity"]

  /// The row writer.
  private let csv = CSVWriter(fixedColumns: Self.columns)

  /// Creates a writer.
  public init() {}

  /// Writes the header row.
  public func writeHeader(to output: inout some TextOutputStream) {
    csv.writeHeader(to: &output)
  }

  /// Writes one sample's row.
  public func writeSample(
    time: Double, position: Double, velocity: Double, to output: inout some TextOutputStream
  ) {
    // Three numbers for three columns: the row writer's only error cannot happen.
    try? csv.writeRow([time, position, velocity], to: &output)
  }
}
