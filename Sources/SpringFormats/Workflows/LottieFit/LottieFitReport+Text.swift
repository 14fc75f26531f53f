import SpringFitting
import SpringKit

extension LottieFitReport {
  /// The summary for people: per motion, its layer (name and index path, `[3/1]`, which
  /// `--layer` also takes), property and frames, the verdict and
  /// errors, the spring (and its exact `--spring` value, `SpringSpec.exact(_:)`, for
  /// `springfit lottie bake`) and code for SwiftUI, UIKit, Android and framer-motion, each with the
  /// fitted initial velocity where its API takes one (a note names the lines that start at
  /// rest when the motion does not).
  ///
  /// Keyframed properties that are not read (``skippedProperties``) are counted by kind on
  /// a last line, `Skipped   N keyframed properties not fitted: path morphs 3, masks 1`.
  ///
  /// Each expression on a selected property follows the motions: the spring an After
  /// Effects inertial bounce describes (``LottieExpressionSpring/text``), or a line saying
  /// it is not recognised, with its JSON path.
  public var text: String {
    let expressionBlocks = expressions.map(\.text)
    guard !fits.isEmpty else {
      let blocks = expressionBlocks + (skippedProperties.isEmpty ? [] : [skippedLine])
      guard !expressionBlocks.isEmpty else {
        guard !skippedProperties.isEmpty else { return "No animated property moves.\n" }
        return "No animated property springfit fits moves.\n" + skippedLine + "\n"
      }
      return blocks.joined(separator: "\n\n") + "\n"
    }
    var blocks: [String] = []
    for fit in fits {
      let motion = fit.motion
      var lines = [
        "Layer '\(motion.layerName)' [\(motion.layerIndexPath)], \(motion.propertyName), "
          + "motion \(motion.number): "
          + fit.framesDescription
      ]
      guard let spring = fit.spring, let verdict = fit.verdict, let rms = fit.rmsError,
        let maximum = fit.maxError
      else {
        if case .failed(let message) = fit.outcome { lines.append("  Not fitted: \(message)") }
        if let verdict = fit.verdict { lines.append("  Verdict   \(verdict.sentence)") }
        blocks.append(lines.joined(separator: "\n"))
        continue
      }
      let share = { (error: Double) in
        fit.range > 0
          ? " (\(NumberText.rounded(100 * error / fit.range, significantDigits: 3))%)" : ""
      }
      lines.append(
        "  Verdict   \(verdict.sentence): rmsError "
          + "\(NumberText.rounded(rms, significantDigits: 4))\(share(rms)), maxError "
          + "\(NumberText.rounded(maximum, significantDigits: 4))\(share(maximum)) of the "
          + "range \(NumberText.rounded(fit.range))")
      lines += Self.springLines(spring, equivalents: fit.equivalents)
      let atRest = fit.startsAtRestInCode
      if !atRest.isEmpty {
        lines.append(
          "  Note      the fitted motion starts moving; the "
            + (atRest.count > 1
              ? atRest.dropLast().joined(separator: ", ") + " and " + (atRest.last ?? "")
              : atRest.joined())
            + " code starts at rest (its API takes no velocity for this motion"
            + (fit.motion.components.count > 1
              ? ": one number for every component, whose velocities differ)" : ")"))
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    blocks += expressionBlocks
    if !skippedProperties.isEmpty { blocks.append(skippedLine) }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A spring's lines in a motion's or an expression's block: the spring in SwiftUI's and
  /// physical terms, its exact `--spring` line, and the code of ``SpringFitReport/textDialects``
  /// (none for a spring that never settles: UIKit's duration would be infinite).
  static func springLines(_ spring: Spring, equivalents: [SpringEquivalent]) -> [String] {
    var lines = [
      "  Spring    duration \(NumberText.rounded(spring.duration)) s, bounce "
        + "\(NumberText.rounded(spring.bounce)); dampingRatio "
        + "\(NumberText.rounded(spring.dampingRatio)), stiffness "
        + "\(NumberText.rounded(spring.stiffness)), damping "
        + "\(NumberText.rounded(spring.damping)) (mass 1)",
      "  --spring  " + SpringSpec.exact(spring),
    ]
    for equivalent in equivalents where SpringFitReport.textDialects.contains(equivalent.key) {
      // An undamped spring never settles: no duration to paste (UIKit's would be inf).
      let code =
        equivalent.parameters.allSatisfy(\.value.isFinite)
        ? equivalent.code : "none: the spring never settles, so it has no finite duration"
      lines.append("  " + equivalent.title.padding(toLength: 10) + code)
    }
    return lines
  }

  /// The line that counts the skipped properties by kind (`Skipped   …`, the first ten
  /// characters its label).
  public var skippedLine: String {
    let total = skippedProperties.total
    return "Skipped   \(total) keyframed propert\(total == 1 ? "y" : "ies") not fitted "
      + "(springfit reads transforms and simple shape properties): \(skippedProperties.summary)"
  }
}

extension String {
  /// The text followed by spaces up to `length` characters (at least one).
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, length - count))
  }
}
