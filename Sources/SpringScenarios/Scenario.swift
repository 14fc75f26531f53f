public import SpringKit

/// The motions of the seed articles, each as frames a test, an exporter or the `springfit`
/// command can use.
///
/// Each case is named as its `springfit` example and has a typed model with its own frames
/// (``MenuBounce``, ``MenuDrag``, ``ScalePop``, ``ShineButton``, ``CounterRoll``, ``DonutSweep``,
/// ``AnimationView``); the
/// case's ``frames(fps:)`` flattens the model's default frames into rows of numbers named by
/// ``columns``. The scale pop compares its keyframes with the spring SpringFitting fits to
/// them (``ScalePop/fitted``):
///
/// ```swift
/// for scenario in Scenario.allCases {
///   let frames = try scenario.frames(fps: 60)
///   print(scenario.name, scenario.columns, frames.count)
/// }
/// ```
public enum Scenario: String, Sendable, Hashable, CaseIterable {
  /// Hokusai's menu springing up and falling back (``MenuBounce``).
  case menuBounce = "menu-bounce"
  /// The menu as a sheet dragged up from its closed detent and released onto the detent the
  /// fling chooses (``MenuDrag``).
  case menuDrag = "menu-drag"
  /// The shine button's icon pop, keyframes beside the fitted spring (``ScalePop``).
  case scalePop = "scale-pop"
  /// The shine button's whole tap sequence (``ShineButton``).
  case shineButton = "shine-button"
  /// The number label rolling to a new value, retargeted mid-flight (``CounterRoll``).
  case counter
  /// The donut chart sweeping in (``DonutSweep``).
  case donutSweep = "donut-sweep"
  /// The reusable animation view: scale, opacity and moves chained, with its handlers
  /// (``AnimationView``).
  case animationView = "animation-view"

  /// The name, as `springfit` spells it: `menu-bounce`, `menu-drag`, `scale-pop`,
  /// `shine-button`, `counter`, `donut-sweep`, `animation-view`.
  public var name: String { rawValue }

  /// One line describing the scenario.
  public var summary: String {
    switch self {
    case .menuBounce:
      "Hokusai's menu: up on a UIKit spring (0.8 s, damping 0.6, velocity 0.6), bent by "
        + "its lag, then down."
    case .menuDrag:
      "The menu as a sheet dragged up from closed (synthetic trace), released at the robust "
        + "velocity onto a detent."
    case .scalePop:
      "The shine button's icon pop: keyframes 0.4, 1, 0.9, 1 (cubic, 1/3 s) beside the "
        + "fitted spring."
    case .shineButton:
      "The shine button's tap: circle (0.1 s, easeOut), icon pop (1/3 s), 7 particles "
        + "turning 20° over 0.87 s."
    case .counter:
      "A number label rolling 0 → 100, retargeted to 250 at 0.15 s: easeInQuart over "
        + "0.3 s beside a spring, rounded."
    case .donutSweep:
      "A donut chart of 2, 1, 4 sweeping in: easeOutQuint over 1 s beside a spring that "
        + "settles in 1 s."
    case .animationView:
      "A view scaling, fading and moving (from → to, by), chained by its stop handlers: "
        + "linear animations beside springs."
    }
  }

  /// The names of the numbers in each frame's ``ScenarioFrame/values``.
  ///
  /// - `menu-bounce`, `menu-drag`: `y`, `offset` (points; the menu's top edge and its bend
  ///   offset).
  /// - `scale-pop`: `keyframes`, `spring` (scale).
  /// - `shine-button`: `circleRadius`, `iconScale`, `rotation` (radians),
  ///   `particleDistance`, `particleRadius` (points).
  /// - `counter`: `eased`, `easedShown`, `spring`, `springShown`.
  /// - `donut-sweep`: `easedProgress`, `springProgress`, then each segment's sweep angle in
  ///   radians, `easedSweep1`…`easedSweep3`, `springSweep1`…`springSweep3`.
  /// - `animation-view`: `basicScale`, `basicOpacity`, `basicX`, `basicY`, then the same for
  ///   the springs, `springScale`…`springY` (points, y down).
  public var columns: [String] {
    switch self {
    case .menuBounce, .menuDrag: ["y", "offset"]
    case .scalePop: ["keyframes", "spring"]
    case .shineButton:
      ["circleRadius", "iconScale", "rotation", "particleDistance", "particleRadius"]
    case .counter: ["eased", "easedShown", "spring", "springShown"]
    case .donutSweep:
      [
        "easedProgress", "springProgress", "easedSweep1", "easedSweep2", "easedSweep3",
        "springSweep1", "springSweep2", "springSweep3",
      ]
    case .animationView:
      [
        "basicScale", "basicOpacity", "basicX", "basicY", "springScale", "springOpacity",
        "springX", "springY",
      ]
    }
  }

  /// The default model's frames as rows of numbers.
  ///
  /// `menu-bounce` is the show followed by the dismissal, which starts at the show's last
  /// frame (its own frame 0, equal in position, is left out); `scale-pop` compares the
  /// keyframes with the spring fitted to them (``ScalePop/fitted``). Motions driven by
  /// springs end when they rest (at most 10 s).
  ///
  /// ```swift
  /// let frames = try Scenario.scalePop.frames(fps: 60)
  /// ```
  ///
  /// - Parameter fps: Frames per second; finite and greater than 0. 60 by default.
  /// - Returns: The frames, times increasing.
  /// - Throws: `SpringError` when `fps` breaks its rule.
  /// - Complexity: O(frames).
  public func frames(fps: Double = 60) throws(SpringError) -> [ScenarioFrame] {
    switch self {
    case .menuBounce:
      let menu = MenuBounce()
      let show = try menu.showFrames(fps: fps)
      let start = show.last?.time ?? 0
      let dismiss = try menu.dismissFrames(fps: fps).dropFirst()
      return show.map { ScenarioFrame(time: $0.time, values: [$0.y, $0.offset]) }
        + dismiss.map { ScenarioFrame(time: start + $0.time, values: [$0.y, $0.offset]) }
    case .menuDrag:
      return try MenuDrag().frames(fps: fps).map {
        ScenarioFrame(time: $0.time, values: [$0.y, $0.offset])
      }
    case .scalePop:
      return try ScalePop.fitted.frames(fps: fps).map {
        ScenarioFrame(time: $0.time, values: [$0.keyframeScale, $0.springScale])
      }
    case .shineButton:
      return try ShineButton().frames(fps: fps).map {
        ScenarioFrame(
          time: $0.time,
          values: [
            $0.circleRadius, $0.iconScale, $0.rotation, $0.particleDistance, $0.particleRadius,
          ])
      }
    case .counter:
      return try CounterRoll().frames(fps: fps).map {
        ScenarioFrame(
          time: $0.time,
          values: [$0.easedValue, Double($0.easedShown), $0.springValue, Double($0.springShown)])
      }
    case .donutSweep:
      return try DonutSweep().frames(fps: fps).map {
        ScenarioFrame(
          time: $0.time,
          values: [$0.easedProgress, $0.springProgress] + $0.easedSweeps + $0.springSweeps)
      }
    case .animationView:
      // Both drivers on one clock, until the later one stops; each holds its end state.
      let view = AnimationView()
      let basic = try view.segments(driver: .basic)
      let spring = try view.segments(driver: .spring)
      let end = max(basic.last?.end ?? 0, spring.last?.end ?? 0)
      try FrameClock.validate(fps: fps, limit: end)
      return try (0...FrameClock.firstIndex(from: end, fps: fps)).map {
        (index) throws(SpringError) in
        let time = min(FrameClock.time(index, fps: fps), end)
        let a = try view.frame(at: time, segments: basic, driver: .basic)
        let b = try view.frame(at: time, segments: spring, driver: .spring)
        return ScenarioFrame(
          time: time,
          values: [
            a.scale, a.opacity, a.position.x, a.position.y, b.scale, b.opacity, b.position.x,
            b.position.y,
          ])
      }
    }
  }
}

/// One row of a ``Scenario``'s frames: a time and the numbers its ``Scenario/columns`` name.
public struct ScenarioFrame: Sendable, Hashable {
  /// Seconds since the scenario began.
  public let time: Double
  /// One number per column.
  public let values: [Double]

  /// Creates a frame.
  public init(time: Double, values: [Double]) {
    self.time = time
    self.values = values
  }
}
