public import SpringScenarios

extension OutlineFilmstrip {
  /// The most frames ``init(menu:title:screenHeight:count:)`` shows by default.
  public static let menuFrameCount = 12

  /// The bouncing menu's motion as a filmstrip of at most `count` evenly chosen frames (the
  /// last, at rest, among them; ``evenlySpaced(_:count:)``), with the screen's bottom edge
  /// as the dashed guide.
  ///
  /// ```swift
  /// let strip = try OutlineFilmstrip(
  ///   menu: try MenuBounce().showFrames(fps: 60), title: "The bouncing menu",
  ///   screenHeight: 667)
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The menu's frames, in order (SpringScenarios' `MenuFrame`).
  ///   - title: The title above the strip.
  ///   - screenHeight: The y of the screen's bottom edge, in the frames' coordinates.
  ///   - count: The most frames to show.
  /// - Throws: ``ChartError`` for no frames or a frame with a non-finite time or coordinate.
  public init(
    menu frames: [MenuFrame], title: String, screenHeight: Double, count: Int = menuFrameCount
  ) throws(ChartError) {
    try self.init(frames: Self.evenlySpaced(frames.map(Frame.init(menuFrame:)), count: count))
    self.title = title
    guideY = screenHeight
    guideLabel = "the screen's bottom edge"
  }
}
