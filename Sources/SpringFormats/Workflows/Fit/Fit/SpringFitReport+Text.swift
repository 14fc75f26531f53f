import SpringFitting
import SpringKit

extension SpringFitReport {
  /// The ecosystems whose code ``text`` shows, by `SpringEquivalent.key`.
  public static let textDialects = ["swiftui", "uikit", "android", "framerMotion"]

  /// The summary for people: the verdict and the errors (also as a share of the data's
  /// range) with the window they cover, the spring in SwiftUI's and physical terms, code for
  /// SwiftUI, UIKit, Android (a `SpringAnimation` of ``keyPath``'s view property from `from`
  /// to `to`) and framer-motion (``textDialects``), and notes; numbers
  /// ``NumberText/rounded(_:significantDigits:)``.
  public var text: String {
    let spring = fit.spring
    var lines = ["Verdict: \(fit.verdict.sentence)"]
    lines += FitReportText.errorLines(rms: fit.rmsError, max: fit.maxError, range: range)
    lines.append("  window    " + window)
    lines.append("")
    lines += FitReportText.springLines(
      spring, verdict: fit.verdict,
      motion: [
        ("from", fit.from, ""), ("to", fit.to, ""),
        ("initialVelocity", fit.initialVelocity, " per second"),
      ])
    lines.append("")
    lines.append("Code")
    // Android's code animates the key path's view property from `from` to `to`.
    let properties =
      keyPath.flatMap { AndroidViewProperty.properties(keyPath: $0, components: 1) }
      ?? [[AndroidViewProperty("TRANSLATION_X")]]
    let equivalents = AndroidViewProperty.replacingAndroidCode(
      in: spring.equivalents(
        from: fit.from, to: fit.to,
        initialVelocity: fit.initialVelocity == 0 ? nil : fit.initialVelocity),
      spring: spring, fits: [fit], properties: properties
    )
    .filter { Self.textDialects.contains($0.key) }
    let code = FitReportText.code(equivalents)
    lines += code.lines
    var notes =
      [
        "Fitted to \(subject), compared at \(comparison).",
        FitReportText.springSpecNote,
        FitReportText.convergenceNote(
          converged: fit.converged, iterations: fit.iterations,
          conditionNumber: fit.conditionNumber),
      ] + code.notes
    if fit.initialVelocity != 0 {
      let atRest = equivalents.filter { !$0.carriesVelocity }.map(\.title)
      let moving = equivalents.filter(\.carriesVelocity)
      let units = SpringVelocityUnit.allCases.compactMap { unit -> String? in
        let titles = moving.filter { $0.velocityUnit == unit }.map(\.title)
        return titles.isEmpty
          ? nil : titles.joined(separator: " and ") + " in " + unit.description
      }
      notes.append(
        atRest.isEmpty
          ? "Every code line carries the initial velocity ("
            + units.joined(separator: "; ") + ")."
          : units.isEmpty
            ? "The code starts at rest; the fitted motion starts moving."
            : "The " + atRest.joined(separator: ", ") + " code starts at rest (its API takes "
              + "no velocity here); the others carry the initial velocity ("
              + units.joined(separator: "; ") + ").")
    }
    lines += FitReportText.notesBlock(notes, fitNotes: fit.notes)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension SpringFitReport {
  /// The times the errors cover, in words: "0 to 0.6 s (keyframes to 0.3 s, then their last
  /// value held)".
  var window: String {
    let end = NumberText.rounded(fit.times.last ?? 0)
    switch fit.window {
    case .keyframesThenHeld:
      return "0 to \(end) s (keyframes to \(NumberText.rounded(fit.holdStart ?? 0)) s, then "
        + "their last value held)"
    case .keyframesOnly:
      return "0 to \(end) s (the keyframes only)"
    case nil:
      return "the \(fit.times.count) sample times, \(NumberText.rounded(fit.times.first ?? 0)) "
        + "to \(end) s"
    }
  }
}
