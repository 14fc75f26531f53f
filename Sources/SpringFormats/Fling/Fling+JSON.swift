import SpringKit

// `springfit fling --format json`.

extension Fling {
  /// The report as data.
  ///
  /// Keys: `release` (`position`, `velocity`), `decay` (`spec` dialect, `parameters` in the
  /// library's names, `decayRate` per second, `timeConstant` in seconds, `exactness`),
  /// `landing` (the asymptote of the free decay), `libraryStop` (where the decay's library
  /// stops: `value`, `time`; `null` without a stop rule), `target` (the snap point, bound or
  /// resting value the motion ends on) and `targetKind` (`snapPoint`, `bound` or `rest`),
  /// `restTime`, `bounds` (`lower`, `upper`) and `snapPoints` with `snapRule` when given,
  /// `spring` (`mass`, `stiffness`, `damping`), `phases` (each with `kind` — `decay` or
  /// `spring` —, `ending` — `rest`, `handOff` or `bounce` —, `start` and `end`, each with
  /// `time`, `position` and `velocity`, and a spring's `target`) and `ecosystems` (each
  /// library with its defaults: `key`, `name`, `asymptote`, `stop`, `startingVelocity`).
  /// Times are in seconds and velocities in value units per second.
  public var json: JSONValue {
    var parameters: [String: JSONValue] = [:]
    for parameter in decay.parameters.dialect.parameters {
      parameters[parameter.name] = .number(parameter.value)
    }
    var object: [String: JSONValue] = [
      "release": ["position": .number(position), "velocity": .number(velocity)],
      "decay": [
        "spec": .string(decay.dialectName), "parameters": .object(parameters),
        "decayRate": .number(decay.decay.decayRate),
        "timeConstant": .number(decay.decay.timeConstant),
        "exactness": .string(decay.parameters.dialect.exactness.key),
      ],
      "landing": .number(motion.landing),
      "libraryStop": Self.json(libraryLanding.stop),
      "target": .number(motion.target),
      "targetKind": .string(targetKind),
      "restTime": .number(motion.restTime),
      "spring": [
        "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
        "damping": .number(spring.damping),
      ],
      "phases": .array(motion.phases.map(Self.json)),
      "ecosystems": .array(
        ecosystems.map { row in
          [
            "key": .string(row.key), "name": .string(row.name),
            "asymptote": .number(row.landing.asymptote), "stop": Self.json(row.landing.stop),
            "startingVelocity": .number(row.landing.startingVelocity),
          ]
        }),
    ]
    if let bounds {
      object["bounds"] = ["lower": .number(bounds.lower), "upper": .number(bounds.upper)]
    }
    if let snapPoints {
      object["snapPoints"] = .array(snapPoints.points.map(JSONValue.number))
      object["snapRule"] = .string(snapRule.rawValue)
    }
    return .object(object)
  }

  /// A phase as JSON.
  static func json(_ phase: MomentumPhase) -> JSONValue {
    var object: [String: JSONValue] = [
      "kind": .string(phase.name), "ending": .string(phase.ending.rawValue),
      "start": json(phase.start), "end": json(phase.end),
    ]
    if case .spring(_, let target) = phase.kind { object["target"] = .number(target) }
    return .object(object)
  }

  /// A state as JSON.
  static func json(_ state: MomentumState) -> JSONValue {
    [
      "time": .number(state.time), "position": .number(state.position),
      "velocity": .number(state.velocity),
    ]
  }

  /// A library's stop as JSON, or `null`.
  static func json(_ stop: DecayLanding.Stop?) -> JSONValue {
    guard let stop else { return .null }
    return ["value": .number(stop.value), "time": .number(stop.time)]
  }
}
