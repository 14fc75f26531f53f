/// What a precomposition layer's time remapping (`tm`) does to the motions of its
/// precomposition (issue 36, item 3).
///
/// Players show, at each of the layer's own frames `t`, the precomposition's frame
/// `tm(t) · fr` (lottie-web multiplies the remap's seconds by the frame rate and ignores
/// `sr`). springfit applies a remap exactly when it plays the precomposition forward at one
/// speed: every segment of `tm` linear (no hold, easing handles on the diagonal, so the
/// curve is the straight line), one slope, rising. The precomposition's motions then happen
/// at the remapped times, on a clock like `sr`'s. Any other remap is not applied, and the
/// motions it affects are marked, not fitted as forward motion
/// (``LottieMotion/timeRemapNote``):
///
/// - a still `tm`, or one whose value does not change: the precomposition is frozen;
/// - a falling `tm`: the precomposition plays backwards;
/// - a `tm` that holds, eases or changes speed: the motion is not played as designed;
/// - a `tm` springfit does not read (``LottieLayer/hasUnreadTimeRemap``).
///
/// A linear remap plays only the precomposition frames between its first and last
/// keyframes' values (it holds outside them): a motion of the precomposition partly or
/// wholly outside them is marked too.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// for motion in document.motions() where motion.timeRemapNote != nil {
///   print(motion.layerName, motion.timeRemapNote ?? "")
/// }
/// ```
enum LottieTimeRemap {
  /// The remap plays the precomposition forward at one speed: its frames on `clock`, and
  /// the main-composition frames over which it plays them.
  /// `by` names the layer and the remap's JSON path.
  case forward(clock: LottieClock, played: ClosedRange<Double>, by: String)
  /// The remap does not play the precomposition forward; the sentence says why.
  case notForward(String)

  /// The relative difference of slopes still taken for one speed.
  static let slopeTolerance = 1e-9

  /// The effect of `layer`'s `tm`, or `nil` when it has none.
  ///
  /// - Parameters:
  ///   - layer: A precomposition layer.
  ///   - label: How the note names the layer: its name and index path.
  ///   - clock: The clock of the composition that holds the layer.
  ///   - frameRate: The document's `fr`.
  /// - Returns: How the remap plays the precomposition; `nil` without `tm`.
  static func effect(
    of layer: LottieLayer, label: String, clock: LottieClock, frameRate: Double
  ) -> LottieTimeRemap? {
    let by = "time-remapped by layer \(label) (\(layer.path).tm)"
    let notFitted = "; not fitted as forward motion"
    guard let remap = layer.timeRemap else {
      return layer.hasUnreadTimeRemap
        ? .notForward(by + ": a remapping springfit does not read" + notFitted) : nil
    }
    let keyframes = remap.keyframes
    let frozen = { (seconds: Double) in
      LottieTimeRemap.notForward(
        by + ": the precomposition is frozen at its frame "
          + NumberText.rounded(seconds * frameRate) + notFitted)
    }
    guard keyframes.count >= 2 else { return frozen(remap.value(atFrame: 0).first ?? 0) }
    // Each segment's ends as (layer frame, precomposition frame).
    var slope: Double?
    var previousEnd: Double?
    for index in 0..<(keyframes.count - 1) {
      let keyframe = keyframes[index]
      let next = keyframes[index + 1]
      guard next.time > keyframe.time else { continue }
      let start = (keyframe.value?.first ?? 0) * frameRate
      let end =
        (next.value?.first ?? keyframe.legacyEnd?.first ?? keyframe.value?.first ?? 0)
        * frameRate
      let isLinear =
        !keyframe.isHold && isDiagonal(keyframe.outEasing) && isDiagonal(keyframe.inEasing)
      let segmentSlope = (end - start) / (next.time - keyframe.time)
      if !isLinear || previousEnd.map({ $0 != start }) == true
        || slope.map({ abs($0 - segmentSlope) > slopeTolerance * abs($0) }) == true
      {
        return .notForward(
          by + ": the remap holds, eases or changes speed, so the motion does not play as "
            + "designed" + notFitted)
      }
      slope = slope ?? segmentSlope
      previousEnd = end
    }
    let first = keyframes[0].time
    let last = keyframes[keyframes.count - 1].time
    guard let rate = slope, rate != 0 else {
      return frozen(remap.value(atFrame: first).first ?? 0)
    }
    guard rate > 0 else {
      return .notForward(by + ": the precomposition plays backwards" + notFitted)
    }
    // Layer frame t shows precomposition frame p = p₀ + rate · (t − t₀), so p plays at
    // layer frame t₀ + (p − p₀) / rate, on the layer's clock.
    // `tm` is the layer's own property: its keyframes are on the composition's clock.
    let layerClock = clock
    let startValue = (keyframes[0].value?.first ?? 0) * frameRate
    let step = 1 / rate
    return .forward(
      clock: LottieClock(
        scale: layerClock.scale * step, offset: layerClock.frame(first - startValue * step)),
      played: layerClock.frame(first)...layerClock.frame(last), by: by)
  }

  /// Whether an easing handle lies on the diagonal (x = y in the first dimension), or is
  /// absent: such a segment's curve is the straight line.
  private static func isDiagonal(_ handle: LottieEasingHandle?) -> Bool {
    guard let handle else { return true }
    let point = handle.coordinates(dimension: 0)
    return point.x == point.y
  }

  /// The clock of the precomposition `layer` plays, with its remap applied, and the
  /// remap's effect.
  ///
  /// - Returns: The precomposition's clock (with `sr` when the remap is not applied) and
  ///   the effect, `nil` without `tm`.
  static func inner(
    _ layer: LottieLayer, label: String, clock: LottieClock, frameRate: Double
  ) -> (clock: LottieClock, effect: LottieTimeRemap?) {
    let effect = effect(of: layer, label: label, clock: clock, frameRate: frameRate)
    if case .forward(let remapped, _, _) = effect { return (remapped, effect) }
    return (clock.inner(layer), effect)
  }
}
