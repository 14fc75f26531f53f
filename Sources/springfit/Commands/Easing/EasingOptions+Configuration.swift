import ArgumentParsing

// `springfit easing` as a subcommand: its name, help text and examples.

extension EasingOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = EasingCommand

  /// The name, summary, help text and examples of `springfit easing`.
  static let configuration = CommandConfiguration(
    name: "easing",
    abstract: "The one cubic-bezier nearest a spring, with its largest error.",
    discussion: """
      Finds the cubic-bezier(x1, y1, x2, y2) whose progress is nearest the spring's motion from 0 to
      1 (at rest) in maximum error over the duration (a minimax fit), with x1 and x2 in [0, 1] and
      y1, y2 free, rounds it to 4 decimals and prints the largest error of the rounded curve, in
      fractions of the travel, measured at 20001 times. For CSS transitions without linear(),
      Android, Compose and design tools; 'springfit keyframes --mode bezier' follows a spring within
      a tolerance instead, and 'springfit fit --values 0,1 --timing-functions ...' goes the other
      way, from an easing to the spring nearest it.

      The duration is whole milliseconds, as CSS, Android and Compose take it: --end rounded, or the
      settling duration to 0.1% of the travel rounded up, after which the curve holds 1. 'springfit
      keyframes' ends a little later for the same spring (828.45 ms against 819 ms for
      preset:bouncy): its keyframes must stay within their tolerance (0.1% of the travel by default)
      of the spring as printed, so they end where the spring is within 0.891 of it, leaving the rest
      to the rounding of the printed numbers. --format css starts with a comment stating the
      duration and the largest error, as the text does.
      """,
    examples: """
      SwiftUI's default spring, every snippet:
        springfit easing

      A bouncy spring for CSS:
        springfit easing --spring preset:bouncy --format css

      An overdamped spring over 0.5 s for Compose:
        springfit easing --response 0.4 --damping-ratio 1.5 --end 0.5 --format compose
      """)
}
