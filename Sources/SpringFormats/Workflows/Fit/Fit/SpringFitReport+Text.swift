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
    let range = self.range
    let relative = { (error: Double) in
      range > 0
        ? " (\(NumberText.rounded(100 * error / range, significantDigits: 3))% of the range "
          + "\(NumberText.rounded(range)))" : ""
    }
    var lines = ["Verdict: \(fit.verdict.description)"]
    lines.append(
      "  rmsError  \(NumberText.rounded(fit.rmsError, significantDigits: 4))"
        + relative(fit.rmsError))
    lines.append(
      "  maxError  \(NumberText.rounded(fit.maxError, significantDigits: 4))"
        + relative(fit.maxError))
    lines.append("  window    " + window)
    lines.append("")
    lines.append(fit.verdict == .good || fit.verdict == .acceptable ? "Spring" : "Closest spring")
    let rows: [(String, Double, String)] = [
      ("duration", spring.duration, " s (SwiftUI's perceptual duration)"),
      ("bounce", spring.bounce, ""),
      ("response", spring.response, " s"),
      ("dampingRatio", spring.dampingRatio, ""),
      ("stiffness", spring.stiffness, " (mass 1)"),
      ("damping", spring.damping, ""),
      ("from", fit.from, ""),
      ("to", fit.to, ""),
      ("initialVelocity", fit.initialVelocity, " per second"),
      ("settlingDuration", spring.settlingDuration, " s"),
    ]
    for (name, value, unit) in rows {
      let shown =
        !value.isFinite && name == "settlingDuration"
        ? "inf (never settles)" : NumberText.rounded(value) + unit
      lines.append("  " + name.padding(to: 18) + shown)
    }
    lines.append("  " + "--spring".padding(to: 18) + SpringSpec.exact(spring))
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
    var notes = [
      "Fitted to \(subject), compared at \(comparison).",
      Self.springSpecNote,
      (fit.converged ? "Converged" : "Stopped without converging")
        + " after \(fit.iterations) iterations; condition number "
        + NumberText.rounded(fit.conditionNumber, significantDigits: 3) + ".",
    ]
    for equivalent in equivalents {
      lines.append("  " + equivalent.title.padding(to: 15) + equivalent.code)
      if !equivalent.isExact {
        notes.append(
          equivalent.deviation.isFinite
            ? "\(equivalent.title) cannot express this spring exactly: its code is the nearest "
              + "(deviation \(NumberText.rounded(equivalent.deviation, significantDigits: 3)))."
            : "\(equivalent.title) cannot express this spring.")
      }
    }
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
    notes += fit.notes.map { note in
      note.prefix(1).uppercased() + note.dropFirst() + (note.hasSuffix(".") ? "" : ".")
    }
    lines.append("")
    lines.append("Notes")
    lines += notes.map { "  - " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension SpringFitReport {
  /// The note on the `--spring` line of the text reports.
  static let springSpecNote =
    "The --spring line is this spring exactly: give it to 'springfit keyframes', 'sample', "
    + "'preview' or 'lottie bake' to bake the fitted spring (with --from, --to and --velocity "
    + "for the motion)."

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

extension String {
  /// The text followed by spaces up to `width` characters (at least one space).
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, width - count))
  }
}
