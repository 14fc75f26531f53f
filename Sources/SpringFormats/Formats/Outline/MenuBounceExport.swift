public import SpringKit
public import SpringScenarios

/// Hokusai's bouncing menu frame by frame, as JSON, CSV or an animated SVG: what
/// `springfit outline` does, as a request a Swift program fills in and runs.
///
/// The motion is `MenuBounce`'s, with these sizes and velocity, and ``spring`` when one is
/// given instead of the menu's own UIKit spring.
///
/// ```swift
/// var export = MenuBounceExport()
/// export.format = .svg
/// export.playback = .loop(hold: 1)
/// let svg = try export.text()
/// ```
public struct MenuBounceExport: Sendable, Hashable {
  /// The output format.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// One JSON object with the parameters and a `frames` array.
    case json
    /// RFC 4180 CSV with the columns `time,position,bend_horizontal,bend_vertical`.
    case csv
    /// An animated SVG: the outline on screen, its `d` interpolated through every frame.
    case svg
  }

  /// The latest frame time, in seconds, for a motion that does not rest before: the limit
  /// of `MenuBounce.showFrames(fps:limit:)`'s default.
  public static let timeLimit = 10.0
  /// The largest ``fps``, so that the 10 s limit stays below 10 001 frames.
  public static let maximumFPS = 1000.0
  /// The largest ``width``, ``height`` and ``overhang``, in points: far beyond any screen,
  /// and small enough that no coordinate of the outline on screen can overflow.
  public static let maximumSize = 1_000_000.0
  /// The largest ``buttons``: its height, 64·N + 32 points, stays below ``maximumSize``.
  public static let maximumButtons = 10_000
  /// The longest hold of a looping SVG, in seconds: a minute keeps the SVG's 6-decimal
  /// keyTimes finer than a frame at 1000 fps.
  public static let maximumHold = 60.0
  /// The hold of a looping SVG by default, in seconds: a beat to see the menu at rest before
  /// it springs again.
  public static let defaultHold = 1.0

  /// The menu's width, in points: the screen's width; 375 by default.
  public var width = MenuBounce().screenWidth
  /// The screen's height, in points: the menu hides just below it; 667, the scenario's.
  public var screenHeight = MenuBounce().screenHeight
  /// The menu's height, in points, used when ``buttons`` is `nil`; 224 (three buttons) by
  /// default.
  public var height = MenuBounce().menuHeight
  /// The button count the height comes from, or `nil` when ``height`` is given.
  public var buttons: Int? = MenuBounce().buttonCount
  /// Points of fill below the menu; 100 by default.
  public var overhang = MenuBounce().overhang
  /// Frames per second; 60 by default.
  public var fps = 60.0
  /// Whether the menu falls back below the screen instead of springing up.
  public var dismiss = false
  /// The spring, or `nil` for the menu's own UIKit spring.
  public var spring: Spring?
  /// UIKit's initial velocity in distances per second: Hokusai's 0.6 by default.
  public var normalizedVelocity = MenuBounce().initialSpringVelocity
  /// The output format.
  public var format = Format.json
  /// How the SVG plays: once, holding the rest frame (the default), or in a loop.
  public var playback = AnimatedOutlineSVG.Playback.once

  /// Hokusai's menu showing on UIKit's spring, as JSON: `springfit outline` with no options.
  public init() {}

  /// The menu model behind the settings, for its springs and constants.
  public var menu: MenuBounce {
    var menu = MenuBounce(
      buttonCount: buttons ?? 0, screenWidth: width, screenHeight: screenHeight)
    menu.overhang = overhang
    // A button count sets the height itself; only a given height overrides it.
    menu.heightOverride = buttons == nil ? height : nil
    menu.initialSpringVelocity = normalizedVelocity
    return menu
  }

  /// Checks the sizes, the button count, the frame rate and the hold against their limits,
  /// UIKit's velocity against the menu's height, and that only an SVG loops.
  ///
  /// - Throws: ``MenuBounceExportError``.
  public func validate() throws(MenuBounceExportError) {
    let sizes = [("width", width), ("height", height), ("screenHeight", screenHeight)]
    for (setting, value) in sizes where !(value > 0 && value <= Self.maximumSize) {
      throw .outOfRange(setting: setting, value: value, limits: "greater than 0, at most 1e6")
    }
    if !(overhang >= 0 && overhang <= Self.maximumSize) {
      throw .outOfRange(setting: "overhang", value: overhang, limits: "from 0 to 1e6")
    }
    if let buttons, !(1...Self.maximumButtons).contains(buttons) {
      throw .outOfRange(
        setting: "buttons", value: Double(buttons), limits: "from 1 to \(Self.maximumButtons)")
    }
    if !(fps > 0 && fps <= Self.maximumFPS) {
      throw .outOfRange(setting: "fps", value: fps, limits: "greater than 0, at most 1000")
    }
    if case .loop(let hold) = playback, !(hold >= 0 && hold <= Self.maximumHold) {
      throw .outOfRange(setting: "hold", value: hold, limits: "from 0 to 60")
    }
    // UIKit's velocity is a fraction of the distance per second; the product may overflow.
    let velocity = try? SpringVelocity.absolute(
      normalized: normalizedVelocity, distance: menu.menuHeight)
    if !(velocity?.isFinite ?? false) { throw .velocityTooLarge(normalizedVelocity) }
    if case .loop = playback, format != .svg { throw .loopWithoutSVG }
  }

  /// The spring that moves the menu: ``spring``, or the menu's own for the direction.
  ///
  /// - Throws: `SpringError` if the menu's own spring cannot be made.
  public func effectiveSpring() throws(SpringError) -> Spring {
    if let spring { return spring }
    return try menu.spring(dismissing: dismiss)
  }

  /// The frames as SpringKit makes them: frame i at i/fps seconds, from frame 0 until the
  /// menu rests, at most ``timeLimit`` seconds.
  ///
  /// - Throws: `SpringError` when SpringKit refuses a value.
  /// - Complexity: O(frames).
  public func frames() throws(SpringError) -> [MenuFrame] {
    try menu.frames(
      spring: try effectiveSpring(), dismissing: dismiss, fps: fps, limit: Self.timeLimit)
  }

  /// The animated SVG of `frames`: each frame's outline drawn at its position on screen.
  ///
  /// - Throws: `AnimatedOutlineSVGError` for frames it cannot animate.
  public func svg(frames: [MenuFrame]) throws(AnimatedOutlineSVGError) -> AnimatedOutlineSVG {
    var svg = try AnimatedOutlineSVG(
      keyframes: frames.map { AnimatedOutlineSVG.Keyframe(menuFrame: $0) })
    svg.title = "springfit outline: the bouncing menu, " + (dismiss ? "dismiss" : "show")
    svg.playback = playback
    return svg
  }

  /// Computes the frames and writes them in ``format``, ending with a newline.
  ///
  /// - Throws: ``MenuBounceExportError`` as ``validate()`` does, or
  ///   ``MenuBounceExportError/failure(_:)`` if SpringKit or a writer refuses a
  ///   value ``validate()`` let through, or the motion is not finite.
  public func text() throws(MenuBounceExportError) -> String {
    try validate()
    let frames: [MenuFrame]
    let spring: Spring
    do {
      spring = try effectiveSpring()
      frames = try self.frames()
    } catch {
      throw .failure("cannot compute the menu's motion: \(error.description)")
    }
    // Sizes are capped, so only an extreme spring could get here; nothing is written then.
    if let bad = frames.first(where: { !($0.y.isFinite && $0.offset.isFinite) }) {
      throw .failure("the menu's motion is not finite at time \(bad.time) s")
    }
    switch format {
    case .json:
      do {
        let document = try menu.jsonDocument(
          frames: frames, spring: spring, dismissing: dismiss, fps: fps,
          scenario: self.spring == nil ? Scenario.menuBounce.name : nil)
        return try JSONWriter(style: .pretty).string(for: document) + "\n"
      } catch {
        throw .failure(WriterFailure.message(writing: "JSON", error))
      }
    case .csv:
      return MenuFrame.csv(frames)
    case .svg:
      do {
        return try svg(frames: frames).document()
      } catch {
        throw .failure(WriterFailure.message(writing: "SVG", error))
      }
    }
  }
}

/// Why a ``MenuBounceExport`` cannot be written.
public enum MenuBounceExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// UIKit's velocity (distances per second) times the height is not finite.
  case velocityTooLarge(Double)
  /// A loop was asked for a format other than SVG.
  case loopWithoutSVG
  /// A size, the button count, the frame rate or the hold is outside its limits.
  case outOfRange(setting: String, value: Double, limits: String)
  /// SpringKit or a writer refused a value the checks let through (the sentence).
  case failure(String)

  /// The rule broken; for ``loopWithoutSVG``, why a loop does not apply.
  public var description: String {
    switch self {
    case .velocityTooLarge(let velocity):
      "the velocity \(velocity) times the menu's height is not finite"
    case .loopWithoutSVG: "it repeats the animation of --format svg only"
    case .outOfRange(let setting, let value, let limits):
      "\(setting) \(value) is out of range: it must be \(limits)"
    case .failure(let message): message
    }
  }
}
