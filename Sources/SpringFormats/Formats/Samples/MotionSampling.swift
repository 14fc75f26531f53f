public import SpringKit

/// Samples a spring's motion on a uniform time grid and writes it as CSV or JSON, streaming:
/// what `springfit sample` does, as a request a Swift program fills in and runs.
///
/// ```swift
/// var sampling = MotionSampling(spring: .bouncy, end: .time(1))
/// sampling.format = .json
/// var text = ""
/// try sampling.write(to: &text)
/// ```
///
/// Nothing is written until the whole motion is known to be finite and printable, so a
/// failing request writes nothing. The motion is computed twice (once to check, once to
/// print) rather than stored, which keeps memory constant for the longest allowed runs; the
/// stepper is deterministic, so both passes agree bit for bit.
public struct MotionSampling: Sendable, Hashable {
  /// When sampling stops.
  public enum End: Sendable, Hashable {
    /// At the first grid time at or just after this many seconds.
    case time(Double)
    /// At the first grid time at or just after the settling duration to
    /// ``MotionSampling/restEpsilon``.
    case untilRest
  }

  /// The output format.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// RFC 4180 CSV with the columns `time,position,velocity` (``MotionSamplesCSVWriter``).
    case csv
    /// One JSON object with the parameters and a `samples` array
    /// (``MotionSamplesJSONWriter``).
    case json
  }

  /// More samples than this is an error, so a typo cannot fill a disk.
  public static let maximumSampleCount = 10_000_000

  /// The spring.
  public var spring: Spring
  /// The value at time 0.
  public var from: Double
  /// The target the spring pulls toward.
  public var to: Double
  /// The velocity at time 0, in value units per second.
  public var initialVelocity: Double
  /// The time between samples h, in seconds; finite and greater than 0.
  public var step: Double
  /// When sampling stops.
  public var end: End
  /// How the state advances from one sample to the next.
  public var integrator: Integrator
  /// The output format.
  public var format: Format

  /// A sampling of SwiftUI's `Spring.smooth` from 0 to 1 at 60 samples per second until
  /// rest, exact, as CSV: `springfit sample` with no options.
  public init() { self.init(spring: .smooth) }

  /// Creates a sampling; every parameter has `springfit sample`'s default.
  public init(
    spring: Spring = .smooth, from: Double = 0, to: Double = 1, initialVelocity: Double = 0,
    step: Double = 1.0 / 60, end: End = .untilRest, integrator: Integrator = .exact,
    format: Format = .csv
  ) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.step = step
    self.end = end
    self.integrator = integrator
    self.format = format
  }

  /// The ε of ``End/untilRest``: 0.001·|to − from|, or 0.001 when `to == from`, so a motion
  /// counts as settled within 0.1 % of its travel whatever its units.
  public var restEpsilon: Double { Spring.travelEpsilon(fromValue: from, toValue: to) }

  /// The time grid: t_i = Double(i)·step up to the first at or just after the end time
  /// (`TimeGrid.steps(reaching:step:)`).
  ///
  /// - Throws: ``MotionSamplingError`` when ``End/untilRest`` has no finite end, or above
  ///   ``maximumSampleCount`` samples.
  public func grid() throws(MotionSamplingError) -> TimeGrid {
    let end: Double
    switch self.end {
    case .time(let time):
      end = time
    case .untilRest:
      do {
        end = try spring.settlingDuration(
          fromValue: from, toValue: to, initialVelocity: initialVelocity, epsilon: restEpsilon)
      } catch {
        throw .settlingFailed(error.description)
      }
      guard end.isFinite else { throw .neverSettles }
    }
    // Compare as Double first: end/h may exceed Int's range or be infinite.
    let lastIndex = TimeGrid.steps(reaching: end, step: step)
    guard lastIndex < Double(Self.maximumSampleCount) else {
      throw .tooManySamples(end: end, step: step)
    }
    // A negative end (possible through the library, not the command line) samples t = 0.
    return TimeGrid(step: step, count: Int(max(0, lastIndex)) + 1)
  }

  /// The motion on the grid (SpringKit's `IntegratedMotion`), checked finite at every
  /// sample.
  ///
  /// - Throws: ``MotionSamplingError`` as ``grid()``, for a step SpringKit refuses, or for a
  ///   position or velocity that is not finite.
  /// - Complexity: O(n) for n samples.
  public func motion() throws(MotionSamplingError) -> IntegratedMotion<Double> {
    let count = try grid().count
    let motion: IntegratedMotion<Double>
    do {
      motion = try IntegratedMotion(
        spring: spring, fromValue: from, toValue: to, initialVelocity: initialVelocity,
        step: step, count: count, integrator: integrator)
    } catch {
      throw .invalidStep(step, rule: error.rule.requirement)
    }
    for state in motion where !(state.position.isFinite && state.velocity.isFinite) {
      throw .nonFiniteMotion(time: state.time, integrator: integrator)
    }
    return motion
  }

  /// The JSON document's members other than `samples`, which is streamed.
  public var jsonHeader: [String: JSONValue] {
    MotionSamplesJSONWriter.header(
      spring: spring, integrator: integrator, step: step, from: from, to: to,
      initialVelocity: initialVelocity)
  }

  /// Samples the motion and writes it in ``format``, the JSON followed by a newline.
  ///
  /// - Throws: ``MotionSamplingError`` as ``motion()``, or for a value JSON cannot hold.
  /// - Complexity: O(n) for n samples, in constant memory.
  public func write(to output: inout some TextOutputStream) throws(MotionSamplingError) {
    let motion = try motion()
    switch format {
    case .csv:
      let csv = MotionSamplesCSVWriter()
      csv.writeHeader(to: &output)
      for state in motion {
        csv.writeSample(
          time: state.time, position: state.position, velocity: state.velocity, to: &output)
      }
    case .json:
      var writer: MotionSamplesJSONWriter
      do {
        writer = try MotionSamplesJSONWriter(header: jsonHeader)
      } catch {
        // A spring can be valid yet have, say, an infinite response when k/m underflows.
        guard case .nonFiniteNumber(let path, let value) = error else {
          throw .writer(WriterFailure.message(writing: "JSON", error))
        }
        throw .notRepresentableInJSON(path: path, value: value)
      }
      do {
        try writer.begin(into: &output)
        for state in motion {
          try writer.writeSample(
            time: state.time, position: state.position, velocity: state.velocity, into: &output)
        }
        try writer.end(into: &output)
      } catch {
        throw .writer(WriterFailure.message(writing: "JSON", error))
      }
      output.write("\n")
    }
  }
}
