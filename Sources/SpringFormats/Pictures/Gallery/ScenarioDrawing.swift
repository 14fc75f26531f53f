public import SpringFitting
public import SpringKit
public import SpringScenarios

/// A seed scenario drawn as the seed's own picture, moving: an animated SVG, a still of it,
/// a page that plays it, and the frames it was drawn from.
///
/// Each `Scenario` is computed by its SpringScenarios model and drawn frame by frame (60 fps by
/// default), the seed's easing or keyframes beside the spring that replaces them:
///
/// - `menu-bounce`: Hokusai's menu springing up (`MenuBounce`), as
///   `springfit outline --format svg` draws it (``AnimatedOutlineSVG``);
/// - `menu-drag`: the menu as a sheet following a drag, released onto a detent
///   (`MenuDrag`), drawn the same way, with its ``release``;
/// - `shine-button`: the circle, the icon's pop and the 7 particles (`ShineButton`), the
///   seed's pop keyframes on the left and the spring fitted to them on the right;
/// - `scale-pop`: the two pops alone (`ScalePop`);
/// - `counter`: the label rolling 0 → 100 → 250 (`CounterRoll`), easeInQuart above the
///   spring, each with a bar at the unrounded value;
/// - `donut-sweep`: the donut of 2, 1, 4 (`DonutSweep`), easeOutQuint beside the spring;
/// - `animation-view`: the view scaling, fading and moving (`AnimationView`), linear basic
///   animations beside springs, each lane listing its handlers' calls as they fire.
///
/// Every animation repeats forever, holding its last frame ``hold`` seconds first. Frames
/// are joined by straight-line interpolation, as the player draws them between frames.
///
/// ```swift
/// let drawing = try ScenarioDrawing(.donutSweep)
/// let svg = drawing.svg()          // plays in a browser
/// let json = try drawing.json()    // the frames it plays
/// ```
public struct ScenarioDrawing: Sendable {
  /// The scenario drawn.
  public let scenario: Scenario
  /// Frames per second.
  public let fps: Double
  /// The names of each frame's numbers, as in ``json()``.
  public let columns: [String]
  /// The frames drawn, one per 1/``fps`` seconds.
  public let frames: [ScenarioFrame]
  /// The springs of the drawing and, where the seed used an easing or keyframes, how far
  /// each departs from it.
  public let springs: [ScenarioSpring]
  /// One sentence about what is drawn.
  public let caption: String
  /// The lines the drawing lists as they fire (`animation-view`'s handler calls), each with
  /// its lane and time; empty for the other scenarios.
  public let calls: [ScenarioCall]
  /// How a dragged scenario is released and settles (`menu-drag`); `nil` for the others.
  public let release: ScenarioRelease?

  let picture: Picture

  /// The seconds the last frame is held before the animation repeats: 1.
  public static let hold = 1.0

  /// What draws the frames.
  enum Picture: Sendable {
    /// A scene of SMIL-animated attributes; the still is the frame at the index.
    case scene(SMILScene, still: Int)
    /// The menu's outline; the still is the frame at the index.
    case outline(AnimatedOutlineSVG, still: Int)
  }

  /// Draws a scenario.
  ///
  /// - Parameters:
  ///   - scenario: Which one.
  ///   - fps: Frames per second; finite, from 1 to 1000. 60 by default.
  /// - Throws: ``ScenarioDrawingError`` when `fps` is out of range, or should a model,
  ///   the fit or a writer refuse a value.
  public init(_ scenario: Scenario, fps: Double = 60) throws(ScenarioDrawingError) {
    guard fps.isFinite, fps >= 1, fps <= 1000 else { throw .frameRate(fps) }
    self.scenario = scenario
    self.fps = fps
    let parts: Parts
    do {
      switch scenario {
      case .menuBounce: parts = try Self.menu(fps: fps)
      case .menuDrag: parts = try Self.menuDrag(fps: fps)
      case .shineButton: parts = try Self.shine(fps: fps, particles: true)
      case .scalePop: parts = try Self.shine(fps: fps, particles: false)
      case .counter: parts = try Self.counter(fps: fps)
      case .donutSweep: parts = try Self.donut(fps: fps)
      case .animationView: parts = try Self.animationView(fps: fps)
      }
    } catch let error as SpringError {
      throw .spring(error)
    } catch let error as FitError {
      throw .fit(error)
    } catch let error as AnimatedOutlineSVGError {
      throw .outline(error)
    } catch {
      throw .other("\(error)")
    }
    columns = parts.columns
    frames = parts.frames
    springs = parts.springs
    caption = parts.caption
    calls = parts.calls
    release = parts.release
    picture = parts.picture
  }

  /// What each scenario's builder returns.
  struct Parts {
    var columns: [String]
    var frames: [ScenarioFrame]
    var springs: [ScenarioSpring]
    var caption: String
    var picture: Picture
    var calls: [ScenarioCall] = []
    var release: ScenarioRelease? = nil
  }

  /// The animated SVG, ending with a newline.
  public func svg() -> String {
    switch picture {
    case .scene(let scene, _): scene.document()
    case .outline(let outline, _): outline.document()
    }
  }

  /// The drawing at one telling frame, without animation: the still of the README.
  public func stillSVG() -> String {
    switch picture {
    case .scene(let scene, let index): return scene.still(at: index)
    case .outline(let outline, let index):
      guard
        var still = try? AnimatedOutlineSVG(
          keyframes: [outline.keyframes[min(index, outline.keyframes.count - 1)]])
      else { return outline.document() }
      still.title = outline.title
      return still.document()
    }
  }

  /// The frame time the still shows, in seconds.
  public var stillTime: Double {
    switch picture {
    case .scene(_, let index), .outline(_, let index):
      frames[min(index, frames.count - 1)].time
    }
  }
}

/// A spring a ``ScenarioDrawing`` uses and, where it replaces an easing or keyframes, how far
/// it departs from them.
public struct ScenarioSpring: Sendable, Hashable {
  /// What it drives: `pop`, `progress`, `value`, `menu`.
  public let role: String
  /// The spring.
  public let spring: Spring
  /// Its initial velocity, in the value's units per second.
  public let initialVelocity: Double
  /// What it replaces (`easeOutQuint over 1 s`), or `nil` when the seed used the spring.
  public let replaces: String?
  /// The root mean square of spring − curve at 1001 evenly spaced times over the curve's
  /// duration (as `springfit fit` reports `rmsError`), in the value's units; `nil` without
  /// a curve.
  public let rmsDeparture: Double?
  /// The largest |spring − curve| at those times; `nil` without a curve.
  public let maxDeparture: Double?
}

/// A line a ``ScenarioDrawing`` shows from the moment it fires: a handler's call.
public struct ScenarioCall: Sendable, Hashable {
  /// The lane: `basic` or `spring`.
  public let lane: String
  /// When it fires, in seconds; the line shows from the first frame at or after it.
  public let time: Double
  /// The line: `0.4 s  stop 1 scale: log`.
  public let text: String
}

/// Why a ``ScenarioDrawing`` could not be made.
public enum ScenarioDrawingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame rate is not finite or outside 1…1000.
  case frameRate(Double)
  /// A scenario's model refused a value.
  case spring(SpringError)
  /// The fit of the seed's keyframes failed.
  case fit(FitError)
  /// The outline writer refused the frames.
  case outline(AnimatedOutlineSVGError)
  /// Anything else, described.
  case other(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .frameRate(let fps): "the frame rate must be from 1 to 1000 frames per second, not \(fps)"
    case .spring(let error): error.description
    case .fit(let error): error.description
    case .outline(let error): error.description
    case .other(let text): text
    }
  }
}

extension ScenarioDrawing {
  /// How far a spring departs from a curve, as `springfit fit` measures a fit: at 1001
  /// evenly spaced times over the curve's duration.
  static func departure(
    spring: Spring, from: Double, to: Double, initialVelocity: Double = 0, duration: Double,
    curve: (Double) -> Double
  ) throws(SpringError) -> (rms: Double, max: Double) {
    var sum = 0.0
    var largest = 0.0
    let grid = TimeGrid(duration: duration, intervals: SpringFitter.comparisonCount - 1)
    for time in grid {
      let error = abs(
        spring.value(
          fromValue: from, toValue: to, initialVelocity: initialVelocity, time: time)
          - curve(time))
      sum += error * error
      largest = max(largest, error)
    }
    return ((sum / Double(grid.count)).squareRoot(), largest)
  }

  /// A number for a caption: 3 significant digits.
  static func short(_ value: Double) -> String { NumberText.rounded(value, significantDigits: 3) }
}
