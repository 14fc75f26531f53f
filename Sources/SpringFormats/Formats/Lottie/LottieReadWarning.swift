/// Something a Lottie document does that the reader accepted the way players play it, with
/// the JSON path where it happens.
///
/// Players do not refuse a whole file for one odd value, so neither does the reader: an
/// easing handle whose time lies outside [0, 1] is clamped into it, a missing easing handle
/// eases linearly from its end (lottie-ios's rule), and a precomposition layer whose asset
/// is missing plays nothing. Each is kept in ``LottieDocument/warnings`` and `springfit`
/// prints it on standard error.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for warning in document.warnings { print(warning) }
/// // layers[0].ks.s.k[2].o.x: easing handle time 1.022 clamped to 1 (a fraction of …)
/// ```
public struct LottieReadWarning: Sendable, Hashable, CustomStringConvertible {
  /// What was accepted.
  public enum Problem: Sendable, Hashable {
    /// An easing handle's time `x` lay outside [0, 1]; it is read as `clampedTo`.
    case easingTimeClamped(value: Double, clampedTo: Double)
    /// A keyframe that is neither the last nor a hold has no easing handle `handle` (`o`
    /// or `i`); it is read as the linear handle, (0, 0) for `o` and (1, 1) for `i`.
    case missingEasing(handle: String)
    /// A precomposition layer names no asset (`id` nil) or an asset that is not a
    /// precomposition of the document; the layer and what it would hold are skipped.
    case missingAsset(id: String?)
  }

  /// The JSON path of the member concerned (`layers[0].ks.s.k[2].o.x`).
  public var path: String
  /// The 1-based line of the member, when known.
  public var line: Int?
  /// What was accepted.
  public var problem: Problem

  /// Creates a warning.
  ///
  /// - Parameters:
  ///   - path: The JSON path of the member.
  ///   - line: Its 1-based line, when known.
  ///   - problem: What was accepted.
  public init(path: String, line: Int? = nil, problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// What the reader did, without the path.
  public var reason: String {
    switch problem {
    case .easingTimeClamped(let value, let clamped):
      "easing handle time \(NumberText.rounded(value)) clamped to "
        + "\(NumberText.rounded(clamped)) (a fraction of the segment's time lies in [0, 1]; "
        + "players clamp it)"
    case .missingEasing(let handle):
      "the keyframe has no easing handle '\(handle)'; read as linear "
        + (handle == "o" ? "(0, 0)" : "(1, 1)")
        + " as lottie-ios and lottie-android play it"
    case .missingAsset(let id):
      (id.map { "the asset '\($0)' is not a precomposition of this document" }
        ?? "the precomposition layer names no asset 'refId'")
        + "; the layer is skipped (players draw nothing for it)"
    }
  }

  /// `path: reason`.
  public var description: String {
    path.isEmpty ? reason : "\(path): \(reason)"
  }
}
