public import SpringFitting
public import SpringScenarios

/// A fit as `springfit fit` does it, as a value: where the keyframes come from, the fields
/// that replace or supply theirs, the Lottie motions to take, what the fitter may change,
/// and the format of the report.
///
/// ``run(chartTitle:progress:)`` detects and reads the input once (Lottie, keyframe JSON or
/// CSV, ``InputDocument/detect(_:)``), fits it and writes the report; its errors
/// (``FitInputError``) name the input and its line, or the setting at fault by its
/// `springfit` option. Reading files is the caller's: the request holds the bytes.
///
/// ```swift
/// let request = FitRequest(input: .example(.menuBounce), format: .json)
/// print(try request.run().output)  // as `springfit fit --example menu-bounce --format json`
/// ```
public struct FitRequest: Sendable {
  /// Where the keyframes come from.
  public enum Input: Sendable, Equatable {
    /// A file's bytes (keyframe JSON, CSV or Lottie, perhaps gzip'd) and its name for
    /// messages (the path, or `standard input`).
    case document([UInt8], name: String)
    /// The track ``FitRequest/keyframes`` describes (`--values`).
    case values
    /// A built-in keyframe set (`--example`).
    case example(FitExample)
    /// A built-in Lottie file, read as a Lottie file is.
    case lottieExample(LottieExample)
  }

  /// Where the keyframes come from.
  public var input: Input
  /// Keyframe fields: the whole track for ``Input/values``, else fields that replace or
  /// supply a keyframe file's.
  public var keyframes: FitKeyframeFields
  /// What the fitter may change and must keep.
  public var fitting: FitOptions
  /// Which motions of a Lottie input are fitted.
  public var lottie: LottieMotionSelection
  /// The report's format.
  public var format: FitReportFormat

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - input: Where the keyframes come from.
  ///   - keyframes: Keyframe fields; none by default.
  ///   - fitting: The fitter's options.
  ///   - lottie: The Lottie motions to fit; all by default.
  ///   - format: The report's format.
  public init(
    input: Input, keyframes: FitKeyframeFields = FitKeyframeFields(),
    fitting: FitOptions = FitOptions(), lottie: LottieMotionSelection = LottieMotionSelection(),
    format: FitReportFormat = .text
  ) {
    self.input = input
    self.keyframes = keyframes
    self.fitting = fitting
    self.lottie = lottie
    self.format = format
  }

  /// The `springfit` option that sets a keyframe document field or a kept fit parameter,
  /// as the errors name it: `duration` is `--duration`, `dampingRatio`
  /// `--keep-damping-ratio`.
  ///
  /// - Parameter field: The field (`values`, `keyTimes`, `duration`, `calculationMode`,
  ///   `timingFunctions`) or parameter (`dampingRatio`, `response`, `initialVelocity`).
  /// - Returns: The option's name, or `nil` when no option sets it.
  public static func optionName(feeding field: String) -> String? {
    switch field {
    case "values": "--values"
    case "keyTimes": "--key-times"
    case "duration": "--duration"
    case "calculationMode": "--mode"
    case "timingFunctions": "--timing-functions"
    case "dampingRatio": "--keep-damping-ratio"
    case "response": "--keep-response"
    case "initialVelocity": "--keep-velocity"
    default: nil
    }
  }

  /// How the errors word keyframe documents: they name `--duration` and `fit`.
  public static let wording = KeyframeDocumentError.Wording(
    oneNumberPerKeyframe: "fit takes one number per keyframe",
    missingDurationHint: "add it or pass --duration SECONDS", durationName: "--duration",
    chooseColumn: "choose with --column NAME")

  /// A built-in example's name for messages: `example 'lottie-pop'`.
  ///
  /// - Parameter name: The example's name.
  /// - Returns: The name in quotes after `example`.
  public static func exampleName(_ name: String) -> String { "example '\(name)'" }
}
