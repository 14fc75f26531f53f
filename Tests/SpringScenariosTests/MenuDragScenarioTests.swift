import Foundation
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

/// The bouncing menu dragged as a sheet: the drag as displayed, the release, the detent, the
/// spring after release and its rest, each against an independent formula.
@Suite struct MenuDragScenarioTests {
  /// UIScrollView's rubber band written out: b(x) = (1 − 1/(x·c/d + 1))·d past an edge.
  static func banded(_ y: Double, lower: Double = 443, upper: Double = 619) -> Double {
    let c = 0.55
    let d = 667.0
    func b(_ x: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }
    if y > upper { return upper + b(y - upper) }
    if y < lower { return lower - b(lower - y) }
    return y
  }

  /// The trace's position at a time since its first sample, linear between samples,
  /// written here without the model's code.
  static func interpolated(_ samples: [PointerSample<Double>], at time: Double) -> Double {
    let t = samples[0].time + time
    for (a, b) in zip(samples, samples.dropFirst()) where t >= a.time && t <= b.time {
      return a.position + (t - a.time) / (b.time - a.time) * (b.position - a.position)
    }
    return samples[samples.count - 1].position
  }

  /// A drag that goes past both ends: down below the closed detent, then up past the open
  /// one, released while still moving up (its position is banded above the open detent).
  static let pastBothEnds: [PointerSample<Double>] = [
    (0.000, 619.0), (0.016, 640.0), (0.032, 680.0), (0.048, 700.0), (0.064, 660.0),
    (0.080, 600.0), (0.096, 520.0), (0.112, 440.0), (0.128, 380.0), (0.144, 330.0),
  ].map { PointerSample(time: $0.0, position: $0.1) }

  @Test("Detents 443, 531, 619 from MenuBounce's geometry; UIKit spring 0.6 s, damping 0.75")
  func geometry() throws {
    let drag = MenuDrag()
    #expect(drag.openY == MenuBounce().shownY)
    #expect(drag.openY == 443 && drag.halfY == 531 && drag.closedY == 619)
    #expect(try drag.detents().points == [443, 531, 619])
    #expect(try drag.spring() == UIKitParameters(duration: 0.6, dampingRatio: 0.75).spring())
    #expect(isClose(try drag.spring().dampingRatio, 0.75, absolute: 1e-12))
  }

  @Test("Before release the frames follow the trace, rubber-banded past both ends")
  func followsTheTraceWithRubberBand() throws {
    for trace in [MenuDrag.recordedTrace, Self.pastBothEnds] {
      let drag = MenuDrag(trace: trace)
      let release = try drag.release()
      let frames = try drag.frames(fps: 60)
      let during = frames.filter { $0.time <= release.time }
      #expect(during.count == Int((release.time * 60).rounded(.down)) + 1)
      for (index, frame) in during.enumerated() {
        #expect(frame.time == Double(index) / 60)
        // The model bands each sample and interpolates; the band is not linear, so compare
        // with the interpolation of banded samples.
        let expected = Self.interpolated(
          trace.map { PointerSample(time: $0.time, position: Self.banded($0.position)) },
          at: frame.time)
        #expect(isClose(frame.y, expected, absolute: 1e-9), "frame \(index)")
        #expect(frame.offset == 0)
      }
    }
    // The displayed samples themselves are the band's formula, on both ends.
    let shown = try MenuDrag(trace: Self.pastBothEnds).displayedDrag()
    for (sample, raw) in zip(shown, Self.pastBothEnds) {
      #expect(isClose(sample.position, Self.banded(raw.position), absolute: 1e-9))
    }
    #expect(shown[3].position > 619 && shown[3].position < 700)  // past closed, held back
    #expect(shown[9].position < 443 && shown[9].position > 330)  // past open, held back
  }

  @Test("The release velocity is VelocityTracker's robust estimate over the displayed drag")
  func releaseVelocityIsTheTrackers() throws {
    for trace in [MenuDrag.recordedTrace, Self.pastBothEnds] {
      let drag = MenuDrag(trace: trace)
      let release = try drag.release()
      let tracker = try VelocityTracker(try drag.displayedDrag())
      #expect(release.velocity == tracker.velocity)
      #expect(release.velocity == tracker.velocity(strategy: .robust))
      #expect(release.position == (try drag.displayedDrag()).last?.position)
    }
    // Independently: the slope at the newest moving sample of the least-squares parabola
    // through the 7 moving samples within 100 ms (the stationary last one ignored), by
    // Cramer's rule on the normal equations.
    let moving = MenuDrag.recordedTrace.dropLast().suffix(7)
    let newest = moving.last!
    var sums = [Double](repeating: 0, count: 5)
    var moments = [Double](repeating: 0, count: 3)
    for sample in moving {
      let t = sample.time - newest.time
      for power in 0..<5 { sums[power] += pow(t, Double(power)) }
      for power in 0..<3 { moments[power] += pow(t, Double(power)) * sample.position }
    }
    func determinant(_ m: [[Double]]) -> Double {
      m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
        - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
        + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
    let normal = [
      [sums[0], sums[1], sums[2]], [sums[1], sums[2], sums[3]], [sums[2], sums[3], sums[4]],
    ]
    var slopeColumn = normal
    for row in 0..<3 { slopeColumn[row][1] = moments[row] }
    let slope = determinant(slopeColumn) / determinant(normal)
    let robust = try MenuDrag().release().velocity
    #expect(isClose(robust, slope, relative: 1e-9))
    #expect(isClose(robust, -704.241_071_428_5, relative: 1e-9))  // Python, the same fit

    // The built-in trace: robust within 1 % of the true velocity, two samples far off.
    let release = try MenuDrag().release()
    let truth = -700 * (1 - exp(-0.128 / 0.01))
    #expect(isClose(MenuDrag.recordedTraceTrueVelocity, truth, absolute: 1e-9))
    #expect(isClose(release.velocity, truth, relative: 0.01))
    #expect(isClose(release.twoSampleVelocity, -0.2 / 0.004, absolute: 1e-6))
    #expect(release.time == MenuDrag.recordedTrace.last!.time - MenuDrag.recordedTrace[0].time)
  }

  @Test("The detent is the one nearest Apple's projection at rate 0.998")
  func detentIsTheSnapRules() throws {
    // Independent: landing = y + v·r/(1 − r)/1000, then the nearest detent.
    func expectedDetent(_ y: Double, _ v: Double) -> Double {
      let landing = y + v * 0.998 / (1 - 0.998) / 1000
      return [443.0, 531, 619].min { abs($0 - landing) < abs($1 - landing) }!
    }
    let release = try MenuDrag().release()
    #expect(release.detent == expectedDetent(release.position, release.velocity))
    #expect(release.detent == 443)
    // A two-sample tracker would have released at −50 pt/s and stopped at half.
    #expect(release.twoSampleDetent == expectedDetent(release.position, release.twoSampleVelocity))
    #expect(release.twoSampleDetent == 531)
    #expect(isClose(release.landing, release.position + release.velocity * 0.499, absolute: 1e-9))
    // A slow drag down from half that ends still stays near where it is released.
    let slow: [PointerSample<Double>] = [
      (0.0, 531.0), (0.05, 560.0), (0.10, 590.0), (0.15, 590.0), (0.30, 590.0),
    ].map { PointerSample(time: $0.0, position: $0.1) }
    let slowRelease = try MenuDrag(trace: slow).release()
    #expect(slowRelease.detent == expectedDetent(590, slowRelease.velocity))
    #expect(slowRelease.detent == 619)
  }

  @Test("After release the frames are the closed-form spring from the release state")
  func afterReleaseIsTheClosedForm() throws {
    for trace in [MenuDrag.recordedTrace, Self.pastBothEnds] {
      let drag = MenuDrag(trace: trace)
      let release = try drag.release()
      let spring = try UIKitParameters(duration: 0.6, dampingRatio: 0.75).spring()
      let frames = try drag.frames(fps: 60)
      let after = frames.filter { $0.time > release.time }
      #expect(!after.isEmpty)
      let distance = abs(release.detent - release.position)
      // The underdamped closed form written out: x = target + e^(−ζω₀t)(A cos ω_d t +
      // B sin ω_d t), A = x₀ − target, B = (v₀ + ζω₀A)/ω_d.
      let omega = (spring.stiffness / spring.mass).squareRoot()
      let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let a = release.position - release.detent
      let b = (release.velocity + zeta * omega * a) / omegaD
      for frame in after.dropLast() {
        let t = frame.time - release.time
        let exact = spring.value(
          fromValue: release.position, toValue: release.detent,
          initialVelocity: release.velocity, time: t)
        #expect(isClose(frame.y, exact, absolute: 1e-9 * max(distance, 1)), "t \(frame.time)")
        let written =
          release.detent + exp(-zeta * omega * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        #expect(isClose(frame.y, written, absolute: 1e-9 * max(distance, 1)), "t \(frame.time)")
        // Hokusai's bend: the lag, positive lags scaled by 0.2.
        let lag = release.detent - frame.y
        #expect(isClose(frame.offset, lag > 0 ? 0.2 * lag : lag, absolute: 1e-12))
        #expect(frame.outline.offsets == .hokusai(vertical: frame.offset))
      }
    }
  }

  @Test("It comes to rest on the detent, flat, overshooting by the spring's amount")
  func restsAtTheDetent() throws {
    let drag = MenuDrag()
    let release = try drag.release()
    let frames = try drag.frames(fps: 60)
    let last = try #require(frames.last)
    #expect(last.y == 443 && last.offset == 0)
    #expect(last.outline.edges.allSatisfy { $0.isStraight })
    #expect(frames.dropLast().allSatisfy { $0.time < last.time })
    // The overshoot, from the frames, is past the open detent (y below 443) and small.
    let overshoot = release.overshoot(in: frames)
    #expect(overshoot == 443 - frames.map(\.y).min()!)
    #expect(overshoot > 1 && overshoot < 10)
    // Rest comes within a frame of the spring's own rest instant.
    var simulation = try SpringSimulation(
      spring: try drag.spring(), value: release.position, target: 443,
      velocity: release.velocity)
    let settling = try #require(simulation.settlingTime)
    #expect(isClose(last.time - release.time, settling, absolute: 1.0 / 60 + 1e-9))
    try simulation.advance(by: settling + 1)
    #expect(simulation.isAtRest)
    // The scenario's rows are these frames.
    let rows = try Scenario.menuDrag.frames(fps: 60)
    #expect(rows.map(\.time) == frames.map(\.time))
    #expect(rows.map(\.values) == frames.map { [$0.y, $0.offset] })
    #expect(Scenario.menuDrag.columns == ["y", "offset"])
  }

  @Test("Deterministic: the same frames on every run")
  func deterministic() throws {
    #expect(try MenuDrag().frames(fps: 60) == MenuDrag().frames(fps: 60))
  }

  @Test("Bad traces throw naming the trace or the sample")
  func badTraces() throws {
    #expect(throws: SpringError.self) { try MenuDrag(trace: []).frames() }
    do {
      _ = try MenuDrag(trace: []).release()
      Issue.record("an empty trace released")
    } catch {
      #expect(error.parameter == "trace")
    }
    let backwards = [
      PointerSample(time: 1, position: 600.0), PointerSample(time: 0.5, position: 590),
    ]
    do {
      _ = try MenuDrag(trace: backwards).frames()
      Issue.record("a trace out of order drew")
    } catch {
      #expect(error.parameter == "samples[1].time")
    }
    let notANumber = [PointerSample(time: 0, position: Double.nan)]
    #expect(throws: SpringError.self) { try MenuDrag(trace: notANumber).frames() }
    #expect(throws: SpringError.self) { try MenuDrag().frames(fps: 0) }
    // One sample: released where it is, at rest velocity, onto the nearest detent.
    let single = try MenuDrag(trace: [PointerSample(time: 0, position: 600)]).frames()
    #expect(single.first?.y == 600 && single.last?.y == 619)
  }
}
