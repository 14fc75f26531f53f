import ArgumentParsing

// `springfit lottie` as a subcommand: its name, help text and examples.

extension LottieOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = LottieCommand

  /// The name, summary, help text and examples of `springfit lottie`.
  static let configuration = CommandConfiguration(
    name: "lottie",
    abstract: "Bake a spring into a Lottie file in place of one motion.",
    discussion: """
      lottie bake replaces one motion of a Lottie file (a run of keyframes between holds or still
      stretches, as 'springfit fit' lists them) with a spring's keyframes: as few as keep the
      property, as lottie-web plays the written numbers, within --tolerance of the spring, in the
      form every player plays alike. The first keyframe keeps its frame and value; the spring runs
      to the motion's end value, one spring for every dimension, at the document's frame rate (in
      real time on the main composition's clock, through a precomposition's time stretch), started
      at the original motion's velocity unless --velocity is given. The last keyframe keeps the
      original last keyframe's outgoing segment, so the keyframes after the motion stay as they
      were.

      Every byte outside the replaced keyframes is kept: the new keyframes are spliced into the
      original text. Until rest, a spring that would settle after the out point (op) of its layer,
      of a precomposition layer holding it or of the document, or after the property's next
      keyframe, is aimed so that it lands on the end value there (one frame before that keyframe),
      with a warning; one that has covered less than half its travel by then is refused (exit 65).
      An explicit end after those frames is refused too (exit 65, naming the keyframe or the op).
      --end T ends T seconds after the motion's start (as every --end is), --end-frame N at a frame
      of the main composition, on the spring's value there. An end before the spring settles, or
      before the original motion's last keyframe, cuts the motion short: the file is written (exit
      0) and a warning line on standard error says so.
      """,
    arguments: """
        FILE  The Lottie file (a JSON object with 'layers'), or - for standard input.
      """,
    details: """
      EXIT STATUS:
        0   The file was written.
        64
          Bad usage: an option's value, or a --layer/--property/--motion that matches no motion or
          several.
        65
          The file is not Lottie or breaks a rule (FILE:LINE: PATH: RULE), the end would overlap the
          next keyframe or pass an out point, or the spring cannot land on the end value before
          them.
        66  The file cannot be read.
      """,
    examples: """
      Replace the scale pop of the repository's example (springfit examples) by a bouncy spring:
        springfit lottie bake Examples/lottie-pop.json --layer Pop --property scale --spring
          preset:bouncy --output lottie-pop-bouncy.json

      Bake the spring 'springfit fit --example lottie-pop' found, its --spring line pasted:
        springfit lottie bake Examples/lottie-pop.json --layer Pop --property scale --spring
          swiftui:stiffness=180.78608126185136,damping=12.003701059710744 --output
          lottie-pop-fitted.json

      The third fade of a layer, ended at frame 85:
        springfit lottie bake Examples/toast.json --layer Toast --property opacity --motion 3
          --spring preset:smooth --end-frame 85
      """)
}
