import Foundation
import SpringFormats
import SpringKit
import Testing

/// Gzip'd Lottie (`.tgs` stickers) read with the package's own inflater, checked against
/// files Python's zlib wrote (Scripts/reference/tgs_fixtures.py and its manifest.txt).
@Suite("Lottie .tgs (gzip) reading")
struct LottieTGSTests {
  /// The manifest's rows: file, inflated length, CRC-32 (hex).
  static let rows: [(name: String, length: Int, crc: String)] = {
    let url = LottieReferenceFiles.directory.appendingPathComponent("tgs/manifest.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard parts.count == 3, let length = Int(parts[1]) else { return nil }
      return (String(parts[0]), length, String(parts[2]))
    }
  }()

  @Test("Stored, fixed, dynamic and named members inflate to the original bytes")
  func inflates() throws {
    let original = try LottieReferenceFiles.bytes("scale-pop.json")
    try #require(Self.rows.count == 5)
    for row in Self.rows {
      let bytes = try LottieReferenceFiles.bytes("tgs/\(row.name)")
      #expect(Gzip.isGzip(bytes))
      let inflated = try Gzip.decompress(bytes)
      #expect(inflated == original, "\(row.name)")
      #expect(inflated.count == row.length)
    }
  }

  @Test("detect reads a .tgs as the Lottie document it holds")
  func detects() throws {
    let bytes = try LottieReferenceFiles.bytes("tgs/scale-pop-best.tgs")
    guard case .lottie(let document) = try InputDocument.detect(bytes) else {
      Issue.record("not read as Lottie")
      return
    }
    #expect(document == (try LottieReferenceFiles.document("scale-pop.json")))
  }

  @Test("A damaged member is refused with the offset and the rule, never trapped")
  func damaged() throws {
    let good = try LottieReferenceFiles.bytes("tgs/scale-pop-best.tgs")
    var badCRC = good
    badCRC[badCRC.count - 8] ^= 0xFF
    #expect(throws: GzipError.self) { try Gzip.decompress(badCRC) }
    #expect(throws: GzipError.self) { try Gzip.decompress(Array(good.prefix(good.count / 2))) }
    #expect(throws: GzipError.self) { try Gzip.decompress(good, limit: 1000) }
    var badMethod = good
    badMethod[2] = 7
    #expect(throws: GzipError.self) { try Gzip.decompress(badMethod) }
    // Every one-byte corruption of the deflate data is refused or inflates: never a trap.
    for index in 10..<(good.count - 8) {
      var bytes = good
      bytes[index] ^= 0x5A
      _ = try? Gzip.decompress(bytes, limit: 1 << 16)
    }
    do {
      _ = try InputDocument.detect(badCRC)
      Issue.record("a bad CRC was read")
    } catch {
      guard case .lottie(let error) = error, case .compressed = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(error.description.contains("CRC-32"))
    }
  }

  @Test("lottie bake refuses a .tgs and says to inflate it first")
  func bakeRefuses() throws {
    let bytes = try LottieReferenceFiles.bytes("tgs/scale-pop-best.tgs")
    #expect {
      try LottieBake(layer: "Pop", property: "scale", spring: .smooth).baked(bytes)
    } throws: { error in
      (error as? LottieBakeError)?.problem == .compressed
        && String(describing: error).contains("gunzip")
    }
  }
}
