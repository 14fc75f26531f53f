import SpringFormats

/// Finds the name a user most likely meant, for "Did you mean …?" hints; SpringFormats'
/// readers share the one implementation.
enum NearestName {
  /// The optimal-string-alignment distance between two strings.
  static func distance(_ a: String, _ b: String) -> Int {
    SpringFormats.NearestName.distance(a, b)
  }

  /// The candidate closest to `name`, if one is close enough to be a plausible typo.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    SpringFormats.NearestName.suggestion(for: name, among: candidates)
  }
}
