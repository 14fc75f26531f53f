import SpringKit
import Testing
import _SpringTestSupport

@testable import SpringFitting

/// A component that never moves (the y of a horizontal slide, the 100 of an After Effects
/// 3-D scale `[x, y, 100]`) is a constant beside the moving ones (issue 31, item 8).
@Suite struct VectorStillComponentTests {
  /// The slide that only moves along x: the numbers of the issue's reproduction.
  let x = [40.0, 115, 94, 100]

  /// x moving and y still give the scalar fit of x.
  ///
  /// The same spring, errors and verdict; y holds its value with no velocity and no error.
  /// Before, y's zero range divided the verdict's settling band and ruled every spring out
  /// ("0.0 % of the range").
  @Test(arguments: [CalculationMode.linear, .cubic])
  func oneMovingComponentIsItsScalarFit(mode: CalculationMode) throws {
    let moving = try KeyframeTrack(values: x, duration: 0.8, calculationMode: mode)
    let still = try KeyframeTrack(values: [50.0, 50, 50, 50], duration: 0.8, calculationMode: mode)
    let scalar = try SpringFitter().fit(moving)
    let vector = try SpringFitter().fit(components: [moving, still], names: ["x", "y"])
    #expect(vector.verdict == scalar.verdict)
    #expect(vector.spring == scalar.spring)
    #expect(isClose(vector.rmsError, scalar.rmsError, absolute: 1e-12 * scalar.rmsError))
    #expect(isClose(vector.maxError, scalar.maxError, absolute: 1e-12 * scalar.maxError))
    #expect(vector.components[0].initialVelocity == scalar.initialVelocity)
    let y = vector.components[1]
    #expect(y.from == 50 && y.to == 50 && y.initialVelocity == 0)
    // A cubic curve through four 50s is 50 to rounding (a few ulps), not always exactly.
    #expect(y.maxError <= 1e-12 * 50 && y.verdict == FitVerdict.good)
    #expect(y.times == vector.components[0].times)
    #expect(y.data.allSatisfy { isClose($0, 50, relative: 1e-12) })
    #expect(vector.notes.first == .stillComponent(name: "y", value: 50), "\(vector.notes)")
  }

  /// Samples with a still channel in the middle: the moving ones keep the shared fit (a
  /// known spring comes back to 1e-9), the still one is held, in its place.
  @Test func stillChannelBetweenMovingOnes() throws {
    let spring = try Spring(response: 0.4, dampingRatio: 0.6)
    let times = (0..<40).map { Double($0) / 60 }
    let red = times.map { spring.value(fromValue: 0.2, toValue: 0.9, time: $0) }
    let blue = times.map {
      spring.value(fromValue: 1, toValue: 0.1, initialVelocity: 2, time: $0)
    }
    let green = [Double](repeating: 0.5, count: times.count)
    var options = FitOptions()
    options.fitsEndpoints = true
    let fit = try SpringFitter(options: options).fit(
      times: times, components: [red, green, blue], names: ["r", "g", "b"])
    #expect(isClose(fit.spring.response / 0.4, 1, absolute: 1e-9), "\(fit.spring)")
    #expect(isClose(fit.spring.dampingRatio / 0.6, 1, absolute: 1e-9), "\(fit.spring)")
    #expect(
      fit.components.map(\.to).enumerated().allSatisfy { index, to in
        isClose(to, [0.9, 0.5, 0.1][index], absolute: 1e-9)
      })
    #expect(fit.components[1].initialVelocity == 0 && fit.components[1].rmsError == 0)
    #expect(fit.verdict == .good)
  }

  /// A growing swing in a named component names it, as the input does.
  @Test func notesAndVerdictNameTheComponents() throws {
    let grows = try KeyframeTrack(
      values: [0.0, 1.2, 0.9, 1.3, 1], duration: 0.5, calculationMode: .linear)
    let other = try KeyframeTrack(
      values: [0.0, 1.1, 0.95, 1.02, 1], duration: 0.5, calculationMode: .linear)
    let fit = try SpringFitter().fit(components: [other, grows], names: ["width", "height"])
    guard case .noSpringReproducesThis(let reason) = fit.verdict else {
      Issue.record("\(fit.verdict)")
      return
    }
    guard case .component("height", .swingsGrow) = reason else {
      Issue.record("\(reason)")
      return
    }
  }

  /// Every component still: nothing moves, and the fit is still what it was before (the
  /// shared search runs on all of them), never a trap.
  @Test func everyComponentStill() throws {
    let still = try KeyframeTrack(values: [2.0, 2, 2], duration: 0.5)
    let fit = try SpringFitter().fit(components: [still, still])
    #expect(fit.components.allSatisfy { $0.from == 2 && $0.to == 2 })
  }
}
