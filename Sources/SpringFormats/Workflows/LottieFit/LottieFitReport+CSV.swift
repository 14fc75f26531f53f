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
    return lines.joined(separator: "\n") + "\n"
  }
}
