public import SpringFitting

/// One input of a ``FitRequest``, read and ready to fit: the subject, the fitter's options
/// for it, its name for messages and the key path it animates.
///
/// ``FitRequest/read(detected:)`` reads it; ``FitRequest/report(of:)`` fits it.
///
/// ```swift
/// let request = FitRequest(input: .example(.scalePop))
/// let input = try request.read()
/// print(input.name, input.keyPath)  // example 'scale-pop' transform.scale
/// ```
public struct FitInput: Sendable {
  /// The key path when the input names none: `transform.scale`.
  public static let defaultKeyPath = "transform.scale"

  /// The track or samples.
  public var subject: FitSubject
  /// The fitter's options: the request's, a Lottie motion's
  /// (``LottieMotion/fittingOptions(from:)``: a baked motion fits its endpoints too), or a
  /// file's (``FitSubject/fittingOptions(from:)``: samples still moving at the last one fit
  /// their endpoints too).
  public var fitting: FitOptions
  /// The input's name for messages (`example 'scale-pop'`, `--values`, a path).
  public var name: String
  /// The key path the input names: the example's, the Lottie property's or the keyframe
  /// JSON's `keyPath`; `nil` for none.
  public var namedKeyPath: String?
  /// The chart's time axis when the subject's times are a motion's own clock (a Lottie
  /// motion's ``LottieMotion/timeLabel``); `nil` for `time (s)`.
  public var timeLabel: String?

  /// Creates an input.
  ///
  /// - Parameters:
  ///   - subject: The track or samples.
  ///   - fitting: The fitter's options for it.
  ///   - name: Its name for messages.
  ///   - namedKeyPath: The key path it names, if any.
  ///   - timeLabel: Its chart's time axis, or `nil` for seconds.
  public init(
    subject: FitSubject, fitting: FitOptions, name: String, namedKeyPath: String? = nil,
    timeLabel: String? = nil
  ) {
    self.subject = subject
    self.fitting = fitting
    self.name = name
    self.namedKeyPath = namedKeyPath
    self.timeLabel = timeLabel
  }

  /// The key path the input animates: ``namedKeyPath``, or ``defaultKeyPath``.
  public var keyPath: String { namedKeyPath ?? Self.defaultKeyPath }
}
