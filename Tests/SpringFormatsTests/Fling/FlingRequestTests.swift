import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// `FlingRequest` and `GestureRequest`, what `springfit fling` and `gesture` do as library
/// calls: each format against the writer called on a fling composed by hand, the keyframes
/// read back against the motion, and each error with the value and rule it names.
@Suite("Fling and gesture requests")
struct FlingRequestTests {
  /// UIKit's normal decay, as `--decay` defaults to it.
  static func uiKit() throws -> DecaySpec { try DecaySpec.parse("uikit") }

  @Test("The default request is a fling of 1000 units/s from 0 with UIKit's decay, as text")
  func defaults() throws {
    let request = FlingRequest()
    let fling = try Fling(from: 0, velocity: 1_000, decay: Self.uiKit())
    #expect(try request.text() == fling.text())
    #expect(try request.resolvedDecay() == Self.uiKit())
  }

  @Test("JSON and CSV are the writers' text of the same fling composed by hand")
  func data() throws {
    var request = FlingRequest(from: 320, velocity: 900, format: .json)
    request.snapPoints = try SnapPoints([0, 300, 700])
    request.snapRule = .compose
    let fling = try Fling(
      from: 320, velocity: 900, decay: Self.uiKit(), snapPoints: try SnapPoints([0, 300, 700]),
      snapRule: .compose)
    #expect(try request.text() == JSONWriter(style: .pretty).string(for: fling.json) + "\n")
    request.format = .csv
    request.frameRate = 120
    let csv = try CSVWriter(columns: Fling.csvColumns).document(
      rows: fling.csvRows(step: 1.0 / 120))
    #expect(try request.text() == csv)
  }

  @Test("The default tolerance is 0.001 of the travel, or 0.001 when the fling does not move")
  func tolerance() throws {
    let bounded = FlingRequest(
      from: 900, velocity: 3_000, bounds: try MotionBounds(lower: 0, upper: 1_200))
    // The bound at 1200 is the target: the travel is 300.
    #expect(isClose(bounded.tolerance(for: try bounded.fling()), 0.3, relative: 1e-15))
    let still = FlingRequest(velocity: 0)
    #expect(still.tolerance(for: try still.fling()) == 0.001)
    #expect(FlingRequest(tolerance: 0.5).tolerance(for: try still.fling()) == 0.5)
  }

  @Test("Keyframes CSV read back stays within the tolerance of the motion at every keyframe")
  func keyframes() throws {
    let request = FlingRequest(
      from: 900, velocity: 3_000, bounds: try MotionBounds(lower: 0, upper: 1_200),
      format: .keyframesCSV, tolerance: 0.5)
    let fling = try request.fling()
    let table = try CSVTable(parsing: try request.text())
    #expect(table.columns == ["keyTime", "time", "value"])
    #expect(table.rows.count > 2)
    for row in table.rows {
      let time = try #require(Double(row.fields[1]))
      let value = try #require(Double(row.fields[2]))
      // The keyframes are within E of the motion as printed (a proven bound per segment).
      #expect(abs(value - fling.motion.state(at: time).position) <= 0.5, "\(row.fields)")
    }
  }

  @Test("Each error names its value and the rule, as the options' messages quote them")
  func errors() throws {
    // Too many CSV rows: ten million a second up to the rest instant.
    let rows = FlingRequest(format: .csv, frameRate: 1e7)
    #expect {
      try rows.text()
    } throws: { error in
      guard case .frameRate(let value, let rule) = error as? FlingRequestError else {
        return false
      }
      return value == "10000000" && rule.hasPrefix("small enough for at most 1000000 rows")
    }
    // A tolerance below what rounding allows.
    let fine = FlingRequest(format: .css, tolerance: 1e-300)
    #expect {
      try fine.text()
    } throws: { error in
      guard case .tolerance(let value, _) = error as? FlingRequestError else { return false }
      return value == "1e-300"
    }
    // A snap point outside the bounds: SpringKit's error, by its parameter.
    let outside = FlingRequest(
      bounds: try MotionBounds(lower: 0, upper: 100), snapPoints: try SnapPoints([50, 200]))
    #expect {
      try outside.fling()
    } throws: { error in
      guard case .refused(let refused) = error as? FlingRequestError else { return false }
      return refused.parameter == "points[1]" && refused.rule == .withinBounds
    }
  }

  @Test("A decay spec's error lists the decay dialects")
  func decayMessage() {
    #expect {
      _ = try DecaySpec.parse("uikt")
    } throws: { error in
      guard let error = error as? SpringSpecError else { return false }
      return error.message(naming: "--decay", dialects: DecaySpec.dialects)
        == "unknown dialect 'uikt' in --decay. Did you mean 'uikit'? Dialects: "
        + DecaySpec.dialects.joined(separator: ", ") + "."
    }
  }
}

extension FlingRequestTests {
  @Test("A gesture's JSON is the writer's text of the gesture replayed by hand")
  func gesture() throws {
    let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
    var request = GestureRequest()
    request.fling.snapPoints = try SnapPoints([0, 350, 700])
    request.fling.format = .json
    let gesture = try Gesture(
      trace: trace, decay: Self.uiKit(), snapPoints: try SnapPoints([0, 350, 700]))
    #expect(
      try request.text(for: request.gesture(trace: trace))
        == JSONWriter(style: .pretty).string(for: gesture.json) + "\n")
  }

  @Test("A gesture's keyframes are the fling's from its release")
  func gestureKeyframes() throws {
    let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
    let request = GestureRequest(fling: FlingRequest(format: .keyframesJSON))
    let gesture = try request.gesture(trace: trace)
    let fling = FlingRequest(
      from: gesture.releasePosition, velocity: gesture.releaseVelocity, format: .keyframesJSON)
    #expect(try request.text(for: gesture) == fling.text())
  }

  @Test("An axis for a one-axis trace and a dimension that is not positive are refused")
  func gestureErrors() throws {
    let trace = try GestureTrace(csv: "time,position\n0,0\n0.016,12\n0.032,30\n")
    #expect(throws: FlingRequestError.axisOfOneAxisTrace) {
      try GestureRequest(axis: .x).gesture(trace: trace)
    }
    #expect(
      FlingRequestError.axisOfOneAxisTrace.description
        == "an axis does not apply: the trace has one axis (time,position)")
    #expect {
      try GestureRequest(dimension: 0).gesture(trace: trace)
    } throws: { error in
      guard case .refused(let refused) = error as? FlingRequestError else { return false }
      return refused.parameter == "dimension"
    }
  }
}

extension FlingRequestTests {
  @Test("LO,HI and P,P,... lists read as SpringKit's bounds and snap points, or name the entry")
  func lists() throws {
    #expect(try FlingRequest.bounds([0, 1_200]) == MotionBounds(lower: 0, upper: 1_200))
    #expect(try FlingRequest.snapPoints([0, 300]) == SnapPoints([0, 300]))
    let cases: [(read: () throws -> Void, reason: String)] = [
      ({ _ = try FlingRequest.bounds([1]) }, "expected two numbers LO,HI, got 1"),
      ({ _ = try FlingRequest.bounds([2, 1]) }, "LO must be at most HI"),
      ({ _ = try FlingRequest.bounds([0, .infinity]) }, "HI must be finite"),
      (
        { _ = try FlingRequest.snapPoints([0, 300, 200]) },
        "snap[2] must be sorted in increasing order without repeats"
      ),
      ({ _ = try FlingRequest.snapPoints([]) }, "snap must be a non-empty list"),
    ]
    for (read, reason) in cases {
      do {
        try read()
        Issue.record("no error, expected \(reason)")
      } catch {
        #expect((error as? FlingListError)?.reason == reason)
      }
    }
  }

  @Test("A trace read from bytes names the line of a byte that is not UTF-8, as its source says")
  func traceBytes() throws {
    let text = "time,position\n0,0\n0.016,12\n"
    #expect(try GestureTrace(utf8: Array(text.utf8)) == GestureTrace(csv: text))
    #expect {
      _ = try GestureTrace(utf8: Array("time,position\n0,0\n0.016,1".utf8) + [0xFF, 0x0A])
    } throws: { error in
      guard let error = error as? GestureTraceError, case .unreadable = error.problem else {
        return false
      }
      return error.line == 3 && error.message(naming: "drag.csv").hasPrefix("drag.csv:3: ")
    }
    let oneSample = GestureTraceError(line: 2, problem: .oneSample)
    #expect(
      oneSample.message(naming: "example 'x'")
        == "example 'x':2: one sample only; a release velocity needs at least two")
    #expect(
      GestureTraceError(line: nil, problem: .empty).message(naming: "-").hasPrefix("-: the trace"))
  }

  @Test("A refused tolerance's rule advises the tolerance SpringKit found, and why")
  func toleranceRule() throws {
    let printable = SpringError(
      parameter: "tolerance", value: .number(1e-9), rule: .printableTolerance, limit: 0.25)
    #expect(
      KeyframePrecision.toleranceRule(after: printable)
        == "at least 0.25 for this spring and motion (keyframes printed with the most decimals "
        + "(17) stray further from this motion)")
    let attainable = SpringError(
      parameter: "tolerance", value: .number(1e-9), rule: .attainableTolerance)
    #expect(
      KeyframePrecision.toleranceRule(after: attainable)
        == "larger, but finer keyframes would be lost to rounding or need more than "
        + "\(Spring.maximumKeyframeCount) and no tolerance was found that they keep; give a "
        + "slower spring")
    let other = SpringError(parameter: "mass", value: .number(-1), rule: .positive)
    #expect(KeyframePrecision.toleranceRule(after: other) == nil)
    #expect(KeyframePrecision.durationRule.hasPrefix("at least 1e-12 s, the shortest motion"))
  }
}
