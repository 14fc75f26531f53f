import SpringFitting
public import SpringKit
import SpringScenarios

extension PreviewPage {
  /// The page of a fit: the designer's keyframes (or samples) beside the fitted spring, the
  /// fit's chart (``SpringFitReport/chart(title:)``) and the spring's equivalents.
  ///
  /// The keyframe curve plays as dense straight-line stops (``CurveKeyframes``) within
  /// `tolerance` of the curve (linear keyframes without timing functions are their own
  /// stops; discrete ones play with `step-end`); the spring plays through
  /// ``CSSLinearEasing``, planned within `tolerance` of the spring.
  ///
  /// ```swift
  /// let track = ScalePop.keyframes()
  /// let report = SpringFitReport(fit: try SpringFitter().fit(track), track: track)
  /// let page = try PreviewPage(fit: report, track: track, keyPath: "transform.scale",
  ///   title: "scale-pop")
  /// let html = page.html
  /// ```
  ///
  /// - Parameters:
  ///   - report: The fit and what it was fitted to.
  ///   - track: The keyframes fitted, or `nil` for samples (`report.fit.times` and
  ///     `report.fit.data`, drawn straight between samples).
  ///   - keyPath: The animated key path or CSS property (``PreviewMotion/init(keyPath:)``).
  ///   - tolerance: The largest distance of each shape from its curve, in value units;
  ///     by default 0.001 × |to − from| of the fit (`Spring.travelEpsilon(fromValue:toValue:)`).
  ///   - title: The page's title.
  /// - Throws: ``PreviewError`` when the spring cannot be exported within the tolerance
  ///   (or has no end), the curve cannot be drawn within it, or the chart cannot be drawn.
  public init(
    fit report: SpringFitReport, track: KeyframeTrack<Double>?, keyPath: String,
    tolerance: Double? = nil, title: String
  ) throws(PreviewError) {
    let fit = report.fit
    let tolerance = tolerance ?? Spring.travelEpsilon(fromValue: fit.from, toValue: fit.to)
    let keyframesLane = try Self.curveLane(track: track, fit: fit, tolerance: tolerance)
    let springKeyframes: SpringKeyframes<Double>
    do {
      springKeyframes = try fit.spring.printableKeyframes(
        fromValue: fit.from, toValue: fit.to, initialVelocity: fit.initialVelocity,
        tolerance: tolerance, interpolation: .linear,
        end: fit.spring.dampingRatio == 0 ? 4 * Self.span(of: fit) : nil)
    } catch {
      throw .spring(error)
    }
    let springLane = try PreviewLane.spring(
      springKeyframes, from: fit.from, to: fit.to, title: "Fitted spring")
    let chart: String
    do {
      chart = try report.chart(title: title).svg()
    } catch {
      throw .chart(error)
    }
    let range = NumberText.rounded(report.range, significantDigits: 4)
    self.init(
      title: title,
      subtitle: "\(report.subject), and the spring fitted to them. Left: the keyframes; right: "
        + "the fitted spring. Key path \(keyPath.isEmpty ? "none" : keyPath): "
        + "\(PreviewMotion(keyPath: keyPath).name).",
      motion: PreviewMotion(keyPath: keyPath), lanes: [keyframesLane, springLane],
      chartSVG: chart,
      conversion: SpringConversion(
        spring: fit.spring,
        uiKitVelocity: fit.to != fit.from ? fit.initialVelocity / (fit.to - fit.from) : nil),
      notes: [
        "The \(fit.verdict == .good || fit.verdict == .acceptable ? "" : "closest ")spring: "
          + "\(Chart.springParameters(fit.spring)), from \(NumberText.rounded(fit.from)) to "
          + "\(NumberText.rounded(fit.to)), starting at "
          + "\(NumberText.rounded(fit.initialVelocity, significantDigits: 4)) units/s (value "
          + "units per second, as the chart's v₀).",
        "Both shapes play the project's CSS exports of a registered <number> property, "
          + "--value, each within \(NumberText.rounded(tolerance, significantDigits: 3)) of "
          + "its curve; the shapes' transform is computed from it.",
      ],
      verdict: PreviewVerdict(
        fit.verdict,
        numbers: "RMS error \(NumberText.rounded(fit.rmsError, significantDigits: 3)), largest "
          + "error \(NumberText.rounded(fit.maxError, significantDigits: 3)) (the keyframes' "
          + "range is \(range))."),
      equivalents: fit.spring.equivalents(
        from: fit.from, to: fit.to,
        initialVelocity: fit.initialVelocity == 0 ? nil : fit.initialVelocity))
    notes.insert(motionNote, at: 1)
  }

  /// The seconds the fit was compared over, from its first compared time (1 when there is
  /// none): the samples' lane and the spring both start there.
  static func span(of fit: SpringFit) -> Double {
    guard let first = fit.times.first, let last = fit.times.last, last > first else { return 1 }
    return last - first
  }

  /// The keyframes' lane: dense stops of the track's curve (or the samples').
  static func curveLane(
    track: KeyframeTrack<Double>?, fit: SpringFit, tolerance: Double
  ) throws(PreviewError) -> PreviewLane {
    guard let track else {
      // Played from the first sample, as the fitted spring is (`SpringFit.value(at:)`).
      let start = fit.times.first ?? 0
      let times = fit.times.map { $0 - start }
      let data = fit.data
      let end = times.last ?? 0
      let curve = try CurveKeyframes(
        duration: end, knots: times, tolerance: tolerance,
        curve: { time in Self.linearInterpolation(times: times, values: data, at: time) })
      return .curve(curve, what: "the samples", isLinear: true, title: "Samples")
    }
    if track.calculationMode == .discrete {
      let curve = try CurveKeyframes(
        discreteValues: track.values, keyTimes: track.keyTimes, duration: track.duration)
      return .curve(curve, what: "the keyframe curve", title: "Keyframes")
    }
    let curve = try CurveKeyframes(
      duration: track.duration, knots: track.keyTimes.map { $0 * track.duration },
      tolerance: tolerance, curve: track.value(at:))
    let isLinear =
      track.calculationMode == .linear && track.timingFunctions.isEmpty
      && track.timingFunction == nil
    return .curve(
      curve, what: "the keyframe curve", isLinear: isLinear,
      title: "Keyframes (\(track.calculationMode.rawValue))")
  }

  /// The straight line between the samples around `time`, held before the first and after
  /// the last.
  static func linearInterpolation(times: [Double], values: [Double], at time: Double) -> Double {
    guard let first = times.first, let last = times.last, times.count == values.count else {
      return .nan
    }
    if time <= first { return values[0] }
    if time >= last { return values[values.count - 1] }
    var low = 0
    var high = times.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if times[middle] <= time { low = middle } else { high = middle }
    }
    let span = times[high] - times[low]
    guard span > 0 else { return values[high] }
    return values[low] + (values[high] - values[low]) * (time - times[low]) / span
  }
}

extension PreviewPage {
  /// The page of a vector fit: for every component, its keyframes (or samples) beside the
  /// fitted spring's motion of that component, then the fit's chart
  /// (``VectorFitReport/chart(title:)``) and the spring's equivalents.
  ///
  /// Each component plays in its own pair of lanes, as ``init(fit:track:keyPath:tolerance:title:)``
  /// plays a scalar: the key path's motion driven by that component's value. A still
  /// component (its fit holding one value with no velocity) plays that value in both lanes.
  ///
  /// - Parameters:
  ///   - report: The vector fit and what it was fitted to.
  ///   - tracks: The keyframes fitted, one track per component, or `nil` for samples.
  ///   - keyPath: The animated key path or CSS property (``PreviewMotion/init(keyPath:)``).
  ///   - tolerance: The largest distance of each shape from its curve, in value units; by
  ///     default each component's 0.001 × |to − from|.
  ///   - title: The page's title.
  /// - Throws: ``PreviewError`` as the scalar page does.
  public init(
    vectorFit report: VectorFitReport, tracks: [KeyframeTrack<Double>]?, keyPath: String,
    tolerance: Double? = nil, title: String
  ) throws(PreviewError) {
    let fit = report.fit
    var lanes: [PreviewLane] = []
    var tolerances: [String] = []
    for (index, (name, component)) in zip(report.names, fit.components).enumerated() {
      let componentTolerance =
        tolerance ?? Spring.travelEpsilon(fromValue: component.from, toValue: component.to)
      tolerances.append(
        "\(name) \(NumberText.rounded(componentTolerance, significantDigits: 3))")
      let track = tracks.flatMap { $0.indices.contains(index) ? $0[index] : nil }
      var curve = try Self.curveLane(track: track, fit: component, tolerance: componentTolerance)
      curve.title += " · \(name)"
      if component.from == component.to, component.initialVelocity == 0 {
        // A still component (the 100 of a 3-D scale): the spring holds it, as the data does.
        let end = Self.span(of: component)
        let held = try CurveKeyframes(
          duration: end, knots: [0, end], tolerance: componentTolerance,
          curve: { _ in component.to })
        lanes.append(curve)
        lanes.append(
          .curve(
            held, what: "the held value", isLinear: true, id: "spring",
            title: "Fitted spring · \(name) (still: holds \(NumberText.rounded(component.to)))"))
        continue
      }
      let springKeyframes: SpringKeyframes<Double>
      do {
        springKeyframes = try fit.spring.printableKeyframes(
          fromValue: component.from, toValue: component.to,
          initialVelocity: component.initialVelocity, tolerance: componentTolerance,
          interpolation: .linear,
          end: fit.spring.dampingRatio == 0 ? 4 * Self.span(of: component) : nil)
      } catch {
        throw .spring(error)
      }
      lanes.append(curve)
      lanes.append(
        try PreviewLane.spring(
          springKeyframes, from: component.from, to: component.to,
          title: "Fitted spring · \(name)"))
    }
    let chart: String
    do {
      chart = try report.chart(title: title).svg()
    } catch {
      throw .chart(error)
    }
    self.init(
      title: title,
      subtitle: "\(report.subject), and the one spring fitted to every component. Each "
        + "component plays in its own lanes: its keyframes, then the fitted spring. Key path "
        + "\(keyPath.isEmpty ? "none" : keyPath): \(PreviewMotion(keyPath: keyPath).name).",
      motion: PreviewMotion(keyPath: keyPath), lanes: lanes, chartSVG: chart,
      conversion: SpringConversion(spring: fit.spring, uiKitVelocity: report.uiKitVelocity),
      notes: [
        "The \(fit.verdict == .good || fit.verdict == .acceptable ? "" : "closest ")spring: "
          + "\(Chart.springParameters(fit.spring)). Components are interpolated "
          + "independently, in the space the values are given in.",
        "The shapes play the project's CSS exports of a registered <number> property, "
          + "--value, one component per lane, each within its tolerance ("
          + tolerances.joined(separator: ", ") + "); the shapes' transform is computed from it.",
      ],
      verdict: PreviewVerdict(
        fit.verdict,
        numbers: "Vector RMS error \(NumberText.rounded(fit.rmsError, significantDigits: 3)), "
          + "largest error \(NumberText.rounded(fit.maxError, significantDigits: 3)) (the "
          + "range's diagonal is \(NumberText.rounded(report.range, significantDigits: 4)))."))
    notes.insert(motionNote, at: 1)
  }
}

extension PreviewPage {
  /// The page of a ``FitReport``: ``init(fit:track:keyPath:tolerance:title:)`` for a scalar
  /// fit, ``init(vectorFit:tracks:keyPath:tolerance:title:)`` for a vector one, with the
  /// subject's keyframes when it has them.
  ///
  /// ```swift
  /// let subject = FitSubject.track(ScalePop.keyframes())
  /// let page = try PreviewPage(
  ///   report: try FitReport(fitting: subject), subject: subject,
  ///   keyPath: "transform.scale", title: "scale-pop")
  /// ```
  ///
  /// - Parameters:
  ///   - report: The fit (``FitReport/init(fitting:options:)``).
  ///   - subject: The subject `report` was fitted to: its tracks play as keyframe curves;
  ///     samples play straight between the samples. Another subject's tracks would be drawn
  ///     beside a fit they do not belong to.
  ///   - keyPath: The animated key path or CSS property (``PreviewMotion/init(keyPath:)``).
  ///   - tolerance: The largest distance of each shape from its curve, in value units; by
  ///     default 0.001 × |to − from| of each fitted motion.
  ///   - title: The page's title.
  /// - Throws: ``PreviewError`` as the scalar page does.
  public init(
    report: FitReport, subject: FitSubject, keyPath: String, tolerance: Double? = nil,
    title: String
  ) throws(PreviewError) {
    switch report {
    case .scalar(let report):
      var track: KeyframeTrack<Double>?
      if case .track(let fitted) = subject { track = fitted }
      try self.init(fit: report, track: track, keyPath: keyPath, tolerance: tolerance, title: title)
    case .vector(let report):
      var tracks: [KeyframeTrack<Double>]?
      if case .tracks(let fitted, _) = subject { tracks = fitted }
      try self.init(
        vectorFit: report, tracks: tracks, keyPath: keyPath, tolerance: tolerance, title: title)
    }
  }
}
