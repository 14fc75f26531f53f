import NameSuggestions

/// Finds the name a user most likely meant, for "Did you mean …?" hints: the readers'
/// access to the one implementation in NameSuggestions, which the command line's scanner
/// shares.
package enum NearestName {
  /// The optimal-string-alignment distance between two strings.
  package static func distance(_ a: String, _ b: String) -> Int {
    NameSuggestions.NearestName.distance(a, b)
  }

  /// The candidate closest to `name`, if one is close enough to be a plausible typo.
  package static func suggestion(for name: String, among candidates: [String]) -> String? {
    NameSuggestions.NearestName.suggestion(for: name, among: candidates)
  }
}
