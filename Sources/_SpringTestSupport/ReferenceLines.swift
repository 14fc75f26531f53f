/// The lines a whole text splits into, as the reference for the chunked line readers
/// (`LineSplitter`, `springfit`'s `LineReader`): at `\n`, a `\r` before it dropped, no
/// empty line after a final newline.
public enum ReferenceLines {
  /// The lines of `bytes`, split all at once by the standard library.
  public static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { Array($0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0) }
  }
}
