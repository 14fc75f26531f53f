extension SpringTokenFile {
  /// A stylesheet with every spring's custom properties (``SpringToken/cssDeclarations(fallbacks:)``)
  /// in one `:root` rule, with a comment stating the `linear()` tolerance.
  ///
  /// - Parameter tolerance: The tolerance of the `linear()` easings, in fractions of the
  ///   travel.
  /// - Returns: The CSS text, ending with a newline.
  /// - Complexity: One ``SpringTokenFallbacks`` per spring.
  public func stylesheet(tolerance: Double = 0.001) -> String {
    var text =
      "/* Spring tokens as CSS: linear() within \(NumberText.roundTrip(tolerance)) of the "
      + "travel; cubic-bezier() the nearest curve. */\n:root {\n"
    for token in springs {
      for line in token.cssDeclarations(
        fallbacks: SpringTokenFallbacks(spring: token.spring, tolerance: tolerance))
      {
        text += "  " + line + "\n"
      }
    }
    return text + "}\n"
  }
}
