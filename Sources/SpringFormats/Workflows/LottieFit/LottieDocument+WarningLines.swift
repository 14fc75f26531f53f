// A Lottie document's reading warnings as lines for a log or standard error.

extension LottieDocument {
  /// The reader's warnings (``warnings``), each as `NAME:LINE: PATH: what was read`.
  ///
  /// - Parameter name: The document's name for messages.
  /// - Returns: One line per warning, without a line break.
  public func warningLines(name: String) -> [String] {
    warnings.map { warning in "\(name)\(warning.line.map { ":\($0)" } ?? ""): \(warning)" }
  }
}
