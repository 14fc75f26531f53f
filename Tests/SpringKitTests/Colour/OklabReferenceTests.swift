import SpringKit
import Testing
import _SpringTestSupport

/// The conversions against the mpmath reference (`Tests/ReferenceData/oklab.csv`, written by
/// `Scripts/reference/oklab_reference.py` with CSS Color 4's published matrices at 50 digits).
@Suite struct OklabReferenceTests {
  /// The bound of every coordinate: a few times 1e-16 expected, 1e-14 allowed.
  ///
  /// Each conversion is two or three 3 × 3 products of doubles, a `pow` or `cbrt` (libm:
  /// within an ulp or two), and coordinates of size ≤ 1.2: a few times 1e-16 at most. 1e-14
  /// leaves room for libm's `pow` on other platforms and still catches a wrong digit in any
  /// published matrix entry (those differ from each other from the 16th digit on).
  static let tolerance = 1e-14

  @Test func sRGBToOklabMatchesTheReference() throws {
    let table = try ReferenceTable(named: "oklab.csv")
    let rows = table.rows.filter { $0.text("direction") == "forward" }
    #expect(rows.count >= 70)
    for row in rows {
      let colour = try SRGBColour(
        red: row.number("r"), green: row.number("g"), blue: row.number("b"))
      let linear = colour.linear
      #expect(isClose(linear.red, row.number("linR"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(linear.green, row.number("linG"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(linear.blue, row.number("linB"), absolute: Self.tolerance), "\(row)")
      let lab = colour.oklab
      #expect(isClose(lab.lightness, row.number("L"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(lab.a, row.number("a"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(lab.b, row.number("bOk"), absolute: Self.tolerance), "\(row)")
      let lch = colour.oklch
      #expect(isClose(lch.chroma, row.number("C"), absolute: Self.tolerance), "\(row)")
      // The hue of a grey is noise (a, b ≈ 1e-16); elsewhere its error is about the
      // coordinates' error over the chroma, in radians.
      if row.number("C") > 1e-4 {
        #expect(isClose(lch.hue, row.number("h"), absolute: 1e-8), "\(row)")
      }
    }
  }

  @Test func oklabToSRGBMatchesTheReference() throws {
    let table = try ReferenceTable(named: "oklab.csv")
    let rows = table.rows.filter { $0.text("direction") == "inverse" }
    #expect(rows.count >= 30)
    var outside = 0
    for row in rows {
      let lab = try OklabColour(
        lightness: row.number("L"), a: row.number("a"), b: row.number("bOk"))
      let linear = lab.linearSRGB
      #expect(isClose(linear.red, row.number("linR"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(linear.green, row.number("linG"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(linear.blue, row.number("linB"), absolute: Self.tolerance), "\(row)")
      let colour = lab.sRGB
      #expect(isClose(colour.red, row.number("r"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(colour.green, row.number("g"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(colour.blue, row.number("b"), absolute: Self.tolerance), "\(row)")
      if !colour.isInGamut { outside += 1 }
      let lch = lab.oklch
      #expect(isClose(lch.chroma, row.number("C"), absolute: Self.tolerance), "\(row)")
      #expect(isClose(lch.hue, row.number("h"), absolute: 1e-8), "\(row)")
    }
    // The reference covers colours outside the gamut too.
    #expect(outside >= 2)
  }
}
