import SpringFitting
import SpringKit

extension LottieFitReport {
  /// The CSV columns of ``csv``.
  public static let csvColumns = [
    "layer", "property", "motion", "startFrame", "endFrame", "startTime", "endTime",
    "keyframes", "baked", "verdict", "duration", "bounce", "dampingRatio", "stiffness",
    "damping", "rmsError", "maxError",
  ]

  /// One row per motion (``csvColumns``): where it is, the verdict's name, the spring and
  /// the errors; numbers ``NumberText/roundTrip(_:)``, empty where a fit failed.
  ///
  /// Then one row per expression (``expressions``): `motion` `expression`, the frames of
  /// the first and last keyframe it bounces from, `keyframes` the number of bounces, the
  /// verdict `expression` with its spring, or `expression not recognised` and no numbers.
  public var csv: String {
    var lines = [Self.csvColumns.joined(separator: ",")]
    for fit in fits {
      let motion = fit.motion
      let numbers = { (values: [Double?]) in
        values.map { $0.map(NumberText.roundTrip) ?? "" }
      }
      let spring = fit.spring
      var cells = [
        CSVWriter.field(motion.layerName), CSVWriter.field(motion.propertyName),
        String(motion.number),
      ]
      cells += numbers([
        motion.startFrame, motion.endFrame, motion.startTime, motion.endTime,
      ])
      cells += [String(motion.keyframeCount), motion.isBaked ? "true" : "false"]
      cells.append(fit.verdict?.name ?? "failed")
      cells += numbers([
        spring?.duration, spring?.bounce, spring?.dampingRatio, spring?.stiffness,
        spring?.damping, fit.rmsError, fit.maxError,
      ])
      lines.append(cells.joined(separator: ","))
    }
    for entry in expressions {
      let spring = entry.spring
      let numbers = { (values: [Double?]) in values.map { $0.map(NumberText.roundTrip) ?? "" } }
      let first = entry.bounces.first?.frame
      let last = entry.bounces.last?.frame
      var cells = [
        CSVWriter.field(entry.layerName), CSVWriter.field(entry.propertyName), "expression",
      ]
      cells += numbers([first, last, first.map { $0 / frameRate }, last.map { $0 / frameRate }])
      cells += [String(entry.bounces.count), "false"]
      cells.append(spring == nil ? "expression not recognised" : "expression")
      cells += numbers([
        spring?.duration, spring?.bounce, spring?.dampingRatio, spring?.stiffness,
        spring?.damping, nil, nil,
      ])
      lines.append(cells.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
