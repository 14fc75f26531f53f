import NameSuggestions
public import SpringKit

/// One end of an exported motion as typed: a number, or a CSS colour.
///
/// ```swift
/// let start = try KeyframeEnd(parsing: "#ff0000", setting: .from)  // a colour
/// let end = try KeyframeEnd(parsing: "2.5", setting: .to)  // a number
/// ```
public enum KeyframeEnd: Sendable, Hashable {
  /// A number, in value units, and its text.
  case number(Double, text: String)
  /// A CSS colour, and its text.
  case colour(CSSColour, text: String)

  /// Reads one end: a number when the text reads as one (which must be finite), else a CSS
  /// colour (hex, `rgb()`, `oklab()`, `oklch()`, a name).
  ///
  /// - Parameters:
  ///   - text: The end as typed.
  ///   - setting: The end it is (``KeyframeExportError/Setting/from`` or `to`), for errors.
  /// - Throws: ``KeyframeExportError`` for a number that is not finite, or text that is
  ///   neither a number nor a colour (with the colour reader's reason).
  public init(parsing text: String, setting: KeyframeExportError.Setting)
    throws(KeyframeExportError)
  {
    if let number = DecimalNumber.parse(text) {
      guard number.isFinite else { throw .invalid(setting, text, "finite") }
      self = .number(number, text: text)
      return
    }
    do {
      self = .colour(try CSSColour(parsing: text), text: text)
    } catch {
      throw .invalid(setting, text, "a number or a CSS colour (\(error))")
    }
  }

  /// The number, if the end is one.
  public var number: Double? {
    guard case .number(let number, _) = self else { return nil }
    return number
  }

  /// The end as typed.
  public var text: String {
    switch self {
    case .number(_, let text), .colour(_, let text): text
    }
  }
}

extension KeyframeExport.Colours {
  /// The colours of two ends, `nil` when neither is a colour: a spring goes from a colour to
  /// a colour, in `space` (Oklab when `nil`).
  ///
  /// - Parameters:
  ///   - from: The end at time 0, or `nil` for the default number.
  ///   - to: The end the spring pulls toward, or `nil` for the default number.
  ///   - space: The space asked for, or `nil`.
  /// - Returns: The colours, or `nil` for numbers.
  /// - Throws: ``KeyframeExportError`` when one end is a colour and the other not, or a
  ///   space is asked for numbers.
  public static func between(
    _ from: KeyframeEnd?, _ to: KeyframeEnd?, space: ColourSpace?
  ) throws(KeyframeExportError) -> Self? {
    switch (from, to) {
    case (.colour(let start, _)?, .colour(let end, let endText)?):
      return Self(from: start, to: end, space: space ?? .oklab, toText: endText)
    case (.colour(_, let text)?, let other), (let other, .colour(_, let text)?):
      // `other` is the end that is not a colour: `to` when `from` is the colour.
      let (colour, number): (KeyframeExportError.Setting, KeyframeExportError.Setting) =
        other == to ? (.from, .to) : (.to, .from)
      throw .invalid(
        number, other?.text ?? "(not given)",
        "a CSS colour, as --\(colour.rawValue) '\(text)' is: a spring goes from a colour to a "
          + "colour")
    default:
      if space != nil {
        throw .notApplying(.space, "it chooses the space of --from and --to colours")
      }
      return nil
    }
  }
}
