import SpringFitting
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// A motion is fitted on its own clock, wherever it sits in the composition, and its chart
/// draws the spring where the motion is (issue 36, item 2).
@Suite("Lottie motions at their own time")
struct LottieMotionTimeTests {
  /// The example's scale pop with every keyframe moved by `offset` frames (the layer starts
  /// before frame 0 when `offset` is negative).
  static func pop(shiftedBy offset: Double) throws -> LottieDocument {
    let ease = #""o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}"#
    let keyframes = [(0.0, 40.0), (8, 112), (14, 96), (20, 101), (26, 100)].map { frame, value in
      #"{"t": \#(frame + offset), "s": [\#(value), \#(value), 100], \#(ease)}"#
    }
    let text =
      #"{"fr": 30, "ip": 0, "op": 120, "layers": [{"ty": 4, "nm": "Pop", "ind": 1, "#
      + #""ip": \#(min(0, offset)), "op": 120, "ks": {"s": {"a": 1, "k": ["#
      + keyframes.joined(separator: ", ") + "]}}}]}"
    return try LottieDocument(json: Array(text.utf8))
  }

  static func fit(shiftedBy offset: Double) throws -> (LottieMotion, LottieMotionFit) {
    let motion = try #require(try pop(shiftedBy: offset).motions().first)
    return (motion, LottieMotionFit(motion: motion))
  }

  @Test("The same motion fits the same spring at frame 0, 30 and −10", arguments: [30.0, -10])
  func sameSpringAnywhere(offset: Double) throws {
    let (_, atZero) = try Self.fit(shiftedBy: 0)
    let (motion, shifted) = try Self.fit(shiftedBy: offset)
    #expect(motion.startFrame == offset)
    let expected = try #require(atZero.spring)
    let spring = try #require(shifted.spring, "not fitted: \(shifted.outcome)")
    #expect(isClose(spring.dampingRatio, expected.dampingRatio, absolute: 1e-9))
    #expect(isClose(spring.response, expected.response, relative: 1e-9))
    #expect(isClose(shifted.rmsError ?? .nan, atZero.rmsError ?? .nan, absolute: 1e-9))
  }

  @Test("The subject's times start at 0; the chart says where the motion starts")
  func ownClock() throws {
    let (motion, _) = try Self.fit(shiftedBy: 30)
    guard case .vectorSamples(let times, _, _, _) = motion.fitSubject else {
      Issue.record("not vector samples: \(motion.fitSubject)")
      return
    }
    let last: Double = times.last ?? .nan
    let comparedEnd: Double = (motion.comparedEndFrame - 30) / 30
    #expect(times.first == 0)
    #expect(isClose(last, comparedEnd, absolute: 1e-12))
    #expect(motion.timeLabel == "time since frame 30 (1 s), at 30 fps (s)")
    #expect(try Self.fit(shiftedBy: 0).0.timeLabel == "time (s)")
    #expect(try Self.fit(shiftedBy: -10).0.timeLabel.contains("frame -10 (-0.3333 s)"))
    let report = try FitReport(fitting: motion.fitSubject).labellingTime(motion.timeLabel)
    #expect(try report.chart(title: "pop").xAxis.label == motion.timeLabel)
  }

  @Test("Samples that start late are drawn from their first sample, where the fit starts")
  func lateSamplesChart() throws {
    // A spring sampled from 1 s: the fitter measures time from the first sample, and so must
    // the chart, the CSV and the preview (they drew the spring from 0, flat beside the data).
    let spring = try Spring(response: 0.4, dampingRatio: 0.6)
    let times = (0...60).map { 1 + Double($0) / 30 }
    let values = times.map { spring.value(fromValue: 0, toValue: 10, time: $0 - 1) }
    let fit = try SpringFitter().fit(times: times, values: values)
    let report = SpringFitReport(fit: fit, sampleTimes: times)
    let worst = zip(report.springValues, values).map { abs($0 - $1) }.max() ?? .nan
    #expect(worst <= 1e-6, "spring drawn \(worst) from the samples")
    #expect(isClose(fit.value(at: 1), fit.from, absolute: 1e-12))
    let csvSpring = report.csv.split(separator: "\n").dropFirst().compactMap {
      Double($0.split(separator: ",")[2])
    }
    #expect(csvSpring == report.springValues)
  }
}
