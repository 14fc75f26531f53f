import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit sample`: computes the motion on a time grid and prints it.
///
/// Nothing is written until the whole motion is known to be finite and printable, so a
/// failing command leaves standard output empty. The motion is computed twice (once to
/// check, once to print) rather than stored, which keeps memory constant for the longest
/// allowed runs; the stepper is deterministic, so both passes agree bit for bit.
enum SampleCommand: CommandWork {
  /// The time grid for the options: t_i = Double(i)·step up to the first at or just after
  /// the end time (``TimeGrid/steps(reaching:step:)``).
  ///
  /// - Parameter options: Validated options.
  /// - Returns: The grid.
  /// - Throws: ``SpringfitProblem/neverSettles(_:)`` or ``SpringfitProblem/settlingFailed(_:)`` when
  ///   `--until-rest` has no finite end, ``SpringfitProblem/tooManySamples(end:step:)`` above
  ///   ``SampleOptions/maximumSampleCount`` samples.
  static func grid(for options: SampleOptions) throws(UsageError) -> TimeGrid {
    let end: Double
    switch options.end {
    case .time(let time):
      end = time
    case .untilRest:
      do {
        end = try options.spring.settlingDuration(
          fromValue: options.from, toValue: options.to,
          initialVelocity: options.initialVelocity, epsilon: options.restEpsilon)
      } catch {
        throw .springfit(.settlingFailed(error.description))
      }
      guard end.isFinite else { throw .springfit(.neverSettles("'--until-rest'")) }
    }
    // Compare as Double first: end/h may exceed Int's range or be infinite.
    let lastIndex = TimeGrid.steps(reaching: end, step: options.step)
    guard lastIndex < Double(SampleOptions.maximumSampleCount) else {
      throw .springfit(.tooManySamples(end: end, step: options.step))
    }
    return TimeGrid(step: options.step, count: max(0, Int(lastIndex)) + 1)
  }

  /// Samples the motion and writes it in the chosen format.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the options lead nowhere printable (no
  ///   settling, too many samples, a diverging integrator, a value JSON cannot hold).
  static func run(
    _ options: SampleOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let motion: IntegratedMotion<Double>
    do throws(UsageError) {
      motion = try self.motion(options, grid: try grid(for: options))
      for state in motion where !(state.position.isFinite && state.velocity.isFinite) {
        throw .springfit(.nonFiniteMotion(time: state.time, integrator: options.integrator))
      }
    } catch {
      throw .usage(error)
    }
    switch options.format {
    case .csv: writeCSV(motion, to: &output)
    case .json: try writeJSON(options, motion: motion, to: &output)
    }
  }

  /// The motion on the grid (SpringKit's ``IntegratedMotion``); the parser has already
  /// checked the step (declared positive, the rule SpringKit's stepper has).
  private static func motion(_ options: SampleOptions, grid: TimeGrid) throws(UsageError)
    -> IntegratedMotion<Double>
  {
    do {
      return try IntegratedMotion(
        spring: options.spring, fromValue: options.from, toValue: options.to,
        initialVelocity: options.initialVelocity, step: options.step, count: grid.count,
        integrator: options.integrator)
    } catch {
      throw .invalidValue(
        option: SampleOptions.stepOption.name, value: "\(options.step)",
        rule: error.rule.requirement)
    }
  }

  /// Writes `time,position,velocity` rows (``MotionSamplesCSVWriter``).
  private static func writeCSV(
    _ motion: IntegratedMotion<Double>, to output: inout some TextOutputStream
  ) {
    let csv = MotionSamplesCSVWriter()
    csv.writeHeader(to: &output)
    for state in motion {
      csv.writeSample(
        time: state.time, position: state.position, velocity: state.velocity, to: &output)
    }
  }

  /// The JSON document's members other than `samples`, which is streamed.
  static func jsonHeader(_ options: SampleOptions) -> [String: JSONValue] {
    MotionSamplesJSONWriter.header(
      spring: options.spring, integrator: options.integrator, step: options.step,
      from: options.from, to: options.to, initialVelocity: options.initialVelocity)
  }

  /// Writes one pretty-printed JSON object (``MotionSamplesJSONWriter``), streaming the
  /// samples.
  private static func writeJSON(
    _ options: SampleOptions, motion: IntegratedMotion<Double>,
    to output: inout some TextOutputStream
  ) throws(CommandFailure) {
    var writer: MotionSamplesJSONWriter
    do {
      writer = try MotionSamplesJSONWriter(header: jsonHeader(options))
    } catch {
      // A spring can be valid yet have, say, an infinite response when k/m underflows.
      guard case .nonFiniteNumber(let path, let value) = error else {
        throw .failure("internal error while writing JSON: \(error)")
      }
      throw .usage(.springfit(.notRepresentableInJSON(path: path, value: value)))
    }
    try CommandFailure.writing("JSON") {
      try writer.begin(into: &output)
      for state in motion {
        try writer.writeSample(
          time: state.time, position: state.position, velocity: state.velocity, into: &output)
      }
      try writer.end(into: &output)
    }
    output.write("\n")
  }
}
