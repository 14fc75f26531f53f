import SpringFitting
import SpringFormats
import Testing
import _SpringTestSupport

/// A precomposition played by many layers is expanded and fitted once per timing, on every
/// core, and each instance keeps its own times (issue 36, item 7).
@Suite("Lottie fits shared between instances")
struct LottieSharedFitTests {
  /// A precomposition with a rotation pop and a scale pop, played by three layers: from
  /// frame 0, from frame 12, and from frame 12 at half speed (`sr` 2), at 30 fps.
  static func document() throws -> LottieDocument {
    let ease = #""o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}"#
    let rotation = [(0.0, 0.0), (8, 112), (14, 86), (20, 90)].map { frame, value in
      #"{"t": \#(frame), "s": [\#(value)], \#(ease)}"#
    }
    let scale = [(2.0, 40.0), (9, 108), (15, 97), (22, 100)].map { frame, value in
      #"{"t": \#(frame), "s": [\#(value), \#(value)], \#(ease)}"#
    }
    let pop =
      #"{"ty": 4, "nm": "Pop", "ind": 1, "ks": {"r": {"a": 1, "k": ["#
      + rotation.joined(separator: ", ") + #"]}, "s": {"a": 1, "k": ["#
      + scale.joined(separator: ", ") + "]}}}"
    let players = [(1, "0", "1"), (2, "12", "1"), (3, "12", "2")].map { index, start, stretch in
      #"{"ty": 0, "nm": "Card", "ind": \#(index), "refId": "pop", "st": \#(start), "#
        + #""sr": \#(stretch)}"#
    }
    let text =
      #"{"fr": 30, "ip": 0, "op": 120, "assets": [{"id": "pop", "layers": [\#(pop)]}], "#
      + #""layers": [\#(players.joined(separator: ", "))]}"#
    return try LottieDocument(json: Array(text.utf8))
  }

  /// Whether two arrays hold the same numbers bit for bit.
  static func same(_ left: [Double], _ right: [Double]) -> Bool {
    left.count == right.count && zip(left, right).allSatisfy { $0.bitPattern == $1.bitPattern }
  }

  @Test("Each distinct motion is fitted once, and the report is that of each fitted alone")
  func sameAsAlone() throws {
    let motions = try Self.document().motions()
    #expect(motions.map(\.layerIndexPath) == ["1/1", "1/1", "2/1", "2/1", "3/1", "3/1"])
    // st moves a motion, not its fitted samples; sr changes them.
    #expect(motions[2].startFrame == motions[0].startFrame + 12)
    #expect(motions[2].times.count == motions[0].times.count)
    for (moved, first) in zip(motions[2].times, motions[0].times) {
      #expect(isClose(moved, first + 12.0 / 30, absolute: 1e-12))
    }
    #expect(Self.same(motions[2].ownTimes, motions[0].ownTimes))
    #expect(!Self.same(motions[4].ownTimes, motions[0].ownTimes))
    let slow = try #require(motions.last { $0.propertyName == "rotation" })
    #expect(slow.layerIndexPath == "3/1" && slow.startFrame == 12 && slow.endFrame == 52)
    var calls: [[Int]] = []
    let shared = LottieMotionFit.fits(motions, progress: { calls.append([$0, $1]) })
    // Two properties at two speeds.
    #expect(calls.first == [0, 4] && calls.last == [4, 4])
    let alone = motions.map { LottieMotionFit(motion: $0) }
    #expect(
      LottieFitReport(frameRate: 30, fits: shared).text
        == LottieFitReport(frameRate: 30, fits: alone).text)
    #expect(zip(shared, motions).allSatisfy { $0.motion == $1 })
  }

  /// The file of issue 36: 28 keyframes that 98 instances of one precomposition make 786
  /// motions, all played at the same speed.
  @Test("1643-exploding-star.json: 786 motions are 7 distinct fits")
  func explodingStar() throws {
    let document = try LottieDocument(
      json: LottieRealFilesTests.bytes("1643-exploding-star.json"))
    let motions = document.motions()
    #expect(motions.count == 786)
    var calls: [[Int]] = []
    let fits = LottieMotionFit.fits(motions, progress: { calls.append([$0, $1]) })
    #expect(calls.last == [7, 7])
    #expect(fits.allSatisfy { $0.spring != nil })
    // The first and last instances of the precomposition, each as fitted alone.
    let first = try #require(motions.firstIndex { $0.layerIndexPath.hasPrefix("1/") })
    let last = try #require(
      motions.lastIndex {
        $0.layerIndexPath.hasPrefix("3/") && $0.propertyPath == motions[first].propertyPath
      })
    for index in [first, last] {
      let alone = LottieMotionFit(motion: motions[index])
      #expect(
        LottieFitReport(frameRate: document.frameRate, fits: [fits[index]]).text
          == LottieFitReport(frameRate: document.frameRate, fits: [alone]).text)
    }
  }
}
