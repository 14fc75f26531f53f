import SpringFormats
import Testing

/// Where a layer's keyframes play: on the clock of the composition that holds the layer.
///
/// lottie-web compares `t − st` with the composition's frame `− st` (PropertyFactory's
/// `interpolateValue`: `st` cancels), rlottie evaluates a layer's transform and content at the
/// composition's frame, and lottie-android sets a layer's transform at the composition's
/// progress; only a precomposition layer's `st` and `sr` move the clock of the layers inside it.
/// `Tests/Lottie/lottie_real.py` checks the same in rlottie on lottie-android's
/// SplitDimensions.json, whose layers start at −24.
@Suite("Lottie layer clocks")
struct LottieLayerClockTests {
  static let rotation =
    #""r": {"a": 1, "k": [{"t": 4, "s": [0], "o": {"x": [0.3], "y": [0]}, "#
    + #""i": {"x": [0.7], "y": [1]}}, {"t": 14, "s": [90]}]}"#

  @Test("A layer's own st does not move its keyframes", arguments: [-24.0, 0, 20])
  func ownStartTime(start: Double) throws {
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "Box", "ind": 1, "ip": 0, "#
      + #""op": 60, "st": \#(start), "ks": {\#(Self.rotation)}}]}"#
    let motion = try #require(try LottieDocument(json: Array(text.utf8)).motions().first)
    #expect(motion.startFrame == 4 && motion.endFrame == 14)
  }

  @Test("A precomposition layer's st and sr move the layers inside it, not their own st")
  func precompositionClock() throws {
    let text =
      #"{"fr": 30, "ip": 0, "op": 120, "assets": [{"id": "inner", "layers": [{"ty": 4, "#
      + #""nm": "Box", "ind": 1, "ip": 0, "op": 60, "st": 7, "ks": {\#(Self.rotation)}}]}], "#
      + #""layers": [{"ty": 0, "nm": "Card", "ind": 1, "refId": "inner", "ip": 0, "op": 120, "#
      + #""st": 10, "sr": 2, "ks": {\#(Self.rotation)}}]}"#
    let motions = try LottieDocument(json: Array(text.utf8)).motions()
    let card = try #require(motions.first { $0.layerName == "Card" })
    let box = try #require(motions.first { $0.layerName == "Card/Box" })
    // The card's own rotation on the main clock; the box's at 10 + 2·t.
    #expect(card.startFrame == 4 && card.endFrame == 14)
    #expect(box.startFrame == 18 && box.endFrame == 38)
  }
}
