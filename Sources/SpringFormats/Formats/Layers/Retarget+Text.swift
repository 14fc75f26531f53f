public import SpringKit

// The `T:VALUE[,T:VALUE...]` syntax of a list of retargets (`springfit keyframes --retarget`).

extension Retarget {
  /// The rule a list of retargets is written by, completing "must be …".
  public static let listSyntax =
    "pairs T:VALUE separated by commas, T in seconds, such as 0.2:40,0.5:70"

  /// Reads retargets written `T:VALUE[,T:VALUE...]`: at `T` seconds the spring pulls toward
  /// `VALUE`.
  ///
  /// ```swift
  /// let retargets = try Retarget.list(parsing: "0.2:40,0.5:70")
  /// // [Retarget(time: 0.2, target: 40), Retarget(time: 0.5, target: 70)]
  /// ```
  ///
  /// The times and values are read as Swift's `Double` reads them; whether they make a
  /// motion (increasing times, finite values) is `RetargetedMotion`'s rule.
  ///
  /// - Parameter text: The list.
  /// - Returns: The retargets, in the order written.
  /// - Throws: ``KeyframeExportError`` naming the retargets and `listSyntax` for a pair
  ///   without a colon, an empty pair or a word.
  /// - Complexity: O(n) in the length of `text`.
  public static func list(parsing text: String) throws(KeyframeExportError) -> [Retarget] {
    var parsed: [Retarget] = []
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let time = Double(String(parts[0])),
        let target = Double(String(parts[1]))
      else {
        throw .invalid(.retargets, text, listSyntax)
      }
      parsed.append(Retarget(time: time, target: target))
    }
    return parsed
  }

  /// Retargets written `T:VALUE,...` with numbers that read back to the same `Double`:
  /// `list(parsing:)` reads the text back.
  ///
  /// - Complexity: O(n) for n retargets.
  public static func text(of retargets: [Retarget]) -> String {
    retargets.map { "\(NumberText.roundTrip($0.time)):\(NumberText.roundTrip($0.target))" }
      .joined(separator: ",")
  }
}
