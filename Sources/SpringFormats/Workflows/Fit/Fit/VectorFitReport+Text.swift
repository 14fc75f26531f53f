import SpringFitting
import SpringKit

extension VectorFitReport {
  /// The summary for people: the verdict and the vector errors, the shared spring, a table
  /// of each component's motion and errors, code (``SpringFitReport/textDialects``) and
  /// notes.
  public var text: String {
    let spring = fit.spring
    let range = self.range
    let relative = { (error: Double) in
      range > 0
        ? " (\(NumberText.rounded(100 * error / range, significantDigits: 3))% of the range "
          + "\(NumberText.rounded(range)), the diagonal)" : ""
    }
    var lines = ["Verdict: \(fit.verdict.description)"]
    lines.append(
      "  rmsError  \(NumberText.rounded(fit.rmsError, significantDigits: 4))"
        + relative(fit.rmsError)
        + ", vector RMS")
    lines.append(
      "  maxError  \(NumberText.rounded(fit.maxError, significantDigits: 4))"
        + relative(fit.maxError)
        + ", largest distance")
    lines.append("")
    lines.append(fit.verdict == .good || fit.verdict == .acceptable ? "Spring" : "Closest spring")
    let rows: [(String, Double, String)] = [
      ("duration", spring.duration, " s (SwiftUI's perceptual duration)"),
      ("bounce", spring.bounce, ""),
      ("response", spring.response, " s"),
      ("dampingRatio", spring.dampingRatio, ""),
      ("stiffness", spring.stiffness, " (mass 1)"),
      ("damping", spring.damping, ""),
      ("settlingDuration", spring.settlingDuration, " s"),
    ]
    for (name, value, unit) in rows {
      let shown =
        !value.isFinite && name == "settlingDuration"
        ? "inf (never settles)" : NumberText.rounded(value) + unit
      lines.append("  " + Self.padded(name, 18) + shown)
    }
    lines.append("  " + Self.padded("--spring", 18) + SpringSpec.exact(spring))
    lines.append("")
    let header = ["", "from", "to", "initialVelocity", "rmsError", "maxError"]
    var table = [header]
    for (name, component) in zip(names, fit.components) {
      table.append(
        [
          name, NumberText.rounded(component.from), NumberText.rounded(component.to),
          NumberText.rounded(component.initialVelocity),
          NumberText.rounded(component.rmsError, significantDigits: 4),
          NumberText.rounded(component.maxError, significantDigits: 4),
        ])
    }
    let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    lines.append("Components")
    for row in table {
      let cells = row.enumerated().map { Self.padded($0.element, widths[$0.offset] + 2) }
      lines.append("  " + String(cells.joined().reversed().drop { $0 == " " }.reversed()))
    }
    lines.append("")
    lines.append("Code")
    var equivalents = self.equivalents
    if let properties = keyPath.flatMap({
      AndroidViewProperty.properties(keyPath: $0, components: fit.components.count)
    }) {
      equivalents = AndroidViewProperty.replacingAndroidCode(
        in: equivalents, spring: spring, fits: fit.components, properties: properties)
    }
    equivalents = equivalents.filter { SpringFitReport.textDialects.contains($0.key) }
    var notes = [
      "Fitted to \(subject), compared at \(components.first?.comparison ?? "no times"): one "
        + "spring for every component (frequency and damping ratio shared), each component "
        + "with its own from, to and initial velocity. Components are interpolated "
        + "independently, in the space the values are given in.",
      SpringFitReport.springSpecNote,
      (fit.converged ? "Converged" : "Stopped without converging")
        + " after \(fit.iterations) iterations; condition number "
        + NumberText.rounded(fit.conditionNumber, significantDigits: 3) + ".",
    ]
    for equivalent in equivalents {
      lines.append("  " + Self.padded(equivalent.title, 15) + equivalent.code)
      if !equivalent.isExact {
        notes.append(
          equivalent.deviation.isFinite
            ? "\(equivalent.title) cannot express this spring exactly: its code is the nearest "
              + "(deviation \(NumberText.rounded(equivalent.deviation, significantDigits: 3)))."
            : "\(equivalent.title) cannot express this spring.")
      }
    }
    if fit.components.contains(where: { $0.initialVelocity != 0 }) {
      let carrying = equivalents.filter(\.carriesVelocity).map(\.title)
      let atRest = equivalents.filter { !$0.carriesVelocity }.map(\.title)
      notes.append(
        carrying.isEmpty
          ? "The code starts at rest; the fitted motion starts moving (each component's "
            + "initial velocity is in the table)."
          : "The " + carrying.joined(separator: " and ") + " code carries the initial "
            + "velocity (the same fraction of every component's distance per second); the "
            + atRest.joined(separator: " and ") + " code starts at rest (its velocity would "
            + "be one number per component, in the table).")
    }
    notes += fit.notes.map { note in
      note.prefix(1).uppercased() + note.dropFirst() + (note.hasSuffix(".") ? "" : ".")
    }
    lines.append("")
    lines.append("Notes")
    lines += notes.map { "  - " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The text followed by spaces up to `width` characters (at least one space).
  private static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
