import SpringFormats
import Testing

/// `LottieMotionSelection` and `LottieDocument.detecting(_:)` on the reference files.
@Suite("Lottie motion selection")
struct LottieMotionSelectionTests {
  /// Each criterion narrows: by layer path, by property, by number.
  @Test func criteriaNarrow() throws {
    let toast = try LottieReferenceFiles.document("opacity-holds.json")
    let all = try LottieMotionSelection().motions(in: toast)
    #expect(all.map(\.propertyName) == ["opacity", "opacity", "opacity", "Fill.opacity"])
    let second = try LottieMotionSelection(property: "opacity", motion: 2).motion(in: toast)
    #expect(second.number == 2 && second.startFrame == 50 && second.endFrame == 60)
    let card = try LottieReferenceFiles.document("precomp-stretch.json")
    let badge = try LottieMotionSelection(layer: "Card/Badge", property: "rotation")
      .motion(in: card)
    #expect(badge.layerName == "Card/Badge" && badge.startFrame == 18)
    #expect(try LottieMotionSelection(layer: "Badge").motions(in: card).count == 2)
  }

  /// No match names what there is; several where one is needed are listed in order.
  @Test func noneOrSeveralAreErrorsWithTheirData() throws {
    let toast = try LottieReferenceFiles.document("opacity-holds.json")
    #expect(
      throws: LottieSelectionError.noMatch(
        layers: ["Toast"], properties: ["Fill.opacity", "opacity"])
    ) {
      _ = try LottieMotionSelection(layer: "Nope").motions(in: toast)
    }
    do {
      _ = try LottieMotionSelection(property: "opacity").motion(in: toast)
      Issue.record("three motions were taken as one")
    } catch {
      guard case .ambiguous(let motions) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(motions.map(\.number) == [1, 2, 3])
    }
  }

  /// A document whose properties never change has no motion to take.
  @Test func nothingMovesIsItsOwnError() throws {
    let still = Array(
      #"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "nm": "Still", "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [50], "h": 1}, {"t": 10, "s": [50]}]}}}]}"#
        .utf8)
    let document = try #require(try LottieDocument.detecting(still))
    #expect(try LottieMotionSelection().motions(in: document).isEmpty)
    #expect(throws: LottieSelectionError.nothingMoves) {
      _ = try LottieMotionSelection().motion(in: document)
    }
    #expect(throws: LottieSelectionError.nothingMoves) {
      _ = try LottieMotionSelection(property: "opacity").motions(in: document)
    }
  }

  /// Detection: keyframe JSON and CSV are not Lottie; a Lottie file with a mistake is, and
  /// gets Lottie's error with its path.
  @Test func detection() throws {
    #expect(try LottieDocument.detecting(Array(#"{"values": [0, 1], "duration": 1}"#.utf8)) == nil)
    #expect(try LottieDocument.detecting(Array("time,value\n0,1\n".utf8)) == nil)
    #expect(try LottieDocument.detecting(Array("{not json".utf8)) == nil)
    let popBytes = try LottieReferenceFiles.bytes("scale-pop.json")
    #expect(try LottieDocument.detecting(popBytes) == (try LottieDocument(json: popBytes)))
    do {
      _ = try LottieDocument.detecting(Array(#"{"layers": [], "ip": 0, "op": 10}"#.utf8))
      Issue.record("a Lottie file without fr was read")
    } catch {
      #expect(error.description.contains("fr"))
    }
  }
}
