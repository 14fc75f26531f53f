public import SpringKit

// A decoded keyframe file as something to fit.

extension KeyframeDocument {
  /// The document as a spring fitter takes it: samples as they are, keyframes as a track,
  /// vector keyframes as one track per component.
  ///
  /// A fit needs two keyframes even in discrete mode, where a track accepts one.
  ///
  /// ```swift
  /// let document = try KeyframeDocument.decode(Array("time,value\n0,0\n0.1,0.6\n0.2,1".utf8))
  /// let report = try FitReport(fitting: try document.fitSubject())
  /// ```
  ///
  /// - Returns: ``FitSubject/samples(times:values:lines:)`` or
  ///   ``FitSubject/vectorSamples(times:components:names:lines:)`` with each sample's line,
  ///   ``FitSubject/track(_:)`` or ``FitSubject/tracks(_:names:)``.
  /// - Throws: ``KeyframeDocumentError`` with ``KeyframeDocumentError/Problem/keyframe(_:)``
  ///   (fewer than two keyframes, or keyframes SpringKit refuses) at the entry's line.
  /// - Complexity: O(n·c) for n keyframes of c components.
  public func fitSubject() throws(KeyframeDocumentError) -> FitSubject {
    guard content == .keyframes else {
      let lines = lines.entries["values"] ?? []
      guard vectorValues != nil else {
        return .samples(times: keyTimes ?? [], values: values, lines: lines)
      }
      return .vectorSamples(
        times: keyTimes ?? [], components: (0..<componentCount).map(componentValues),
        names: componentNames, lines: lines)
    }
    guard let vectorValues else { return .track(try fitTrack()) }
    try requireTwoKeyframes(count: vectorValues.count)
    return .tracks(try componentTracks(), names: componentNames)
  }

  /// The document's one scalar track to fit: ``track()`` with at least two keyframes.
  ///
  /// - Returns: The track.
  /// - Throws: ``KeyframeDocumentError``: what ``track()`` throws (samples and vectors are
  ///   refused), and ``KeyframeDocumentError/Problem/keyframe(_:)`` for fewer than two
  ///   keyframes.
  /// - Complexity: O(n) in the number of keyframes.
  public func fitTrack() throws(KeyframeDocumentError) -> KeyframeTrack<Double> {
    // Samples and vectors are named as such before their count is checked.
    try requireScalarKeyframes()
    try requireTwoKeyframes(count: values.count)
    return try track()
  }

  private func requireTwoKeyframes(count: Int) throws(KeyframeDocumentError) {
    guard count >= 2 else {
      throw documentError(
        for: KeyframeError(field: "values", problem: .tooFewValues(count: count, minimum: 2)))
    }
  }
}
