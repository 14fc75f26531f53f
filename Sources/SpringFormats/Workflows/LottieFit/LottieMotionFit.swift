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
  public var outcome: Outcome {
    didSet { sharedEquivalents = nil }
  }
  /// The equivalents of ``outcome``, computed once for every motion that shares it by
  /// ``fits(_:options:progress:)``; `nil` computes them when asked.
  private var sharedEquivalents: [SpringEquivalent]?

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
  /// A motion time-remapped by a precomposition layer that does not play it forward
  /// (``LottieMotion/timeRemapNote``) is not fitted: its outcome is
  /// ``Outcome/failed(_:)`` with the note.
  public init(motion: LottieMotion, options: FitOptions = FitOptions()) {
    self.motion = motion
    outcome = Self.unfitted(motion) ?? Self.fitted(motion, options: options)
  }

  /// The outcome of a motion that is not fitted (time-remapped, or no spring makes it), or
  /// `nil` when it is to be fitted.
  private static func unfitted(_ motion: LottieMotion) -> Outcome? {
    if let note = motion.timeRemapNote { return .failed(note) }
    if let reason = motion.nonSpringReason { return .notASpring(reason: reason) }
    return nil
  }

  /// The fitter's outcome for a motion: from its ``LottieMotion/fitSubject`` alone.
  private static func fitted(_ motion: LottieMotion, options: FitOptions) -> Outcome {
    do {
      switch try FitReport(
        fitting: motion.fitSubject, options: motion.fittingOptions(from: options))
      {
      case .scalar(let report): return .scalar(report)
      case .vector(let report): return .vector(report)
      }
    } catch {
      return .failed(error.description)
    }
  }

  /// The motions fitted between two calls of a fit's `progress`: 16.
  public static let progressStep = 16

  /// Fits every motion, each distinct one once, on every core.
  ///
  /// Motions whose fitted samples are the same (``LottieMotion/ownTimes``, the values, the
  /// component names, whether baked), as a precomposition's motions are in every instance
  /// played at the same speed, share one fit; each keeps its own times, layer and frames.
  /// The fits run concurrently as `springfit fit --batch` runs its lines. The result is the
  /// same as fitting each motion alone (``init(motion:options:)``).
  ///
  /// - Parameters:
  ///   - motions: The motions.
  ///   - options: What may change and what must be kept in each fit.
  ///   - progress: Called on the calling thread before the first fit and after every
  ///     ``progressStep`` distinct fits, with the distinct fits done and their total; `nil`
  ///     (the default) reports nothing.
  /// - Returns: One fit per motion, in order.
  /// - Complexity: One fit per distinct motion, spread over the cores.
  public static func fits(
    _ motions: [LottieMotion], options: FitOptions = FitOptions(),
    progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) -> [LottieMotionFit] {
    let outcomes = motions.map(unfitted)
    var distinct: [FitKey: Int] = [:]
    var subjects: [LottieMotion] = []
    var slots = [Int](repeating: -1, count: motions.count)
    for (index, motion) in motions.enumerated() where outcomes[index] == nil {
      let key = FitKey(motion: motion)
      if let slot = distinct[key] {
        slots[index] = slot
      } else {
        distinct[key] = subjects.count
        slots[index] = subjects.count
        subjects.append(motion)
      }
    }
    var done: [(outcome: Outcome, equivalents: [SpringEquivalent])] = []
    done.reserveCapacity(subjects.count)
    let step = progress == nil ? Swift.max(1, subjects.count) : progressStep
    progress?(0, subjects.count)
    while done.count < subjects.count {
      let block = Array(subjects[done.count..<Swift.min(subjects.count, done.count + step)])
      done += ParallelMap.map(block) {
        let outcome = fitted($0, options: options)
        return (outcome, equivalents(of: outcome))
      }
      progress?(done.count, subjects.count)
    }
    return motions.indices.map { index in
      if let outcome = outcomes[index] {
        return LottieMotionFit(motion: motions[index], outcome: outcome)
      }
      let shared = done[slots[index]]
      var fit = LottieMotionFit(motion: motions[index], outcome: shared.outcome)
      fit.sharedEquivalents = shared.equivalents
      return fit
    }
  }

  /// What a fit depends on: the samples fitted (bit for bit, so that 0 and -0 differ), the
  /// component names and whether the motion is baked (``LottieMotion/fittingOptions(from:)``).
  private struct FitKey: Hashable {
    let motion: LottieMotion

    static func == (left: FitKey, right: FitKey) -> Bool {
      let a = left.motion
      let b = right.motion
      return a.isBaked == b.isBaked && a.componentNames == b.componentNames
        && same(a.ownTimes, b.ownTimes) && a.components.count == b.components.count
        && zip(a.components, b.components).allSatisfy { same($0, $1) }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(motion.isBaked)
      hasher.combine(motion.componentNames)
      for value in motion.ownTimes { hasher.combine(value.bitPattern) }
      for component in motion.components {
        hasher.combine(component.count)
        for value in component { hasher.combine(value.bitPattern) }
      }
    }

    private static func same(_ left: [Double], _ right: [Double]) -> Bool {
      left.count == right.count
        && zip(left, right).allSatisfy { $0.bitPattern == $1.bitPattern }
    }
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
    case .notASpring(let reason): .noSpringReproducesThis(reason: .described(reason))
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
    switch outcome {
    case .scalar(let report): fits = [report.fit]
    case .vector(let report): fits = report.fit.components
    case .failed, .notASpring: return []
    }
    let equivalents = sharedEquivalents ?? Self.equivalents(of: outcome)
    guard let properties = motion.androidProperties, let spring = fits.first?.spring else {
      return equivalents
    }
    return AndroidViewProperty.replacingAndroidCode(
      in: equivalents, spring: spring, fits: fits, properties: properties)
  }

  /// The equivalents of an outcome's spring, before Android's code is made the motion's
  /// own: they depend on the fit alone.
  private static func equivalents(of outcome: Outcome) -> [SpringEquivalent] {
    switch outcome {
    case .scalar(let report):
      let fit = report.fit
      return fit.spring.equivalents(
        from: fit.from, to: fit.to,
        initialVelocity: fit.initialVelocity == 0 ? nil : fit.initialVelocity)
    case .vector(let report): return report.equivalents
    case .failed, .notASpring: return []
    }
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
