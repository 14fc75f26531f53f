import SpringKit
import Testing

@testable import SpringFormats

/// Keyframes whose printed file would contradict its header are refused (issue 31): a
/// duration that prints as 0 s, a printed curve beyond the stated tolerance.
@Suite("Printable keyframes keep their header's promise")
struct PrintableKeyframesTests {
  @Test("A motion of 1e-149 s is refused for its duration, tolerance or not")
  func vanishingDuration() throws {
    let spring = try Spring(mass: 1, stiffness: 1e300, damping: 1e150)
    #expect(throws: SpringError.self) {
      try spring.printableKeyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
    }
    let uniform = try spring.keyframes(fromValue: 0.0, toValue: 1.0, count: 5)
    do {
      _ = try KeyframePrecision(printable: uniform)
      Issue.record("no error")
    } catch {
      #expect(error.parameter == "duration" && error.rule == .printableDuration)
    }
  }

  @Test("A motion of 1.5e-17 s is refused: 17 decimals print it 0.2 off")
  func tooShortForDecimals() throws {
    let spring = try Spring(duration: 1e-17, bounce: 0)
    do {
      _ = try spring.printableKeyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
      Issue.record("no error")
    } catch {
      #expect(error.rule == .printableDuration)
    }
    // Planned by SpringKit alone, the keyframes print 0.2 from the spring: refused too.
    let planned = try spring.keyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
    #expect(KeyframePrecision(for: planned).printedError(of: planned) > 0.1)
    #expect(throws: SpringError.self) { try KeyframePrecision(printable: planned) }
  }

  @Test("A picosecond motion prints within its tolerance, and an end below it is refused")
  func picosecond() throws {
    let spring = try Spring(duration: 1e-12, bounce: 0)
    let keyframes = try spring.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
    let precision = try KeyframePrecision(printable: keyframes)
    #expect(precision.printedError(of: keyframes) <= 0.001)
    #expect(throws: SpringError(parameter: "end", value: .number(1e-13), rule: .printableDuration))
    {
      try spring.printableKeyframes(fromValue: 0.0, toValue: 1.0, tolerance: 0.001, end: 1e-13)
    }
  }
}
