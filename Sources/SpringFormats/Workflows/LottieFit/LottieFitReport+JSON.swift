import SpringFitting
import SpringKit

extension LottieFitReport {
  /// The JSON document of `springfit fit --format json` for a Lottie file.
  ///
  /// `frameRate`; `skipped`, the keyframed properties not read by kind
  /// (``LottieSkippedProperties/Kind`` raw values: `pathMorphs`, `gradients`, `text`,
  /// `timeRemap`, `masks`, `effects`, `rotation3D`, `other`) with their counts, `{}` when
  /// none; and `motions`: one object per motion with `layer`, `layerIndexPath`
  /// (``LottieMotion/layerIndexPath``), `property`, `path` (the
  /// property's JSON path), `motion` (its number), `startFrame`, `endFrame`, `startTime`,
  /// `endTime` (seconds), `comparedEndFrame` (``LottieMotion/comparedEndFrame``),
  /// `keyframes` (the count), `baked`, and `fit`, the document
  /// `springfit fit` prints for the same data as samples (or `error` when it was refused, or
  /// `verdict` `none` with its `reason` and no `fit` for a motion no spring makes,
  /// ``LottieMotion/nonSpringReason``); and `expressions`, one object per expression on a
  /// selected property (``LottieExpressionSpring/jsonDocument``), `[]` when none.
  public var jsonDocument: JSONValue {
    let number = JSONValue.finiteNumber
    return [
      "frameRate": number(frameRate),
      "skipped": .object(
        Dictionary(
          uniqueKeysWithValues: skippedProperties.counts.map {
            ($0.kind.rawValue, JSONValue.number(Double($0.count)))
          })),
      "expressions": .array(expressions.map(\.jsonDocument)),
      "motions": .array(
        fits.map { fit in
          let motion = fit.motion
          var object: [String: JSONValue] = [
            "layer": .string(motion.layerName),
            "layerIndexPath": .string(motion.layerIndexPath),
            "property": .string(motion.propertyName),
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
          case .notASpring(let reason):
            object["verdict"] = .string("none")
            object["reason"] = .string(reason)
          }
          return .object(object)
        }),
    ]
  }
}
