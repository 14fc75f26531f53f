extension Spring {
  /// The spring in every ecosystem SpringKit speaks: SwiftUI, Core Animation, UIKit,
  /// Android, Rebound, POP, framer-motion, react-spring and Flutter, in that order.
  ///
  /// ```swift
  /// let uiKit = Spring.smooth.equivalents()[2]
  /// // uiKit.key == "uikit", uiKit.code == "UIView.animate(withDuration: …)"
  /// ```
  ///
  /// - Parameter uiKitVelocity: UIKit's `initialSpringVelocity` (fractions of the distance
  ///   per second), if the motion starts moving: added to the UIKit parameters as
  ///   `velocity` and written into its code. The other ecosystems start at rest.
  /// - Returns: One equivalent per ecosystem.
  /// - Complexity: O(1), though POP's nearest fit samples up to 41 candidate motions.
  public func equivalents(uiKitVelocity: Double? = nil) -> [SpringEquivalent] {
    let views: [(key: String, title: String, view: any SpringDialect)] = [
      ("swiftui", "SwiftUI", swiftUI),
      ("coreAnimation", "Core Animation", coreAnimation),
      ("uikit", "UIKit", uiKit),
      ("android", "Android", android),
      ("rebound", "Rebound", rebound),
      ("pop", "POP", pop),
      ("framerMotion", "framer-motion", framerMotion),
      ("reactSpring", "react-spring", reactSpring),
      ("flutter", "Flutter", flutter),
    ]
    return views.map { key, title, view in
      var equivalent = SpringEquivalent(
        key: key, title: title, dialect: type(of: view).dialectName, parameters: view.parameters,
        code: view.code, deviation: view.deviation)
      if let uiKit = view as? UIKitParameters, let uiKitVelocity {
        equivalent.parameters.append(SpringParameter("velocity", uiKitVelocity))
        equivalent.code = uiKit.code(initialVelocity: uiKitVelocity)
      }
      return equivalent
    }
  }
}
