public import SpringKit

extension RetargetedMotion {
  /// Linear keyframes for each layer, planned so that the printed layers played together
  /// stay within `tolerance` of the motion.
  ///
  /// Each layer gets its share εᵢ of `tolerance` (see `LayeredKeyframes`) and is planned by
  /// ``SpringKit/Spring/printableKeyframes(fromValue:toValue:initialVelocity:tolerance:interpolation:end:)``
  /// within it, so its printed numbers stay within εᵢ; the printed errors add up to at most
  /// `tolerance`.
  ///
  /// ```swift
  /// let motion = try RetargetedMotion(
  ///   spring: .bouncy, fromValue: 0, toValue: 1, retargets: [Retarget(time: 0.2, target: 0.4)])
  /// let css = try motion.printableLayeredKeyframes(tolerance: 0.001).css()
  /// ```
  ///
  /// - Parameter tolerance: The largest distance allowed between the composed printed
  ///   keyframes and the motion, in value units; finite and greater than 0.
  /// - Returns: The layers' keyframes.
  /// - Throws: `SpringError` as the planner does for a layer, naming `tolerance`.
  /// - Complexity: the planner's, once per layer.
  public func printableLayeredKeyframes(tolerance: Double) throws(SpringError)
    -> LayeredKeyframes
  {
    try layeredKeyframes(tolerance: tolerance) { (layer, share) throws(SpringError) in
      try layer.spring.printableKeyframes(
        fromValue: layer.fromOffset, toValue: 0.0, initialVelocity: layer.initialVelocity,
        tolerance: share, interpolation: .linear)
    }
  }
}
