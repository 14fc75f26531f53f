// A spring spec form described for a help page: what it means, then its defaults or names.

extension SpringSpecForm {
  /// The form's description for a help page: the ``summary``, then the ``defaults``
  /// (`Defaults: duration 0.5, bounce 0.`) or the names (`Tokens: a, b.`).
  ///
  /// ```swift
  /// SpringSpec.forms[0].description(keyValueSeparator: " ")
  /// ```
  ///
  /// - Parameter separator: What stands between a key and its default (a help page keeps
  ///   them on one line with a no-break space).
  /// - Returns: One paragraph.
  /// - Complexity: O(k) in the number of keys or names.
  public func description(keyValueSeparator separator: String) -> String {
    if case .names(let noun, let names) = body {
      let heading = noun.prefix(1).uppercased() + noun.dropFirst() + "s"
      return summary + " \(heading): " + names.map(\.name).joined(separator: ", ") + "."
    }
    let defaults = self.defaults.map { "\($0.key)\(separator)\(NumberText.rounded($0.value))" }
    guard !defaults.isEmpty else { return summary }
    return summary + (defaults.count == 1 ? " Default: " : " Defaults: ")
      + defaults.joined(separator: ", ") + "."
  }
}
