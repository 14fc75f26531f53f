// The one significant-digit formatter of the package, `DecimalDigits.rounded(_:significantDigits:
// layout:)`: SpringFormats' tables and summaries (NumberText.rounded), SpringKit's code strings
// (SpringCodeNumber) and the fit notes' sentences (SpringFormats' FitWording) all print through
// it, shared with `package` access, and differ only in their `RoundedLayout`.

/// A positive decimal number as digits and the position of its decimal point:
/// 0.d₁d₂d₃… × 10^`pointPosition`.
package struct DecimalDigits {
  /// The significant digits as ASCII bytes, without leading or trailing zeros.
  package private(set) var digits: [UInt8]
  /// How many digits come before the decimal point (negative or zero below 0.1).
  package private(set) var pointPosition: Int

  /// The digits of `abs(value)` for a finite nonzero `value`, read from Swift's shortest
  /// round-trip text (`157.9`, `1e-05`, `1.5e+16`).
  package init(magnitudeOf value: Double) {
    let text = abs(value).description
    let zero = UInt8(ascii: "0")
    var mantissa = Substring(text)
    var exponent = 0
    if let marker = text.firstIndex(of: "e") {
      mantissa = text[..<marker]
      exponent = Int(text[text.index(after: marker)...]) ?? 0
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let integral: [UInt8] = parts.first.map { Array($0.utf8) } ?? []
    let fraction: [UInt8] = parts.count > 1 ? Array(parts[1].utf8) : []
    var digits = integral + fraction
    var pointPosition = integral.count + exponent
    while digits.first == zero {
      digits.removeFirst()
      pointPosition -= 1
    }
    while digits.last == zero { digits.removeLast() }
    self.digits = digits
    self.pointPosition = pointPosition
  }

  /// Rounds half up to at most `count` significant digits and drops trailing zeros.
  package mutating func round(toSignificantDigits count: Int) {
    let zero = UInt8(ascii: "0")
    guard digits.count > count else { return }
    let roundsUp = digits[count] >= UInt8(ascii: "5")
    digits.removeLast(digits.count - count)
    if roundsUp {
      var index = digits.count - 1
      while index >= 0, digits[index] == UInt8(ascii: "9") {
        digits[index] = zero
        index -= 1
      }
      if index >= 0 {
        digits[index] += 1
      } else {
        digits.insert(UInt8(ascii: "1"), at: 0)
        pointPosition += 1
      }
    }
    while digits.last == zero { digits.removeLast() }
  }

  /// The number as text: positional for 0.0001 ≤ x < 1e15, else with an exponent in the
  /// style of Swift's `description` (`1.5e-05`, `2e+16`).
  package var text: String {
    let exponent = pointPosition - 1
    return exponent >= -4 && exponent < 15 ? positionalText : exponentText
  }

  /// The number in positional notation: `157.9`, `0.00012`, `1500`.
  package var positionalText: String {
    let zeros = { (count: Int) in [UInt8](repeating: UInt8(ascii: "0"), count: max(0, count)) }
    var bytes: [UInt8]
    if pointPosition <= 0 {
      bytes = Array("0.".utf8) + zeros(-pointPosition) + digits
    } else if pointPosition >= digits.count {
      bytes = digits + zeros(pointPosition - digits.count)
    } else {
      bytes = Array(digits[..<pointPosition]) + [UInt8(ascii: ".")] + digits[pointPosition...]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The mantissa d.ddd of the number written as d.ddd × 10^``decimalExponent``.
  package var mantissaText: String {
    var bytes = [digits.first ?? UInt8(ascii: "0")]
    if digits.count > 1 { bytes += [UInt8(ascii: ".")] + digits[1...] }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The power of ten of the leading digit: 2 for 157.9, −5 for 0.000012.
  package var decimalExponent: Int { pointPosition - 1 }

  /// The number with an exponent, sign and at least two digits: `1.5e-05`, `2e+16`.
  private var exponentText: String {
    let magnitude = String(abs(decimalExponent))
    return mantissaText + "e" + (decimalExponent < 0 ? "-" : "+")
      + String(repeating: "0", count: max(0, 2 - magnitude.count)) + magnitude
  }
}

/// How ``DecimalDigits/rounded(_:significantDigits:layout:)`` lays out a rounded number.
package enum RoundedLayout: Sendable {
  /// Tables and summaries (SpringFormats' `NumberText.rounded`): at most the significant
  /// digits, positional from 0.0001 up to below 1e15, else with an exponent in the style of
  /// Swift's `description` (`1.25e-07`); zero prints as `0`.
  case table
  /// Sentences (the fit's notes): the integral digits kept below 10⁶ (`277058`), a mantissa
  /// and a power of ten above (`1.235e9`); zero prints as Swift prints it (`0.0`).
  case sentence
  /// Source code (`SpringCodeNumber`): the integral digits kept and positional from 1e-6 up
  /// to below 1e15, Swift's `description` outside; zero prints as `0`.
  case code
}

extension DecimalDigits {
  /// `value` rounded half up to `significantDigits` significant digits (at least 1) and laid
  /// out as `layout` says: the package's one significant-digit formatter.
  ///
  /// Non-finite values print as Swift prints them (`inf`, `-inf`, `nan`).
  package static func rounded(_ value: Double, significantDigits: Int, layout: RoundedLayout)
    -> String
  {
    guard value.isFinite else { return value.description }
    guard value != 0 else { return layout == .sentence ? value.description : "0" }
    let magnitude = abs(value)
    if layout == .code, !(magnitude >= 1e-6 && magnitude < 1e15) { return value.description }
    let sign = value < 0 ? "-" : ""
    let digits = max(1, significantDigits)
    var decimal = DecimalDigits(magnitudeOf: value)
    switch layout {
    case .table:
      decimal.round(toSignificantDigits: digits)
      return sign + decimal.text
    case .sentence where magnitude >= 1e6:
      decimal.round(toSignificantDigits: digits)
      return sign + decimal.mantissaText + "e\(decimal.decimalExponent)"
    case .sentence:
      decimal.round(toSignificantDigits: max(digits, decimal.pointPosition))
      return sign + decimal.text
    case .code:
      decimal.round(toSignificantDigits: max(digits, decimal.pointPosition))
      return sign + decimal.positionalText
    }
  }
}
