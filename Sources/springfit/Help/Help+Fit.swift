// The help texts of `springfit fit` and `springfit examples`.

extension Help {
  /// `springfit fit --help`.
  static let fit =
    [
      "OVERVIEW: " + CommandName.fit.summary,
      "",
      paragraph(
        "Finds the damped spring whose motion from the first keyframe value to the last is "
          + "closest to the keyframes in the least-squares sense: it fits the natural "
          + "frequency, the damping ratio and the initial velocity (with --fit-endpoints also "
          + "from and to) by Levenberg-Marquardt from many starts. rmsError and maxError "
          + "compare the spring with the keyframe curve at 1001 evenly spaced times from 0 to "
          + "the duration, ends included (at the sample times for time,value CSV). The "
          + "verdict is good within 2% of the range of the keyframes (RMS), acceptable within "
          + "8%, and none when no spring reproduces the motion, for example when a later "
          + "swing is larger than an earlier one."),
      "",
      usage(for: .fit, prefix: "USAGE: "),
      "",
      "ARGUMENTS:",
      entry(
        "  KEYFRAMES_FILE",
        "A keyframe file, JSON or CSV (see KEYFRAME\u{A0}FILES); - reads standard input."),
      "",
      FitCommandOptions.sections.map(section).joined(separator: "\n\n"),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show this help."),
      "",
      "KEYFRAME FILES (JSON when the text starts with { or [, CSV otherwise):",
      entry(
        "  JSON",
        "Shaped like a CAKeyframeAnimation (example below). values and duration are needed "
          + "(the duration may come from --duration). keyTimes default to evenly spaced; "
          + "calculationMode to linear, with Core Animation's names linear, cubic, discrete, "
          + "paced and cubicPaced; timingFunctions (names or [x1, y1, x2, y2]) to linear "
          + "timing. timingFunction (the whole animation's), tensionValues, continuityValues "
          + "and biasValues are read too, keyPath is ignored, any other field is an error."),
      entry("  time,value CSV", "Samples: seconds and values, fitted at their own times."),
      entry(
        "  keyTime,value CSV",
        "Keyframes at fractions 0...1 of --duration, linear unless --mode says otherwise."),
      "",
      "  {\"values\": [0.4, 1, 0.9, 1], \"keyTimes\": [0, 0.4, 0.7, 1], \"duration\": 0.333,",
      "   \"calculationMode\": \"cubic\",",
      "   \"timingFunctions\": [\"easeOut\", [0.25, 0.1, 0.25, 1], \"linear\"]}",
      "",
      paragraph(
        "OUTPUT FORMATS: text is a summary: the verdict, rmsError and maxError (also as a percentage "
          + "of the range), the spring in SwiftUI's terms with its response, damping ratio, "
          + "stiffness and damping, the motion (from, to, initial velocity), ready-to-paste "
          + "SwiftUI, UIKit, Android and framer-motion code, and notes on convergence and on "
          + "how well the data pins the spring down. json is one object with the keys bounce, "
          + "dampingRatio, diagnostics (conditionNumber, converged, iterations, notes), "
          + "duration, equivalents (as 'springfit convert' prints them; uikit's velocity is "
          + "the initial velocity as a fraction of the distance per second), from, "
          + "initialVelocity, maxError, response, rmsError, settlingDuration, spring (damping, "
          + "mass, stiffness), to and verdict (description, and name: good, acceptable or "
          + "none); numbers JSON cannot hold are null. csv has the columns "
          + "time,keyframes,spring,error, with error = spring - keyframes."),
      "",
      "EXIT STATUS:",
      entry("  0", "Success, including help; a batch with bad lines also exits 0."),
      entry(
        "  64", "Bad usage or option value, including keyframe options SpringKit refuses."),
      entry(
        "  65",
        "Bad data in the input: the message names the file and the line or field."),
      entry("  66", "The input file is missing or unreadable."),
      entry("  1", "Any other error."),
      "",
      "EXAMPLES:",
      examples([
        (
          "The shine button's pop, which no spring reproduces (its second swing outgrows the "
            + "first):",
          "springfit fit --example scale-pop"
        ),
        (
          "Hokusai's menu bounce, recovered from 16 keyframes, as JSON:",
          "springfit fit --example menu-bounce --format json"
        ),
        (
          "Keyframes typed in, fitted with a critically damped spring:",
          "springfit fit --values 0,1.1,0.97,1 --duration 0.5 --keep-damping-ratio 1"
        ),
        (
          "A keyframe file; the curve and the spring as CSV, to plot:",
          "springfit fit pop.json --format csv"
        ),
        ("time,value samples from standard input:", "springfit fit - < samples.csv"),
        (
          "Many keyframe sets, one JSON object per line, fitted on every core:",
          "springfit fit --batch sets.jsonl"
        ),
      ]),
    ].joined(separator: "\n") + "\n"

  /// `springfit examples --help`.
  static let examplesCommand =
    [
      "OVERVIEW: " + CommandName.examples.summary,
      "",
      paragraph(
        "Prints one line per example: its name, where it is used, and what it is. The "
          + "examples are the motions of the articles SpringKit grew from: SpringKit's "
          + "scenarios (Scenario.allCases in the library) and the keyframes an app would hand "
          + "to Core Animation. Where a name is both, the line describes the scenario. The "
          + "second column says where the name works: fit ('springfit fit --example NAME' "
          + "fits its keyframes), outline ('springfit outline --example NAME' renders it), "
          + "or SpringKit (a scenario of the library only)."),
      "",
      usage(for: .examples, prefix: "USAGE: "),
      "",
      "OPTIONS:",
      entry("  -h, --help", "Show this help."),
      "",
      "EXAMPLES:",
      examples([
        ("List the examples:", "springfit examples"),
        ("Fit one:", "springfit fit --example donut-sweep"),
        ("Render the menu's outline:", "springfit outline --example menu-bounce --format svg"),
      ]),
    ].joined(separator: "\n") + "\n"
}
