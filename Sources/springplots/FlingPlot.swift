import SpringFormats
import SpringKit

/// A list flung past its end: UIKit's decay until the exact instant it reaches the bound,
/// then SwiftUI's `.smooth` spring settling back onto it.
enum FlingPlot {
  static let plot = Plot(
    name: "fling-onto-bound",
    sentence: "A list flung at 3000 pt/s from 900 toward its end at 1200 (`springfit fling "
      + "--from 900 --velocity 3000 --bounds 0,1200`): UIKit's decay, which alone would land "
      + "at 2398.5, hands off at the exact instant it reaches the bound to SwiftUI's .smooth "
      + "spring, continuous in position and velocity, which overshoots and settles on 1200."
  ) {
    let fling = try Fling(
      from: 900, velocity: 3_000, decay: try DecaySpec.parse("uikit"),
      bounds: try MotionBounds(lower: 0, upper: 1_200))
    return .chart(fling.chart(title: "A fling onto its bound"))
  }
}
