import ArgumentParsing
import SpringFormats

/// Carries out `springfit sample`: SpringFormats' ``MotionSampling`` computes the motion on
/// its time grid and writes it, streaming, once it is known to be finite and printable.
enum SampleCommand: SilentCommandWork {
  /// Samples the motion and writes it in the chosen format.
  ///
  /// - Throws: ``CommandFailure/usage(_:)`` when the options lead nowhere printable (no
  ///   settling, too many samples, a diverging integrator, a value JSON cannot hold).
  static func run(
    _ options: SampleOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    do {
      try options.write(to: &output)
    } catch {
      switch error {
      case .writer(let message): throw .failure(message)
      case .invalidStep(let step, let rule):
        throw .usage(
          .invalidValue(option: SampleOptions.stepOption.name, value: "\(step)", rule: rule))
      default: throw .usage(.problem(.init(error)))
      }
    }
  }
}

// The library's sentences print as they are.
extension MotionSamplingError: UsageProblem {
  /// The sentence printed after `Error: `.
  var message: String { description }
}
