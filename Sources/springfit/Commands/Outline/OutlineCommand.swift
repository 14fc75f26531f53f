import ArgumentParsing
import SpringFormats
import SpringKit
import SpringScenarios

/// Carries out `springfit outline`: Hokusai's bouncing menu frame by frame, as JSON, CSV or
/// an animated SVG.
///
/// The motion is ``MenuBounce``'s, with the options' sizes and velocity, and their spring
/// when one is given instead of the menu's own.
enum OutlineCommand: CommandWork {
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

  /// The spring that moves the menu: the given one, or the menu's own for the direction.
  ///
  /// - Throws: ``SpringError`` if the menu's own spring cannot be made (the parser has
  ///   checked it).
  static func spring(_ options: OutlineOptions) throws(SpringError) -> Spring {
    if let spring = options.spring { return spring }
    return try menu(options).spring(dismissing: options.dismiss)
  }

  /// The frames as SpringKit makes them: frame i at i/fps seconds, from frame 0 until the
  /// menu rests, at most ``OutlineOptions/timeLimit`` seconds.
  ///
  /// - Throws: ``SpringError`` when SpringKit refuses a value (the parser has checked them).
  /// - Complexity: O(frames).
  static func menuFrames(_ options: OutlineOptions) throws(SpringError) -> [MenuFrame] {
    try menu(options).frames(
      spring: try spring(options), dismissing: options.dismiss, fps: options.fps,
      limit: OutlineOptions.timeLimit)
  }

  /// Computes the frames and writes them in the chosen format.
  ///
  /// - Throws: ``CommandFailure/failure(_:)`` if SpringKit or a writer refuses a value the
  ///   parser let through, which would be a bug.
  static func run(
    _ options: OutlineOptions, input: StandardInput, output: inout some TextOutputStream
  ) throws(CommandFailure) {
    let menuFrames: [MenuFrame]
    let spring: Spring
    do {
      spring = try self.spring(options)
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
          frames: menuFrames, spring: spring, dismissing: options.dismiss,
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
      keyframes: frames.map { AnimatedOutlineSVG.Keyframe(menuFrame: $0) })
    svg.title = "springfit outline: the bouncing menu, " + (options.dismiss ? "dismiss" : "show")
    svg.playback = options.playback
    return svg
  }
}
