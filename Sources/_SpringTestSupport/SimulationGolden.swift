public import SpringKit

/// Records what `SpringSimulation` shows, bit for bit, over a grid of springs, travels,
/// thresholds, frame sources and anchorings: the text kept as a golden so that a change to
/// how the rest instant is found can be proved not to change a single displayed value, event
/// or rest instant.
///
/// One line per run: its label, the frames advanced, the frame of rest (−1 if none), the
/// bits of the rest instant (``SpringSimulation/settlingTime`` once at rest, else asked at the
/// end), of the clock and of the value at the end, and a 64-bit FNV-1a hash of every frame's
/// value bits, velocity bits and events. Numbers are hexadecimal bit patterns, so the
/// comparison is exact.
public enum SimulationGolden {
  /// The damping ratios of the grid: every regime and both sides of ζ = 1/√2 and ζ = 1.
  public static let dampingRatios: [Double] = [
    0, 0.05, 0.3, 0.7, 0.725, 0.85, 0.99, 1, 1.01, 2, 100,
  ]
  /// The distances from the value to the target.
  public static let travels: [Double] = [1e-3, 1, 1e3]
  /// The rest thresholds, by name.
  public static func thresholds() throws(SpringError) -> [(String, RestThreshold)] {
    [
      ("points", .points),
      ("1e-12", try RestThreshold(distance: 1e-12, speed: 1e-12)),
      ("1e-300", try RestThreshold(distance: 1e-300, speed: 1e-300)),
    ]
  }
  /// The fixed frame rates, in hertz; `0` stands for the jittered frames.
  public static let frameRates: [Double] = [30, 60, 120, 144, 240, 0]
  /// How a run anchors its motion after creation.
  public enum Scenario: String, CaseIterable, Sendable {
    /// Created and left alone.
    case fresh
    /// Retargeted once, at the 7th frame, to the far side of the start.
    case retarget
    /// Given a velocity once, at the 5th frame.
    case kick
    /// Retargeted at every one of the first 40 frames (a follower), then left alone.
    case follower
    /// Created, its rest instant asked at once and after a retarget at the 7th frame.
    case query
  }
  /// The most frames one run advances.
  public static let frameLimit = 1500

  /// The golden text for one scenario, scalar `Double` simulations, over the whole grid.
  ///
  /// - Parameter scenario: The anchorings of every run.
  /// - Returns: One line per run, in grid order.
  /// - Throws: ``SpringError`` if a simulation rejects its input (none does).
  public static func text(_ scenario: Scenario) throws(SpringError) -> String {
    var lines: [String] = []
    for ratio in dampingRatios {
      let spring = try Spring(response: 0.41, dampingRatio: ratio)
      for travel in travels {
        for (thresholdName, threshold) in try thresholds() {
          for rate in frameRates {
            let label =
              "\(scenario.rawValue) z=\(ratio) travel=\(travel) \(thresholdName) "
              + (rate == 0 ? "jitter" : "\(Int(rate))Hz")
            var simulation = try SpringSimulation(
              spring: spring, value: 0.0, target: travel, restThreshold: threshold)
            let line = try run(&simulation, scenario, travel: travel, rate: rate)
            lines.append(label + " " + line)
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The golden text of planar and `Float` motions and overshoot clamping, on a smaller grid.
  ///
  /// - Returns: One line per run.
  /// - Throws: ``SpringError`` if a simulation rejects its input (none does).
  public static func variantsText() throws(SpringError) -> String {
    var lines: [String] = []
    for ratio in dampingRatios {
      let spring = try Spring(response: 0.41, dampingRatio: ratio)
      for travel in [1.0, 1e3] {
        for rate in [60.0, 0] {
          let frames = rate == 0 ? "jitter" : "\(Int(rate))Hz"
          for scenario in [Scenario.fresh, .retarget, .follower] {
            let label = "\(scenario.rawValue) z=\(ratio) travel=\(travel) \(frames)"
            var planar = try SpringSimulation(
              spring: spring, value: SIMD2<Double>(0, 0.3 * travel),
              target: SIMD2<Double>(travel, 0), velocity: SIMD2<Double>(0, 2 * travel))
            lines.append(
              "SIMD2 " + label + " "
                + (try run(&planar, scenario, travel: travel, rate: rate)))
            var float = try SpringSimulation(
              spring: spring, value: Float(0), target: Float(travel))
            lines.append(
              "Float " + label + " "
                + (try run(&float, scenario, travel: travel, rate: rate)))
            var clamped = try SpringSimulation(spring: spring, value: 0.0, target: travel)
            clamped.clampsOvershoot = true
            lines.append(
              "clamped " + label + " "
                + (try run(&clamped, scenario, travel: travel, rate: rate)))
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Runs one simulation through a scenario and describes what it showed.
  ///
  /// - Parameters:
  ///   - simulation: The simulation, as created.
  ///   - scenario: Its anchorings.
  ///   - travel: The distance to the first target; later targets are multiples of it.
  ///   - rate: Frames per second, or `0` for jittered frames.
  /// - Returns: The run's golden fields, hexadecimal, separated by spaces.
  /// - Throws: ``SpringError`` if the simulation rejects a target, velocity or frame.
  static func run<V: SpringVector & GoldenBits>(
    _ simulation: inout SpringSimulation<V>, _ scenario: Scenario, travel: Double, rate: Double
  ) throws(SpringError) -> String {
    var generator = SeededGenerator(seed: 0x601D_E7 ^ travel.bitPattern)
    var hash = FNV1a()
    var restFrame = -1
    var frame = 0
    // A direction to move targets along: the first target minus the start.
    let start = simulation.value
    let direction = simulation.target - start
    if scenario == .query { hash.add(simulation.settlingTime) }
    while frame < frameLimit {
      switch (scenario, frame) {
      case (.retarget, 7), (.query, 7):
        try simulation.setTarget(start - V.Scalar(0.5) * direction)
        if scenario == .query { hash.add(simulation.settlingTime) }
      case (.kick, 5):
        try simulation.setVelocity(V.Scalar(-8) * direction)
      case (.follower, 0..<40):
        // The target runs ahead along a curve, a little further every frame.
        let step = 1 + 0.25 * Double(frame % 7)
        try simulation.setTarget(
          simulation.target + V.Scalar(step / 20) * direction)
      default: break
      }
      let duration =
        rate > 0
        ? 1 / rate
        : (generator.next() % 50 == 0 ? 0 : 0.002 + 0.032 * unit(generator.next()))
      let events = try simulation.advance(by: duration)
      frame += 1
      hash.add(simulation.value)
      hash.add(simulation.velocity)
      hash.add(UInt64(events.rawValue))
      if events.contains(.reachedRest) {
        restFrame = frame
        hash.add(simulation.settlingTime)
        if scenario != .follower || frame >= 40 { break }
      }
    }
    let fields: [UInt64] = [
      UInt64(frame), UInt64(bitPattern: Int64(restFrame)),
      (simulation.settlingTime ?? .nan).bitPattern, simulation.time.bitPattern,
      FNV1a.of(simulation.value), hash.value,
    ]
    return fields.map { String($0, radix: 16) }.joined(separator: " ")
  }

  /// A Double in [0, 1) from 64 random bits.
  static func unit(_ bits: UInt64) -> Double { Double(bits >> 11) / Double(1 << 53) }
}

/// The 64-bit FNV-1a hash of a sequence of 64-bit words.
struct FNV1a {
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ word: UInt64) {
    var word = word
    for _ in 0..<8 {
      value = (value ^ (word & 0xFF)) &* 0x0000_0100_0000_01B3
      word >>= 8
    }
  }

  mutating func add(_ number: Double?) { add((number ?? -.infinity).bitPattern) }

  mutating func add(_ vector: some GoldenBits) {
    for word in vector.goldenWords { add(word) }
  }

  static func of(_ vector: some GoldenBits) -> UInt64 {
    var hash = FNV1a()
    hash.add(vector)
    return hash.value
  }
}

/// The bit patterns of a value's components, for hashing.
protocol GoldenBits {
  var goldenWords: [UInt64] { get }
}

extension Double: GoldenBits {
  var goldenWords: [UInt64] { [bitPattern] }
}

extension Float: GoldenBits {
  var goldenWords: [UInt64] { [UInt64(bitPattern)] }
}

extension SIMD2<Double>: GoldenBits {
  var goldenWords: [UInt64] { [x.bitPattern, y.bitPattern] }
}
