import SpringFormats
import Testing

/// The one input detector: Lottie, keyframe JSON or CSV, parsed once, read as the separate
/// readers read the same bytes.
@Suite("Input detection")
struct InputDocumentTests {
  /// A Lottie file is told by its `layers`, and reads as `LottieDocument.detecting` reads it.
  @Test("Lottie files are Lottie")
  func lottie() throws {
    let bytes = Array(LottieExample.lottiePop.json.utf8)
    let detected = try InputDocument.detect(bytes)
    #expect(detected.kind == .lottie)
    #expect(detected == .lottie(try #require(try LottieDocument.detecting(bytes))))
    #expect(try detected.keyframeDocument() == nil)
  }

  /// Keyframe JSON and CSV (with a byte order mark and leading whitespace) give the document
  /// `KeyframeDocument.decode` gives for the same bytes.
  @Test(
    "Keyframe JSON and CSV read as decode reads them",
    arguments: [
      (#"{"values": [0, 1.2, 1], "keyTimes": [0, 0.4, 1], "duration": 0.5}"#, "keyframe JSON"),
      ("\u{FEFF}\n  [0, 1]", "keyframe JSON"),
      ("keyTime,value\n0,0\n0.5,1.2\n1,1\n", "CSV"),
      ("\u{FEFF}time,value\n0,0\n0.1,0.5\n0.2,1\n", "CSV"),
    ])
  func keyframes(text: String, kind: String) throws {
    let bytes = Array(text.utf8)
    let detected = try InputDocument.detect(bytes)
    #expect(detected.kind.rawValue == kind)
    let expected = Result { () throws(KeyframeDocumentError) in
      try KeyframeDocument.decode(bytes)
    }
    let read = Result { () throws(KeyframeDocumentError) in try detected.keyframeDocument() }
    switch (expected, read) {
    case (.success(let expected), .success(let read)): #expect(read == expected)
    case (.failure(let expected), .failure(let read)): #expect(read == expected)
    default: Issue.record("decode gave \(expected), detection \(read)")
    }
  }

  /// Empty input and broken JSON give decode's errors; a Lottie file with a mistake gives
  /// Lottie's error, not a keyframe one.
  @Test("Errors are the readers' own")
  func errors() throws {
    for text in ["", " \n", "\u{FEFF}", "{\"values\": [0, 1}"] {
      let bytes = Array(text.utf8)
      let expected = #expect(throws: KeyframeDocumentError.self) {
        try KeyframeDocument.decode(bytes)
      }
      #expect(throws: InputDocument.DetectionError.keyframes(try #require(expected))) {
        try InputDocument.detect(bytes)
      }
    }
    let broken = Array(#"{"layers": 3}"#.utf8)
    let lottieError = #expect(throws: LottieReadError.self) {
      try LottieDocument.detecting(broken)
    }
    #expect(throws: InputDocument.DetectionError.lottie(try #require(lottieError))) {
      try InputDocument.detect(broken)
    }
  }
}
