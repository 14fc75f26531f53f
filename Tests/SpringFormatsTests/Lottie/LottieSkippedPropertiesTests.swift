import SpringFormats
import Testing

/// Every keyframed property springfit does not read is counted by kind, and a file that
/// animates only those says so instead of "No animated property moves." (issue 36, item 3).
@Suite("Lottie properties not read")
struct LottieSkippedPropertiesTests {
  /// A keyframed property object with two keyframes, 0 and 1.
  static func animated() -> String {
    #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "#
      + #""i": {"x": [1], "y": [1]}}, {"t": 10, "s": [1]}]}"#
  }

  /// One of each kind, plus an opacity that is read; the path morph sits in a precomposition
  /// played twice and is counted once.
  static let text =
    #"{"fr": 30, "ip": 0, "op": 60, "layers": ["#
    + #"{"ty": 4, "nm": "Shapes", "ind": 1, "ks": {"o": \#(animated()), "#
    + #""rx": \#(animated()), "or": \#(animated())}, "#
    + #""masksProperties": [{"o": \#(animated())}], "ef": [{"ef": [{"v": \#(animated())}]}], "#
    + #""shapes": [{"ty": "gf", "g": \#(animated())}, {"ty": "sr", "or": \#(animated())}]}, "#
    + #"{"ty": 5, "nm": "Words", "ind": 2, "t": {"d": {"k": [{"t": 0, "s": {"t": "a"}}, "#
    + #"{"t": 5, "s": {"t": "b"}}]}}}, "#
    + #"{"ty": 0, "nm": "A", "ind": 3, "refId": "c", "tm": \#(animated())}, "#
    + #"{"ty": 0, "nm": "B", "ind": 4, "refId": "c"}], "#
    + #""assets": [{"id": "c", "layers": [{"ty": 4, "nm": "Morph", "ind": 1, "shapes": "#
    + #"[{"ty": "sh", "ks": \#(animated())}]}]}]}"#

  @Test("Counted by kind, each property object once; read properties are not counted")
  func counts() throws {
    let document = try LottieDocument(json: Array(Self.text.utf8))
    let skipped = document.skippedProperties
    #expect(
      skipped.byKind == [
        .pathMorph: 1, .gradient: 1, .text: 1, .timeRemap: 1, .mask: 1, .effect: 1,
        .rotation3D: 2, .other: 1,
      ])
    #expect(skipped.total == 9)
    #expect(
      skipped.summary
        == "path morphs 1, gradients 1, text 1, time remapping 1, masks 1, effects 1, "
        + "3-D rotation 2, other properties 1")
    // The opacity is read and fitted.
    #expect(document.motions().map(\.propertyName) == ["opacity"])
  }

  @Test("The report counts them in text and JSON")
  func report() throws {
    let document = try LottieDocument(json: Array(Self.text.utf8))
    let report = LottieFitReport(document: document)
    #expect(
      report.text.hasSuffix(
        "Skipped   9 keyframed properties not fitted (springfit reads transforms and simple "
          + "shape properties): path morphs 1, gradients 1, text 1, time remapping 1, masks 1, "
          + "effects 1, 3-D rotation 2, other properties 1\n"))
    let node = try JSONReader.parse(
      Array(try JSONWriter(style: .pretty).string(for: report.jsonDocument).utf8))
    #expect(node["skipped"]?["rotation3D"]?.jsonValue == .number(2))
    #expect(node["skipped"]?["pathMorphs"]?.jsonValue == .number(1))
  }

  @Test("A file that animates only skipped kinds does not say nothing moves")
  func onlySkipped() throws {
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "M", "shapes": "#
      + #"[{"ty": "sh", "ks": \#(Self.animated())}]}]}"#
    let document = try LottieDocument(json: Array(text.utf8))
    let report = LottieFitReport(document: document)
    #expect(!report.text.contains("No animated property moves."))
    #expect(report.text.contains("path morphs 1"))
    let still = try LottieDocument(
      json: Array(#"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "M"}]}"#.utf8))
    #expect(LottieFitReport(document: still).text == "No animated property moves.\n")
  }

  @Test("A layer index path names one layer where names repeat")
  func indexPath() throws {
    let rotation = #"{"r": \#(Self.animated())}"#
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": ["#
      + #"{"ty": 0, "nm": "Card", "ind": 3, "refId": "c", "st": 0}, "#
      + #"{"ty": 0, "nm": "Card", "ind": 5, "refId": "c", "st": 20}], "#
      + #""assets": [{"id": "c", "layers": [{"ty": 4, "nm": "Dot", "ind": 1, "ks": \#(rotation)}, "#
      + #"{"ty": 4, "nm": "Dot", "ks": \#(rotation)}]}]}"#
    let document = try LottieDocument(json: Array(text.utf8))
    #expect(document.motions().map(\.layerIndexPath) == ["3/1", "3/2", "5/1", "5/2"])
    #expect(document.motions(layer: "Card/Dot").count == 4)
    let one = try LottieMotionSelection(layer: "5/1").motion(in: document)
    #expect(one.layerName == "Card/Dot" && one.startFrame == 20)
    let report = LottieFitReport(frameRate: 30, fits: LottieMotionFit.fits([one]))
    #expect(report.text.hasPrefix("Layer 'Card/Dot' [5/1], rotation, motion 1: frames 20 to 30"))
  }
}
