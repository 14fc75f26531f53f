import SpringKit
import Testing
import _SpringTestSupport

/// Each dialect's landing and stop against its library's formula at 50 digits
/// (`Tests/ReferenceData/decay-dialects.csv`, `Scripts/reference/decay_reference.py`).
@Suite struct DecayDialectTests {
  /// The issue's promise for the closed forms: 1e-12 relative.
  ///
  /// It holds for the landing and for the stops computed in closed form. Each is a handful of correctly rounded
  /// operations on exact doubles, so ~1e-15 would do; 1e-12 leaves room for the theta form
  /// of Reanimated's asymptote (a few ulp of a sum of up to ~100 terms).
  static let tolerance = 1e-12
  /// Reanimated's replay: hundreds of compounding frames in double, 1e-9 relative.
  static let replayTolerance = 1e-9

  static func relativeError(_ actual: Double, _ expected: Double) -> Double {
    abs(actual - expected) / max(abs(expected), 1e-300)
  }

  static func landing(_ row: ReferenceTable.Row) throws -> DecayLanding? {
    let from = row.number("from")
    let v0 = row.number("initialVelocity")
    return switch row.text("dialect") {
    case "uikit":
      try UIKitDecay(rate: row.number("rate")).landing(fromValue: from, initialVelocity: v0)
    case "exponential":
      try ExponentialDecay(timeConstant: row.number("timeConstant"))
        .landing(fromValue: from, initialVelocity: v0)
    case "react-native":
      try ReactNativeDecay(
        deceleration: row.number("deceleration"), frameRate: row.number("frameRate")
      ).landing(fromValue: from, initialVelocity: v0)
    case "compose":
      try ComposeDecay(frictionMultiplier: row.number("frictionMultiplier"))
        .landing(fromValue: from, initialVelocity: v0)
    case "motion":
      try MotionInertia(power: row.number("power"), timeConstant: row.number("timeConstant"))
        .landing(fromValue: from, initialVelocity: v0)
    case "reanimated":
      try ReanimatedDecay(
        deceleration: row.number("deceleration"), frameRate: row.number("frameRate")
      ).landing(fromValue: from, initialVelocity: v0)
    default: nil
    }
  }

  @Test func everyLibraryLandsAndStopsWhereItsFormulaSays() throws {
    let table = try ReferenceTable(named: "decay-dialects.csv")
    var checked = Set<String>()
    for row in table.rows {
      let dialect = row.text("dialect")
      if dialect == "project" {
        let projection = try DecayProjection(decelerationRate: row.number("rate"))
        let value = projection.projectedValue(
          fromValue: row.number("from"), initialVelocity: row.number("initialVelocity"))
        #expect(Self.relativeError(value, row.number("asymptote")) <= Self.tolerance, "\(row)")
        checked.insert(dialect)
        continue
      }
      let landing = try #require(try Self.landing(row), "\(row)")
      checked.insert(dialect)
      #expect(
        Self.relativeError(landing.asymptote, row.number("asymptote")) <= Self.tolerance,
        "\(row) asymptote \(landing.asymptote)")
      #expect(
        Self.relativeError(landing.startingVelocity, row.number("startingVelocity"))
          <= Self.tolerance, "\(row)")
      let stopTolerance = dialect == "reanimated" ? Self.replayTolerance : Self.tolerance
      if row.text("stopValue").isEmpty {
        #expect(landing.stop == nil, "\(row)")
      } else {
        let stop = try #require(landing.stop, "\(row)")
        #expect(
          Self.relativeError(stop.value, row.number("stopValue")) <= stopTolerance,
          "\(row) stop \(stop.value)")
        #expect(
          abs(stop.time - row.number("stopTime")) <= stopTolerance * row.number("stopTime")
            + 1e-15, "\(row) stop time \(stop.time)")
      }
    }
    #expect(checked.count == 7)
  }

  /// The issue's table, for 1,000 units per second from 0 (figures from the reference).
  @Test func theTableOfTheIssue() throws {
    func near(_ value: Double, _ expected: Double, _ digits: Double) -> Bool {
      abs(value - expected) <= digits
    }
    let uiKit = try UIKitDecay.normal.landing(fromValue: 0, initialVelocity: 1000)
    #expect(near(uiKit.asymptote, 499.4998, 1e-4))
    let projected = try DecayProjection().projectedValue(fromValue: 0.0, initialVelocity: 1000)
    #expect(near(projected, 499, 1e-9))
    let reactNative = try ReactNativeDecay().landing(fromValue: 0, initialVelocity: 1000)
    #expect(near(reactNative.asymptote, 500, 1e-9))
    #expect(near(try #require(reactNative.stop).value, 497.05, 0.005))
    let compose = try ComposeDecay().landing(fromValue: 0, initialVelocity: 1000)
    #expect(near(compose.asymptote, 238.0952489, 1e-7))
    #expect(near(try #require(compose.stop).value, 238.0714, 1e-4))
    let motion = try MotionInertia().landing(fromValue: 0, initialVelocity: 1000)
    #expect(near(motion.asymptote, 800, 1e-9))
    #expect(near(motion.startingVelocity / 1000, 2.46, 0.005))
    #expect(MotionInertia().exactness == .scaledVelocity(0.8 * 1000 / 325))
    let at60 = try ReanimatedDecay(frameRate: 60).landing(fromValue: 0, initialVelocity: 1000)
    let at120 = try ReanimatedDecay(frameRate: 120).landing(fromValue: 0, initialVelocity: 1000)
    #expect(near(try #require(at60.stop).value, 345.22, 0.005))
    #expect(near(try #require(at120.stop).value, 247.51, 0.005))
  }

  /// Decay → dialect → Decay returns the rate (Compose through its Float friction; Reanimated
  /// through its bisection, which lands on the same asymptote at its frame rate).
  @Test(arguments: [0.5, 2, 4.2, 30])
  func everyDialectRoundTrips(rate: Double) throws {
    let decay = try Decay(decayRate: rate)
    func relative(_ other: Decay) -> Double {
      abs(other.decayRate - rate) / rate
    }
    #expect(relative(try UIKitDecay(decay).decay()) <= 1e-12)
    #expect(relative(try ExponentialDecay(decay).decay()) <= 1e-15)
    #expect(relative(try ReactNativeDecay(decay).decay()) <= 1e-12)
    #expect(relative(try MotionInertia(decay).decay()) <= 1e-15)
    #expect(MotionInertia(decay).exactness == .exact)
    // Float keeps 24 bits: 6e-8 relative.
    #expect(relative(try ComposeDecay(decay).decay()) <= 1.2e-7)
    for frameRate in [60.0, 120] {
      let reanimated = ReanimatedDecay(decay, frameRate: frameRate)
      #expect(relative(try reanimated.decay()) <= 1e-12, "fps \(frameRate)")
      #expect(reanimated.exactness == .exactAtFrameRate(frameRate))
    }
  }

  @Test func aRateNearOneKeepsItsPrecision() throws {
    // −ln r = u + u²/2 + u³/3 + … with u = 1 − r, exact in double for r in [0.5, 1]; at
    // u ≈ 1e-12 the series to u²/2 is exact to 1e-24 relative, so 2e-16 is the rounding of λ.
    let rate = 1 - 1e-12
    let u = 1 - rate
    let expected = 1000 * (u + u * u / 2)
    let decay = try UIKitDecay(rate: rate).decay()
    #expect(abs(decay.decayRate - expected) / expected <= 4e-16)
  }

  @Test func badParametersNameTheirParameter() {
    #expect(
      throws: SpringError(parameter: "rate", value: .number(1), rule: .decelerationFactor)
    ) { try UIKitDecay(rate: 1).decay() }
    #expect(
      throws: SpringError(
        parameter: "decelerationRate", value: .number(-0.5), rule: .decelerationFactor)
    ) { try DecayProjection(decelerationRate: -0.5) }
    #expect(
      throws: SpringError(parameter: "deceleration", value: .number(1.5), rule: .lessThanOne)
    ) { try ReactNativeDecay(deceleration: 1.5).decay() }
    #expect(
      throws: SpringError(parameter: "frictionMultiplier", value: .number(.nan), rule: .positive)
    ) { try ComposeDecay(frictionMultiplier: .nan).decay() }
    #expect(
      throws: SpringError(parameter: "timeConstant", value: .number(0), rule: .positive)
    ) { try MotionInertia(timeConstant: 0).decay() }
    #expect(
      throws: SpringError(parameter: "frameRate", value: .number(-60), rule: .positive)
    ) { try ReanimatedDecay(frameRate: -60).landing(fromValue: 0, initialVelocity: 1) }
    #expect(
      throws: SpringError(parameter: "deceleration", value: .number(1 - 1e-15), rule: .replayable)
    ) { try ReanimatedDecay(deceleration: 1 - 1e-15).replay(fromValue: 0, initialVelocity: 1e6) }
    #expect(
      throws: SpringError(parameter: "initialVelocity", value: .number(.infinity), rule: .finite)
    ) { try ExponentialDecay().landing(fromValue: 0, initialVelocity: .infinity) }
  }
}
