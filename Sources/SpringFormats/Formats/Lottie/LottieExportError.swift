/// Keyframes a Lottie export cannot write as every player plays them, or settings it
/// cannot use.
public enum LottieExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame rate is not a finite number greater than 0.
  case invalidFrameRate(Double)
  /// Lottie segments are straight lines eased in time: the keyframes were made for another
  /// calculation mode.
  case needsLinearCalculationMode(String)
  /// A segment's timing function is not a cubic Bézier (steps or a named easing).
  case notCubicBezier(segment: Int)
  /// A handle's y is beyond ±``LottieKeyframesWriter/maximumHandleY`` (lottie-android
  /// clamps it there), so players would disagree.
  case handleOutOfRange(segment: Int, y: Double)
  /// A number is infinite or NaN.
  case nonFiniteNumber
  /// The canvas or the square of a document is not a finite size greater than 0.
  case invalidSize(String, Double)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .invalidFrameRate(let rate):
      "the frame rate \(rate) is not a finite number greater than 0"
    case .needsLinearCalculationMode(let mode):
      "Lottie eases straight segments in time, but these keyframes were made for \(mode) "
        + "interpolation; export them with linear or bezier interpolation"
    case .notCubicBezier(let segment):
      "segment \(segment)'s timing function is not a cubic Bézier, which is all Lottie eases with"
    case .handleOutOfRange(let segment, let y):
      "segment \(segment)'s easing handle has y = \(y), beyond the ±"
        + "\(Int(LottieKeyframesWriter.maximumHandleY)) lottie-android keeps"
    case .nonFiniteNumber:
      "the keyframes contain a number that is not finite"
    case .invalidSize(let name, let value):
      "the \(name) \(value) is not a finite size greater than 0"
    }
  }
}
