extension Spring {
  /// The spring's physical parameters (`mass`, `stiffness`, `damping`), then its derived
  /// quantities: `dampingRatio`, `naturalFrequency`, `response`, `duration`, `bounce` and
  /// `settlingDuration` (infinite when undamped).
  public var quantities: [SpringQuantity] {
    [
      SpringQuantity(name: "mass", value: mass, unit: ""),
      SpringQuantity(name: "stiffness", value: stiffness, unit: ""),
      SpringQuantity(name: "damping", value: damping, unit: ""),
      SpringQuantity(name: "dampingRatio", value: dampingRatio, unit: ""),
      SpringQuantity(name: "naturalFrequency", value: naturalFrequency, unit: "rad/s"),
      SpringQuantity(name: "response", value: response, unit: "s"),
      SpringQuantity(name: "duration", value: duration, unit: "s"),
      SpringQuantity(name: "bounce", value: bounce, unit: ""),
      SpringQuantity(name: "settlingDuration", value: settlingDuration, unit: "s"),
    ]
  }
}
