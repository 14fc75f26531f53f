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
    case .failed: nil
    }
  }

  /// The verdict, or `nil` when the fit failed.
  public var verdict: FitVerdict? {
    switch outcome {
    case .scalar(let report): report.fit.verdict
    case .vector(let report): report.fit.verdict
    case .failed: nil
    }
  }

  /// The RMS error (the vector RMS for vectors), or `nil` when the fit failed.
  public var rmsError: Double? {
    switch outcome {
    case .scalar(let report): report.fit.rmsError
    case .vector(let report): report.fit.rmsError
    case .failed: nil
    }
  }

  /// The largest error (the largest distance for vectors), or `nil` when the fit failed.
  public var maxError: Double? {
    switch outcome {
    case .scalar(let report): report.fit.maxError
    case .vector(let report): report.fit.maxError
    case .failed: nil
    }
  }

  /// The data's range (the diagonal for vectors), or 0 when the fit failed.
  public var range: Double {
    switch outcome {
    case .scalar(let report): report.range
    case .vector(let report): report.range
    case .failed: 0
    }
  }

  /// The spring's equivalents, with UIKit's velocity where one number serves.
  public var equivalents: [SpringEquivalent] {
    switch outcome {
    case .scalar(let report):
      report.fit.spring.equivalents(uiKitVelocity: report.fit.uiKitVelocity)
    case .vector(let report): report.fit.spring.equivalents(uiKitVelocity: report.uiKitVelocity)
    case .failed: []
    }
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
