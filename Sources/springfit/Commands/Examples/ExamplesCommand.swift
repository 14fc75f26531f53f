import ArgumentParsing
import SpringFitting
import SpringFormats
import SpringKit
import SpringScenarios

/// `springfit examples`: lists the built-in examples, the keyframe sets of `fit --example` and
/// SpringScenarios' scenarios, one line per name.
struct ExamplesCommand: CommandWork, Sendable, Equatable {
  /// One example as `springfit examples` lists it.
  struct Entry: Sendable, Equatable {
    /// The name, unique across the list (`menu-bounce`).
    var name: String
    /// Where the name is used: `fit` (`fit --example`), `outline` (`outline --example`),
    /// `gesture` (`gesture --example`), `scenario` (`springfit scenario NAME`, every
    /// ``Scenario`` of the library).
    var uses: [String]
    /// One line: the scenario's summary when there is a scenario of that name, else the
    /// keyframe set's.
    var summary: String
  }

  /// Every example: the scenarios in their order, then the keyframe sets of
  /// `fit --example` that are no scenario of their own (a name used by both is one entry),
  /// then the built-in Lottie files of `fit --example` (``LottieExample``), then the traces
  /// of `gesture --example` that are no scenario of their own (``GestureExample``).
  static var entries: [Entry] {
    let fitNames = Set(FitExample.allCases.map(\.rawValue))
    let gestureNames = Set(GestureExample.allCases.map(\.rawValue))
    let scenarios = Scenario.allCases.map { scenario in
      var uses: [String] = []
      if fitNames.contains(scenario.name) { uses.append("fit") }
      if scenario == .menuBounce { uses.append("outline") }
      if gestureNames.contains(scenario.name) { uses.append("gesture") }
      uses.append("scenario")
      return Entry(
        name: scenario.name, uses: uses,
        summary: scenario.summary)
    }
    let scenarioNames = Set(Scenario.allCases.map(\.name))
    let keyframeSets = FitExample.allCases.filter { !scenarioNames.contains($0.rawValue) }.map {
      Entry(name: $0.rawValue, uses: ["fit"], summary: $0.summary)
    }
    let lottieFiles = LottieExample.allCases.map {
      Entry(name: $0.rawValue, uses: ["fit"], summary: $0.summary)
    }
    let traces = GestureExample.allCases.filter { !scenarioNames.contains($0.rawValue) }.map {
      Entry(name: $0.rawValue, uses: ["gesture"], summary: $0.summary)
    }
    return scenarios + keyframeSets + lottieFiles + traces
  }

  /// One line per example: its name, where it is used and its description, in columns.
  static func text() -> String {
    let entries = self.entries
    let uses = entries.map { $0.uses.joined(separator: ",") }
    let nameColumn = (entries.map(\.name.count).max() ?? 0) + 2
    let usesColumn = (uses.map(\.count).max() ?? 0) + 2
    let pad = { (text: String, width: Int) in
      text + String(repeating: " ", count: width - text.count)
    }
    return zip(entries, uses).map { entry, uses in
      pad(entry.name, nameColumn) + pad(uses, usesColumn) + entry.summary + "\n"
    }.joined()
  }

  /// Prints the list.
  static func run(
    _ options: ExamplesCommand, input: StandardInput, output: inout some TextOutputStream
  ) {
    output.write(text())
  }
}
