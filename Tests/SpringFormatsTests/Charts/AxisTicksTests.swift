import Testing
import _SpringTestSupport

@testable import SpringFormats

/// The smallest positive double, 5e-324 (a literal would warn that it loses precision).
private let tiny = Double.leastNonzeroMagnitude

/// Tick choice: round steps, honest ranges, readable labels.
@Suite("Axis ticks")
struct AxisTicksTests {
  @Test(
    "Steps are 1, 2 or 5 times a power of ten, the smallest at least the rough step",
    arguments: [
      (0.13, 0.2), (0.2, 0.2), (0.21, 0.5), (0.7, 1), (1, 1), (3, 5), (7.5, 10), (1e-7, 1e-7),
      (2.5e-7, 5e-7), (123, 200), (0, 1), (-1, 1), (Double.nan, 1),
    ] as [(Double, Double)])
  func niceStep(rough: Double, expected: Double) {
    let step = AxisTicks.niceStep(rough)
    #expect(isClose(step, expected, absolute: 1e-12 * expected), "\(rough) → \(step)")
  }

  @Test("A fitted linear axis widens the data to round ticks and includes zero when asked")
  func linear() throws {
    var axis = ChartAxis(label: "position")
    var ticks = try AxisTicks.make(for: axis, data: 0.05...1.31)
    #expect(ticks.domain == 0...1.4)
    #expect(ticks.labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2", "1.4"])
    axis.includesZero = true
    ticks = try AxisTicks.make(for: axis, data: 2...9)
    #expect(ticks.domain.lowerBound == 0 && ticks.domain.upperBound >= 9)
    #expect(ticks.major.first == 0)
    // Negative data keeps its sign in the labels and a zero tick in between.
    ticks = try AxisTicks.make(for: ChartAxis(label: "error"), data: -0.04...0.08)
    #expect(ticks.labels == ["-0.04", "-0.02", "0", "0.02", "0.04", "0.06", "0.08"])
    #expect(ticks.domain == -0.04...0.08)
  }

  @Test("An explicit range is kept exactly, ticks only inside it")
  func explicitRange() throws {
    let ticks = try AxisTicks.make(
      for: ChartAxis(label: "t", range: 0...(1.0 / 3)), data: 0...5)
    #expect(ticks.domain == 0...(1.0 / 3))
    #expect(ticks.major.allSatisfy { $0 >= 0 && $0 <= 1.0 / 3 })
    #expect(ticks.labels == ["0", "0.05", "0.10", "0.15", "0.20", "0.25", "0.30"])
  }

  @Test("A constant is centred in a range around it; no data gives 0…1")
  func degenerate() throws {
    let constant = try AxisTicks.make(for: ChartAxis(label: "y"), data: 5...5)
    #expect(constant.domain.contains(5) && constant.domain.lowerBound < 5)
    let zero = try AxisTicks.make(for: ChartAxis(label: "y"), data: 0...0)
    #expect(zero.domain == -1...1)
    let none = try AxisTicks.make(for: ChartAxis(label: "y"), data: nil)
    #expect(none.domain == 0...1)
  }

  @Test("Tiny and huge steps are labelled with exponents")
  func exponentLabels() throws {
    let tiny = try AxisTicks.make(for: ChartAxis(label: "e"), data: -4e-16...6e-16)
    #expect(tiny.labels.contains("2e-16") && tiny.labels.contains("-4e-16"))
    let huge = try AxisTicks.make(for: ChartAxis(label: "e"), data: 0...3e9)
    #expect(huge.labels.contains("1e9") && huge.labels.contains("2.5e9"))
  }

  @Test(
    "Subnormal data gets normal, labelled ticks (a zero step trapped on log10(0))",
    arguments: [
      tiny...(2 * tiny), 0...tiny, (-2e4 * tiny)...(2e4 * tiny),
      (Double.leastNormalMagnitude / 8)...(Double.leastNormalMagnitude / 4),
    ])
  func subnormalData(data: ClosedRange<Double>) throws {
    let ticks = try AxisTicks.make(for: ChartAxis(label: "x"), data: data)
    #expect(ticks.major.count >= 2 && ticks.major.count == ticks.labels.count)
    #expect(ticks.major.allSatisfy { $0.isFinite })
    #expect(AxisTicks.niceStep(tiny) == 1e-307)
    #expect(AxisTicks.decade(0) == 0 && AxisTicks.decade(.nan) == 0)
    #expect(AxisTicks.tickLabel(.nan, step: 0, magnitude: .nan) == "nan")
  }

  @Test(
    "Neighbouring ticks always read differently, however narrow or far from zero the range",
    arguments: [
      1000.00001...1000.00005, 1e17...(1e17 + 64), 0...3e-300, -1e308...1e308,
      1.5e-7...2.5e-7, 123_456.7...123_456.9, -0.004...(-0.001), 0...Double.greatestFiniteMagnitude,
    ])
  func distinctLabels(data: ClosedRange<Double>) throws {
    let ticks = try AxisTicks.make(for: ChartAxis(label: "x"), data: data)
    #expect(ticks.domain.lowerBound.isFinite && ticks.domain.upperBound.isFinite)
    #expect(ticks.domain.lowerBound < ticks.domain.upperBound)
    #expect(ticks.major.count >= 2 && ticks.major.count <= 10, "\(ticks.labels)")
    #expect(Set(ticks.major).count == ticks.major.count, "\(ticks.major)")
    #expect(Set(ticks.labels).count == ticks.labels.count, "\(ticks.labels)")
    #expect(zip(ticks.major, ticks.major.dropFirst()).allSatisfy { $0 < $1 })
    for value in ticks.major {
      let fraction = try #require(ticks.fraction(value))
      #expect(fraction >= -1e-9 && fraction <= 1 + 1e-9)
    }
  }

  @Test("Extreme data on a logarithmic axis stays within finite, non-zero decades")
  func logarithmicExtremes() throws {
    let axis = ChartAxis(label: "e", scale: .logarithmic)
    let tiny = Double.leastNonzeroMagnitude  // 5e-324, which as a literal warns of underflow
    for data in [tiny...1.7e308, 1e308...1.7e308, tiny...tiny] {
      let ticks = try AxisTicks.make(for: axis, data: data)
      #expect(ticks.domain.lowerBound > 0 && ticks.domain.upperBound.isFinite, "\(data)")
      #expect(!ticks.major.isEmpty && ticks.major.count <= 9, "\(data)")
    }
  }

  @Test("A constant at the edge of the doubles gets a finite range")
  func constantAtTheEdge() throws {
    let ticks = try AxisTicks.make(
      for: ChartAxis(label: "y"),
      data: Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    #expect(ticks.domain.upperBound.isFinite && ticks.domain.lowerBound < ticks.domain.upperBound)
  }

  @Test("A logarithmic axis spans whole decades with 2…9 minor ticks")
  func logarithmic() throws {
    let axis = ChartAxis(label: "error", scale: .logarithmic)
    let ticks = try AxisTicks.make(for: axis, data: 3e-5...0.2)
    #expect(ticks.domain == 1e-5...1)
    #expect(ticks.labels == ["10⁻⁵", "10⁻⁴", "10⁻³", "10⁻²", "10⁻¹", "10⁰"])
    #expect(ticks.minor.count == 5 * 8)
    #expect(ticks.fraction(1e-3).map { isClose($0, 0.4, absolute: 1e-12) } == true)
    #expect(ticks.fraction(0) == nil && ticks.fraction(-1) == nil)
    // Many decades: every third is labelled, no minor ticks.
    let wide = try AxisTicks.make(for: axis, data: 1e-16...1e3)
    #expect(wide.labels.count <= 8 && wide.labels.first == "10⁻¹⁶")
    #expect(wide.minor.allSatisfy { wide.major.contains($0) == false })
  }

  @Test("Ranges that cannot be drawn are errors naming the axis")
  func invalidRanges() {
    #expect(throws: ChartError.invalidRange(axis: "t")) {
      try AxisTicks.make(for: ChartAxis(label: "t", range: 1...1), data: nil)
    }
    #expect(throws: ChartError.invalidRange(axis: "t")) {
      try AxisTicks.make(for: ChartAxis(label: "t", range: 0...Double.infinity), data: nil)
    }
    #expect(throws: ChartError.logarithmicRangeNotPositive(axis: "e")) {
      try AxisTicks.make(
        for: ChartAxis(label: "e", scale: .logarithmic, range: 0...1), data: nil)
    }
  }

  @Test("Powers of ten are written with superscripts")
  func superscripts() {
    #expect(AxisTicks.powerOfTenLabel(0) == "10⁰")
    #expect(AxisTicks.powerOfTenLabel(12) == "10¹²")
    #expect(AxisTicks.powerOfTenLabel(-3) == "10⁻³")
  }
}
