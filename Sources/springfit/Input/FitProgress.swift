import ArgumentParsing

/// The progress of a long Lottie fit on standard error, rewritten in place:
/// `Fitting 786 motions (10 distinct fits): 4/10`, then the last count and a line break.
///
/// Written only when standard error is a terminal (``SpringfitCommand/main(_:)`` turns it
/// on) and the file has more than ``minimumMotions`` motions to fit, so pipes, logs, scripts
/// and the tests (which call ``SpringfitCommand/run(_:input:outputIsTerminal:output:errors:)``)
/// see nothing.
final class FitProgress: @unchecked Sendable {
  /// The process's progress: off until ``SpringfitCommand/main(_:)`` turns it on, once,
  /// before any command runs; only read after that.
  static let standardError = FitProgress()

  /// Fits of at most this many motions print no progress: 48, a few dozen.
  static let minimumMotions = 48

  /// Whether progress is written.
  private(set) var isOn = false

  /// Writes progress from now on.
  func turnOn() { isOn = true }

  /// The progress callback of `LottieMotionFit.fits(_:options:progress:)` for `count`
  /// motions, or `nil` when nothing is to be written.
  func callback(motions count: Int) -> ((_ done: Int, _ total: Int) -> Void)? {
    guard isOn, count > Self.minimumMotions else { return nil }
    return { done, total in
      var errors = FileDescriptorStream(descriptor: 2)
      errors.write(
        "\rFitting \(count) motions (\(total) distinct fit\(total == 1 ? "" : "s")): "
          + "\(done)/\(total)" + (done == total ? "\n" : ""))
      errors.flush()
    }
  }
}
