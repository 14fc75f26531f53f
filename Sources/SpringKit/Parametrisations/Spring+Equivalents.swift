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
    return SpringEcosystem.all.map { ecosystem in
      let view = ecosystem.view(self, starting)
      var equivalent = SpringEquivalent(
        key: ecosystem.key, title: ecosystem.title, dialect: type(of: view).dialectName,
        parameters: view.parameters,
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

/// One ecosystem SpringKit speaks: its key, its name and its view of a spring, as
/// ``Spring/equivalents(from:to:initialVelocity:)`` lists them.
///
/// A new dialect is one entry of ``all``; the help's lists of ecosystems read it, and
/// `DocsListsTests` holds the hand-written docs to it.
public struct SpringEcosystem: Sendable {
  /// The key of its equivalent in JSON, such as `swiftui` or `coreAnimation`.
  public let key: String
  /// Its name as people write it, such as `SwiftUI` or `Core Animation`.
  public let title: String
  /// The spring in its parameters, given the velocity the motion starts with (distances per
  /// second), which the dialects whose curve depends on it take.
  let view: @Sendable (Spring, Double) -> any SpringDialect

  /// Every ecosystem, in the order of ``Spring/equivalents(uiKitVelocity:)``.
  public static let all: [SpringEcosystem] = [
    .init(key: "swiftui", title: "SwiftUI") { spring, _ in spring.swiftUI },
    .init(key: "coreAnimation", title: "Core Animation") { spring, _ in spring.coreAnimation },
    .init(key: "uikit", title: "UIKit") { spring, _ in spring.uiKit },
    .init(key: "android", title: "Android") { spring, _ in spring.android },
    .init(key: "rebound", title: "Rebound") { spring, _ in spring.rebound },
    .init(key: "pop", title: "POP") { spring, _ in spring.pop },
    .init(key: "framerMotion", title: "framer-motion") { spring, _ in spring.framerMotion },
    .init(key: "reactSpring", title: "react-spring") { spring, _ in spring.reactSpring },
    .init(key: "flutter", title: "Flutter") { spring, _ in spring.flutter },
    .init(key: "reactNative", title: "React Native") { spring, _ in spring.reactNative },
    .init(key: "compose", title: "Jetpack Compose") { spring, _ in spring.compose },
    .init(key: "reanimated", title: "Reanimated") { spring, _ in spring.reanimated },
    .init(key: "animeJS", title: "anime.js") { spring, _ in spring.animeJS },
    .init(key: "figma", title: "Figma") { spring, _ in spring.figma },
    // Curves whose velocity and frame rate are part of the dialect (#19, dialects-b).
    .init(key: "svelte", title: "Svelte") { spring, starting in
      SvelteParameters(spring, startingVelocity: starting)
    },
    .init(key: "gsap", title: "GSAP") { spring, starting in
      GSAPElasticParameters(spring, startingVelocity: starting)
    },
    .init(key: "afterEffects", title: "After Effects") { spring, _ in spring.afterEffects },
  ]

  /// The spring in this ecosystem's parameters: its dialect's view, such as `spring.swiftUI`.
  ///
  /// ```swift
  /// let android = SpringEcosystem.all[3].dialect(of: .bouncy)  // Spring.bouncy.android
  /// ```
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - startingVelocity: The velocity the motion starts with, in distances per second,
  ///     which the dialects whose curve depends on it (Svelte, GSAP) take; 0 by default.
  /// - Returns: The view.
  public func dialect(of spring: Spring, startingVelocity: Double = 0) -> any SpringDialect {
    view(spring, startingVelocity)
  }

  /// The names of every ecosystem as a sentence's list: "SwiftUI, Core Animation, … and After
  /// Effects".
  public static var titleList: String { sentenceList(all.map(\.title)) }

  /// The JSON keys of every ecosystem, sorted, as a sentence's list: "afterEffects, android, …
  /// and uikit".
  public static var keyList: String { sentenceList(all.map(\.key).sorted()) }

  private static func sentenceList(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
