import ArgumentParsing
import SpringFormats

// `springfit sample` as a subcommand: its name, help text and examples.

extension SampleOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = SampleCommand

  /// The name, summary, help text and examples of `springfit sample`.
  static let configuration = CommandConfiguration(
    name: "sample",
    abstract: "Print a spring's motion at evenly spaced times, as CSV or JSON.",
    discussion: """
      Samples are taken at the times t_i = i*h for i = 0...n, where h is the step and n = ceil(end/h
      - 1e-9): the last sample is at or just after the end time (the 1e-9 absorbs rounding in
      end/h). The exact integrator evaluates the closed form at every sample time; the others start
      from (--from, --velocity) and advance the position and velocity by one step per sample.
      Numbers are printed as the shortest text that reads back to the same double (1.0, 0.1, 1e-05).
      At most \(SampleOptions.maximumSampleCount) samples.
      """,
    examples: """
      SwiftUI's default spring from 0 to 1, 60 samples per second until at rest:
        springfit sample

      A bouncy spring for one second at 120 samples per second:
        springfit sample --duration 0.5 --bounce 0.3 --end 1 --fps 120

      A flick from 0 to 100 points that starts moving backwards at 300 points/s:
        springfit sample --stiffness 300 --damping 20 --to 100 --velocity -300

      Semi-implicit Euler with a coarse step, as JSON:
        springfit sample --integrator euler --step 0.02 --end 1 --format json

      A UIKit spring over 50 points that starts at 2 distances per second (100 points/s):
        springfit sample --spring uikit:duration=1,damping=0.5,velocity=2 --to 50
      """)
}
