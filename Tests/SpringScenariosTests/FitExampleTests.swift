import Foundation
import SpringFitting
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// The built-in keyframe sets, checked against the seeds' own formulas rather than
/// SpringKit's easing table: the Penner curves as powers, the pop's and the circle's values.
@Suite("Built-in keyframe sets to fit")
struct FitExampleTests {
  @Test("The Penner examples sample 1 − (1 − t)⁵ and t⁴ at 11 evenly spaced times")
  func pennerCurves() throws {
    let sweep = try FitExample.donutSweep.track()
    let counter = try FitExample.counter.track()
    #expect(sweep.values.count == 11 && counter.values.count == 11)
    for index in 0..<11 {
      let t = Double(index) / 10
      #expect(isClose(sweep.values[index], (1 - pow(1 - t, 5)), absolute: 1e-15))
      #expect(isClose(counter.values[index], 100 * pow(t, 4), absolute: 1e-13))
    }
    #expect(sweep.duration == 1 && counter.duration == 0.3)
  }

  @Test("Every example builds, and the doc comment's fit of the sweep is good")
  func everyExample() throws {
    for example in FitExample.allCases {
      let track = try example.track()
      #expect(track.values.count >= 2, "\(example)")
      #expect(!example.summary.isEmpty, "\(example)")
    }
    #expect(try FitExample.scalePop.track().values == [0.4, 1, 0.9, 1])
    #expect(try FitExample.shineCircle.track().values == [1, 1.5])
    let fit = try SpringFitter().fit(try FitExample.donutSweep.track())
    #expect(fit.verdict == .good)
  }
}
