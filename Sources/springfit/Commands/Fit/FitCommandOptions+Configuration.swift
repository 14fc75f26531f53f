import ArgumentParsing

// `springfit fit` as a subcommand: its name, help text and examples.

extension FitCommandOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = FitCommand

  /// The name, summary, help text and examples of `springfit fit`.
  static let configuration = CommandConfiguration(
    name: "fit",
    abstract: "Fit a spring to keyframes or samples and print it for every ecosystem.",
    discussion: """
      Finds the damped spring whose motion from the first keyframe value to the last is closest to
      the keyframes in the least-squares sense: it fits the natural frequency, the damping ratio and
      the initial velocity (with --fit-endpoints also from and to) by Levenberg-Marquardt from many
      starts. It compares what a user sees: the keyframe curve at 1001 evenly spaced times from 0 to
      the duration T, then the last keyframe value, held as a keyframe animation holds it, at 1000
      more up to 2T (--keyframes-only stops at T); samples of time,value CSV are compared at their
      own times. rmsError and maxError cover that window. The verdict is good within 2% of the range
      of the keyframes (RMS) with the spring settled within 2% of its final value by the end of the
      window, acceptable within 8% (settled within 8%), and none when no spring reproduces the
      motion, for example when a keyframe swings farther from the final value than the one before
      it.

      A Lottie file whose every selected motion the fitter refuses prints no report: it exits 65
      with 'no motion could be fitted' and the first motion's reason, so a script knows there is no
      spring to use.
      """,
    arguments: """
        KEYFRAMES_FILE
          A keyframe file, JSON or CSV (see 'springfit help formats'); - reads standard input.
      """,
    details: """
      OUTPUT FORMATS: text is a summary: the verdict, rmsError and maxError (also as a percentage of
      the range), the spring in SwiftUI's terms with its response, damping ratio, stiffness and
      damping, the motion (from, to, initial velocity), ready-to-paste SwiftUI, UIKit, Android and
      framer-motion code, and notes on convergence and on how well the data pins the spring down.
      json is one object with the keys bandSettlingTime (when the spring stays within 2% of the
      range of its final value), bounce, dampingRatio, diagnostics (conditionNumber, converged,
      iterations, notes), duration, equivalents (as 'springfit convert' prints them; uikit's
      velocity is the initial velocity as a fraction of the distance per second), from,
      initialVelocity, maxError, response, rmsError, settlingDuration, spring (damping, mass,
      stiffness), to, verdict (description, and name: good, acceptable or none) and window (name:
      keyframesThenHeld, keyframesOnly or samples; end, the last compared time; holdStart, where the
      held value begins, or null); numbers JSON cannot hold are null. csv has the columns
      time,keyframes,spring,error at the compared times, with error = spring - keyframes (keyframes
      is the held last value after the duration).

      VECTORS: keyframes given as --values with ';' between keyframes, as JSON arrays or as several
      CSV value columns are fitted with one spring for every component (the frequency and damping
      ratio shared, as Core Animation and SwiftUI animate them) and each component's own from, to
      and initial velocity. Components are interpolated independently, in the space the values are
      given in (a colour in its RGB components, a transform in its own parameters). rmsError and
      maxError are the Euclidean (vector) ones; text adds a table of components, json has from, to
      and initialVelocity as arrays and components (name, from, to, initialVelocity, rmsError,
      maxError), csv has keyframes.NAME, spring.NAME and error.NAME per component, and the plot a
      panel per component.

      EXIT STATUS:
        0   Success, including help; a batch with bad lines also exits 0.
        64  Bad usage or option value, including keyframe options SpringKit refuses.
        65  Bad data in the input: the message names the file and the line or field.
        66  The input file is missing or unreadable.
        1   Any other error.
      """,
    examples: """
      The shine button's pop, which no spring reproduces (its dip to 0.9 outgrows the rise before
      it):
        springfit fit --example scale-pop

      A designer's Lottie scale pop, built in (the repository's Examples/lottie-pop.json); its
      --spring line bakes the spring with 'springfit lottie bake':
        springfit fit --example lottie-pop

      Hokusai's menu bounce, recovered from 16 keyframes, as JSON:
        springfit fit --example menu-bounce --format json

      Keyframes typed in, fitted with a critically damped spring:
        springfit fit --values 0,1.1,0.97,1 --duration 0.5 --keep-damping-ratio 1

      A keyframe file; the curve and the spring as CSV, to plot:
        springfit fit pop.json --format csv

      time,value samples from standard input:
        springfit fit - < samples.csv

      Many keyframe sets, one JSON object per line, fitted on every core:
        springfit fit --batch sets.jsonl
      """,
    topics: [.formats])
}
