/// Finds the name a user most likely meant, for "Did you mean …?" hints.
///
/// Its own module, below both users, so that SpringFormats' readers and ArgumentParsing's
/// scanner suggest names the same way without either depending on the other.
package enum NearestName {
  /// The optimal-string-alignment distance between two strings: insertions, deletions,
  /// substitutions and swaps of adjacent characters each cost 1 (`fsp` → `fps` is 1).
  ///
  /// - Complexity: O(`a.count` × `b.count`).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Three rolling rows: the swap rule looks two rows back.
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, previousPrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// The candidate closest to `name`, if one is close enough to be a plausible typo.
  ///
  /// Leading dashes are ignored when comparing. A candidate qualifies when its distance is
  /// at most a third of its length (at least 1), or when `name` (three characters or more)
  /// is a prefix of it. The smallest distance wins; ties go to the earlier candidate.
  ///
  /// - Complexity: O(total length of the candidates × length of `name`).
  package static func suggestion(for name: String, among candidates: [String]) -> String? {
    let typed = stripDashes(name)
    guard !typed.isEmpty else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let target = stripDashes(candidate)
      let distance = distance(typed, target)
      let isPrefix = typed.count >= 3 && target.hasPrefix(typed)
      guard distance <= max(1, target.count / 3) || isPrefix else { continue }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The name without its leading `-` characters.
  private static func stripDashes(_ name: String) -> String {
    String(name.drop { $0 == "-" })
  }
}
