/// Colours for chart series that stay distinct under the common forms of colour blindness.
///
/// The palette is Okabe and Ito's (2008), ordered so that the first colours are the most
/// distinct from each other and from white: blue, vermillion, bluish green, reddish purple,
/// orange, sky blue, black. Yellow, which is hard to see on white, is left out. Series also
/// differ by dash pattern and marker shape (see ``ChartSeries``), so a chart stays readable
/// in greyscale.
public enum ChartPalette {
  /// The colours, as SVG hex colours, in the order series take them.
  public static let colors = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000",
  ]

  /// The colour of the series at `index`, cycling through ``colors``.
  ///
  /// - Parameter index: A series' position in its panel; negative values count as 0.
  /// - Returns: An SVG hex colour.
  public static func color(at index: Int) -> String {
    colors[max(index, 0) % colors.count]
  }
}
