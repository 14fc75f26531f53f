public import SpringFitting
import SpringKit

extension SpringFit {
  /// The JSON document of `springfit fit --format json`: `spring` {`mass`, `stiffness`,
  /// `damping`}, `dampingRatio`, `response`, `duration`, `bounce`, `from`, `to`,
  /// `initialVelocity`, `settlingDuration`, `bandSettlingTime`, `rmsError`, `maxError`,
  /// `springSpec` (the spring exactly as a `--spring` value, `SpringSpec.exact(_:)`),
  /// `window` {`name`: `keyframesThenHeld`, `keyframesOnly` or `samples`; `end`, the last
  /// compared time; `holdStart`, where the held last value begins, or null}, `equivalents`
  /// (`SpringEquivalent.json(_:)`, each with the initial velocity in its API's unit), `verdict` {`name`,
  /// `description`} and `diagnostics` {`iterations`, `converged`, `conditionNumber`,
  /// `notes`}.
  ///
  /// These keys are a contract scripts rely on. Numbers JSON cannot hold (an undamped
  /// spring's settling duration, an infinite condition number) are `null`.
  public var jsonDocument: JSONValue {
    let number = JSONValue.finiteNumber
    let shared = FitReportText.sharedJSON(
      spring, verdict: verdict, iterations: iterations, converged: converged,
      conditionNumber: conditionNumber, notes: notes)
    let own: [String: JSONValue] = [
      "from": number(from),
      "to": number(to),
      "initialVelocity": number(initialVelocity),
      "bandSettlingTime": number(bandSettlingTime),
      "rmsError": number(rmsError),
      "window": [
        "name": .string(window?.rawValue ?? "samples"),
        "end": number(times.last ?? 0),
        "holdStart": holdStart.map(number) ?? .null,
      ],
      "maxError": number(maxError),
      "equivalents": SpringEquivalent.json(
        spring.equivalents(from: from, to: to, initialVelocity: initialVelocity)),
    ]
    return .object(shared.merging(own) { first, _ in first })
  }
}
