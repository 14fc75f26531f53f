import SpringKit

// Frame times shared by the scenarios: frame i is at i/fps seconds, computed from the index
// so that no rounding accumulates.

enum FrameClock {
  /// Checks a frame rate and a time limit.
  static func validate(fps: Double, limit: Double) throws(SpringError) {
    try SpringError.requirePositive(fps, "fps")
    try SpringError.requireNonNegative(limit, "limit")
    guard limit * fps < 10_000_000 else {
      throw SpringError(parameter: "limit", value: .number(limit), rule: .sampleBudget)
    }
  }

  /// The time of frame `index`, in seconds.
  static func time(_ index: Int, fps: Double) -> Double { Double(index) / fps }

  /// The number of the last frame at or before `duration` (with a tolerance of a billionth of
  /// a frame, so that 0.3 s at 60 fps has 18 frames after frame 0, not 17).
  static func lastIndex(through duration: Double, fps: Double) -> Int {
    index((duration * fps * (1 + 1e-9)).rounded(.down))
  }

  /// The number of the first frame at or after `duration` (with the same tolerance), so that
  /// a curve's end value is always shown.
  static func firstIndex(from duration: Double, fps: Double) -> Int {
    index((duration * fps * (1 - 1e-9)).rounded(.up))
  }

  /// A whole frame number as an `Int`, clamped to 0…2⁶²: a duration of 10³⁰⁰ s (a public
  /// property such as `DonutSweep.duration`) is a frame no run reaches, not a trap.
  static func index(_ whole: Double) -> Int {
    whole < 0x1p62 ? Int(exactly: Swift.max(whole, 0)) ?? 0 : 1 << 62
  }

  /// Frames of a simulation from frame 0 until it rests or `limit` seconds have passed.
  ///
  /// - Parameters:
  ///   - simulation: Advanced in place from frame to frame.
  ///   - fps: Frames per second.
  ///   - limit: The last frame time allowed, in seconds.
  ///   - frame: Makes the frame at a time from the simulation's state then.
  /// - Returns: The frames, the first at time 0.
  /// - Throws: `SpringError` from `frame` or from advancing the simulation.
  static func run<Value: SpringVector, Frame>(
    _ simulation: inout SpringSimulation<Value>, fps: Double, limit: Double,
    frame: (Double, SpringSimulation<Value>) throws(SpringError) -> Frame
  ) throws(SpringError) -> [Frame] {
    var frames = [try frame(0, simulation)]
    var index = 0
    var previous = 0.0
    let last = lastIndex(through: limit, fps: fps)
    while !simulation.isAtRest, index < last {
      index += 1
      let time = FrameClock.time(index, fps: fps)
      try simulation.advance(by: time - previous)
      previous = time
      frames.append(try frame(time, simulation))
    }
    return frames
  }
}
