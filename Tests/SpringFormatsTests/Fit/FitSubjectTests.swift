import SpringFitting
import SpringFormats
import SpringKit
import Testing

/// `KeyframeDocument.fitSubject()`, `LottieMotion.fitSubject` and `FitReport(fitting:)`:
/// a decoded file becomes what the fitter takes, and the report is the one the direct
/// route gives.
@Suite("Fit subjects and reports")
struct FitSubjectTests {
  static let keyframes = Array(#"{"values": [0.4, 1, 0.9, 1], "duration": 0.5}"#.utf8)

  @Test("A samples document is not a track, however few its samples")
  func samplesAreNotATrack() throws {
    let document = try KeyframeDocument.decode(Array("time,value\n0,1\n".utf8))
    let error = try #require(throws: KeyframeDocumentError.self) { try document.fitTrack() }
    #expect(error.problem == .notKeyframes)
  }

  @Test("Samples keep their lines, and a fitting error finds the line again")
  func samplesKeepLines() throws {
    // 1e999 is a number of the grammar that is not finite (nan is no number at all).
    let csv = Array("time,value\n0,0\n0.1,0.6\n\n0.2,1e999\n0.3,1\n".utf8)
    let subject = try KeyframeDocument.decode(csv).fitSubject()
    guard case .samples(let times, let values, let lines) = subject else {
      Issue.record("expected samples, got \(subject)")
      return
    }
    #expect(times == [0, 0.1, 0.2, 0.3])
    #expect(values.count == 4 && values[2] == .infinity)
    // Line 4 is blank: the third sample is on line 5.
    #expect(lines == [2, 3, 5, 6])
    #expect(throws: FitError.notFinite(field: "values", index: 2)) {
      try FitReport(fitting: subject)
    }
    #expect(subject.line(ofSample: 2) == 5)
    #expect(subject.line(ofSample: 4) == nil)
  }

  @Test("Keyframes give the report of fitting their track directly")
  func trackReportIsTheDirectOne() throws {
    let document = try KeyframeDocument.decode(Self.keyframes)
    let track = try document.track()
    let direct = SpringFitReport(fit: try SpringFitter().fit(track), track: track)
    guard case .scalar(let report) = try FitReport(fitting: try document.fitSubject()) else {
      Issue.record("expected a scalar report")
      return
    }
    #expect(report.text == direct.text)
    #expect(report.csv == direct.csv)
    #expect(FitReport.scalar(report).jsonDocument == direct.fit.jsonDocument)
  }

  @Test("Vector keyframes fit one spring with named components")
  func vectorKeyframes() throws {
    let json = Array(#"{"values": [[0, 0], [100, 50], [80, 40], [90, 45]], "duration": 0.6}"#.utf8)
    let document = try KeyframeDocument.decode(json)
    guard case .tracks(let tracks, let names) = try document.fitSubject() else {
      Issue.record("expected component tracks")
      return
    }
    #expect(names == ["x", "y"] && tracks.map(\.values) == [[0, 100, 80, 90], [0, 50, 40, 45]])
    let error = try #require(throws: KeyframeDocumentError.self) { try document.fitTrack() }
    #expect(error.problem == .vectorKeyframes(components: 2))
    guard case .vector(let report) = try FitReport(fitting: try document.fitSubject()) else {
      Issue.record("expected a vector report")
      return
    }
    #expect(report.names == ["x", "y"])
  }

  @Test("One keyframe is too few to fit, even in discrete mode")
  func oneKeyframe() throws {
    for json in [
      #"{"values": [1], "duration": 1}"#,
      #"{"values": [1], "keyTimes": [0, 1], "duration": 1, "calculationMode": "discrete"}"#,
    ] {
      let document = try KeyframeDocument.decode(Array(json.utf8))
      // Discrete mode accepts one value as a track; a fit needs two.
      if document.calculationMode == .discrete { _ = try document.track() }
      #expect(throws: KeyframeDocumentError.self) { try document.fitSubject() }
      let error = try #require(throws: KeyframeDocumentError.self) { try document.fitTrack() }
      #expect(
        error.problem
          == .keyframe(
            KeyframeError(field: "values", problem: .tooFewValues(count: 1, minimum: 2))))
      #expect(error.line == 1)
    }
  }

  @Test("A baked Lottie motion fits its endpoints; another keeps the options")
  func lottieFittingOptions() {
    var motion = LottieMotion(
      layerName: "Pop", propertyName: "rotation", propertyPath: "ks.r", number: 1,
      keyframes: 0...1, startFrame: 0, endFrame: 6, isBaked: false, frameRate: 30,
      times: [0, 0.1, 0.2], components: [[0, 80, 90]])
    var options = FitOptions()
    options.initialVelocity = 0
    #expect(motion.fittingOptions(from: options) == options)
    motion.isBaked = true
    var expected = options
    expected.fitsEndpoints = true
    #expect(motion.fittingOptions(from: options) == expected)
  }

  @Test("Samples still moving at the last one fit their endpoints; others keep the options")
  func samplesEndingInMotion() throws {
    let options = FitOptions()
    var free = options
    free.fitsEndpoints = true
    let moving = FitSubject.samples(times: [0, 0.1, 0.2], values: [0, 0.9, 0.99])
    let resting = FitSubject.samples(times: [0, 0.1, 0.2], values: [0, 1, 1])
    #expect(moving.endsMoving && moving.fittingOptions(from: options) == free)
    #expect(!resting.endsMoving && resting.fittingOptions(from: options) == options)
    // A vector ends moving when any component does.
    let vector = FitSubject.vectorSamples(
      times: [0, 0.1, 0.2], components: [[0, 1, 1], [5, 5, 5.1]], names: [])
    #expect(vector.fittingOptions(from: options) == free)
    // Keyframes keep their last value as the target.
    let track = FitSubject.track(try KeyframeTrack(values: [0.0, 0.9, 0.99], duration: 1))
    #expect(!track.endsMoving && track.fittingOptions(from: options) == options)
  }

  @Test("A Lottie motion's subject is its samples, per dimension")
  func lottieMotion() {
    let times = [0.0, 0.1, 0.2]
    let scalar = LottieMotion(
      layerName: "Pop", propertyName: "rotation", propertyPath: "ks.r", number: 1,
      keyframes: 0...1, startFrame: 0, endFrame: 6, isBaked: false, frameRate: 30,
      times: times, components: [[0, 80, 90]])
    guard case .samples(let sampleTimes, let values, let lines) = scalar.fitSubject else {
      Issue.record("expected samples")
      return
    }
    #expect(sampleTimes == times && values == [0, 80, 90] && lines.isEmpty)
    var vector = scalar
    vector.propertyName = "scale"
    vector.components = [[40, 100, 90], [40, 100, 90]]
    guard case .vectorSamples(_, let components, let names, _) = vector.fitSubject else {
      Issue.record("expected vector samples")
      return
    }
    #expect(components == vector.components && names == ["x", "y"])
  }
}
