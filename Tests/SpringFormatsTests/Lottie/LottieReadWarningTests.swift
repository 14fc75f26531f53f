import SpringFormats
import Testing

/// What players play although the schema forbids it is read as they play it, with a warning
/// naming the JSON path, never a refusal of the whole file (issue 36, item 1).
///
/// Each check compares the odd file with the same file written the way the warning says it
/// was read (the clamped handle, the linear handle, the document without the layer): the
/// values at every frame must be equal, bit for bit, since the reader fills in the same
/// numbers.
@Suite("Lottie reading as players play")
struct LottieReadWarningTests {
  /// A document with one layer `L` whose rotation has these keyframes.
  static func rotation(_ keyframes: String) -> [UInt8] {
    Array(
      (#"{"fr": 30, "ip": 0, "op": 30, "layers": [{"ty": 4, "nm": "L", "ks": {"r": "#
        + #"{"a": 1, "k": ["# + keyframes + "]}}}]}").utf8)
  }

  /// The rotation of layer 0 at frames 0, 0.25, …, 10.
  static func values(_ document: LottieDocument) throws -> [Double] {
    let rotation = try #require(document.layers.first?.transform?.rotation)
    return (0...40).map { rotation.value(atFrame: Double($0) / 4).first ?? .nan }
  }

  @Test("An easing handle x outside [0, 1] is clamped, with a warning naming its path")
  func clampedHandle() throws {
    let odd = try LottieDocument(
      json: Self.rotation(
        #"{"t": 0, "s": [0], "o": {"x": [1.022], "y": [0]}, "i": {"x": [-0.2], "y": [1]}}, "#
          + #"{"t": 10, "s": [90]}"#))
    let clamped = try LottieDocument(
      json: Self.rotation(
        #"{"t": 0, "s": [0], "o": {"x": [1], "y": [0]}, "i": {"x": [0], "y": [1]}}, "#
          + #"{"t": 10, "s": [90]}"#))
    #expect(
      odd.warnings.map(\.path) == ["layers[0].ks.r.k[0].o.x[0]", "layers[0].ks.r.k[0].i.x[0]"])
    #expect(
      odd.warnings.first?.problem == .easingTimeClamped(value: 1.022, clampedTo: 1)
        && odd.warnings.last?.problem == .easingTimeClamped(value: -0.2, clampedTo: 0))
    #expect(odd.warnings.first?.description.contains("1.022 clamped to 1") == true)
    #expect(try Self.values(odd) == Self.values(clamped))
    #expect(clamped.warnings.isEmpty)
    // The fit sees the motion: one motion, not a refusal.
    #expect(odd.motions().count == 1)
  }

  @Test(
    "A missing o or i eases linearly from that end, as lottie-ios plays it",
    arguments: [
      (
        "o", #""i": {"x": [0.2], "y": [1]}"#,
        #""o": {"x": [0], "y": [0]}, "i": {"x": [0.2], "y": [1]}"#
      ),
      (
        "i", #""o": {"x": [0.8], "y": [0]}"#,
        #""o": {"x": [0.8], "y": [0]}, "i": {"x": [1], "y": [1]}"#
      ),
      ("o", "", #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#),
    ])
  func missingHandle(handle: String, written: String, explicit: String) throws {
    let separator = written.isEmpty ? "" : ", "
    let odd = try LottieDocument(
      json: Self.rotation(
        #"{"t": 0, "s": [0]"# + separator + written + #"}, {"t": 10, "s": [90]}"#))
    let played = try LottieDocument(
      json: Self.rotation(#"{"t": 0, "s": [0], "# + explicit + #"}, {"t": 10, "s": [90]}"#))
    let first = try #require(odd.warnings.first)
    #expect(first.path == "layers[0].ks.r.k[0].\(handle)")
    #expect(first.problem == .missingEasing(handle: handle))
    #expect(odd.warnings.count == (written.isEmpty ? 2 : 1))
    #expect(try Self.values(odd) == Self.values(played))
    // Linear from a missing end: halfway through a fully linear segment is halfway.
    if written.isEmpty { #expect(try Self.values(odd)[20] == 45) }
  }

  @Test("A precomposition layer without its asset is skipped with a warning; the rest reads")
  func missingAsset() throws {
    let text =
      #"{"fr": 30, "ip": 0, "op": 30, "layers": ["#
      + #"{"ty": 0, "nm": "Gone", "refId": "nope", "ks": {"o": {"a": 1, "k": ["#
      + #"{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 10, "s": [100]}]}}}, "#
      + #"{"ty": 0, "nm": "NoRef"}, "#
      + #"{"ty": 4, "nm": "Kept", "ks": {"r": {"a": 1, "k": ["#
      + #"{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, "#
      + #"{"t": 10, "s": [90]}]}}}]}"#
    let document = try LottieDocument(json: Array(text.utf8))
    #expect(document.warnings.map(\.path) == ["layers[0].refId", "layers[1].refId"])
    #expect(
      document.warnings.map(\.problem) == [.missingAsset(id: "nope"), .missingAsset(id: nil)])
    #expect(document.motions().map(\.layerName) == ["Kept"])
  }

  @Test("A missing asset played twice warns once")
  func missingAssetOnce() throws {
    let text =
      #"{"fr": 30, "ip": 0, "op": 30, "layers": ["#
      + #"{"ty": 0, "nm": "A", "refId": "inner"}, {"ty": 0, "nm": "B", "refId": "inner"}], "#
      + #""assets": [{"id": "inner", "layers": [{"ty": 0, "nm": "Gone", "refId": "nope"}]}]}"#
    let document = try LottieDocument(json: Array(text.utf8))
    #expect(document.warnings.map(\.path) == ["assets[0].layers[0].refId"])
  }
}
