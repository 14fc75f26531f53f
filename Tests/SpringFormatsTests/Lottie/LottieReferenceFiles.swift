import Foundation
import SpringFormats

/// The hand-written Lottie files in `Tests/ReferenceData/lottie/`.
enum LottieReferenceFiles {
  /// `Tests/ReferenceData/lottie/` (this file is `Tests/SpringFormatsTests/Lottie/…`).
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("ReferenceData/lottie")

  /// A reference file's bytes.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// A reference file, read.
  static func document(_ name: String) throws -> LottieDocument {
    try LottieDocument(json: bytes(name))
  }

  /// Every kept property of a document, main composition and precompositions, by JSON path.
  static func properties(_ document: LottieDocument) -> [String: LottieProperty] {
    let layers = document.layers + document.precompositions.flatMap(\.layers)
    var found: [String: LottieProperty] = [:]
    for layer in layers {
      for named in layer.namedProperties { found[named.property.path] = named.property }
    }
    return found
  }
}
