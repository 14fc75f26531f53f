public import SpringFitting
public import SpringKit

/// A spring fitted to one ``LottieMotion``: one spring for every dimension of the value.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// let fits = LottieMotionFit.fits(document.motions())
/// print(fits.map(\.text).joined(separator: "\n"))
/// ```
public struct LottieMotionFit: Sendable {
  /// What the fitter made of the motion.
  public enum Outcome: Sendable {
    /// A one-dimensional property (rotation, opacity, a split position axis).
    case scalar(SpringFitReport)
    /// A vector property (scale, position, size, colour): one spring, each dimension with
    /// its own from, to and initial velocity.
    case vector(VectorFitReport)
    /// The fitter refused the motion; the message says why.
    case failed(String)
    /// No spring makes this motion (``LottieMotion/nonSpringReason``): not fitted, the
    /// verdict is `none` with the reason.
    case notASpring(reason: String)
  }

  /// The motion.
  public var motion: LottieMotion
  /// The fit.
  public var outcome: Outcome

  /// Creates a fit from its parts.
  public init(motion: LottieMotion, outcome: Outcome) {
    self.motion = motion
    self.outcome = outcome
  }

  /// Fits a spring to a motion: at its keyframes when baked, at its
  /// ``LottieMotion/sampleCount`` evaluated frames otherwise (``LottieProperty/value(atFrame:)``).
  ///
  /// A baked motion is fitted with `from` and `to` free (`FitOptions.fitsEndpoints`): a
  /// spring baked for a fixed time stops short of its target.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - options: What may change and what must be kept.
  /// - Complexity: One fit of `times.count` samples per motion.
  public init(motion: LottieMotion, options: FitOptions = FitOptions()) {
    self.motion = motion
    if let reason = motion.nonSpringReason {
      outcome = .notASpring(reason: reason)
      return
    }
    do {
      switch try FitReport(
        fitting: motion.fitSubject, options: motion.fittingOptions(from: options))
      {
      case .scalar(let report): outcome = .scalar(report)
      case .vector(let report): outcome = .vector(report)
      }
    } catch {
      outcome = .failed(error.description)
    }
  }

  /// Fits every motion.
  public static func fits(_ motions: [LottieMotion], options: FitOptions = FitOptions())
    -> [LottieMotionFit]
  {
    motions.map { LottieMotionFit(motion: $0, options: options) }
  }

  /// The shared spring, or `nil` when the fit failed.
  public var spring: Spring? {
    switch outcome {
    case .scalar(let report): report.fit.spring
    case .vector(let report): report.fit.spring
    case .failed, .notASpring: nil
    }
  }

  /// The verdict (`none` with the reason for ``Outcome/notASpring(reason:)``), or `nil` when
  /// the fit failed.
  public var verdict: FitVerdict? {
    switch outcome {
    case .scalar(let report): report.fit.verdict
    case .vector(let report): report.fit.verdict
    case .failed: nil
    case .notASpring(let reason): .noSpringReproducesThis(reason: reason)
    }
  }

  /// The RMS error (the vector RMS for vectors), or `nil` when the fit failed.
  public var rmsError: Double? {
    switch outcome {
    case .scalar(let report): report.fit.rmsError
    case .vector(let report): report.fit.rmsError
    case .failed, .notASpring: nil
    }
  }

  /// The largest error (the largest distance for vectors), or `nil` when the fit failed.
  public var maxError: Double? {
    switch outcome {
    case .scalar(let report): report.fit.maxError
    case .vector(let report): report.fit.maxError
    case .failed, .notASpring: nil
    }
  }

  /// The data's range (the diagonal for vectors), or 0 when the fit failed.
  public var range: Double {
    switch outcome {
    case .scalar(let report): report.range
    case .vector(let report): report.range
    case .failed, .notASpring: 0
    }
  }

  /// The spring's equivalents, with code for the fitted motion.
  ///
  /// Every API that takes an initial velocity gets the fitted one: a one-dimensional motion's
  /// in each API's unit (`Spring.equivalents(from:to:initialVelocity:)`); a vector's where
  /// one number serves every component (``VectorFitReport/equivalents``), otherwise that
  /// code starts at rest (``startsAtRestInCode``). Android's code animates the view property the motion animates
  /// (`SCALE_X` and `SCALE_Y`, `ROTATION`, `ALPHA`, `TRANSLATION_X` and `_Y`), one
  /// `SpringAnimation` per moving component with its start value, final position and
  /// velocity in Android's units; a property with no view property keeps the
  /// `TRANSLATION_X` placeholder.
  public var equivalents: [SpringEquivalent] {
    let fits: [SpringFit]
    let equivalents: [SpringEquivalent]
    switch outcome {
    case .scalar(let report):
      let fit = report.fit
      fits = [fit]
      equivalents = fit.spring.equivalents(
        from: fit.from, to: fit.to,
        initialVelocity: fit.initialVelocity == 0 ? nil : fit.initialVelocity)
    case .vector(let report):
      fits = report.fit.components
      equivalents = report.equivalents
    case .failed, .notASpring: return []
    }
    guard let properties = motion.androidProperties, let spring = fits.first?.spring else {
      return equivalents
    }
    return AndroidViewProperty.replacingAndroidCode(
      in: equivalents, spring: spring, fits: fits, properties: properties)
  }

  /// The titles of the code lines in ``equivalents`` that start at rest although the fitted
  /// motion starts moving (empty when it starts at rest or every line carries its velocity).
  public var startsAtRestInCode: [String] {
    let moving: Bool
    switch outcome {
    case .scalar(let report): moving = report.fit.initialVelocity != 0
    case .vector(let report): moving = report.fit.components.contains { $0.initialVelocity != 0 }
    case .failed, .notASpring: moving = false
    }
    guard moving else { return [] }
    return equivalents.filter {
      SpringFitReport.textDialects.contains($0.key) && !$0.carriesVelocity
    }.map(\.title)
  }

  /// The frames, for the text: "frames 0 to 24 (0 to 0.8 s), 13 keyframes (baked, fitted at
  /// its keyframes)", or "…, 4 keyframes, compared until frame 48, held".
  public var framesDescription: String {
    let held =
      motion.comparedEndFrame > motion.endFrame
      ? ", compared until frame \(NumberText.rounded(motion.comparedEndFrame)) with its end held"
      : ""
    return "frames \(NumberText.rounded(motion.startFrame)) to "
      + "\(NumberText.rounded(motion.endFrame)) (\(NumberText.rounded(motion.startTime)) to "
      + "\(NumberText.rounded(motion.endTime)) s), \(motion.keyframeCount) keyframes"
      + (motion.isBaked ? " (baked, fitted at its keyframes)" : held)
  }
}
