import SpringKit

/// What `springfit settle` prints: a spring's settling duration.
struct SettleOptions: Sendable, Equatable {
  /// The spring.
  var spring: Spring = .smooth
}

// The command line of `springfit settle`.
extension SettleOptions {
  /// The help's option groups, in order.
  static let sections = [SpringOptions.group]

  /// Parses the arguments after `springfit settle`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self? {
    guard let scanned = try scan(arguments) else { return nil }
    var result = SettleOptions()
    result.spring = try SpringOptions.spring(from: scanned).spring
    return result
  }
}
