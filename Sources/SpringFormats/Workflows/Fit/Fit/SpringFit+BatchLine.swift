public import SpringFitting

// The line a batch of fits writes for an input line it could not fit.

extension SpringFit {
  /// The JSON Lines result of an input line that could not be fitted.
  ///
  /// `{"error":"…","line":N}`, beside the compact `jsonDocument` of the lines that could;
  /// `line` is the 1-based input line, an integer. `springfit fit --batch` writes these.
  ///
  /// ```swift
  /// SpringFit.batchErrorLine("empty line; expected a keyframe JSON object", line: 3)
  /// // {"error":"empty line; expected a keyframe JSON object","line":3}
  /// ```
  ///
  /// - Parameters:
  ///   - message: What is wrong, escaped as a JSON string.
  ///   - line: The input line's number.
  /// - Returns: The line's text, without a line break.
  public static func batchErrorLine(_ message: String, line: Int) -> String {
    let text = (try? JSONWriter(style: .compact).string(for: .string(message))) ?? "\"\""
    return "{\"error\":\(text),\"line\":\(line)}"
  }
}
