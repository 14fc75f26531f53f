import ArgumentParsing

// `springfit keyframes` as a subcommand: its name, help text and examples.

extension KeyframesOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = KeyframesCommand

  /// The name, summary, help text and examples of `springfit keyframes`.
  static let configuration = CommandConfiguration(
    name: "keyframes",
    abstract: "Export a spring as keyframes: JSON, CSV, CSS, Swift, WAAPI or Lottie.",
    discussion: """
      With --tolerance (the default), the keyframes are the spring's own values at times chosen so
      that the keyframe curve - drawn as Core Animation draws --interpolation linear or cubic with
      these keyTimes (and, for cubic, tension, continuity and bias values; for bezier, linear with
      one cubic-bezier timing function per segment) - stays within 0.9 of the tolerance of the
      spring at every time from 0 to the duration, with far fewer keyframes than even spacing needs.
      The curve is checked against the exact motion at 20000 or more times, densely enough to bound
      it in between, before anything is printed. The first value is --from; the last is --to once
      the spring has settled. --count and --fps space the keyframes evenly instead.

      Numbers keep the decimals the tolerance needs, checked as printed and played as each format's
      client plays them; the CSS and Swift comments state the measured error. At most
      \(KeyframesOptions.maximumCount) keyframes.
      """,
    details: """
      OUTPUT FORMATS:
        json
          One object shaped like a CAKeyframeAnimation: calculationMode, duration (seconds),
          keyTimes (fractions 0...1 of the duration) and values, with --interpolation bezier
          timingFunctions ([x1, y1, x2, y2] per segment); 'springfit fit' reads it back.
        csv
          Columns keyTime,time,value: the fraction, the seconds and the value; with --interpolation
          bezier also x1,y1,x2,y2, the timing function of the segment the row starts.
        css
          Two rules for the same motion, of which to use one (a comment above them says so): a
          transition with a linear() easing - the progress from --from (0) to --to (1), stops at
          their keyTime percentages, its comment naming both values - and an @keyframes rule with
          one selector per keyframe from --property, played by an animation with linear timing; with
          --interpolation bezier only the @keyframes rule, each keyframe with its
          animation-timing-function. The duration is the settling duration for 0.891 of the
          tolerance (see --end).
        swift
          A CAKeyframeAnimation (values, keyTimes, duration, calculationMode) and a SwiftUI
          KeyframeTrack of LinearKeyframe or CubicKeyframe, one per segment, with the segment's
          duration; with --interpolation bezier the animation's timingFunctions
          (CAMediaTimingFunction(controlPoints:)) and CubicKeyframes.
        web-animations
          {keyframes, options} for element.animate(): offset, easing (the segment's cubic-bezier
          with --interpolation bezier, linear otherwise) and the --property value per keyframe;
          duration in milliseconds, fill both.
        lottie
          A Lottie animated property {a: 1, k: [...]} for --property (scale, position or rotation):
          keyframes at fractional frame times t = seconds x --fps (default 60), each but the last
          with the o and i easing handles of its segment's cubic-bezier (--interpolation bezier, the
          default here), in the form every player plays alike. --document writes a whole file
          instead (see --document); the error is checked as lottie-web plays the printed numbers.

      COLOURS:
      With CSS colours for --from and --to (hex, rgb(), oklab(), oklch()), the spring runs
      componentwise in --space (oklab by default), mapped into the sRGB gamut by CSS Color 4's
      chroma reduction. --tolerance is a ΔE_ok (0.002 by default, below one 8-bit step) between the
      spring and the keyframes as the client plays them: css writes oklab() for oklab, rgb()
      otherwise (CSS interpolates each in its own space); web-animations oklab only; json [red,
      green, blue, alpha] fractions for Core Animation; csv keyTime,time,red,green,blue,alpha,css.
      --property defaults to 'background-color: {value}'. Other formats, --count, --fps, --end,
      --retarget, --reduced-motion and --velocity are refused.
      """,
    examples: """
      SwiftUI's default spring from 0 to 1, within 0.001, as JSON:
        springfit keyframes

      A bouncy scale for CSS, within 0.0005:
        springfit keyframes --spring preset:bouncy --tolerance 0.0005 --format css

      Cubic keyframes of SwiftUI's Spring(duration: 0.6) for Core Animation and SwiftUI:
        springfit keyframes --duration 0.6 --interpolation cubic --format swift

      A bouncy spring as Bezier-eased keyframes for the web (--mode is --interpolation's older
      name):
        springfit keyframes --spring preset:bouncy --mode bezier --format css

      A bouncy scale as a playable Lottie file:
        springfit keyframes --spring preset:bouncy --format lottie --document

      Red to blue for CSS, springing in Oklab (oklab() values, background-color):
        springfit keyframes --from=#ff0000 --to=#0000ff --format css

      An undamped spring needs an end:
        springfit keyframes --stiffness 100 --damping 0 --end 2 --tolerance 0.01
      """)
}
