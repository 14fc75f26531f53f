public import SpringKit

/// A spring read from a design-token file: its path, the spring and the form it was
/// written in.
///
/// ```swift
/// let file = try SpringTokenFile(bytes: Array(text.utf8))
/// for token in file.springs { print(token.name, token.spring.dampingRatio) }
/// ```
public struct SpringToken: Sendable, Equatable {
  /// The path of group names and the token's name (`["motion", "bouncy"]`).
  public var path: [String]
  /// The spring.
  public var spring: Spring
  /// The parametrisation its `$value` was written in (after aliases).
  public var form: SpringTokenForm
  /// The token's `$description`, if any.
  public var description: String?

  /// Creates a token.
  ///
  /// - Parameters:
  ///   - path: The group names and the token's name.
  ///   - spring: The spring.
  ///   - form: The parametrisation to write it in.
  ///   - description: A `$description`.
  public init(
    path: [String], spring: Spring, form: SpringTokenForm = .durationBounce,
    description: String? = nil
  ) {
    self.path = path
    self.spring = spring
    self.form = form
    self.description = description
  }

  /// The path as a reference names it: `motion.bouncy`.
  public var name: String { path.joined(separator: ".") }
}
