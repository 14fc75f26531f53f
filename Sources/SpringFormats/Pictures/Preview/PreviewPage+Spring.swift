public import SpringKit

extension PreviewPage {
  /// The page of a spring: the spring through the `linear()` export beside its exported
  /// keyframes, the spring's chart (``Chart/springMotion(_:title:subtitle:end:sampleCount:valueLabel:)``)
  /// and its equivalents.
  ///
  /// Linear keyframes play through ``CSSKeyframesWriter``'s `@keyframes`; cubic and
  /// Catmull-Rom keyframes, which CSS cannot draw, as dense stops (``CurveKeyframes``)
  /// within a tenth of `tolerance` of their curve.
  ///
  /// ```swift
  /// let page = try PreviewPage(spring: .bouncy, from: 0, to: 1, keyPath: "position.y",
  ///   title: "bouncy")
  /// let html = page.html
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - from: The value at time 0.
  ///   - to: The target.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  ///   - tolerance: The keyframes' tolerance; by default 0.001 × |to − from|.
  ///   - interpolation: The interpolation the exported keyframes are for.
  ///   - end: The keyframes' duration; by default the settling duration. Required for an
  ///     undamped spring.
  ///   - uiKitVelocity: UIKit's normalised velocity for the equivalents, if any.
  ///   - keyPath: The animated key path or CSS property (``PreviewMotion/init(keyPath:)``).
  ///   - title: The page's title.
  /// - Throws: ``PreviewError`` when the keyframes cannot be exported (see
  ///   `Spring.printableKeyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)`).
  public init(
    spring: Spring, from: Double, to: Double, initialVelocity: Double = 0,
    tolerance: Double? = nil, interpolation: KeyframeInterpolation = .linear,
    end: Double? = nil, uiKitVelocity: Double? = nil, keyPath: String, title: String
  ) throws(PreviewError) {
    let tolerance = tolerance ?? Spring.travelEpsilon(fromValue: from, toValue: to)
    let linear: SpringKeyframes<Double>
    let exported: SpringKeyframes<Double>
    let chart: String
    do {
      linear = try spring.printableKeyframes(
        fromValue: from, toValue: to, initialVelocity: initialVelocity, tolerance: tolerance,
        interpolation: .linear, end: end)
      exported =
        interpolation == .linear
        ? linear
        : try spring.printableKeyframes(
          fromValue: from, toValue: to, initialVelocity: initialVelocity, tolerance: tolerance,
          interpolation: interpolation, end: end)
      chart = try Self.springChart(
        spring, from: from, to: to, initialVelocity: initialVelocity, end: linear.duration,
        title: title)
    } catch {
      throw .spring(error)
    }
    let keyframesLane: PreviewLane
    if interpolation == .linear {
      keyframesLane = try .keyframes(exported, title: "Exported keyframes (linear)")
    } else {
      let track: KeyframeTrack<Double>
      do {
        track = try exported.track()
      } catch {
        throw .format(.nonFiniteNumber)
      }
      let curve = try CurveKeyframes(
        duration: track.duration, knots: track.keyTimes.map { $0 * track.duration },
        tolerance: tolerance / 10, curve: track.value(at:))
      var lane = PreviewLane.curve(
        curve, what: "the keyframe curve", title: "Exported keyframes (\(interpolation.rawValue))")
      lane.detail =
        "\(exported.values.count) keyframes within "
        + "\(NumberText.rounded(tolerance, significantDigits: 3)) of the spring "
        + "(SpringKit's planner, checked densely). " + lane.detail
      keyframesLane = lane
    }
    let springLane = try PreviewLane.spring(linear, from: from, to: to, title: "Spring")
    let motion = PreviewMotion(keyPath: keyPath)
    self.init(
      title: title,
      subtitle: "Left: the spring's exported keyframes; right: the spring. Key path "
        + "\(keyPath.isEmpty ? "none" : keyPath): \(motion.name).",
      motion: motion, lanes: [keyframesLane, springLane], chartSVG: chart,
      conversion: SpringConversion(spring: spring, uiKitVelocity: uiKitVelocity), notes: [],
      // The motion's own equivalents, each velocity in its API's unit for this travel.
      equivalents: initialVelocity == 0
        ? nil : spring.equivalents(from: from, to: to, initialVelocity: initialVelocity))
    notes = [
      "The spring: \(Chart.springParameters(spring)), from \(NumberText.rounded(from)) to "
        + "\(NumberText.rounded(to)), starting at "
        + "\(NumberText.rounded(initialVelocity, significantDigits: 4)) units/s (value units "
        + "per second).",
      motionNote,
      "Both shapes play the project's CSS exports of a registered <number> property, --value; "
        + "the shapes' transform is computed from it.",
    ]
  }

  /// The spring's motion up to `end`, as `springfit plot spring` draws it.
  static func springChart(
    _ spring: Spring, from: Double, to: Double, initialVelocity: Double, end: Double,
    title: String
  ) throws(SpringError) -> String {
    let chart = try Chart.springMotion(
      [
        SpringCurve(
          name: "spring", spring: spring, from: from, to: to,
          initialVelocity: initialVelocity)
      ], title: title,
      subtitle: "Spring: \(Chart.springParameters(spring)), v₀ "
        + "\(NumberText.rounded(initialVelocity, significantDigits: 4)) units/s",
      end: 1.1 * end, valueLabel: "value")
    do {
      return try chart.svg()
    } catch {
      // The chart is drawn from finite, validated values.
      return ""
    }
  }
}
