import SpringFitting
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// A precomposition layer's time remapping (`tm`): a linear forward remap is applied, every
/// other one marks the precomposition's motions as not fitted (issue 36, item 3).
@Suite("Lottie time remapping")
struct LottieTimeRemapTests {
  /// A rotation pop in a precomposition, frames 0 to 20 of it, played by one layer with the
  /// members `layer` (`tm`, `st`, `sr`, …) at 30 fps.
  static func document(_ layer: String, nested: Bool = false) throws -> LottieDocument {
    try LottieDocument(json: json(layer, nested: nested))
  }

  /// The text of ``document(_:nested:)``.
  static func json(_ layer: String, nested: Bool = false) -> [UInt8] {
    let ease = #""o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}"#
    let keyframes = [(0.0, 0.0), (8, 112), (14, 86), (20, 90)].map { frame, value in
      #"{"t": \#(frame), "s": [\#(value)], \#(ease)}"#
    }
    let pop =
      #"{"ty": 4, "nm": "Pop", "ind": 1, "ks": {"r": {"a": 1, "k": ["#
      + keyframes.joined(separator: ", ") + "]}}}"
    let inner =
      nested
      ? #"{"id": "pop", "layers": [\#(pop)]}, {"id": "box", "layers": "#
        + #"[{"ty": 0, "nm": "Inner", "ind": 1, "refId": "pop"}]}"#
      : #"{"id": "pop", "layers": [\#(pop)]}"#
    let text =
      #"{"fr": 30, "ip": 0, "op": 120, "assets": [\#(inner)], "layers": [{"ty": 0, "#
      + #""nm": "Remapped", "ind": 1, "refId": "\#(nested ? "box" : "pop")", \#(layer)}]}"#
    return Array(text.utf8)
  }

  /// A linear `tm` keyframe pair: layer frame `t0` shows `s0` seconds, `t1` shows `s1`.
  static func linear(_ t0: Double, _ s0: Double, _ t1: Double, _ s1: Double) -> String {
    let diagonal = #""o": {"x": [0.25], "y": [0.25]}, "i": {"x": [0.75], "y": [0.75]}"#
    return #""tm": {"a": 1, "k": [{"t": \#(t0), "s": [\#(s0)], \#(diagonal)}, "#
      + #"{"t": \#(t1), "s": [\#(s1)]}]}"#
  }

  @Test("A linear forward remap plays the motion at the remapped times, as sr would")
  func linearForward() throws {
    // Layer frames 5 to 45 show precomposition frames 0 to 20: half speed, from frame 5.
    let remapped = try #require(
      try Self.document(Self.linear(5, 0, 45, 20.0 / 30)).motions().first)
    // The same timing written with st and sr, the reader's long-tested path.
    let stretched = try #require(try Self.document(#""st": 5, "sr": 2"#).motions().first)
    #expect(remapped.timeRemapNote == nil)
    #expect(remapped.startFrame == 5 && remapped.endFrame == 45)
    #expect(stretched.startFrame == 5 && stretched.endFrame == 45)
    #expect(remapped.times.count == stretched.times.count)
    for (a, b) in zip(remapped.times, stretched.times) { #expect(isClose(a, b, absolute: 1e-12)) }
    #expect(remapped.components == stretched.components)
    let spring = try #require(LottieMotionFit(motion: remapped).spring)
    let expected = try #require(LottieMotionFit(motion: stretched).spring)
    #expect(isClose(spring.response, expected.response, relative: 1e-6))
    #expect(isClose(spring.dampingRatio, expected.dampingRatio, absolute: 1e-6))
  }

  @Test(
    "A frozen, reversed, eased or unread remap marks the motion, naming the layer and path",
    arguments: [
      (#""tm": {"a": 0, "k": 0.2}"#, "the precomposition is frozen at its frame 6;"),
      (linear(0, 20.0 / 30, 40, 0), "the precomposition plays backwards;"),
      (
        #""tm": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.33], "y": [0]}, "#
          + #""i": {"x": [0.67], "y": [1]}}, {"t": 40, "s": [0.6667]}]}"#,
        "the remap holds, eases or changes speed"
      ),
      (#""tm": {"a": 0, "k": "soon"}"#, "a remapping springfit does not read;"),
      (linear(0, 0, 10, 5.0 / 30), "lies partly or wholly outside them;"),
    ])
  func notForward(remap: String, reason: String) throws {
    let document = try LottieDocument(json: Self.json(remap))
    let motion = try #require(document.motions().first)
    let note = try #require(motion.timeRemapNote)
    #expect(note.hasPrefix("time-remapped by layer 'Remapped' [1] (layers[0].tm): "))
    #expect(note.contains(reason) && note.hasSuffix("; not fitted as forward motion"))
    let fit = LottieMotionFit(motion: motion)
    guard case .failed(let message) = fit.outcome else {
      Issue.record("fitted: \(fit.outcome)")
      return
    }
    #expect(message == note && fit.verdict == nil)
    let report = LottieFitReport(document: document)
    #expect(report.text.contains("  Not fitted: " + note))
    #expect(
      report.noneFittedSummary?.contains("time-remapped by layer 'Remapped' [1]") == true)
    // The bake refuses it too, saying why and what to do.
    let bake = LottieBake(layer: "Remapped/Pop", property: "rotation", spring: .bouncy)
    let error = #expect(throws: LottieBakeError.self) {
      try bake.baked(Self.json(remap))
    }
    guard case .timeRemapped(let refused) = error?.problem else {
      Issue.record("not refused for its remap: \(String(describing: error))")
      return
    }
    #expect(refused == note)
    #expect(error?.description.hasSuffix("choose a motion that is not time-remapped") == true)
  }

  @Test("A remap that does not play forward marks the motions of nested precompositions")
  func nested() throws {
    let motion = try #require(
      try Self.document(#""tm": {"a": 0, "k": 0}"#, nested: true).motions().first)
    #expect(motion.layerName == "Remapped/Inner/Pop")
    #expect(motion.timeRemapNote?.contains("frozen at its frame 0;") == true)
  }

  /// lottie-ios's time-remap sample: one precomposition played frozen (`tm` 0.876 s), reversed
  /// (`tm` 2.044 s to 0, linear), as is, and with `sr` 0.2.
  @Test("timeremap.json: the frozen and the reversed instances are marked, the others fitted")
  func realFile() throws {
    let document = try LottieDocument(json: LottieRealFilesTests.bytes("timeremap.json"))
    #expect(document.warnings.isEmpty)
    let motions = document.motions()
    #expect(
      motions.map(\.layerIndexPath) == ["1/1", "1/1", "2/1", "2/1", "3/1", "3/1", "4/1", "4/1"])
    for motion in motions {
      switch motion.layerIndexPath {
      case "1/1":
        // 0.876 s at 23.976 fps.
        #expect(
          motion.timeRemapNote
            == "time-remapped by layer 'Freeze' [1] (layers[0].tm): the precomposition is "
            + "frozen at its frame 21.00297; not fitted as forward motion")
      case "2/1":
        #expect(
          motion.timeRemapNote?.contains("(layers[1].tm): the precomposition plays backwards")
            == true)
      default:
        #expect(motion.timeRemapNote == nil)
      }
    }
    // Stretched by 0.2, the rotation's 48 frames take 9.6.
    let stretch = try #require(
      motions.last { $0.layerIndexPath == "4/1" && $0.propertyName == "rotation" })
    #expect(isClose(stretch.endFrame, 0.2 * 47.9999958454548, absolute: 1e-9))
    let fits = LottieMotionFit.fits(motions)
    #expect(fits.filter { $0.spring != nil }.count == 4)
  }
}
