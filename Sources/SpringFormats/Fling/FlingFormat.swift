/// The formats a ``FlingRequest`` writes, as `springfit fling --format` names them.
public enum FlingFormat: String, Sendable, Hashable, CaseIterable {
  /// The report: landings in every ecosystem, the target, the phases, code.
  case text
  /// The report as data.
  case json
  /// `time,position,velocity,phase` samples.
  case csv
  /// The whole motion as a CSS `@keyframes` rule within the tolerance.
  case css
  /// The whole motion as a Lottie animated property (or file) within the tolerance.
  case lottie
  /// The whole motion as CAKeyframeAnimation-shaped JSON within the tolerance.
  case keyframesJSON = "keyframes-json"
  /// The whole motion as `keyTime,time,value` keyframes within the tolerance.
  case keyframesCSV = "keyframes-csv"
  /// A preview page that plays the whole motion's keyframes (within the tolerance).
  case html

  /// Whether the format exports (or plays) keyframes within a tolerance.
  public var isKeyframes: Bool { self != .text && self != .json && self != .csv }
}
