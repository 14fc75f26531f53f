import SpringFitting
import SpringKit

extension VectorFitReport {
  /// The summary for people: the verdict and the vector errors, the shared spring, a table
  /// of each component's motion and errors, code (``SpringFitReport/textDialects``) and
  /// notes.
  public var text: String {
    let spring = fit.spring
    var lines = ["Verdict: \(fit.verdict.sentence)"]
    lines += FitReportText.errorLines(
      rms: fit.rmsError, max: fit.maxError, range: range, rangeNote: ", the diagonal",
      details: (", vector RMS", ", largest distance"))
    lines.append("")
    lines += FitReportText.springLines(spring, verdict: fit.verdict, motion: [])
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
      let cells = row.enumerated().map { FitReportText.padded($0.element, widths[$0.offset] + 2) }
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
    let code = FitReportText.code(equivalents)
    lines += code.lines
    var notes = [
      "Fitted to \(subject), compared at \(components.first?.comparison ?? "no times"): one "
        + "spring for every component (frequency and damping ratio shared), each component "
        + "with its own from, to and initial velocity. Components are interpolated "
        + "independently, in the space the values are given in.",
      FitReportText.springSpecNote,
      FitReportText.convergenceNote(
        converged: fit.converged, iterations: fit.iterations,
        conditionNumber: fit.conditionNumber),
    ]
    notes += code.notes
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
    lines += FitReportText.notesBlock(notes, fitNotes: fit.notes)
    return lines.joined(separator: "\n") + "\n"
  }
}
