// A Lottie selection named by the `springfit` options that set it, for messages.

extension LottieMotionSelection {
  /// The criteria given, as `springfit` options with their values, for messages:
  /// `--layer 'Pop', --motion 2`.
  public var givenDescription: String {
    [
      layer.map { "--layer '\($0)'" }, property.map { "--property '\($0)'" },
      motion.map { "--motion \($0)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// The criteria given, as `springfit` option names, for "does not apply" messages.
  public var givenOptions: [String] {
    [("--layer", layer != nil), ("--property", property != nil), ("--motion", motion != nil)]
      .filter(\.1).map(\.0)
  }
}
