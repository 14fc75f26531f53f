import SpringFitting
import SpringKit

extension LottieFitReport {
  /// The JSON document of `springfit fit --format json` for a Lottie file.
  ///
  /// `frameRate` and `motions`: one object per motion with `layer`, `property`, `path` (the
  /// property's JSON path), `motion` (its number), `startFrame`, `endFrame`, `startTime`,
  /// `endTime` (seconds), `comparedEndFrame` (``LottieMotion/comparedEndFrame``),
  /// `keyframes` (the count), `baked`, and `fit`, the document
  /// `springfit fit` prints for the same data as samples (or `error` when it was refused).
  public var jsonDocument: JSONValue {
    let number = JSONValue.finiteNumber
    return [
      "frameRate": number(frameRate),
      "motions": .array(
        fits.map { fit in
          let motion = fit.motion
          var object: [String: JSONValue] = [
            "layer": .string(motion.layerName), "property": .string(motion.propertyName),
            "path": .string(motion.propertyPath), "motion": .number(Double(motion.number)),
            "startFrame": number(motion.startFrame), "endFrame": number(motion.endFrame),
            "startTime": number(motion.startTime), "endTime": number(motion.endTime),
            "comparedEndFrame": number(motion.comparedEndFrame),
            "keyframes": .number(Double(motion.keyframeCount)), "baked": .bool(motion.isBaked),
          ]
          switch fit.outcome {
          case .scalar(let report): object["fit"] = report.fit.jsonDocument
          case .vector(let report): object["fit"] = report.jsonDocument
          case .failed(let message): object["error"] = .string(message)
          }
          return .object(object)
        }),
    ]
  }
}
