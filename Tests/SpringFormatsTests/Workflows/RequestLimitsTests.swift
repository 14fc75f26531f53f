import SpringFormats
import SpringKit
import Testing

/// The requests a library caller builds by hand meet the limits the command line declares on
/// its options: a typed error, never a trap or an allocation beyond the command's.
@Suite("Request limits")
struct RequestLimitsTests {
  /// Each setting outside its published limit, one at a time, names itself; the command's
  /// defaults pass.
  @Test("MenuBounceExport refuses what its limits exclude")
  func menuBounce() throws {
    try MenuBounceExport().validate()
    var cases: [(String, MenuBounceExport)] = []
    var export = MenuBounceExport()
    export.buttons = .max
    cases.append(("buttons", export))
    export = MenuBounceExport()
    export.fps = 999_999
    cases.append(("fps", export))
    export = MenuBounceExport()
    export.width = .infinity
    cases.append(("width", export))
    export = MenuBounceExport()
    (export.buttons, export.height) = (nil, 0)
    cases.append(("height", export))
    export = MenuBounceExport()
    export.overhang = -1
    cases.append(("overhang", export))
    export = MenuBounceExport()
    (export.format, export.playback) = (.svg, .loop(hold: 61))
    cases.append(("hold", export))
    for (setting, export) in cases {
      #expect(throws: MenuBounceExportError.self, "\(setting)") { try export.text() }
      do {
        try export.validate()
      } catch {
        guard case .outOfRange(let named, _, _) = error else {
          Issue.record("\(setting): \(error)")
          continue
        }
        #expect(named == setting)
      }
    }
  }

  /// A negative or infinite end samples only t = 0 instead of trapping in the conversion to
  /// a count.
  @Test("MotionSampling with an end before 0", arguments: [-1.0, -1e300, -Double.infinity])
  func negativeEnd(end: Double) throws {
    var sampling = MotionSampling()
    sampling.end = .time(end)
    #expect(try sampling.grid().count == 1)
  }

  @Test("FlingRequest refuses a frame rate or a tolerance that is not positive and finite")
  func fling() throws {
    for rate in [0.0, -60, .nan, .infinity] {
      let request = FlingRequest(format: .csv, frameRate: rate)
      #expect(throws: FlingRequestError.self, "\(rate)") { try request.text() }
    }
    for tolerance in [0.0, -0.5, .nan] {
      let request = FlingRequest(format: .css, tolerance: tolerance)
      #expect(throws: FlingRequestError.self, "\(tolerance)") { try request.text() }
    }
    #expect(try FlingRequest(format: .csv).text().hasPrefix("time,"))
  }

  /// A count far above the frames keeps them all, without overflowing the stride's sum.
  @Test("OutlineFilmstrip.evenlySpaced with a huge count")
  func hugeCount() {
    #expect(OutlineFilmstrip.evenlySpaced(Array(0..<5), count: .max) == Array(0..<5))
  }
}
