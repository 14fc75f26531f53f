import SpringKit
import Testing
import _SpringTestSupport

/// Colour springs in Oklab against the mpmath reference (`Tests/ReferenceData/colour-spring.csv`,
/// written by `Scripts/reference/colour_spring_reference.py`: the oscillator's closed form,
/// CSS Color 4's published matrices and its gamut mapping, at 50 digits).
@Suite struct ColourSpringReferenceTests {
  /// The spring and the motion of a reference label.
  static func motion(_ label: String) throws -> (Spring, SRGBColour, SRGBColour) {
    let red = try SRGBColour(red: 1, green: 0, blue: 0)
    let blue = try SRGBColour(red: 0, green: 0, blue: 1)
    switch label {
    case "red-blue-smooth": return (try Spring(duration: 0.5, bounce: 0), red, blue)
    case "red-blue-bouncy": return (try Spring(duration: 0.5, bounce: 0.3), red, blue)
    default:
      return (
        try Spring(duration: 0.4, bounce: 0.5), try SRGBColour(red: 1, green: 1, blue: 1),
        try SRGBColour(red: 0, green: 0.6, blue: 0.2)
      )
    }
  }

  /// The Oklab coordinates within 1e-12 (closed form and conversions in doubles), the
  /// unmapped sRGB within 1e-11, and the gamut-mapped colour within 1e-9: the mapping's
  /// bisection takes the same branches as the reference's.
  @Test func oklabSpringsMatchTheReference() throws {
    let table = try ReferenceTable(named: "colour-spring.csv")
    #expect(table.rows.count == 123)
    var mapped = 0
    for row in table.rows {
      let (spring, from, to) = try Self.motion(row.text("motion"))
      let time = row.number("time")
      let state = spring.value(
        fromValue: SpringColour<OklabInterpolation>(from),
        toValue: SpringColour<OklabInterpolation>(to), time: time)
      #expect(isClose(state.first, row.number("L"), absolute: 1e-12), "\(row)")
      #expect(isClose(state.second, row.number("a"), absolute: 1e-12), "\(row)")
      #expect(isClose(state.third, row.number("bOk"), absolute: 1e-12), "\(row)")
      let unmapped = state.unmappedColour
      #expect(isClose(unmapped.red, row.number("r"), absolute: 1e-11), "\(row)")
      #expect(isClose(unmapped.green, row.number("g"), absolute: 1e-11), "\(row)")
      #expect(isClose(unmapped.blue, row.number("b"), absolute: 1e-11), "\(row)")
      let shown = spring.colour(fromColour: from, toColour: to, in: .oklab, time: time)
      #expect(isClose(shown.red, row.number("mr"), absolute: 1e-9), "\(row)")
      #expect(isClose(shown.green, row.number("mg"), absolute: 1e-9), "\(row)")
      #expect(isClose(shown.blue, row.number("mb"), absolute: 1e-9), "\(row)")
      #expect(shown.isInGamut, "\(row)")
      if !unmapped.isInGamut { mapped += 1 }
    }
    // The bouncy motions overshoot out of the gamut: the mapping is exercised.
    #expect(mapped >= 10)
  }
}
