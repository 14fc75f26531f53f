/// A Lottie property: a constant value or keyframes (`{"a": 1, "k": [...]}`), with the JSON
/// path it was read from.
///
/// Values are arrays even for scalars (rotation and opacity have one dimension).
/// ``value(atFrame:)`` evaluates the property as lottie-web does.
///
/// ```swift
/// let opacity = LottieProperty(
///   path: "layers[0].ks.o",
///   keyframes: [
///     LottieKeyframe(
///       time: 0, value: [0], outEasing: LottieEasingHandle(x: [0], y: [0]),
///       inEasing: LottieEasingHandle(x: [1], y: [1])),
///     LottieKeyframe(time: 10, value: [100]),
///   ])
/// opacity.value(atFrame: 5)  // [50.0]
/// ```
public struct LottieProperty: Sendable, Hashable {
  /// What the property holds.
  public enum Content: Sendable, Hashable {
    /// A still value.
    case constant([Double])
    /// Keyframes, sorted by time, at least one.
    case keyframes([LottieKeyframe])
  }

  /// The JSON path of the property object (`layers[0].ks.s`).
  public var path: String
  /// The value or keyframes.
  public var content: Content
  /// `x`: the After Effects expression the file carries for the property, if any.
  ///
  /// lottie-web plays it; the other players ignore it. ``LottieBounceExpression`` reads
  /// the inertial bounce.
  public var expression: String?

  /// A still property.
  ///
  /// - Parameters:
  ///   - path: Its JSON path.
  ///   - value: The value.
  public init(path: String, value: [Double]) {
    self.path = path
    self.content = .constant(value)
  }

  /// An animated property.
  ///
  /// - Parameters:
  ///   - path: Its JSON path.
  ///   - keyframes: The keyframes, sorted by time; at least one.
  public init(path: String, keyframes: [LottieKeyframe]) {
    self.path = path
    self.content = .keyframes(keyframes)
  }

  /// The keyframes; empty for a still property.
  public var keyframes: [LottieKeyframe] {
    if case .keyframes(let keyframes) = content { return keyframes }
    return []
  }

  /// Whether the property has keyframes.
  public var isAnimated: Bool { !keyframes.isEmpty }

  /// The number of dimensions of the value (1 for rotation and opacity).
  public var dimensions: Int {
    switch content {
    case .constant(let value): value.count
    case .keyframes(let keyframes):
      keyframes.lazy.compactMap { $0.value ?? $0.legacyEnd }.first?.count ?? 0
    }
  }
}
