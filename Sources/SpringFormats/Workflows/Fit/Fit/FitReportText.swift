import SpringFitting
import SpringKit

/// The parts the scalar and the vector fit reports word alike, written once: the error lines,
/// the spring's table, the code lines with their notes on exactness, and the closing notes.
enum FitReportText {
  /// "  rmsError  0.01234 (1.23% of the range 1)" and the same for `maxError`, each error
  /// followed by its `details` (such as ", vector RMS"); the share of the range is left out
  /// when the range is 0, and `rangeNote` follows the range (", the diagonal").
  static func errorLines(
    rms: Double, max: Double, range: Double, rangeNote: String = "",
    details: (rms: String, max: String) = ("", "")
  ) -> [String] {
    let relative = { (error: Double) in
      range > 0
        ? " (\(NumberText.rounded(100 * error / range, significantDigits: 3))% of the range "
          + "\(NumberText.rounded(range))\(rangeNote))" : ""
    }
    return [
      "  rmsError  \(NumberText.rounded(rms, significantDigits: 4))" + relative(rms)
        + details.rms,
      "  maxError  \(NumberText.rounded(max, significantDigits: 4))" + relative(max)
        + details.max,
    ]
  }

  /// "Spring" (or "Closest spring" when the verdict is none), the spring in SwiftUI's and
  /// physical terms with the `motion` rows after the damping, its settling duration and its
  /// exact `--spring` line.
  static func springLines(
    _ spring: Spring, verdict: FitVerdict, motion: [(String, Double, String)]
  ) -> [String] {
    var lines = [verdict == .good || verdict == .acceptable ? "Spring" : "Closest spring"]
    let rows: [(String, Double, String)] =
      [
        ("duration", spring.duration, " s (SwiftUI's perceptual duration)"),
        ("bounce", spring.bounce, ""),
        ("response", spring.response, " s"),
        ("dampingRatio", spring.dampingRatio, ""),
        ("stiffness", spring.stiffness, " (mass 1)"),
        ("damping", spring.damping, ""),
      ] + motion + [("settlingDuration", spring.settlingDuration, " s")]
    for (name, value, unit) in rows {
      let shown =
        !value.isFinite && name == "settlingDuration"
        ? "inf (never settles)" : NumberText.rounded(value) + unit
      lines.append("  " + padded(name, 18) + shown)
    }
    lines.append("  " + padded("--spring", 18) + SpringSpec.exact(spring))
    return lines
  }

  /// The note on the `--spring` line of the text reports.
  static let springSpecNote =
    "The --spring line is this spring exactly: give it to 'springfit keyframes', 'sample', "
    + "'preview' or 'lottie bake' to bake the fitted spring (with --from, --to and --velocity "
    + "for the motion)."

  /// The convergence note, such as "Converged after 12 iterations; condition number 3.4.".
  static func convergenceNote(converged: Bool, iterations: Int, conditionNumber: Double)
    -> String
  {
    (converged ? "Converged" : "Stopped without converging")
      + " after \(iterations) iterations; condition number "
      + NumberText.rounded(conditionNumber, significantDigits: 3) + "."
  }

  /// One code line per equivalent, and a note for each that cannot express the spring exactly.
  static func code(_ equivalents: [SpringEquivalent]) -> (lines: [String], notes: [String]) {
    var lines: [String] = []
    var notes: [String] = []
    for equivalent in equivalents {
      lines.append("  " + padded(equivalent.title, 15) + equivalent.code)
      if !equivalent.isExact {
        notes.append(
          equivalent.deviation.isFinite
            ? "\(equivalent.title) cannot express this spring exactly: its code is the nearest "
              + "(deviation \(NumberText.rounded(equivalent.deviation, significantDigits: 3)))."
            : "\(equivalent.title) cannot express this spring.")
      }
    }
    return (lines, notes)
  }

  /// The closing "Notes" block: `notes`, then the fitter's own notes as sentences.
  static func notesBlock(_ notes: [String], fitNotes: [FitNote]) -> [String] {
    let sentences = fitNotes.map(\.sentence).map { note in
      note.prefix(1).uppercased() + note.dropFirst() + (note.hasSuffix(".") ? "" : ".")
    }
    return ["", "Notes"] + (notes + sentences).map { "  - " + $0 }
  }

  /// The text followed by spaces up to `width` characters (at least one space).
  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  /// The keys the scalar and the vector JSON documents share: the spring (`spring`,
  /// `dampingRatio`, `response`, `duration`, `bounce`, `settlingDuration`, `springSpec`), the
  /// verdict and the fitter's diagnostics.
  static func sharedJSON(
    _ spring: Spring, verdict: FitVerdict, iterations: Int, converged: Bool,
    conditionNumber: Double, notes: [FitNote]
  ) -> [String: JSONValue] {
    let number = JSONValue.finiteNumber
    return [
      "spring": [
        "mass": number(spring.mass), "stiffness": number(spring.stiffness),
        "damping": number(spring.damping),
      ],
      "dampingRatio": number(spring.dampingRatio),
      "response": number(spring.response),
      "duration": number(spring.duration),
      "bounce": number(spring.bounce),
      "settlingDuration": number(spring.settlingDuration),
      "springSpec": .string(SpringSpec.exact(spring)),
      "verdict": ["name": .string(verdict.name), "description": .string(verdict.sentence)],
      "diagnostics": [
        "iterations": .number(Double(iterations)),
        "converged": .bool(converged),
        "conditionNumber": number(conditionNumber),
        "notes": .array(notes.map { .string($0.sentence) }),
      ],
    ]
  }
}
