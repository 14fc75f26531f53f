import ArgumentParsing
import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

@Suite("springfit sample, end to end in-process")
struct SampleCommandTests {
  /// Springs from every regime, each with a motion, as command-line arguments.
  static let motions: [[String]] = [
    [],
    ["--duration", "0.5", "--bounce", "0.3"],
    ["--stiffness", "300", "--damping", "20", "--to", "100", "--velocity", "-300"],
    ["--stiffness", "100", "--damping", "20", "--mass", "1", "--from", "5", "--to", "-2"],
    ["--response", "0.3", "--damping-ratio", "3", "--velocity", "40"],
    ["--response", "1", "--damping-ratio", "0.05", "--from", "2", "--to", "2", "--velocity", "2"],
    ["--duration", "2", "--bounce", "-0.7", "--from", "-3", "--to", "3", "--velocity", "10"],
  ]

  @Test(
    "Header and row count: n = ceil(end/h - 1e-9) + 1 rows",
    arguments: [
      (["--end", "1", "--fps", "60"], 61),
      (["--end", "1"], 61),
      (["--end", "0"], 1),
      (["--end", "0.3", "--step", "0.1"], 4),
      (["--end", "1", "--step", "0.3"], 5),
      (["--end", "0.5", "--fps", "30"], 16),
      (["--end", "2.5", "--fps", "24"], 61),
      (["--end", "0.01", "--fps", "60"], 2),
    ])
  func rowCount(arguments: [String], rows: Int) {
    let run = Invocation(["sample"] + arguments)
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(run.csvHeader == "time,position,velocity")
    #expect(run.csvRows.count == rows)
    #expect(run.output.hasSuffix("\n"))
    #expect(run.csvRows.allSatisfy { $0.count == 3 })
  }

  @Test("Times are Double(i)*h and the last one is at or just after the end")
  func times() throws {
    let run = springfit("sample", "--end", "0.7", "--step", "0.1")
    let times = run.csvRows.map { $0[0] }
    #expect(times == (0...7).map { Double($0) * 0.1 })
    let last = try #require(times.last)
    #expect(last >= 0.7 - 1e-9 * 0.1)
    #expect(times.dropLast().allSatisfy { $0 < 0.7 })
  }

  @Test("The first row is (0, from, velocity)", arguments: motions)
  func firstRow(motion: [String]) throws {
    let run = Invocation(["sample", "--end", "0.5"] + motion)
    let options = try #require(parsedOptions(["sample"] + motion))
    #expect(run.csvRows.first == [0, options.from, options.initialVelocity])
  }

  /// The exact stepper agrees with the closed form to 1e-12 on the motion's scale: each step
  /// applies the exact transition matrix, so only a few ulp of rounding accumulate per step.
  @Test("Exact positions and velocities match the closed form to 1e-12", arguments: motions)
  func exactMatchesClosedForm(motion: [String]) throws {
    let run = Invocation(["sample", "--end", "2", "--fps", "240"] + motion)
    let options = try #require(parsedOptions(["sample"] + motion))
    let spring = options.spring
    let scale = MotionScale(
      spring: spring, from: options.from, to: options.to,
      initialVelocity: options.initialVelocity)
    #expect(run.csvRows.count == 481)
    for row in run.csvRows {
      let (time, position, velocity) = (row[0], row[1], row[2])
      let expectedPosition = spring.value(
        fromValue: options.from, toValue: options.to, initialVelocity: options.initialVelocity,
        time: time)
      let expectedVelocity = spring.velocity(
        fromValue: options.from, toValue: options.to, initialVelocity: options.initialVelocity,
        time: time)
      #expect(scale.positionError(position, expectedPosition) <= 1e-12, "t = \(time)")
      #expect(scale.velocityError(velocity, expectedVelocity) <= 1e-12, "t = \(time)")
    }
  }

  /// Far from zero, the exact stepper's positions drift by rounding of the target's size.
  ///
  /// `SpringStepper.advance(value:velocity:target:)` keeps the value, not the displacement,
  /// so far from zero the displacement is rounded to ulp(target) at every step and those
  /// roundings accumulate: after i steps the error is at most about i/2 ulp(target) (a
  /// random walk in practice, a few ulp here). Velocities drift the same way, by about
  /// ω·ulp(target) per step. The bound checked is the worst case for positions.
  @Test("Far from zero, exact positions drift by at most half an ulp of the target per step")
  func largeOffset() throws {
    let run = springfit(
      "sample", "--response", "1", "--damping-ratio", "0.05", "--from", "1e6", "--to", "1e6",
      "--velocity", "2", "--end", "2", "--fps", "240")
    let spring = try Spring(response: 1, dampingRatio: 0.05)
    let scale = MotionScale(spring: spring, from: 1e6, to: 1e6, initialVelocity: 2)
    for (index, row) in run.csvRows.enumerated() {
      let expected = spring.value(
        fromValue: 1e6, toValue: 1e6, initialVelocity: 2, time: row[0])
      let error = abs(row[1] - expected)
      let bound = 1e-12 * scale.position + (Double(index) / 2 + 1) * (1e6).ulp
      #expect(error <= bound, "t = \(row[0])")
    }
  }

  @Test(
    "Numerical integrators are SpringStepper.advance from the initial state, bit for bit",
    arguments: Integrator.allCases.filter { $0 != .exact })
  func integratorsUseTheStepper(integrator: Integrator) throws {
    let run = springfit(
      "sample", "--response", "0.4", "--damping-ratio", "0.3", "--from", "2", "--to", "-1",
      "--velocity", "5", "--step", "0.02", "--end", "1.5", "--integrator", integrator.rawValue)
    let spring = try Spring(response: 0.4, dampingRatio: 0.3)
    let stepper = try SpringStepper(spring: spring, step: 0.02, integrator: integrator)
    var position = 2.0
    var velocity = 5.0
    #expect(run.csvRows.count == 76)
    for (index, row) in run.csvRows.enumerated() {
      #expect(row == [Double(index) * 0.02, position, velocity], "row \(index)")
      stepper.advance(value: &position, velocity: &velocity, target: -1.0)
    }
  }

  @Test("Exact samples are the closed form at the printed time, bit for bit")
  func exactSamplesAreTheClosedForm() throws {
    let run = springfit(
      "sample", "--response", "0.4", "--damping-ratio", "0.3", "--from", "2", "--to", "-1",
      "--velocity", "5", "--step", "0.02", "--end", "1.5")
    let spring = try Spring(response: 0.4, dampingRatio: 0.3)
    #expect(run.csvRows.count == 76)
    for row in run.csvRows {
      let position = spring.value(fromValue: 2.0, toValue: -1, initialVelocity: 5, time: row[0])
      let velocity = spring.velocity(
        fromValue: 2.0, toValue: -1, initialVelocity: 5, time: row[0])
      #expect(row[1] == position && row[2] == velocity, "t = \(row[0])")
    }
  }

  /// The ε of --until-rest is 0.001·|to − from|, or 0.001 when to == from.
  @Test(
    "--until-rest stops at the first grid time at or after the settling duration",
    arguments: motions)
  func untilRest(motion: [String]) throws {
    for fps in ["60", "240", "7"] {
      let run = Invocation(["sample", "--fps", fps] + motion)
      let options = try #require(parsedOptions(["sample", "--fps", fps] + motion))
      let epsilon = options.to != options.from ? 0.001 * abs(options.to - options.from) : 0.001
      let settling = try options.spring.settlingDuration(
        fromValue: options.from, toValue: options.to, initialVelocity: options.initialVelocity,
        epsilon: epsilon)
      let times = run.csvRows.map { $0[0] }
      let last = try #require(times.last)
      // The grid's 1e-9 tolerance may put the last sample a hair (≤ 1e-9·h) before.
      #expect(last >= settling - 1e-9 * options.step, "\(motion) at \(fps) fps")
      if times.count > 1 {
        #expect(times[times.count - 2] < settling, "\(motion) at \(fps) fps")
      } else {
        #expect(settling <= 1e-9 * options.step)
      }
    }
  }

  @Test("--until-rest with no motion at all gives one sample")
  func untilRestAtRest() {
    let run = springfit("sample", "--from", "3", "--to", "3")
    #expect(run.csvRows == [[0, 3, 0]])
  }

  @Test("JSON parses and has the documented keys and values")
  func json() throws {
    let run = springfit(
      "sample", "--duration", "0.5", "--bounce", "0.3", "--from", "-1", "--to", "2",
      "--velocity", "4", "--end", "0.5", "--format", "json", "--integrator", "verlet")
    #expect(run.status == 0 && run.errors.isEmpty)
    #expect(run.output.hasSuffix("}\n"))
    let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let document = try #require(object as? [String: Any])
    #expect(
      Set(document.keys)
        == ["spring", "integrator", "step", "from", "to", "initialVelocity", "samples"])
    let spring = try #require(document["spring"] as? [String: Double])
    let expected = try Spring(duration: 0.5, bounce: 0.3)
    #expect(Set(spring.keys) == ["mass", "stiffness", "damping", "dampingRatio", "response"])
    #expect(spring["mass"] == expected.mass)
    #expect(spring["dampingRatio"].map { isClose($0, 0.7, absolute: 1e-12) } == true)
    #expect(spring["response"].map { isClose($0, 0.5, absolute: 1e-12) } == true)
    #expect(document["integrator"] as? String == "verlet")
    #expect(document["step"] as? Double == 1.0 / 60)
    #expect(document["from"] as? Double == -1)
    #expect(document["to"] as? Double == 2)
    #expect(document["initialVelocity"] as? Double == 4)
    let samples = try #require(document["samples"] as? [[String: Double]])
    #expect(samples.count == 31)
    #expect(samples.allSatisfy { Set($0.keys) == ["time", "position", "velocity"] })
    #expect(samples.first == ["time": 0, "position": -1, "velocity": 4])
  }

  /// The streamed document must be byte for byte what the tree writer gives for the same
  /// values, and carry the same numbers as the CSV output.
  @Test("Streamed JSON equals the tree writer's document built from the CSV rows")
  func jsonMatchesTreeWriter() throws {
    let motion = ["--stiffness", "170", "--damping", "26", "--to", "10", "--end", "0.2"]
    let csv = Invocation(["sample"] + motion)
    let json = Invocation(["sample", "--format", "json"] + motion)
    let options = try #require(parsedOptions(["sample"] + motion))
    var document = options.jsonHeader
    document["samples"] = .array(
      csv.csvRows.map { row in
        ["time": .number(row[0]), "position": .number(row[1]), "velocity": .number(row[2])]
      })
    #expect(json.output == (try JSONWriter().string(for: .object(document))) + "\n")
  }

  @Test("Samples are printed as the shortest round-trip text")
  func numberText() throws {
    let run = springfit("sample", "--end", "0.05")
    for line in run.output.split(separator: "\n").dropFirst() {
      for field in line.split(separator: ",") {
        let value = try #require(Double(String(field)))
        #expect(NumberText.roundTrip(value) == String(field))
      }
    }
  }

  @Test(
    "Options that lead nowhere printable are usage errors with nothing on standard output",
    arguments: [
      (
        ["--stiffness", "100", "--damping", "0"],
        UsageError.problem(.init(MotionSamplingError.neverSettles)),
        "the spring is undamped and never comes to rest, so '--until-rest' has no end; "
          + "pass --end SECONDS"
      ),
      (
        ["--end", "1e9"],
        .problem(.init(MotionSamplingError.tooManySamples(end: 1e9, step: 1.0 / 60))),
        "sampling up to 1000000000.0 s every 0.016666666666666666 s needs more than 10000000 "
          + "samples; use a larger --step (or a lower --fps) or an earlier --end"
      ),
      (
        ["--end", "1e300", "--step", "1e-300"],
        .problem(.init(MotionSamplingError.tooManySamples(end: 1e300, step: 1e-300))),
        "sampling up to 1e+300 s every 1e-300 s needs more than 10000000 samples; use a larger "
          + "--step (or a lower --fps) or an earlier --end"
      ),
      (
        [
          "--stiffness", "1e6", "--damping", "0", "--step", "1", "--end", "1000", "--integrator",
          "euler",
        ],
        .problem(
          .init(MotionSamplingError.nonFiniteMotion(time: 52, integrator: .semiImplicitEuler))),
        "the euler integrator diverges at time 52.0 s (position or velocity is not finite); "
          + "use a smaller --step or --integrator exact"
      ),
      (
        [
          "--velocity", "1e308", "--to", "0", "--stiffness", "1e-300", "--damping", "0",
          "--end", "10", "--step", "0.5",
        ],
        .problem(.init(MotionSamplingError.nonFiniteMotion(time: 2, integrator: .exact))),
        "the motion overflows at time 2.0 s (position or velocity is not finite); use smaller "
          + "--from, --to or --velocity values"
      ),
    ] as [([String], UsageError, String)])
  func runtimeUsageErrors(arguments: [String], error: UsageError, message: String) throws {
    let options = try #require(parsedOptions(["sample"] + arguments))
    var output = ""
    #expect(throws: CommandFailure.usage(error)) {
      try SampleCommand.run(options, input: .process, output: &output)
    }
    #expect(output.isEmpty)
    #expect(error.message == message)
    let run = Invocation(["sample"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors == usageErrorText(message, command: "sample"))
  }

  @Test("A travel of 5e-324 samples until rest (its epsilon once underflowed to 0 and was refused)")
  func subnormalTravel() {
    let run = Invocation(["sample", "--from", "0", "--to", "5e-324"])
    #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
    #expect(run.csvRows.count >= 2)
  }

  @Test("Ten million samples is the limit, one more is an error")
  func sampleLimit() throws {
    var options = SampleOptions(step: 1, end: .time(9_999_999))
    #expect(try options.grid().count == 10_000_000)
    options.end = .time(10_000_000)
    #expect(throws: MotionSamplingError.tooManySamples(end: 10_000_000, step: 1)) {
      try options.grid()
    }
  }

  /// The options `springfit` parses from a command line, or `nil` if it does not parse.
  func parsedOptions(_ arguments: [String]) -> SampleOptions? {
    guard let options = (try? SpringfitCommand.parse(arguments))?.parsed(SampleOptions.self) else {
      return nil
    }
    return options
  }
}
