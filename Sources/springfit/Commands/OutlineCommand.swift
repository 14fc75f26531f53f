import ArgumentParsing
import SpringFormats
import SpringKit

/// Carries out `springfit outline`: Hokusai's bouncing menu frame by frame, as JSON, CSV or
/// an animated SVG.
///
/// The motion is ``MenuBounce``'s: a ``SpringSimulation`` from below the screen to flush with
/// its bottom (or back with `--dismiss`), the bend offset its lag (``LagBend``, positive
/// offsets scaled by 0.2) and the outline a ``BendableOutline`` bent by it. The frames are
/// built from those public pieces because ``MenuBounce`` takes neither another spring nor a
/// height that is not a button count; with the defaults they equal its frames bit for bit.
enum OutlineCommand: CommandWork {
  /// The motion the options describe: where it starts, where it goes, how fast it starts.
  struct Motion: Sendable, Equatable {
    /// The spring.
    var spring: Spring
    /// The top edge's y at time 0, in points.
    var from: Double
    /// The top edge's y at rest, in points.
    var to: Double
    /// The velocity at time 0, in points per second: UIKit's normalised velocity times
    /// `to − from`.
    var initialVelocity: Double
  }

  /// The menu model behind the options, for its springs and constants.
  static func menu(_ options: OutlineOptions) -> MenuBounce {
    var menu = MenuBounce(
      buttonCount: options.buttons ?? 0, screenWidth: options.width,
      screenHeight: options.screenHeight)
    menu.overhang = options.overhang
    // A button count sets the height itself; only `--height` overrides it.
    menu.heightOverride = options.buttons == nil ? options.height : nil
    menu.initialSpringVelocity = options.normalizedVelocity
    return menu
  }

  /// The spring, ends and initial velocity of the motion.
  ///
  /// - Throws: ``SpringError`` if the menu's own spring or the velocity cannot be made (the
  ///   parser has checked both).
  static func motion(_ options: OutlineOptions) throws(SpringError) -> Motion {
    let menu = self.menu(options)
    let (from, to) = options.dismiss ? (menu.shownY, menu.hiddenY) : (menu.hiddenY, menu.shownY)
    let spring: Spring
    if let given = options.spring {
      spring = given
    } else {
      spring = try options.dismiss ? menu.dismissSpring() : menu.showSpring()
    }
    let velocity = try SpringVelocity.absolute(
      normalized: menu.initialSpringVelocity, distance: to - from)
    return Motion(spring: spring, from: from, to: to, initialVelocity: velocity)
  }

  /// The frames as SpringKit makes them: frame i at i/fps seconds, from frame 0 until the
  /// menu rests, at most ``OutlineOptions/timeLimit`` seconds.
  ///
  /// - Throws: ``SpringError`` when SpringKit refuses a value (the parser has checked them).
  /// - Complexity: O(frames).
  static func menuFrames(_ options: OutlineOptions) throws(SpringError) -> [MenuFrame] {
    try menu(options).frames(
      spring: try motion(options).spring, dismissing: options.dismiss, fps: options.fps,
      limit: OutlineOptions.timeLimit)
  }

  /// Computes the frames and writes them in the chosen format.
  ///
  /// - Parameters:
  ///   - options: Validated options.
  ///   - input: Not read: `outline` takes no input file.
  ///   - output: Where the JSON, CSV or SVG text goes; untouched on failure.
  /// - Throws: ``CommandFailure/failure(_:)`` if SpringKit or a writer refuses a value the
  ///   parser let through, which would be a bug.
  static func run(
    _ options: OutlineOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let menuFrames: [MenuFrame]
    let motion: Motion
    do {
      motion = try self.motion(options)
      menuFrames = try self.menuFrames(options)
    } catch {
      throw .failure("cannot compute the menu's motion: \(error.description)")
    }
    // Sizes are capped, so only an extreme spring could get here; nothing is written then.
    if let bad = menuFrames.first(where: { !($0.y.isFinite && $0.offset.isFinite) }) {
      throw .failure("the menu's motion is not finite at time \(bad.time) s")
    }
    switch options.format {
    case .json:
      let text = try CommandFailure.writing("JSON") {
        let document = try menu(options).jsonDocument(
          frames: menuFrames, spring: motion.spring, dismissing: options.dismiss,
          fps: options.fps, scenario: options.spring == nil ? Scenario.menuBounce.name : nil)
        return try JSONWriter(style: .pretty).string(for: document)
      }
      output.write(text + "\n")
    case .csv:
      output.write(MenuFrame.csv(menuFrames))
    case .svg:
      output.write(
        try CommandFailure.writing("SVG") { try svg(options, frames: menuFrames).document() })
    }
  }

  /// The animated SVG: each frame's outline drawn at its position on screen.
  static func svg(
    _ options: OutlineOptions, frames: [MenuFrame]
  ) throws(AnimatedOutlineSVGError) -> AnimatedOutlineSVG {
    var svg = try AnimatedOutlineSVG(
      keyframes: frames.map { frame in
        AnimatedOutlineSVG.Keyframe(
          time: frame.time, outline: frame.outline, origin: SIMD2(0, frame.y))
      })
    svg.title = "springfit outline: the bouncing menu, " + (options.dismiss ? "dismiss" : "show")
    svg.playback = options.playback
    return svg
  }
}
