import Foundation
import SpringKit
import SpringScenarios
import Testing
import _SpringTestSupport

@testable import SpringFormats

/// ``ScenarioDrawing``: the departures against closed forms written out here, and the still's
/// geometry against the seeds' numbers.
@Suite("Scenario drawings")
struct ScenarioDrawingTests {
  /// The donut's spring is critically damped with ω₀ from its settling duration:
  /// x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) against easeOutQuint 1 − (1 − t)⁵, at 1001 times over 1 s.
  @Test("The donut's departure from easeOutQuint is the closed forms' difference")
  func donutDeparture() throws {
    let drawing = try ScenarioDrawing(.donutSweep)
    let entry = try #require(drawing.springs.first)
    let omega = entry.spring.naturalFrequency
    #expect(isClose(entry.spring.dampingRatio, 1, absolute: 1e-12))
    var sum = 0.0
    var largest = 0.0
    for index in 0...1000 {
      let t = Double(index) / 1000
      let spring = 1 - (1 + omega * t) * exp(-omega * t)
      let eased = 1 - pow(1 - t, 5)
      sum += (spring - eased) * (spring - eased)
      largest = max(largest, abs(spring - eased))
    }
    // The two sums differ only by rounding in the 1001 terms: 1e-12 relative is generous.
    #expect(isClose(try #require(entry.rmsDeparture), (sum / 1001).squareRoot(), absolute: 1e-12))
    #expect(isClose(try #require(entry.maxDeparture), largest, absolute: 1e-12))
  }

  /// The counter's spring from 0 to 100 is 100·(1 − (1 + ω₀t)e^(−ω₀t)), ω₀ = 2π/0.3, against
  /// 100·(t/0.3)⁴.
  @Test("The counter's departure from easeInQuart is the closed forms' difference")
  func counterDeparture() throws {
    let entry = try #require(try ScenarioDrawing(.counter).springs.first)
    let omega = 2 * Double.pi / 0.3
    var largest = 0.0
    for index in 0...1000 {
      let t = 0.3 * Double(index) / 1000
      let spring = 100 * (1 - (1 + omega * t) * exp(-omega * t))
      largest = max(largest, abs(spring - 100 * pow(t / 0.3, 4)))
    }
    #expect(isClose(try #require(entry.maxDeparture), largest, absolute: 1e-9))
  }

  /// Every number of an attribute in the SVG text, in order.
  func numbers(_ attribute: String, in svg: String) throws -> [[Double]] {
    let expression = try NSRegularExpression(pattern: " \(attribute)=\"([^\"]+)\"")
    return expression.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap {
      Range($0.range(at: 1), in: svg).map {
        svg[$0].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      }
    }
  }

  @Test("The donut's still draws each segment's arc from the frame's sweeps")
  func donutStill() throws {
    let drawing = try ScenarioDrawing(.donutSweep)
    let frame = try #require(drawing.frames.first { $0.time == drawing.stillTime })
    let dashes = try numbers("stroke-dasharray", in: drawing.stillSVG())
    let offsets = try numbers("stroke-dashoffset", in: drawing.stillSVG())
    #expect(dashes.count == 6 && offsets.count == 6)
    // Sweeps are columns 2…7 (eased 1–3, spring 1–3); a radius of 56, 2 decimals.
    for (index, dash) in dashes.enumerated() {
      let sweeps = Array(frame.values[(index < 3 ? 2 : 5)...].prefix(3))
      let segment = index % 3
      let start = sweeps.prefix(segment).reduce(0, +)
      #expect(isClose(dash[0], sweeps[segment] * 56, absolute: 0.005 + 1e-9))
      #expect(isClose(dash[1], 2 * Double.pi * 56, absolute: 0.005 + 1e-9))
      #expect(isClose(offsets[index][0], -start * 56, absolute: 0.005 + 1e-9))
    }
  }

  @Test("The shine button's still puts particle k at −90° + 360°·k/7 + turn")
  func shineStill() throws {
    let drawing = try ScenarioDrawing(.shineButton)
    let frame = try #require(drawing.frames.first { $0.time == drawing.stillTime })
    let (distance, turn) = (frame.values[3], frame.values[2])
    let svg = drawing.stillSVG()
    let particles = svg.split(separator: "\n").filter { $0.contains("class=\"particle\"") }
    #expect(particles.count == 14)
    for (index, line) in particles.enumerated() {
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(index % 7) / 7 + turn
      let cx = try #require(try numbers("cx", in: String(line)).first?.first)
      let cy = try #require(try numbers("cy", in: String(line)).first?.first)
      #expect(isClose(cx, distance * cos(angle), absolute: 0.005 + 1e-9))
      #expect(isClose(cy, distance * sin(angle), absolute: 0.005 + 1e-9))
    }
  }

  @Test("A frame rate outside 1…1000 is refused")
  func frameRate() {
    #expect(throws: ScenarioDrawingError.frameRate(0)) { try ScenarioDrawing(.counter, fps: 0) }
    #expect(throws: ScenarioDrawingError.frameRate(.infinity)) {
      try ScenarioDrawing(.counter, fps: .infinity)
    }
  }
}
