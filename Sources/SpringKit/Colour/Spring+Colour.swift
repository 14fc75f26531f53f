// A spring between two colours, with the space chosen at run time.

extension Spring {
  /// The colour after `time` seconds of a motion from `fromColour` to `toColour`, springing
  /// in `space` and mapped back into the sRGB gamut.
  ///
  /// The three coordinates and alpha each follow the spring (see ``SpringColour``); an
  /// overshoot past `toColour` is mapped into the gamut at constant lightness and hue
  /// (``SRGBColour/mappedIntoGamut()``).
  ///
  /// ```swift
  /// let red = try SRGBColour(red: 1, green: 0, blue: 0)
  /// let blue = try SRGBColour(red: 0, green: 0, blue: 1)
  /// let halfway = Spring.smooth.colour(fromColour: red, toColour: blue, time: 0.2)
  /// ```
  ///
  /// - Parameters:
  ///   - fromColour: The colour at time 0.
  ///   - toColour: Where the spring pulls the colour.
  ///   - space: The space the coordinates spring in; Oklab unless you ask for another.
  ///   - time: Seconds since the start; a time before 0 is taken as 0.
  /// - Returns: The colour at `time`, inside the sRGB gamut.
  public func colour(
    fromColour: SRGBColour, toColour: SRGBColour, in space: ColourSpace = .oklab, time: Double
  ) -> SRGBColour {
    switch space {
    case .oklab:
      colour(fromColour, toColour, time, OklabInterpolation.self)
    case .sRGB:
      colour(fromColour, toColour, time, SRGBInterpolation.self)
    case .linearSRGB:
      colour(fromColour, toColour, time, LinearSRGBInterpolation.self)
    }
  }

  /// The motion in the space `Interpolation`.
  private func colour<Interpolation: ColourInterpolation>(
    _ from: SRGBColour, _ to: SRGBColour, _ time: Double, _: Interpolation.Type
  ) -> SRGBColour {
    value(
      fromValue: SpringColour<Interpolation>(from), toValue: SpringColour<Interpolation>(to),
      time: time
    ).colour
  }
}
