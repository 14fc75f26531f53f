public import SpringKit

/// Why a ``KeyframeExport`` cannot be carried out: the setting at fault and the rule, worded
/// once here.
///
/// A command line maps ``setting`` to the option that set it and words the rest as its own
/// errors do; ``description`` reads on its own.
///
/// ```swift
/// var export = KeyframeExport()
/// export.format = .css
/// export.interpolation = .cubic
/// do {
///   try export.validate()
/// } catch {
///   print(error)  // "interpolation cubic does not apply: CSS interpolates keyframes ..."
/// }
/// ```
public struct KeyframeExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The settings of an export, as errors name them.
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// ``KeyframeExport/spring``.
    case spring
    /// ``KeyframeExport/from``, or the colour ``KeyframeExport/Colours/from``.
    case from
    /// ``KeyframeExport/to``, or the colour ``KeyframeExport/Colours/to``.
    case to
    /// ``KeyframeExport/initialVelocity``.
    case initialVelocity
    /// ``KeyframeExport/Colours/space``.
    case space
    /// ``KeyframeExport/Placement/tolerance(_:)``.
    case tolerance
    /// ``KeyframeExport/Placement/count(_:)``.
    case count
    /// ``KeyframeExport/Placement/step(_:)``, given as a frame rate.
    case step
    /// ``KeyframeExport/interpolation``.
    case interpolation
    /// ``KeyframeExport/withinUnitInterval``.
    case withinUnitInterval
    /// ``KeyframeExport/end``.
    case end
    /// ``KeyframeExport/format``.
    case format
    /// ``KeyframeExport/property``.
    case property
    /// ``KeyframeExport/keyPath``.
    case keyPath
    /// ``KeyframeExport/lottieDocument``.
    case lottieDocument
    /// ``KeyframeExport/retargets``.
    case retargets
    /// ``KeyframeExport/reducedMotion``.
    case reducedMotion
  }

  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// The setting's value, as text, breaks `rule`, which completes "must be …".
    case invalid(value: String, rule: String)
    /// The setting (with `value` when the value is the point, such as `cubic`) does not go
    /// with the others; `reason` says why.
    case doesNotApply(value: String?, reason: String)
    /// Something the export needs is missing: `what` names it, `reason` says how to give it.
    case missing(what: String, reason: String)
    /// SpringKit refused a parameter of the spring or the motion.
    case spring(SpringError)
    /// A sentence of its own (a motion too short to print).
    case sentence(String)
    /// A writer refused what the validation let through, which would be a bug.
    case writer(String)
  }

  /// The setting at fault; `nil` for the export as a whole.
  public var setting: Setting?
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - setting: The setting at fault, or `nil`.
  ///   - problem: What is wrong.
  public init(_ setting: Setting?, _ problem: Problem) {
    self.setting = setting
    self.problem = problem
  }

  /// The setting's name and the rule, as a sentence.
  public var description: String {
    let name = setting?.rawValue ?? "the export"
    switch problem {
    case .invalid(let value, let rule): return "\(name) '\(value)' must be \(rule)"
    case .doesNotApply(let value, let reason):
      return "\(name)\(value.map { " \($0)" } ?? "") does not apply: \(reason)"
    case .missing(let what, let reason): return "missing \(what): \(reason)"
    case .spring(let error): return error.description
    case .sentence(let text), .writer(let text): return text
    }
  }

  /// An invalid value of `setting`.
  static func invalid(_ setting: Setting, _ value: String, _ rule: String) -> Self {
    Self(setting, .invalid(value: value, rule: rule))
  }

  /// `setting` does not go with the others.
  static func notApplying(_ setting: Setting, _ reason: String) -> Self {
    Self(setting, .doesNotApply(value: nil, reason: reason))
  }

  /// `setting` with `value` does not go with the others.
  static func notApplying(_ setting: Setting, _ value: String, _ reason: String) -> Self {
    Self(setting, .doesNotApply(value: value, reason: reason))
  }

  /// A writer's failure, `internal error while writing <what>: <error>`.
  static func writing(_ what: String, _ error: some Error) -> Self {
    Self(nil, .writer(WriterFailure.message(writing: what, error)))
  }
}

extension KeyframeExportError {
  /// A SpringKit error met while planning `export`, worded for its settings: a tolerance
  /// the keyframes cannot keep, a motion too short to print, a missing end, a frame rate
  /// that needs too many keyframes; any other as ``Problem/spring(_:)``.
  ///
  /// - Parameters:
  ///   - error: SpringKit's error.
  ///   - export: The export that met it.
  public init(_ error: SpringError, export: KeyframeExport) {
    if let rule = KeyframePrecision.toleranceRule(after: error),
      case .tolerance(let tolerance) = export.effectivePlacement
    {
      self = .invalid(.tolerance, "\(tolerance)", rule)
      return
    }
    if error.rule == .printableDuration, case .number(let duration) = error.value {
      let shortest = NumberText.rounded(KeyframePrecision.shortestDuration)
      if let end = export.end {
        self = .invalid(.end, "\(end)", KeyframePrecision.durationRule)
      } else {
        self.init(
          nil,
          .sentence(
            "the spring settles after \(NumberText.rounded(duration, significantDigits: 3)) s, "
              + "shorter than the \(shortest) s whose keyframe times 17 decimals print to 5 "
              + "significant digits; give a slower spring (smaller --stiffness, --response or "
              + "--duration) or --end SECONDS (at least \(shortest))"))
      }
      return
    }
    switch error.parameter {
    case "end":
      let reason =
        export.spring.damping == 0
        ? "the spring is undamped and never comes to rest; pass --end SECONDS"
        : "the motion never leaves the tolerance around --to, so nothing moves; pass "
          + "--end SECONDS"
      self.init(.end, .missing(what: "an end time", reason: reason))
    case "fps":
      self = .invalid(
        .step, "\(error.value)",
        "low enough for at most \(KeyframeExport.maximumCount) keyframes")
    default:
      self.init(nil, .spring(error))
    }
  }
}
