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
        #expect(isClose(value, row.number("asymptote"), relative: Self.tolerance), "\(row)")
        checked.insert(dialect)
        continue
      }
      let landing = try #require(try Self.landing(row), "\(row)")
      checked.insert(dialect)
      #expect(
        isClose(landing.asymptote, row.number("asymptote"), relative: Self.tolerance),
        "\(row) asymptote \(landing.asymptote)")
      #expect(
        isClose(landing.startingVelocity, row.number("startingVelocity"), relative: Self.tolerance),
        "\(row)")
      let stopTolerance = dialect == "reanimated" ? Self.replayTolerance : Self.tolerance
      if row.text("stopValue").isEmpty {
        #expect(landing.stop == nil, "\(row)")
      } else {
        let stop = try #require(landing.stop, "\(row)")
        #expect(
          isClose(stop.value, row.number("stopValue"), relative: stopTolerance),
          "\(row) stop \(stop.value)")
        #expect(
          isClose(stop.time, row.number("stopTime"), absolute: 1e-15, relative: stopTolerance),
          "\(row) stop time \(stop.time)")
      }
    }
    #expect(checked.count == 7)
  }

  /// The issue's table, for 1,000 units per second from 0 (figures from the reference).
  @Test func theTableOfTheIssue() throws {
    let uiKit = try UIKitDecay.normal.landing(fromValue: 0, initialVelocity: 1000)
    #expect(isClose(uiKit.asymptote, 499.4998, absolute: 1e-4))
    let projected = try DecayProjection().projectedValue(fromValue: 0.0, initialVelocity: 1000)
    #expect(isClose(projected, 499, absolute: 1e-9))
    let reactNative = try ReactNativeDecay().landing(fromValue: 0, initialVelocity: 1000)
    #expect(isClose(reactNative.asymptote, 500, absolute: 1e-9))
    #expect(isClose(try #require(reactNative.stop).value, 497.05, absolute: 0.005))
    let compose = try ComposeDecay().landing(fromValue: 0, initialVelocity: 1000)
    #expect(isClose(compose.asymptote, 238.0952489, absolute: 1e-7))
    #expect(isClose(try #require(compose.stop).value, 238.0714, absolute: 1e-4))
    let motion = try MotionInertia().landing(fromValue: 0, initialVelocity: 1000)
    #expect(isClose(motion.asymptote, 800, absolute: 1e-9))
    #expect(isClose(motion.startingVelocity / 1000, 2.46, absolute: 0.005))
    #expect(MotionInertia().exactness == .scaledVelocity(0.8 * 1000 / 325))
    let at60 = try ReanimatedDecay(frameRate: 60).landing(fromValue: 0, initialVelocity: 1000)
    let at120 = try ReanimatedDecay(frameRate: 120).landing(fromValue: 0, initialVelocity: 1000)
    #expect(isClose(try #require(at60.stop).value, 345.22, absolute: 0.005))
    #expect(isClose(try #require(at120.stop).value, 247.51, absolute: 0.005))
  }

  /// Decay → dialect → Decay returns the rate (Compose through its Float friction; Reanimated
  /// through its bisection, which lands on the same asymptote at its frame rate).
  @Test(arguments: [0.5, 2, 4.2, 30])
  func everyDialectRoundTrips(rate: Double) throws {
    let decay = try Decay(decayRate: rate)
    #expect(isClose(try UIKitDecay(decay).decay().decayRate, rate, relative: 1e-12))
    #expect(isClose(try ExponentialDecay(decay).decay().decayRate, rate, relative: 1e-15))
    #expect(isClose(try ReactNativeDecay(decay).decay().decayRate, rate, relative: 1e-12))
    #expect(isClose(try MotionInertia(decay).decay().decayRate, rate, relative: 1e-15))
    #expect(MotionInertia(decay).exactness == .exact)
    // Float keeps 24 bits: 6e-8 relative.
    #expect(isClose(try ComposeDecay(decay).decay().decayRate, rate, relative: 1.2e-7))
    for frameRate in [60.0, 120] {
      let reanimated = ReanimatedDecay(decay, frameRate: frameRate)
      #expect(isClose(try reanimated.decay().decayRate, rate, relative: 1e-12), "fps \(frameRate)")
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
    #expect(isClose(decay.decayRate, expected, relative: 4e-16))
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
