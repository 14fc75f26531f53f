import SpringKit

// Colour keyframes as Core Animation JSON and as CSV.

extension ColourKeyframes {
  /// An object shaped like a `CAKeyframeAnimation` of a `CGColor` in sRGB: `calculationMode`
  /// `linear`, `duration` in seconds, `keyTimes`, and `values` as `[red, green, blue, alpha]`
  /// fractions, 6 decimals; `tolerance` states the ΔE_ok bound and the measured error.
  public var coreAnimationJSON: JSONValue {
    .object([
      "calculationMode": .string("linear"),
      "duration": .number(DecimalText.rounded(duration, decimals: 6)),
      "keyTimes": .array(keyTimes.map { .number(DecimalText.rounded($0, decimals: 6)) }),
      "values": .array(
        colours.map { colour in
          .array(
            [colour.red, colour.green, colour.blue, colour.alpha].map {
              .number(DecimalText.rounded($0, decimals: 6))
            })
        }),
      "colourSpace": .string("sRGB"),
      "tolerance": toleranceJSON,
    ])
  }

  /// CSV with the columns `keyTime,time,red,green,blue,alpha,css`: the fraction, the seconds,
  /// the sRGB component fractions (6 decimals) and the colour as CSS writes it.
  ///
  /// - Returns: The text, ending with a newline.
  /// - Throws: `CSVError` if a field cannot be written (never, for these fields).
  public func csv() throws(CSVError) -> String {
    let writer = try CSVWriter(columns: [
      "keyTime", "time", "red", "green", "blue", "alpha", "css",
    ])
    let rows = colours.indices.map { index in
      let colour = colours[index]
      return [
        DecimalText.fixed(keyTimes[index], decimals: 6),
        DecimalText.fixed(keyTimes[index] * duration, decimals: 6),
      ]
        + [colour.red, colour.green, colour.blue, colour.alpha].map {
          DecimalText.fixed($0, decimals: 6)
        } + [cssText(colour)]
    }
    return try writer.document(rows: rows)
  }
}
