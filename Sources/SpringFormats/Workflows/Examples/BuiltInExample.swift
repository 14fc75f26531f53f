import SpringScenarios

/// One built-in example as `springfit examples` lists it: a scenario, a keyframe set, a
/// Lottie file or a drag trace, by name.
///
/// ```swift
/// print(BuiltInExample.listing)  // one line per example, in columns
/// let fitted = BuiltInExample.all.filter { $0.uses.contains("fit") }.map(\.name)
/// ```
public struct BuiltInExample: Sendable, Hashable {
  /// The name, unique across the list (`menu-bounce`).
  public var name: String
  /// Where the name is used: `fit` (`springfit fit --example`, ``FitRequest/Input``),
  /// `outline` (`outline --example`), `gesture` (`gesture --example`), `scenario`
  /// (`springfit scenario NAME`, every `Scenario` of SpringScenarios).
  public var uses: [String]
  /// One line: the scenario's summary when there is a scenario of that name, else the
  /// keyframe set's, Lottie file's or trace's.
  public var summary: String

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - uses: Where the name is used.
  ///   - summary: One line saying what it is.
  public init(name: String, uses: [String], summary: String) {
    self.name = name
    self.uses = uses
    self.summary = summary
  }

  /// Every example: the scenarios in their order, then the keyframe sets of `fit --example`
  /// that are no scenario of their own (a name used by both is one entry), then the
  /// built-in Lottie files (``LottieExample``), then the traces of `gesture --example` that
  /// are no scenario of their own (``GestureExample``).
  ///
  /// - Complexity: O(n) in the number of examples.
  public static var all: [BuiltInExample] {
    let fitNames = Set(FitExample.allCases.map(\.rawValue))
    let gestureNames = Set(GestureExample.allCases.map(\.rawValue))
    let scenarios = Scenario.allCases.map { scenario in
      var uses: [String] = []
      if fitNames.contains(scenario.name) { uses.append("fit") }
      if scenario == .menuBounce { uses.append("outline") }
      if gestureNames.contains(scenario.name) { uses.append("gesture") }
      uses.append("scenario")
      return BuiltInExample(name: scenario.name, uses: uses, summary: scenario.summary)
    }
    let scenarioNames = Set(Scenario.allCases.map(\.name))
    let keyframeSets = FitExample.allCases.filter { !scenarioNames.contains($0.rawValue) }.map {
      BuiltInExample(name: $0.rawValue, uses: ["fit"], summary: $0.summary)
    }
    let lottieFiles = LottieExample.allCases.map {
      BuiltInExample(name: $0.rawValue, uses: ["fit"], summary: $0.summary)
    }
    let traces = GestureExample.allCases.filter { !scenarioNames.contains($0.rawValue) }.map {
      BuiltInExample(name: $0.rawValue, uses: ["gesture"], summary: $0.summary)
    }
    return scenarios + keyframeSets + lottieFiles + traces
  }

  /// The list `springfit examples` prints: one line per example, its name, where it is used
  /// (comma separated) and its summary, in columns two spaces apart.
  ///
  /// - Complexity: O(n) in the number of examples.
  public static var listing: String {
    let entries = all
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
}
