import SpringFitting
import SpringKit

extension VectorFitReport {
  /// The JSON document of `springfit fit --format json` for vector keyframes.
  ///
  /// The keys of the scalar document (`SpringFit.jsonDocument`), with `from`, `to` and
  /// `initialVelocity` arrays (one number per component), `rmsError` and `maxError` the
  /// vector ones, and `components`: one object per component with `name`, `from`, `to`,
  /// `initialVelocity`, `rmsError` and `maxError`. The equivalents are ``equivalents``: SwiftUI's
  /// and UIKit's carry a velocity only when every component starts at the same fraction of
  /// its distance (``uiKitVelocity``); the others start at rest.
  public var jsonDocument: JSONValue {
    let number = JSONValue.finiteNumber
    let numbers = { (values: [Double]) in JSONValue.array(values.map(number)) }
    let shared = FitReportText.sharedJSON(
      fit.spring, verdict: fit.verdict, iterations: fit.iterations, converged: fit.converged,
      conditionNumber: fit.conditionNumber, notes: fit.notes)
    let own: [String: JSONValue] = [
      "from": numbers(fit.components.map(\.from)),
      "to": numbers(fit.components.map(\.to)),
      "initialVelocity": numbers(fit.components.map(\.initialVelocity)),
      "rmsError": number(fit.rmsError),
      "maxError": number(fit.maxError),
      "components": .array(
        zip(names, fit.components).map { name, component in
          [
            "name": .string(name), "from": number(component.from), "to": number(component.to),
            "initialVelocity": number(component.initialVelocity),
            "rmsError": number(component.rmsError), "maxError": number(component.maxError),
          ]
        }),
      "equivalents": SpringEquivalent.json(equivalents),
    ]
    return .object(shared.merging(own) { first, _ in first })
  }

  /// `time`, then `keyframes.NAME,spring.NAME,error.NAME` per component, at every compared
  /// time; error = spring − keyframes, numbers ``NumberText/roundTrip(_:)``.
  public var csv: String {
    var text = ""
    let columns =
      ["time"] + names.flatMap { ["keyframes.\($0)", "spring.\($0)", "error.\($0)"] }
    guard let writer = try? CSVWriter(columns: columns) else { return text }
    writer.writeHeader(to: &text)
    let springs = components.map(\.springValues)
    for (index, time) in fit.times.enumerated() {
      var row = [time]
      for (component, values) in zip(components, springs) {
        let data = component.fit.data[index]
        row += [data, values[index], values[index] - data]
      }
      // One number per column: the row writer's only error cannot happen.
      try? writer.writeRow(row, to: &text)
    }
    return text
  }
}
