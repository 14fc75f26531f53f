import SpringKit

// The equivalents every fit reports: what each ecosystem's view costs, for springs in and
// out of POP's range.

func benchmarkEquivalents() throws {
  print("\nSpring.equivalents (µs per call, median of 15)")
  let springs: [(String, Spring)] = [
    ("ζ 0.3, response 0.4 s", try Spring(response: 0.4, dampingRatio: 0.3)),
    ("ζ 0.8, response 0.2 s", try Spring(response: 0.2, dampingRatio: 0.8)),
    ("ζ 0.6, response 0.05 s (stiff)", try Spring(response: 0.05, dampingRatio: 0.6)),
    ("ζ 2, response 0.5 s", try Spring(response: 0.5, dampingRatio: 2)),
  ]
  for (name, spring) in springs {
    let all = nanosecondsPerOperation(runs: 15, operations: 1) {
      blackHole(spring.equivalents(from: 0, to: 1, initialVelocity: 2))
    }
    let views: [(String, () -> Double)] = [
      ("settling", { spring.settlingDuration }),
      ("swiftUI", { spring.swiftUI.deviation }), ("uiKit", { spring.uiKit.deviation }),
      ("rebound", { spring.rebound.deviation }), ("pop", { spring.pop.deviation }),
      ("reactNative", { spring.reactNative.deviation }),
      ("compose", { spring.compose.deviation }),
    ]
    let parts = views.map { part, body in
      let time = nanosecondsPerOperation(runs: 15, operations: 1) { blackHole(body()) }
      return "\(part) \(format3(time / 1000))"
    }
    print(
      "  \(name.padded(to: 32)) \(format3(all / 1000).leftPadded(to: 9)) µs   ("
        + parts.joined(separator: ", ") + ")")
  }
}
