import SpringKit

// Tick positions and labels for chart axes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// An axis' range and its ticks, computed from the data and the axis' settings.
struct AxisTicks: Sendable, Hashable {
  /// The range shown, in data units (on a logarithmic axis, the values, not their logs).
  var domain: ClosedRange<Double>
  /// Labelled ticks, in data units, inside the domain.
  var major: [Double]
  /// The labels of ``major``.
  var labels: [String]
  /// Unlabelled ticks (a logarithmic axis' 2…9 multiples), inside the domain.
  var minor: [Double]
  /// Whether positions map through log₁₀.
  var isLogarithmic: Bool

  /// Where a value falls along the axis, 0 at the domain's start and 1 at its end; `nil` for
  /// values that cannot be drawn (non-finite, or ≤ 0 on a logarithmic axis).
  func fraction(_ value: Double) -> Double? {
    guard value.isFinite else { return nil }
    if isLogarithmic {
      guard value > 0 else { return nil }
      let low = log10(domain.lowerBound)
      return (log10(value) - low) / (log10(domain.upperBound) - low)
    }
    // Halves keep the differences finite for ranges across the whole double range.
    let low = domain.lowerBound / 2
    return (value / 2 - low) / (domain.upperBound / 2 - low)
  }

  /// The ticks of an axis for data spanning `data` (`nil` when there is no drawable data),
  /// at most `maximumLabels` of them labelled (at least 3).
  ///
  /// - Throws: ``ChartError`` for an explicit range that is not finite, empty, or (on a
  ///   logarithmic axis) not above zero.
  static func make(
    for axis: ChartAxis, data: ClosedRange<Double>?, maximumLabels: Int = 9
  ) throws(ChartError) -> AxisTicks {
    let labels = max(maximumLabels, 3)
    if let range = axis.range {
      guard range.lowerBound.isFinite, range.upperBound.isFinite,
        range.lowerBound < range.upperBound
      else { throw .invalidRange(axis: axis.label) }
      if axis.scale == .logarithmic, !(range.lowerBound > 0) {
        throw .logarithmicRangeNotPositive(axis: axis.label)
      }
    }
    switch axis.scale {
    case .linear: return linear(axis: axis, data: data, maximumIntervals: Double(labels - 1))
    case .logarithmic: return logarithmic(axis: axis, data: data, maximumLabels: labels)
    }
  }

  /// Ticks at 1, 2 or 5 × 10ᵏ steps, at most `maximumIntervals` between them (the 1-2-5
  /// steps give at least 2/5 as many).
  static func linear(
    axis: ChartAxis, data: ClosedRange<Double>?, maximumIntervals: Double
  ) -> AxisTicks {
    var low = data?.lowerBound ?? 0
    var high = data?.upperBound ?? 1
    if axis.includesZero {
      low = min(low, 0)
      high = max(high, 0)
    }
    if let range = axis.range {
      (low, high) = (range.lowerBound, range.upperBound)
    } else if !(high > low) {
      // A constant: centre it in a range of ±1 (or ±half its size).
      let half = low == 0 ? 1 : abs(low) / 2
      let largest = Double.greatestFiniteMagnitude
      (low, high) = (max(low - half, -largest), min(high + half, largest))
    }
    // Halves keep the span finite; the step never goes below what the doubles near the
    // range can tell apart, so that every tick is a distinct number.
    let resolution = (abs(low) / 2 + abs(high) / 2) * 0x1p-44
    let step = niceStep(max((high / 2 - low / 2) / (maximumIntervals / 2), resolution))
    if axis.range == nil {
      let roundedLow = multiple((low / step).rounded(.down), of: step)
      let roundedHigh = multiple((high / step).rounded(.up), of: step)
      if roundedLow.isFinite, roundedHigh.isFinite { (low, high) = (roundedLow, roundedHigh) }
    }
    let first = (low / step - 1e-9).rounded(.up)
    let last = (high / step + 1e-9).rounded(.down)
    var major: [Double] = []
    var index = first
    while index <= last, major.count < 1000 {
      major.append(multiple(index, of: step))
      index += 1
    }
    let magnitude = major.map(abs).max() ?? 0
    let labels = major.map { tickLabel($0, step: step, magnitude: magnitude) }
    return AxisTicks(
      domain: low...high, major: major, labels: labels, minor: [], isLogarithmic: false)
  }

  /// `count × step` as the double nearest the decimal product: for a step below 1 the count
  /// is multiplied by the step's digits and divided by an exact power of ten, so 3 × 0.1
  /// gives 0.3, not 0.30000000000000004.
  static func multiple(_ count: Double, of step: Double) -> Double {
    guard count != 0 else { return 0 }
    let places = -log10(step).rounded(.down)
    guard places > 0, places <= 22 else { return count * step }
    // 10^places is exact up to 10^22, and the step's digits times it are a small integer.
    let scale = pow(10, places)
    return count * (step * scale).rounded() / scale
  }

  /// The smallest 1, 2 or 5 × 10ᵏ at least `rough` (positive and finite, else 1), and at
  /// least 10⁻³⁰⁷: a normal number, so that every tick is a distinct, labelled one even for
  /// data of subnormal numbers.
  static func niceStep(_ rough: Double) -> Double {
    guard rough.isFinite, rough > 0 else { return 1 }
    let power = pow(10, max(log10(rough).rounded(.down), -307))
    for multiple in [1.0, 2, 5, 10] where multiple * power >= rough * (1 - 1e-12) {
      return multiple * power
    }
    return 10 * power
  }

  /// A linear tick's label, with as many digits as the step needs, so that neighbouring
  /// ticks always read differently.
  ///
  /// Positional with the same number of decimals on every tick (`0.10`, `0.15`) when the
  /// ticks' largest magnitude is from 0.001 to below 10⁶; otherwise a mantissa and a power
  /// of ten (`2e-16`, `2.5e9`, `1.00000001e12`).
  static func tickLabel(_ value: Double, step: Double, magnitude: Double) -> String {
    guard value != 0, value.isFinite else { return value == 0 ? "0" : "\(value)" }
    let stepExponent = decade(step)
    if magnitude >= 1e-3, magnitude < 1e6, stepExponent >= -9 {
      let decimals = max(0, -stepExponent)
      var text = SVGNumberFormat.fixed(decimals: decimals).text(value)
      guard decimals > 0 else { return text }
      if !text.contains(".") { text += "." }
      let present = text.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
      return text + String(repeating: "0", count: max(0, decimals - present))
    }
    var exponent = decade(value)
    var mantissa = value / pow(10, Double(exponent))
    // The mantissa keeps the digits down to the step's, at most 15 decimals.
    let decimals = min(max(exponent - stepExponent, 0), 15)
    let rounding = pow(10, Double(decimals))
    if abs((mantissa * rounding).rounded() / rounding) >= 10 {
      exponent += 1
      mantissa /= 10
    }
    return SVGNumberFormat.fixed(decimals: decimals).text(mantissa) + "e" + String(exponent)
  }

  /// Ticks at powers of ten (every second or third… when there are many decades), with
  /// minor ticks at their 2…9 multiples when there are few.
  static func logarithmic(
    axis: ChartAxis, data: ClosedRange<Double>?, maximumLabels: Int
  ) -> AxisTicks {
    var low: Double
    var high: Double
    if let range = axis.range {
      (low, high) = (range.lowerBound, range.upperBound)
    } else {
      // Whole decades that are finite, non-zero doubles: 10⁻³²³ … 10³⁰⁸.
      let bottom = min(max(data.map { log10($0.lowerBound).rounded(.down) } ?? 0, -323), 307)
      let top = max(min(data.map { log10($0.upperBound).rounded(.up) } ?? 1, 308), bottom + 1)
      (low, high) = (pow(10, bottom), pow(10, top))
    }
    let firstDecade = decade(low, adjust: -1e-9, rounding: .up)
    let lastDecade = decade(high, adjust: 1e-9)
    let decades = max(lastDecade - firstDecade, 0)
    let stride = max(1, (decades + maximumLabels - 1) / (maximumLabels - 1))
    var major: [Double] = []
    var labels: [String] = []
    var minor: [Double] = []
    if firstDecade <= lastDecade {
      for decade in firstDecade...lastDecade {
        if (decade - firstDecade) % stride == 0 {
          major.append(pow(10, Double(decade)))
          labels.append(powerOfTenLabel(decade))
        } else {
          minor.append(pow(10, Double(decade)))
        }
      }
    }
    if decades <= 6 {
      let below = decade(low)
      let above = decade(high, rounding: .up)
      for decade in below...max(below, above) {
        for multiple in 2...9 {
          let value = Double(multiple) * pow(10, Double(decade))
          if value >= low, value <= high { minor.append(value) }
        }
      }
    }
    return AxisTicks(
      domain: low...high, major: major, labels: labels, minor: minor.sorted(),
      isLogarithmic: true)
  }

  /// log₁₀|value| (plus `adjust`) rounded to a whole number by `rule`: the decade of a
  /// finite, non-zero value; 0 for 0, an infinity or NaN (which no tick shows), never a
  /// trap.
  static func decade(
    _ value: Double, adjust: Double = 0, rounding rule: FloatingPointRoundingRule = .down
  ) -> Int {
    Int(exactly: (log10(abs(value)) + adjust).rounded(rule)) ?? 0
  }

  /// 10 with a superscript exponent: `10⁻³`, `10⁰`, `10¹²`.
  static func powerOfTenLabel(_ exponent: Int) -> String {
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    var text = "10"
    if exponent < 0 { text.append("⁻") }
    for digit in String(abs(exponent)) {
      text.append(digit.wholeNumberValue.map { superscripts[$0] } ?? digit)
    }
    return text
  }
}
