import SpringKit

extension PreviewPage {
  /// The page of a fling: its whole composed motion played through the linear keyframes of
  /// `springfit fling --format css`, beside the free decay when a bound or a snap point
  /// changes where it ends, with ``Fling/chart(title:pointsPerPhase:)`` and the equivalents of
  /// the spring that takes over.
  ///
  /// ```swift
  /// let fling = try Fling(
  ///   from: 900, velocity: 3000, decay: DecaySpec.parse("uikit"),
  ///   bounds: MotionBounds(lower: 0, upper: 1200),
  ///   restThreshold: RestThreshold(minimumVisibleChange: 0.1))
  /// let html = try PreviewPage(fling: fling, tolerance: 0.3, title: "onto a bound").html
  /// ```
  ///
  /// Both shapes translate along x, one value unit per as many pixels as the page needs to
  /// show the farther motion whole.
  ///
  /// - Parameters:
  ///   - fling: The fling, built with a rest threshold that suits `tolerance` (a distance
  ///     of at most `tolerance`/4, such as `RestThreshold(minimumVisibleChange: tolerance / 3)`).
  ///   - tolerance: The keyframes' tolerance, in value units; positive.
  ///   - title: The page's title.
  /// - Throws: ``PreviewError/spring(_:)`` when the motion cannot be exported within
  ///   `tolerance` (see `MomentumMotion.linearKeyframes(tolerance:)`).
  public init(fling: Fling, tolerance: Double, title: String) throws(PreviewError) {
    var lanes = [
      try PreviewLane.fling(
        fling.motion, tolerance: tolerance, id: "fling",
        title: "The fling (\(fling.motion.phases.map(\.name).joined(separator: " → ")))")
    ]
    if fling.bounds != nil || fling.snapPoints != nil {
      let free: MomentumMotion
      do {
        free = try MomentumMotion(
          from: fling.position, velocity: fling.velocity, decay: fling.decay.decay,
          restThreshold: fling.motion.restThreshold)
      } catch {
        throw .spring(error)
      }
      lanes.append(
        try PreviewLane.fling(
          free, tolerance: tolerance, id: "decay",
          title: "The free decay (no \(fling.snapPoints != nil ? "snap points" : "bounds"))"))
    }
    let chart: String
    do {
      chart = try fling.chart(title: title).svg()
    } catch {
      throw .chart(error)
    }
    let motion = PreviewMotion.translation(.x)
    self.init(
      title: title,
      subtitle: lanes.count == 1
        ? "The fling's exported keyframes: \(motion.name)."
        : "Left: the fling as it ends on its \(fling.snapPoints != nil ? "snap point" : "bound"); "
          + "right: the same release left to the decay alone. Both: \(motion.name).",
      motion: motion, lanes: lanes, chartSVG: chart,
      conversion: SpringConversion(spring: fling.spring),
      notes: [])
    notes = [
      "A release at \(NumberText.rounded(fling.position)) with "
        + "\(NumberText.rounded(fling.velocity, significantDigits: 4)) units/s, decay "
        + "\(fling.decay.dialectName): it lands at \(NumberText.rounded(fling.motion.landing)) "
        + "and rests on \(NumberText.rounded(fling.motion.target)) after "
        + "\(NumberText.rounded(fling.motion.restTime, significantDigits: 4)) s.",
      motionNote,
      "The shapes play the project's CSS exports of a registered <number> property, --value; "
        + "the shapes' transform is computed from it. The table lists the spring that takes "
        + "over at a bound or snap point: \(Chart.springParameters(fling.spring)).",
    ]
  }
}
