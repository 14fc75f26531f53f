import ArgumentParsing
import SpringKit

// `springfit convert` as a subcommand: its name, help text and examples.

extension ConvertOptions: Subcommand {
  /// Computes and writes what the command asks for.
  typealias Work = ConvertCommand

  /// The name, summary, help text and examples of `springfit convert`.
  static let configuration = CommandConfiguration(
    name: "convert",
    abstract: "Print a spring in the parameters of every ecosystem, as text or JSON.",
    discussion: """
      For each of \(SpringEcosystem.titleList): the spring in that ecosystem's own parameters (named
      as in its API), the code that creates it there, and the deviation when the ecosystem cannot
      express the spring exactly: the largest difference between the two motions from 0 to 1 at
      rest, as a fraction of the distance (shown when above 1e-9). POP's bounciness and speed stop
      at 0 and 20, framer-motion's duration forms exist only for damping ratios from 0.05 to 1, and
      UIKit has no overdamped or undamped springs; UIKit's duration is SpringKit's choice, as Apple
      does not say: the exact settling duration to 0.1% of the distance. Given back to --spring
      (with the keys of one of its forms), an ecosystem's parameters make the same motion whenever
      its deviation is 0.

      Text rounds numbers to 7 significant digits (deviations to 3). JSON is one object with the
      keys bounce, dampingRatio, duration, equivalents, naturalFrequency, response, settlingDuration
      and spring (damping, mass, stiffness); equivalents holds \(SpringEcosystem.keyList), each an
      object with the ecosystem's parameters, code and deviation (uikit also has velocity when a
      uikit spec gives one). JSON numbers are the shortest text that reads back to the same double;
      numbers JSON cannot hold are written as null: an undamped spring's settlingDuration, and
      UIKit's duration and deviation for a spring it cannot express.
      """,
    examples: """
      SwiftUI's default spring in every ecosystem:
        springfit convert

      POP's default spring, as JSON:
        springfit convert --spring pop:bounciness=4,speed=12 --format json

      A react-spring preset:
        springfit convert --spring react-spring:wobbly

      A Material 3 motion token:
        springfit convert --spring material:expressive-default-spatial

      A UIKit animation with an initial velocity:
        springfit convert --spring uikit:duration=0.8,damping=0.6,velocity=0.6
      """)
}
