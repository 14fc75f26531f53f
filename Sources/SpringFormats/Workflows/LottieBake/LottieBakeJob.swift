/// One bake of a Lottie file, as `springfit lottie bake` runs it: a given spring in place of
/// one motion (``LottieBake``), or a property's inertial-bounce expression replaced by its own
/// spring's keyframes (``LottieExpressionBake``).
///
/// ```swift
/// let job = LottieBakeJob.spring(LottieBake(layer: "Pop", property: "scale", spring: .bouncy))
/// let baked = try job.baked(bytes, file: "pop.json")
/// // baked.bytes: the new file; baked.warnings: what to tell the user about it
/// ```
public enum LottieBakeJob: Sendable, Hashable {
  /// A spring in place of one motion.
  case spring(LottieBake)
  /// An expression's spring after each keyframe it bounces from.
  case expression(LottieExpressionBake)

  /// The baked file and the warnings about it (``LottieBakeResult/warnings(file:end:)``,
  /// ``LottieExpressionBakeResult/warnings(file:)``): the file is right all the same.
  ///
  /// - Parameters:
  ///   - bytes: The Lottie file's UTF-8 text.
  ///   - name: The file's name as the warnings show it.
  /// - Returns: The new bytes and the warnings, one sentence each.
  /// - Throws: ``LottieBakeError`` naming the JSON path at fault.
  /// - Complexity: The bake's (``LottieBake/baked(_:)``, ``LottieExpressionBake/baked(_:)``).
  public func baked(_ bytes: [UInt8], file name: String) throws(LottieBakeError)
    -> (bytes: [UInt8], warnings: [String])
  {
    switch self {
    case .spring(let bake):
      let result = try bake.baked(bytes)
      return (result.bytes, result.warnings(file: name, end: bake.end))
    case .expression(let bake):
      let result = try bake.baked(bytes)
      return (result.bytes, result.warnings(file: name))
    }
  }
}
