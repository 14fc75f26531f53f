public import SpringKit

// The formats of `springfit fling`: the report, its data, its samples and the keyframe
// formats of the whole motion, each checked before a byte is returned.

extension FlingRequest {
  /// The fling in the request's ``format``.
  ///
  /// ```swift
  /// let request = FlingRequest(from: 900, velocity: 3_000, format: .css)
  /// let css = try request.text(for: request.fling())
  /// ```
  ///
  /// - Parameter fling: The request's ``fling()``.
  /// - Returns: The text, ending with a newline.
  /// - Throws: What ``validate()`` throws; ``FlingRequestError/frameRate(_:rule:)`` when the
  ///   CSV would have more than
  ///   `Fling.maximumRowCount` rows; ``FlingRequestError/tolerance(_:rule:)`` for a tolerance
  ///   the keyframes cannot keep; ``FlingRequestError/internalFailure(_:)`` if a writer
  ///   refuses what the request has checked.
  public func text(for fling: Fling) throws(FlingRequestError) -> String {
    try validate()
    switch format {
    case .text:
      return fling.text()
    case .json:
      return try FlingRequestError.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: fling.json) + "\n"
      }
    case .csv:
      return try csv(fling.motion) { step throws(SpringError) in try fling.csvRows(step: step) }
    case .css, .lottie, .keyframesJSON, .keyframesCSV:
      return try keyframeText(keyframes(fling))
    case .html:
      let tolerance = tolerance(for: fling)
      do {
        return try PreviewPage(
          fling: fling, tolerance: tolerance,
          title: "springfit fling: from \(NumberText.rounded(from)) at "
            + "\(NumberText.rounded(velocity)) units/s"
        ).html
      } catch {
        throw .tolerance(NumberText.roundTrip(tolerance), rule: "larger: \(error.description)")
      }
    }
  }

  /// The CSV of ``Fling/csvColumns`` from `rows`, given the step ``frameRate`` sets.
  ///
  /// - Parameters:
  ///   - motion: The motion whose rest instant the rows end at, for the message.
  ///   - rows: The rows at a step.
  /// - Returns: The CSV text, ending with a newline.
  /// - Throws: ``FlingRequestError/frameRate(_:rule:)`` when the rows are too many.
  func csv(
    _ motion: MomentumMotion, rows: (Double) throws(SpringError) -> [[String]]
  ) throws(FlingRequestError) -> String {
    let table: [[String]]
    do {
      table = try rows(1 / frameRate)
    } catch {
      throw .frameRate(
        NumberText.rounded(frameRate),
        rule: "small enough for at most \(Fling.maximumRowCount) rows up to the rest "
          + "instant (\(NumberText.rounded(motion.restTime)) s)")
    }
    return try FlingRequestError.writing("CSV") {
      try CSVWriter(columns: Fling.csvColumns).document(rows: table)
    }
  }

  /// The keyframes of the whole motion within ``tolerance(for:)``.
  ///
  /// - Parameter fling: The request's ``fling()``.
  /// - Returns: The linear keyframes.
  /// - Throws: ``FlingRequestError/tolerance(_:rule:)`` with the smallest tolerance that
  ///   works when SpringKit knows it.
  public func keyframes(_ fling: Fling) throws(FlingRequestError) -> MomentumKeyframes {
    let tolerance = tolerance(for: fling)
    do {
      return try fling.motion.linearKeyframes(tolerance: tolerance)
    } catch {
      throw .tolerance(
        NumberText.roundTrip(tolerance),
        rule: error.limit.map {
          "at least \(NumberText.rounded($0, significantDigits: 3)) for this motion"
        }
          ?? "larger: the motion needs more than \(MomentumMotion.maximumKeyframeCount) keyframes "
          + "or its printed numbers 17 decimals")
    }
  }

  /// The keyframes in the request's keyframe ``format`` (keyframes CSV for the others).
  ///
  /// - Parameter keyframes: The request's ``keyframes(_:)``.
  /// - Returns: The text, ending with a newline.
  /// - Throws: ``FlingRequestError/tolerance(_:rule:)`` when keyframes printed with the most
  ///   decimals stray further than the tolerance.
  public func keyframeText(_ keyframes: MomentumKeyframes) throws(FlingRequestError) -> String {
    let printing = FlingRequestError.tolerance(
      NumberText.roundTrip(keyframes.tolerance),
      rule: "larger: keyframes printed with the most decimals (17) stray further")
    switch format {
    case .css:
      do {
        return try keyframes.css(template: property)
      } catch {
        throw printing
      }
    case .lottie:
      let value: JSONValue
      do {
        value =
          lottieDocument
          ? try keyframes.lottieDocument(frameRate: frameRate)
          : try keyframes.lottieProperty(frameRate: frameRate)
      } catch {
        throw printing
      }
      return try FlingRequestError.writing("Lottie") {
        try MomentumKeyframes.lottieText(value) + "\n"
      }
    case .keyframesJSON:
      return try FlingRequestError.writing("JSON") {
        try JSONWriter(style: .pretty).string(for: keyframes.json) + "\n"
      }
    default:
      return try FlingRequestError.writing("CSV") {
        try CSVWriter(columns: ["keyTime", "time", "value"]).document(rows: keyframes.csvRows)
      }
    }
  }
}
