// What a user should know about a bake that is written all the same, worded once: the
// sentences `springfit lottie bake` prints as `Warning: <sentence>` on standard error.

extension LottieBake {
  /// A frame as it is typed: a whole number without a fractional part (`30`), any other
  /// frame as the shortest text that reads back to it (`30.5`).
  ///
  /// - Parameter frame: A frame on the main composition's clock.
  /// - Returns: The text.
  public static func frameText(_ frame: Double) -> String {
    frame == frame.rounded() && abs(frame) < 1e15
      ? String(Int(frame)) : NumberText.roundTrip(frame)
  }
}

extension LottieBakeResult {
  /// The warnings about this bake, in order: what the reader accepted in the file
  /// (``readWarnings``, each as `NAME:LINE: PATH: what was read`), an explicit end that cuts
  /// the motion short, and a bake until rest aimed to land on the end value (``landing``).
  ///
  /// An end (``LottieBake/End/seconds(_:)``, ``LottieBake/End/frame(_:)``) before the spring
  /// settles within the tolerance (``settlingFrame``, with half a frame of slack: keyframes
  /// are written at whole frames), or before the original motion's last keyframe, cuts the
  /// motion short; the file is right all the same (the end is what was asked for).
  ///
  /// ```swift
  /// let result = try LottieBake(layer: "Pop", property: "scale", spring: .bouncy, end: .frame(20))
  ///   .baked(bytes)
  /// result.warnings(file: "pop.json", end: .frame(20))
  /// // ["the bake ends at frame 20 (0.333 s after the motion's start), but the spring settles …"]
  /// ```
  ///
  /// - Parameters:
  ///   - name: The file's name as the messages show it.
  ///   - end: Where the bake was asked to end.
  /// - Returns: One sentence per warning; none for a bake until rest that settles in time.
  public func warnings(file name: String, end: LottieBake.End) -> [String] {
    readWarnings.map { $0.located(in: name) } + cutShort(end) + landed
  }

  /// The warning of a bake until rest aimed to land on the end value at the last frame it
  /// may end at; none when the spring settles in time.
  private var landed: [String] {
    guard let landing else { return [] }
    let frame = LottieBake.frameText
    return [
      "the spring settles at frame \(frame(settlingFrame.rounded(.up))), after frame "
        + "\(frame(landing.frame)), the last the bake may end at (an out point or the next "
        + "keyframe): it is aimed at \(NumberText.rounded(landing.target, significantDigits: 4)) "
        + "× the travel so that it lands on the end value at frame \(frame(landing.frame)), "
        + "still moving there. Give --end-frame N to end on the spring's value instead."
    ]
  }

  /// The warnings of a bake whose explicit end cuts the motion short; none until rest.
  private func cutShort(_ requested: LottieBake.End) -> [String] {
    guard requested != .rest else { return [] }
    let frame = LottieBake.frameText
    let rate = motion.frameRate
    let start = motion.startFrame
    let seconds = { (frame: Double) in
      NumberText.roundTrip(((frame - start) / rate * 1000).rounded() / 1000)
    }
    let end =
      "the bake ends at frame \(frame(endFrame)) (\(seconds(endFrame)) s after the motion's start)"
    var warnings: [String] = []
    if endFrame + 0.5 < settlingFrame {
      let settles =
        settlingFrame.isFinite
        ? "settles within the tolerance at frame \(frame(settlingFrame.rounded(.up))) "
          + "(\(seconds(settlingFrame)) s)" : "never settles (it is undamped)"
      warnings.append(
        "\(end), but the spring \(settles): the motion is cut short, on the spring's value "
          + "there. Leave out --end and --end-frame to end at rest.")
    }
    if endFrame < motion.endFrame {
      // --end used to be a frame: a seconds value that ends this early may be one.
      let question =
        if case .seconds = requested {
          ": is --end in seconds what you meant? --end-frame N ends at a frame."
        } else { "." }
      warnings.append(
        "\(end), before the original motion's last keyframe at frame "
          + "\(frame(motion.endFrame)) (\(seconds(motion.endFrame)) s)" + question)
    }
    return warnings
  }
}

extension LottieExpressionBakeResult {
  /// The warnings about this bake, in order: what the reader accepted in the file
  /// (``readWarnings``, each as `NAME:LINE: PATH: what was read`), then for each bounce one
  /// that lands early (``Bounce/landsAt``) and one that the expression would have cut
  /// (``Bounce/cutoffFrame``).
  ///
  /// - Parameter name: The file's name as the messages show it.
  /// - Returns: One sentence per warning.
  public func warnings(file name: String) -> [String] {
    let frame = LottieBake.frameText
    var warnings = readWarnings.map { $0.located(in: name) }
    for bounce in bounces {
      if let lands = bounce.landsAt {
        warnings.append(
          "the bounce after frame \(frame(bounce.frame)) would settle after frame "
            + "\(frame(lands)), the last it may end at (an out point or the next keyframe): it "
            + "is aimed to land on the keyframe's value there, still moving.")
      }
      if let cutoff = bounce.cutoffFrame, cutoff < bounce.endFrame {
        warnings.append(
          "the expression stops the bounce after frame \(frame(bounce.frame)) at frame "
            + "\(NumberText.rounded(cutoff)) with a jump; the keyframes let it settle until "
            + "frame \(frame(bounce.endFrame)).")
      }
    }
    return warnings
  }
}

extension LottieReadWarning {
  /// The warning after the file's name and its line: `NAME:LINE: PATH: what was read`.
  fileprivate func located(in name: String) -> String {
    "\(name)\(line.map { ":\($0)" } ?? ""): \(self)"
  }
}
