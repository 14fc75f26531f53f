import SpringFormats
import Testing

/// `LottieDocument(json:)`: the model read from the reference files, and typed errors with
/// JSON paths for malformed files.
@Suite("Lottie reading")
struct LottieReaderTests {
  @Test("Reads the document, layers, transforms and shapes of the reference files")
  func referenceFiles() throws {
    let pop = try LottieReferenceFiles.document("scale-pop.json")
    #expect(pop.frameRate == 30 && pop.inPoint == 0 && pop.outPoint == 60)
    #expect(pop.width == 400 && pop.height == 400 && pop.version == "5.7.4")
    let layer = try #require(pop.layers.first)
    #expect(layer.name == "Pop" && layer.type == 4 && layer.index == 1)
    let scale = try #require(layer.transform?.scale)
    #expect(scale.keyframes.count == 5 && scale.dimensions == 3)
    #expect(scale.keyframes[0].outEasing?.isPerDimension == true)
    #expect(scale.keyframes[0].outEasing?.x == [0.33, 0.2, 0.33])
    #expect(layer.namedProperties.map(\.name).contains("Box.size"))
    #expect(layer.namedProperties.map(\.name).contains("Fill.color"))

    let split = try LottieReferenceFiles.document("split-position.json")
    guard case .split(let x, let y, let z) = split.layers.first?.transform?.position else {
      Issue.record("split position not read as split")
      return
    }
    #expect(x.path == "layers[0].ks.p.x" && y.keyframes.count == 2 && z == nil)

    let tangents = try LottieReferenceFiles.document("position-tangents.json")
    guard case .combined(let position) = tangents.layers.first?.transform?.position else {
      Issue.record("position not read")
      return
    }
    #expect(position.keyframes[0].outTangent == [60, -120, 0])

    let precomp = try LottieReferenceFiles.document("precomp-stretch.json")
    #expect(precomp.layers.first?.timeStretch == 2 && precomp.layers.first?.startTime == 10)
    #expect(precomp.precomposition(id: "badge")?.layers.first?.startTime == 2)
    let holds = try LottieReferenceFiles.document("opacity-holds.json")
    #expect(
      holds.layers.first?.transform?.opacity?.keyframes.map(\.isHold).filter { $0 }.count == 3)
  }

  /// A document around one layer transform.
  static func document(transform: String, extra: String = "") -> String {
    #"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "nm": "L", "ks": "#
      + transform + "}]" + extra + "}"
  }

  static let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#

  @Test(
    "Malformed files throw with the JSON path and the rule",
    arguments: [
      (document(transform: #"{"s": {"a": 1}}"#), "layers[0].ks.s.k", "needs 'k'"),
      (
        document(transform: #"{"s": {"a": 0, "k": "big"}}"#), "layers[0].ks.s.k", "must be a number"
      ),
      (document(transform: #"{"s": 100}"#), "layers[0].ks.s", "must be a property object"),
      (
        document(transform: #"{"r": {"a": 1, "k": [{"t": 0, \#(linear)}, {"t": 5, "s": [1]}]}}"#),
        "layers[0].ks.r.k[0]", "needs its value 's'"
      ),
      (
        document(
          transform: #"{"s": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"y": [0]}, "#
            + #""i": {"x": [1], "y": [1]}}, {"t": 5, "s": [1, 1]}]}}"#),
        "layers[0].ks.s.k[0].o.x", "needs 'x'"
      ),
      (
        document(
          transform: #"{"s": {"a": 1, "k": [{"t": 9, "s": [0, 0], \#(linear)}, "#
            + #"{"t": 5, "s": [1, 1]}]}}"#), "layers[0].ks.s.k[1].t", "sorted by 't'"
      ),
      (
        document(
          transform: #"{"s": {"a": 1, "k": [{"t": 0, "s": [0, 0], \#(linear)}, "#
            + #"{"t": 5, "s": [1, 1, 1]}]}}"#), "layers[0].ks.s.k[1].s", "has 3 dimensions"
      ),
      (
        document(transform: #"{"p": {"s": true, "x": {"a": 0, "k": 1}}}"#), "layers[0].ks.p.y",
        "split position needs 'y'"
      ),
      (#"{"ip": 0, "op": 30, "layers": []}"#, "fr", "needs 'fr'"),
      (#"{"fr": 0, "ip": 0, "op": 30, "layers": []}"#, "fr", "must be positive"),
      (#"{"fr": 30, "ip": 0, "op": 30, "layers": {}}"#, "layers", "must be an array of layers"),
      (#"{"fr": 30, "ip": 0, "op": 30, "layers": [{"nm": "x"}]}"#, "layers[0].ty", "type 'ty'"),
      (
        #"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 0, "refId": "a"}], "assets": [{"id": "a", "layers": [{"ty": 0, "refId": "a"}]}]}"#,
        "assets[0].layers[0].refId", "contains itself"
      ),
      (#"{"fr": 30, "ip": 0, "op": 30, "layers": [}"#, "", "not JSON"),
    ])
  func malformed(text: String, path: String, rule: String) {
    #expect {
      try LottieDocument(json: Array(text.utf8))
    } throws: { error in
      guard let error = error as? LottieReadError else { return false }
      return error.path == path && error.description.contains(rule)
        && (path.isEmpty || error.description.hasPrefix(path + ": "))
    }
  }

  @Test("Detection: an object with 'layers' is Lottie, keyframe JSON is not")
  func detection() throws {
    #expect(LottieDocument.isLottie(try JSONReader.parse(Array(#"{"layers": 1}"#.utf8))))
    #expect(
      !LottieDocument.isLottie(
        try JSONReader.parse(Array(#"{"values": [0, 1], "duration": 1}"#.utf8))))
    #expect(!LottieDocument.isLottie(try JSONReader.parse(Array("[1, 2]".utf8))))
  }
}
