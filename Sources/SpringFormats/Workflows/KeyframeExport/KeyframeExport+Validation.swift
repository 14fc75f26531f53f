import SpringKit

// The rules between an export's settings, in the order `springfit keyframes --help` reads
// them: the interpolation, the templates, the colours, the retargets and reduced motion.

extension KeyframeExport {
  /// Checks the rules between the settings: the interpolation the format plays, the
  /// templates and key path each format takes, what a colour export refuses, what retargets
  /// need (a tolerance, no end, straight lines, a property CSS adds) and where reduced motion
  /// applies.
  ///
  /// - Throws: ``KeyframeExportError`` for the first broken rule.
  public func validate() throws(KeyframeExportError) {
    var mode = interpolation ?? format.defaultInterpolation
    if withinUnitInterval {
      guard mode == .bezier else {
        throw .notApplying(
          .withinUnitInterval, "it bounds the timing functions of --interpolation bezier")
      }
      mode = .bezierWithinUnitInterval
    }
    // The registry says which interpolations a format's writer takes.
    guard format.accepts(mode) else {
      throw .notApplying(
        .interpolation, mode.rawValue,
        format == .lottie
          ? "Lottie eases straight segments in time; use --interpolation bezier (the default "
            + "with --format lottie) or linear with --format lottie"
          : "CSS interpolates keyframes linearly; use --interpolation linear or bezier with "
            + "--format \(format.rawValue)")
    }
    try validateTemplates()
    try validateColours(mode)
    try validateRetargets(mode)
    try validateReducedMotion()
  }

  /// ``property``, ``keyPath`` and ``lottieDocument``, each only with its format.
  private func validateTemplates() throws(KeyframeExportError) {
    if lottieDocument, format != .lottie {
      throw .notApplying(.lottieDocument, "it writes a file of --format lottie")
    }
    if format == .lottie, let property {
      guard LottieExportProperty(rawValue: property) != nil else {
        throw .invalid(
          .property, property,
          "one of " + LottieExportProperty.allCases.map(\.rawValue).joined(separator: ", ")
            + " with --format lottie")
      }
    } else if let property {
      guard format.takesTemplate else {
        throw .notApplying(.property, "it shapes --format css, web-animations and lottie only")
      }
      do {
        try format.validateTemplate(property)
      } catch {
        throw .invalid(
          .property, property,
          "a declaration with {value} where the value goes, such as 'opacity: {value}', and "
            + "no other braces")
      }
    }
    if keyPath != nil, format != .swift {
      throw .notApplying(.keyPath, "it names the key path of --format swift")
    }
  }

  /// With ``colours``, refuses what a colour export cannot carry: formats other than css,
  /// web-animations, json and csv, evenly spaced keyframes, curved interpolation, an end,
  /// retargets and reduced motion.
  private func validateColours(_ mode: KeyframeInterpolation) throws(KeyframeExportError) {
    guard let colours else { return }
    let reason = "colour keyframes are planned for --tolerance (a ΔE_ok) and linear playback"
    switch format {
    case .css, .webAnimations, .json, .csv: break
    default:
      throw .notApplying(
        .format, format.rawValue, "colours are written as css, web-animations, json or csv only")
    }
    if format == .webAnimations, colours.space != .oklab {
      // Measured in Chromium: element.animate() rounds rgb() keyframes to 8-bit channels
      // before it interpolates (CSS @keyframes keep them), up to ΔE_ok 0.004 on its own.
      throw .notApplying(
        .space, colours.space.rawValue,
        "--format web-animations writes rgb() keyframes, which Chromium's element.animate() "
          + "rounds to 8 bits, beyond the ΔE_ok; use --format css, or --space oklab")
    }
    switch placement {
    case .count?: throw .notApplying(.count, reason)
    case .step?: throw .notApplying(.step, reason)
    default: break
    }
    if end != nil { throw .notApplying(.end, reason) }
    if retargets != nil { throw .notApplying(.retargets, reason) }
    if mode != .linear { throw .notApplying(.interpolation, mode.rawValue, reason) }
    if reducedMotion != nil {
      throw .notApplying(.reducedMotion, "it varies numeric motions only")
    }
  }

  /// ``retargets``: a motion SpringKit accepts, planned for a tolerance with straight lines
  /// and no end, in a format that writes layers or a baked track, on a property CSS adds.
  private func validateRetargets(_ mode: KeyframeInterpolation) throws(KeyframeExportError) {
    guard let retargets else { return }
    do {
      _ = try RetargetedMotion(
        spring: spring, fromValue: from, toValue: to, initialVelocity: initialVelocity,
        retargets: retargets)
    } catch {
      throw .invalid(
        .retargets, Retarget.text(of: retargets),
        "pairs with increasing times from 0 to \(Int(RetargetedMotion.latestRetargetTime)) s "
          + "and finite values, at most \(RetargetedMotion.maximumLayerCount - 1) (\(error))")
    }
    guard format != .swift else {
      throw .notApplying(
        .retargets,
        "it writes --format css, web-animations or json (additive layers), csv or lottie (one "
          + "track)")
    }
    if let placement, case .tolerance = placement {
    } else if placement != nil {
      throw .notApplying(.retargets, "its layers are planned for --tolerance, not evenly spaced")
    }
    if end != nil {
      throw .notApplying(.retargets, "each layer lasts until it settles, so --end does not apply")
    }
    // Lottie's default bezier gives way; an interpolation asked for does not.
    if mode != .linear, format != .lottie || interpolation != nil {
      throw .notApplying(.retargets, "its layers sum as straight lines: use --interpolation linear")
    }
    guard format.takesTemplate else { return }
    let declared = template.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
    let trimmed = declared.filter { $0 != " " }
    guard trimmed != "transform", trimmed != "scale" else {
      throw .invalid(
        .property, template,
        "a property that animation-composition: add sums (a number, a length or a registered "
          + "<number> such as '--value: {value}', used as transform: scale(var(--value))) with "
          + "--retarget; add concatenates transforms, so scales would multiply")
    }
  }

  /// ``reducedMotion``, with CSS and Web Animations only, for one motion; a fade needs a
  /// template that does not animate opacity already.
  private func validateReducedMotion() throws(KeyframeExportError) {
    guard let reducedMotion else { return }
    guard format.takesTemplate else {
      throw .notApplying(.reducedMotion, "it adds a variant to --format css and web-animations")
    }
    guard retargets == nil else {
      throw .notApplying(
        .reducedMotion, "it varies one motion, not the additive layers of --retarget")
    }
    if case .crossFade = reducedMotion, CSSKeyframesWriter(template: template).property == "opacity"
    {
      throw .invalid(
        .reducedMotion, reducedMotion.name,
        "jump or critical: the fade animates opacity, which --property animates already")
    }
  }
}
