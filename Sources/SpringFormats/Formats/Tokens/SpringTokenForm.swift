/// The parametrisation a spring token's `$value` is written in.
///
/// Exactly one per token; SwiftUI's vocabulary and formulas.
public enum SpringTokenForm: String, Sendable, Hashable, CaseIterable {
  /// `{duration, bounce}`: `Spring(duration:bounce:)`, negative bounce included.
  case durationBounce = "duration/bounce"
  /// `{stiffness, damping, mass}`, mass optional (1).
  case physical = "stiffness/damping/mass"
  /// `{response, dampingRatio}`: `Spring(response:dampingRatio:)`.
  case responseDampingRatio = "response/dampingRatio"

  /// The members of `$value` in this form.
  public var members: [String] {
    switch self {
    case .durationBounce: ["duration", "bounce"]
    case .physical: ["stiffness", "damping", "mass"]
    case .responseDampingRatio: ["response", "dampingRatio"]
    }
  }

  /// The members that may be left out (`mass`, which defaults to 1).
  public var optionalMembers: Set<String> { self == .physical ? ["mass"] : [] }
}
