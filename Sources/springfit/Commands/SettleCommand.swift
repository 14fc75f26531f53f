/// Carries out `springfit settle`.
enum SettleCommand {
  /// Writes the settling duration.
  static func run(_ options: SettleOptions, output: inout some TextOutputStream) {
    output.write("\(options.spring.settlingDuration)\n")
  }
}
