public import SpringKit
public import SpringScenarios

// A menu's motion as one JSON document, as `springfit outline --format json` prints it.

extension MenuBounce {
  /// The frames of one motion with the menu and the spring that made them.
  ///
  /// The keys: `example` (`scenario`, or `null`), `motion` (`show` or `dismiss`), `width`
  /// (the screen's), `height` (`menuHeight`), `buttons` (`buttonCount`, `null` when
  /// `heightOverride` sets the height), `overhang`, `screenHeight`, `fps`, `from`, `to` and
  /// `initialVelocity` (points per second: `initialSpringVelocity` times `to − from`),
  /// `positiveOffsetScale`, `spring` {`mass`, `stiffness`, `damping`, `dampingRatio`,
  /// `response`} and `frames`, each `{"bendOffset": {"horizontal", "vertical"}, "d", "path",
  /// "position", "time"}`: `path` lists the drawing commands (`BendableOutline.jsonPath`), `d`
  /// is the same path as SVG path data, both in the menu's own coordinates.
  ///
  /// ```swift
  /// let menu = MenuBounce()
  /// let frames = try menu.showFrames(fps: 60)
  /// let document = try menu.jsonDocument(
  ///   frames: frames, spring: try menu.showSpring(), dismissing: false, fps: 60)
  /// ```
  ///
  /// - Parameters:
  ///   - frames: The frames, as `frames(spring:dismissing:fps:limit:)` makes them.
  ///   - spring: The spring of the motion.
  ///   - dismissing: Whether the menu falls back below the screen.
  ///   - fps: The frame rate the frames were made at.
  ///   - scenario: The scenario's name when the motion is one (`menu-bounce`), or `nil`.
  /// - Returns: The document, for ``JSONWriter``.
  /// - Throws: `SpringError` when the initial velocity overflows.
  /// - Complexity: O(frames × the outline's commands).
  public func jsonDocument(
    frames: [MenuFrame], spring: Spring, dismissing: Bool, fps: Double,
    scenario: String? = nil
  ) throws(SpringError) -> JSONValue {
    let (from, to) = dismissing ? (shownY, hiddenY) : (hiddenY, shownY)
    let velocity = try SpringVelocity.absolute(
      normalized: initialSpringVelocity, distance: to - from)
    return [
      "example": scenario.map(JSONValue.string) ?? .null,
      "motion": .string(dismissing ? "dismiss" : "show"),
      "width": .number(screenWidth),
      "height": .number(menuHeight),
      "buttons": heightOverride == nil ? .number(Double(buttonCount)) : .null,
      "overhang": .number(overhang),
      "screenHeight": .number(screenHeight),
      "fps": .number(fps),
      "from": .number(from),
      "to": .number(to),
      "initialVelocity": .number(velocity),
      "positiveOffsetScale": .number(positiveOffsetScale),
      "spring": [
        "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
        "damping": .number(spring.damping), "dampingRatio": .number(spring.dampingRatio),
        "response": .number(spring.response),
      ],
      "frames": .array(
        frames.map { frame in
          [
            "time": .number(frame.time),
            "position": .number(frame.y),
            "bendOffset": ["horizontal": .number(0), "vertical": .number(frame.offset)],
            "path": frame.outline.jsonPath,
            "d": .string(frame.outline.svgPathData()),
          ]
        }),
    ]
  }
}
