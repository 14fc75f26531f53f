extension LottieDocument {
  /// The document when the bytes are a Lottie file, `nil` for any other input.
  ///
  /// Lottie is JSON text whose root is an object with `layers` (``isLottie(_:)``), so a
  /// keyframe file or CSV gives `nil`, while a Lottie file with a mistake gives Lottie's
  /// error rather than being read as something else.
  ///
  /// ```swift
  /// if let document = try LottieDocument.detecting(bytes) {
  ///   print(document.motions().count)
  /// }
  /// ```
  ///
  /// - Parameter bytes: The input's UTF-8 text.
  /// - Returns: The document, or `nil` when the bytes are not a Lottie file.
  /// - Throws: ``LottieReadError`` with the JSON path of the first problem in a Lottie file.
  /// - Complexity: O(n) in the length of the text.
  public static func detecting(_ bytes: [UInt8]) throws(LottieReadError) -> LottieDocument? {
    guard KeyframeDocument.isJSON(bytes), let node = try? JSONReader.parse(bytes),
      isLottie(node)
    else { return nil }
    return try LottieDocument(node: node)
  }
}
