import SpringFormats
import Testing

/// Precompositions that play each other many times are refused as the document is read,
/// so that neither a fit nor a bake walks their expansion.
@Suite("Precomposition expansion limit")
struct LottieExpansionLimitTests {
  /// `depth` precompositions, each playing the next twice: 2^(depth − 1) leaf layers.
  static func document(depth: Int) -> [UInt8] {
    var assets: [String] = []
    for index in 0..<depth {
      let layers =
        index == depth - 1
        ? #"[{"ty": 4, "nm": "Leaf", "ind": 1, "ks": {}, "shapes": []}]"#
        : #"[{"ty": 0, "nm": "A", "refId": "c\#(index + 1)", "ind": 1, "ks": {}}, "#
          + #"{"ty": 0, "nm": "B", "refId": "c\#(index + 1)", "ind": 2, "ks": {}}]"#
      assets.append(#"{"id": "c\#(index)", "layers": \#(layers)}"#)
    }
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 0, "nm": "Root", "refId": "c0", "#
      + #""ind": 1, "ks": {}}], "assets": [\#(assets.joined(separator: ", "))]}"#
    return Array(text.utf8)
  }

  @Test("2^29 layer instances in a few KB are refused at once, naming the asset")
  func bomb() throws {
    let bytes = Self.document(depth: 30)
    #expect(bytes.count < 5000)
    let start = ContinuousClock.now
    do {
      _ = try LottieDocument(json: bytes)
      Issue.record("the document was read")
    } catch {
      guard case .tooManyLayerInstances(let id?, let limit) = error.problem else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(limit == LottieDocument.maximumLayerInstances && limit == 10_000)
      #expect(id.hasPrefix("c") && error.path.hasSuffix(".refId"))
      #expect(error.description.contains("more than 10000 layers"))
    }
    #expect(ContinuousClock.now - start < .seconds(2))
  }

  @Test("Up to the limit the document reads and its motions expand")
  func withinLimit() throws {
    // 2^12 = 4096 leaves plus 8190 precomposition layers and the root: 12,287 > 10,000.
    #expect(throws: LottieReadError.self) { try LottieDocument(json: Self.document(depth: 13)) }
    // 2^11 = 2048 leaves, 4094 precomposition layers and the root: 6143 instances.
    let document = try LottieDocument(json: Self.document(depth: 12))
    #expect(document.precompositions.count == 12)
  }
}
