import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

/// Wiggles — keyframes whose first and last values are equal, best fitted by nearly undamped
/// springs that start with a large velocity, with minima that differ by whole oscillations —
/// against scipy's least_squares from 30 random starts on the same objective
/// (`Scripts/reference/wiggle_reference.py` → `Tests/ReferenceData/wiggle-reference.csv`):
/// attention seekers written from animate.css's public descriptions, the waving-hand emoji,
/// and keyframes of known springs (ζ 0.15, 0.05, 0.01 and 0), over both windows.
@Suite struct WiggleReferenceTests {
  static let table = Result { try ReferenceTable(named: "wiggle-reference.csv") }

  @Test func neverWorseThanThirtyStartsOfScipy() throws {
    let table = try Self.table.get()
    #expect(table.rows.count >= 28)
    for row in table.rows {
      let numbers = { (column: String) in
        row.text(column).split(separator: ";").compactMap { Double($0) }
      }
      let track = try KeyframeTrack(
        values: numbers("values"), keyTimes: numbers("keyTimes"),
        duration: row.number("duration"))
      var options = FitOptions()
      options.window = try #require(FitWindow(rawValue: row.text("window")))
      let fit = try SpringFitter(options: options).fit(track)
      let reference = row.number("rmsError")
      // The issue's bound: never worse than the reference by more than 1e-3 relative.
      #expect(
        fit.rmsError <= reference * (1 + 1e-3),
        "\(row.text("label")) \(row.text("window")): \(fit.rmsError) vs \(reference)")
    }
  }

  /// The known undamped spring: over the keyframes alone the fit reaches ζ = 0 exactly (the
  /// damping coordinate is linear near 0, bounded there) and the true frequency, to within
  /// what linear interpolation between 37 keyframes changes.
  @Test func anUndampedWiggleReachesZetaZero() throws {
    let table = try Self.table.get()
    let row = try #require(
      table.rows.first { $0.text("label") == "spring-z0" && $0.text("window") == "keyframesOnly" })
    let values = row.text("values").split(separator: ";").compactMap { Double($0) }
    let track = try KeyframeTrack(values: values, duration: row.number("duration"))
    var options = FitOptions()
    options.window = .keyframesOnly
    let fit = try SpringFitter(options: options).fit(track)
    #expect(fit.spring.dampingRatio <= 1e-3, "\(fit.spring.dampingRatio)")
    #expect(
      isClose(fit.spring.naturalFrequency / 30, 1, absolute: 0.01), "\(fit.spring.naturalFrequency)"
    )
  }
}
