extension Spring {
  /// The spring in every ecosystem SpringKit speaks: SwiftUI, Core Animation, UIKit,
  /// Android, Rebound, POP, framer-motion, react-spring, Flutter, React Native, Jetpack
  /// Compose, Reanimated, anime.js and Figma, then Svelte (at 60 fps), GSAP and After
  /// Effects, in that order.
  ///
  /// ```swift
  /// let uiKit = Spring.smooth.equivalents()[2]
  /// // uiKit.key == "uikit", uiKit.code == "UIView.animate(withDuration: …)"
  /// ```
  ///
  /// - Parameter uiKitVelocity: The initial velocity in fractions of the distance per
  ///   second (UIKit's `initialSpringVelocity`), if the motion starts moving: the motion
  ///   from 0 to 1 of ``equivalents(from:to:initialVelocity:)``, so every API that takes a
  ///   velocity gets it in its unit for a distance of 1.
  /// - Returns: One equivalent per ecosystem.
  /// - Complexity: O(1), though POP's nearest fit samples up to 41 candidate motions.
  public func equivalents(uiKitVelocity: Double? = nil) -> [SpringEquivalent] {
    equivalents(from: 0, to: 1, initialVelocity: uiKitVelocity)
  }

  /// The spring in every ecosystem, with code that starts the motion from `from` toward
  /// `to` at `initialVelocity`.
  ///
  /// Every ecosystem whose API takes an initial velocity (``SpringVelocityDialect``) gets
  /// it in its own unit: added to its parameters under the API's name and written into its
  /// code. An API whose unit is relative to the distance cannot carry it when `from`
  /// equals `to`; its ``SpringEquivalent/carriesVelocity`` is then `false`.
  ///
  /// ```swift
  /// let android = Spring.bouncy.equivalents(from: 0, to: 200, initialVelocity: 100)[3]
  /// // android.code ends in ".setStartVelocity(100f)"
  /// ```
  ///
  /// - Parameters:
  ///   - from: The value the motion starts at.
  ///   - to: The value the spring pulls toward.
  ///   - initialVelocity: Units per second at the start, or `nil` for code that starts at
  ///     rest without naming a velocity.
  /// - Returns: One equivalent per ecosystem, in the order of ``equivalents(uiKitVelocity:)``.
  /// - Complexity: O(1), though POP's nearest fit samples up to 41 candidate motions.
  public func equivalents(from: Double, to: Double, initialVelocity: Double?)
    -> [SpringEquivalent]
  {
    // A curve that starts moving by itself is compared with the motion it is given (from
    // rest when the velocity is not relative to a distance that exists).
    let starting =
      initialVelocity.flatMap {
        SpringVelocityUnit.distancesPerSecond.value($0, distance: to - from)
      } ?? 0
    // Each view is built when its equivalent is, once: the curves are not first built from
    // rest and then again for the motion (each costs thousands of samples).
    let views: [(key: String, title: String, view: () -> any SpringDialect)] = [
      ("swiftui", "SwiftUI", { swiftUI }),
      ("coreAnimation", "Core Animation", { coreAnimation }),
      ("uikit", "UIKit", { uiKit }),
      ("android", "Android", { android }),
      ("rebound", "Rebound", { rebound }),
      ("pop", "POP", { pop }),
      ("framerMotion", "framer-motion", { framerMotion }),
      ("reactSpring", "react-spring", { reactSpring }),
      ("flutter", "Flutter", { flutter }),
      ("reactNative", "React Native", { reactNative }),
      ("compose", "Jetpack Compose", { compose }),
      ("reanimated", "Reanimated", { reanimated }),
      ("animeJS", "anime.js", { animeJS }),
      ("figma", "Figma", { figma }),
      // Curves whose velocity and frame rate are part of the dialect (#19, dialects-b).
      ("svelte", "Svelte", { SvelteParameters(self, startingVelocity: starting) }),
      ("gsap", "GSAP", { GSAPElasticParameters(self, startingVelocity: starting) }),
      ("afterEffects", "After Effects", { afterEffects }),
    ]
    return views.map { key, title, makeView in
      let view = makeView()
      var equivalent = SpringEquivalent(
        key: key, title: title, dialect: type(of: view).dialectName, parameters: view.parameters,
        code: view.code, deviation: view.deviation)
      equivalent.frameRate = (view as? any SpringFrameRateDialect)?.frameRate
      guard let moving = view as? any SpringVelocityDialect else { return equivalent }
      let unit = type(of: moving).velocityUnit
      equivalent.velocityUnit = unit
      if let initialVelocity, let value = unit.value(initialVelocity, distance: to - from) {
        equivalent.parameters.append(SpringParameter(type(of: moving).velocityName, value))
        equivalent.code = moving.code(initialVelocity: value)
        equivalent.carriesVelocity = true
      }
      return equivalent
    }
  }
}
