import SpringKit

// The springs After Effects expressions describe, in the reports of `springfit fit`
// (issue 36, item 5).

extension LottieExpressionSpring {
  /// The text block: the layer and property, the expression's values and the keyframes it
  /// bounces from, then the spring with its `--spring` value and code for SwiftUI, UIKit,
  /// Android and framer-motion; or one line saying the expression is not recognised, with
  /// its JSON path and why.
  public var text: String {
    let place = "Layer '\(layerName)' [\(layerIndexPath)], \(propertyName)"
    guard let bounce, let spring else {
      let reason: String
      switch outcome {
      case .failure(let error): reason = error.reason
      case .success(let bounce):
        reason =
          "its freq \(NumberText.rounded(bounce.parameters.frequency)) and decay "
          + "\(NumberText.rounded(bounce.parameters.decay)) make no spring"
      }
      return "\(place), expression not recognised (\(propertyPath).x): \(reason)"
    }
    let values = bounce.parameters
    var lines = [
      "\(place), expression: After Effects inertial bounce, amp "
        + "\(NumberText.rounded(values.amplitude)), freq \(NumberText.rounded(values.frequency)), "
        + "decay \(NumberText.rounded(values.decay))" + bouncesDescription
    ]
    lines += LottieFitReport.springLines(spring, equivalents: spring.equivalents())
    if let cutoff = bounce.cutoff {
      lines.append(
        "  Note      the expression stops the bounce \(NumberText.rounded(cutoff)) s after "
          + "each keyframe; the spring runs on")
    }
    return lines.joined(separator: "\n")
  }

  /// ", bounces after frames 60 and 190 (…)" or ", no keyframe is arrived at moving".
  var bouncesDescription: String {
    guard bounce != nil else { return "" }
    let frames = bounces.map { NumberText.rounded($0.frame) }
    switch frames.count {
    case 0: return "; no keyframe is arrived at moving, so nothing bounces"
    case 1: return "; bounces after frame \(frames[0])"
    default:
      return "; bounces after frames " + frames.dropLast().joined(separator: ", ") + " and "
        + (frames.last ?? "")
    }
  }

  /// The JSON object of `fit --format json`'s `expressions`: `layer`, `layerIndexPath`,
  /// `property`, `path` (the property's JSON path; the expression is its `x`),
  /// `recognised`, and either `reason` or `amp`, `freq`, `decay`, `velocityFactor`, `keys`
  /// (`every` or `last`), `cutoff` (seconds, when the expression stops the bounce),
  /// `bounces` (each `keyframe`, `frame`, `arrivingVelocity`, `startSpeed`), `spring`
  /// {`mass`, `stiffness`, `damping`}, `dampingRatio`, `response`, `duration`, `bounce`,
  /// `settlingDuration` and `equivalents`.
  public var jsonDocument: JSONValue {
    let number = JSONValue.finiteNumber
    var object: [String: JSONValue] = [
      "layer": .string(layerName), "layerIndexPath": .string(layerIndexPath),
      "property": .string(propertyName), "path": .string(propertyPath),
    ]
    guard let bounce, let spring else {
      object["recognised"] = .bool(false)
      if case .failure(let error) = outcome { object["reason"] = .string(error.reason) }
      return .object(object)
    }
    let values = bounce.parameters
    object["recognised"] = .bool(true)
    object["amp"] = number(values.amplitude)
    object["freq"] = number(values.frequency)
    object["decay"] = number(values.decay)
    object["velocityFactor"] = number(values.velocityFactor)
    object["keys"] = .string(bounce.keys.rawValue)
    if let cutoff = bounce.cutoff { object["cutoff"] = number(cutoff) }
    object["bounces"] = .array(
      bounces.map {
        [
          "keyframe": .number(Double($0.keyframe)), "frame": number($0.frame),
          "arrivingVelocity": .array($0.arrivingVelocity.map(number)),
          "startSpeed": number($0.startSpeed),
        ]
      })
    object["spring"] = [
      "mass": number(spring.mass), "stiffness": number(spring.stiffness),
      "damping": number(spring.damping),
    ]
    object["dampingRatio"] = number(spring.dampingRatio)
    object["response"] = number(spring.response)
    object["duration"] = number(spring.duration)
    object["bounce"] = number(spring.bounce)
    object["settlingDuration"] = number(spring.settlingDuration)
    object["equivalents"] = SpringEquivalent.json(spring.equivalents())
    return .object(object)
  }
}
