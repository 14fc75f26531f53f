/// The sentence for a writer's failure that would be a bug, because the writer refuses only
/// values its caller has already ruled out: `internal error while writing <what>: <error>`,
/// worded once for every request (`FitRequest`, `KeyframeExport`, `MotionSampling`,
/// `MenuBounceExport`, `FlingRequest`).
package enum WriterFailure {
  /// The sentence for `error` met while writing `what` (`JSON`, `SVG`).
  package static func message(writing what: String, _ error: some Error) -> String {
    "internal error while writing \(what): \(error)"
  }
}
