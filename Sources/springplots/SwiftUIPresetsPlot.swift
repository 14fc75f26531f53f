import SpringFormats
import SpringKit

/// SwiftUI's three named springs from 0 to 1.
enum SwiftUIPresetsPlot {
  static let plot = Plot(
    name: "swiftui-presets",
    sentence: "SwiftUI's .smooth, .snappy and .bouncy springs (duration 0.5 s; bounce 0, "
      + "0.15 and 0.3) from 0 to 1."
  ) {
    .chart(
      try Chart.springMotion(
        [
          SpringCurve(name: "smooth", spring: .smooth),
          SpringCurve(name: "snappy", spring: .snappy),
          SpringCurve(name: "bouncy", spring: .bouncy),
        ], title: "SwiftUI's named springs",
        subtitle: "Spring(duration: 0.5, bounce: 0, 0.15, 0.3), from 0 to 1 at rest"))
  }
}
