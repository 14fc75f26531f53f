import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

/// Against scipy's least_squares from 30 random starts on the same objective
/// (`Scripts/reference/fit_reference.py` → `Tests/ReferenceData/fit-reference.csv`), over the
/// keyframes' duration only (``FitWindow/keyframesOnly``).
@Suite struct FitReferenceTests {
  @Test func noWorseThanThirtyStartsOfAGenericOptimiser() throws {
    let table = try ReferenceTable(named: "fit-reference.csv")
    #expect(table.rows.count >= 6)
    for row in table.rows {
      let values = row.text("values").split(separator: ";").compactMap { Double($0) }
      let mode = try #require(CalculationMode(rawValue: row.text("mode")))
      let track = try KeyframeTrack(
        values: values, duration: row.number("duration"), calculationMode: mode)
      // The script fits over the keyframes' duration only.
      var options = FitOptions()
      options.window = .keyframesOnly
      let fit = try SpringFitter(options: options).fit(track)
      let reference = row.number("rmsError")
      // Equal optima agree to ~1e-9 relative; the fit must never be worse.
      #expect(fit.rmsError <= reference * (1 + 1e-7), "\(row): \(fit.rmsError) vs \(reference)")
    }
  }
}
