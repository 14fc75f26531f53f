import SpringFormats
import SpringKit
import Testing

/// `SpringSpec.exact(_:)`: the `--spring` line `springfit fit` prints reads back to the same
/// spring, bit for bit (issue 31, item 14).
@Suite("SpringSpec.exact")
struct SpringSpecExactTests {
  @Test(
    "The spec reads back to the same stiffness, damping and mass",
    arguments: [
      (1.0, 180.78608126185136, 12.003701059710744), (1, 157.91367041742973, 0),
      (1, 1e-7, 3.3e-5), (2.5, 1234.5, 98.7654321), (0.1, 4e6, 1e4),
    ])
  func roundTrip(mass: Double, stiffness: Double, damping: Double) throws {
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    let text = SpringSpec.exact(spring)
    #expect(text.hasPrefix("swiftui:stiffness="))
    #expect(text.contains(",mass=") == (mass != 1))
    let read = try SpringSpec.parse(text).spring
    #expect(read.mass == spring.mass, "\(text)")
    #expect(read.stiffness == spring.stiffness, "\(text)")
    #expect(read.damping == spring.damping, "\(text)")
  }
}
