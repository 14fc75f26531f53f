import SpringKit

extension SpringToken {
  /// The CSS custom-property name stem of the token: the path joined by `-`, every
  /// character outside `A–Z a–z 0–9 - _` replaced by `-` (`motion.bouncy` → `--motion-bouncy`).
  public var cssName: String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    return "--" + String(path.joined(separator: "-").map { allowed.contains($0) ? $0 : "-" })
  }

  /// CSS custom properties for the token: `--NAME-easing: linear(…)` and
  /// `--NAME-duration: …ms` from the `linear()` fallback, then `--NAME-cubic-bezier` and
  /// `--NAME-cubic-bezier-duration` from the nearest curve, one declaration a line.
  ///
  /// ```swift
  /// let token = SpringToken(path: ["motion", "bouncy"], spring: .bouncy)
  /// token.cssDeclarations(fallbacks: SpringTokenFallbacks(spring: .bouncy))
  /// // ["--motion-bouncy-easing: linear(0, …, 1);", "--motion-bouncy-duration: 828.45ms;", …]
  /// ```
  ///
  /// A spring without fallbacks (one that never settles) gets a comment saying so instead.
  ///
  /// - Parameter fallbacks: The token's fallbacks.
  /// - Returns: The declarations, without indentation.
  public func cssDeclarations(fallbacks: SpringTokenFallbacks) -> [String] {
    var lines: [String] = []
    if let linear = fallbacks.linear {
      lines.append("\(cssName)-easing: \(linear.function);")
      lines.append("\(cssName)-duration: \(linear.milliseconds)ms;")
    }
    if let easing = fallbacks.cubicBezier {
      let curve = easing.curve
      let list = [curve.x1, curve.y1, curve.x2, curve.y2].map { NumberText.roundTrip($0) }
      let whole = (easing.duration * 1000).rounded()
      let milliseconds = Int(exactly: whole).map(String.init) ?? NumberText.roundTrip(whole)
      lines.append("\(cssName)-cubic-bezier: cubic-bezier(\(list.joined(separator: ", ")));")
      lines.append("\(cssName)-cubic-bezier-duration: \(milliseconds)ms;")
    }
    if lines.isEmpty {
      lines.append("/* \(name): the spring never settles, so it has no CSS easing. */")
    }
    return lines
  }
}
