import SpringKit
import Testing
import _SpringTestSupport

/// The decay's closed form against the 50-digit mpmath reference
/// (`Tests/ReferenceData/decay-closed-form.csv`, `Scripts/reference/decay_reference.py`).
@Suite struct DecayTests {
  /// The promise: 1e-15 on the motion's scale (about 4.5 ulp).
  ///
  /// The position is
  /// x₀ + v₀·f with f = −expm1(−λt)/λ correct to ~1.5 ulp, so its error is a few ulp of
  /// |x₀| + |v₀·f|; the velocity's is below an ulp of |v₀| (λt's rounding costs at most
  /// λt·e^(−λt)·ε ≤ ε/e).
  static let tolerance = 1e-15

  @Test func positionsAndVelocitiesMatchTheReference() throws {
    let table = try ReferenceTable(named: "decay-closed-form.csv")
    #expect(table.rows.count > 500)
    for row in table.rows {
      let decay = try Decay(decayRate: row.number("decayRate"))
      let from = row.number("from")
      let v0 = row.number("initialVelocity")
      let time = row.number("time")
      let expected = row.number("position")
      let x = decay.value(fromValue: from, initialVelocity: v0, time: time)
      let v = decay.velocity(initialVelocity: v0, time: time)
      let positionScale = abs(from) + abs(expected - from)
      let velocityScale = abs(v0)
      #expect(isClose(x, expected, absolute: Self.tolerance * positionScale), "\(row) x=\(x)")
      #expect(
        isClose(v, row.number("velocity"), absolute: Self.tolerance * velocityScale),
        "\(row) v=\(v)")
    }
  }

  /// The check above can fail: the textbook form x₀ + (v₀/λ)·(1 − e^(−λt)) loses everything
  /// to cancellation at t = 1e-12 s, and overflows v₀/λ for v₀ = 1e300, λ = 1e-10, where the
  /// position after 1 ms is a finite 1e297.
  @Test func theNaiveFormBreaksTheTolerance() throws {
    let rate = 2.0
    let time = 1e-12
    let naive = 1000 / rate * (1 - Double.exp(-rate * time))
    let series = 1000 * time * (1 - rate * time / 2)  // to 1e-24 relative
    #expect(abs(naive - series) > Self.tolerance * series)
    let slow = try Decay(decayRate: 1e-10)
    #expect(!(1e300 / slow.decayRate).isFinite)
    let x = slow.value(fromValue: 0.0, initialVelocity: 1e300, time: 1e-3)
    let expected = 1e300 * 1e-3 * (1 - 1e-13 / 2)
    #expect(isClose(x, expected, relative: Self.tolerance))
  }

  @Test func theRestingValueIsTheLimitAndTheInversesRoundTrip() throws {
    let decay = try Decay(decayRate: 2)
    #expect(decay.restingValue(fromValue: 0.0, initialVelocity: 1000) == 500)
    #expect(decay.value(fromValue: 0.0, initialVelocity: 1000, time: .infinity) == 500)
    #expect(decay.initialVelocity(fromValue: 10.0, landingOn: 510) == 1000)
    let fitted = try Decay(fromValue: 10, landingOn: 510, initialVelocity: 1000)
    #expect(fitted.decayRate == 2)
    // time(toTravel:) then value(time:) returns the distance; 1e-13 relative covers
    // log1p's and expm1's rounding through 1/(1 − λd/v₀) ≤ 1e3 of amplification at most.
    for distance in [1e-9, 0.5, 100, 499.5] {
      let time = try #require(decay.time(toTravel: distance, initialVelocity: 1000.0))
      let travelled = decay.value(fromValue: 0.0, initialVelocity: 1000, time: time)
      #expect(isClose(travelled, distance, absolute: 1e-13 * 500), "d=\(distance)")
    }
    #expect(decay.time(toTravel: 500, initialVelocity: 1000.0) == nil)
    #expect(decay.time(toTravel: -1, initialVelocity: 1000.0) == nil)
    #expect(decay.time(toReach: -50.0, fromValue: 0, initialVelocity: -1000) != nil)
    #expect(decay.time(toReach: 50.0, fromValue: 0, initialVelocity: -1000) == nil)
    let slow = decay.time(untilSpeed: 1, initialVelocity: 1000.0)
    #expect(isClose(decay.velocity(initialVelocity: 1000.0, time: slow), 1, absolute: 1e-13))
    // Neither the speed ratio nor |v₀|² may overflow or underflow.
    let extreme = decay.time(untilSpeed: 1e-300, initialVelocity: 1e300)
    #expect(isClose(extreme, 600 * Double.log(10) / 2, absolute: 1e-13 * extreme))
    let tiny = decay.time(untilSpeed: 1e-300, initialVelocity: SIMD2<Double>(3e-200, 4e-200))
    #expect(isClose(tiny, Double.log(5e100) / 2, absolute: 1e-13 * tiny))
    #expect(decay.time(untilSpeed: 2000, initialVelocity: 1000.0) == 0)
  }

  /// A 2-D fling decays along its direction: each lane equals the scalar run bit for bit.
  @Test func aVectorLaneEqualsTheScalarRun() throws {
    let decay = try Decay(timeConstant: 0.325)
    let from = SIMD2<Double>(3, -7)
    let velocity = SIMD2<Double>(1200, -450)
    for time in [0.0, 0.016, 0.4, 3] {
      let x = decay.value(fromValue: from, initialVelocity: velocity, time: time)
      #expect(x.x == decay.value(fromValue: 3.0, initialVelocity: 1200, time: time))
      #expect(x.y == decay.value(fromValue: -7.0, initialVelocity: -450, time: time))
    }
    let distance = 100.0
    let time = try #require(decay.time(toTravel: distance, initialVelocity: velocity))
    let travelled = decay.value(fromValue: from, initialVelocity: velocity, time: time) - from
    #expect(isClose(travelled.magnitude, distance, relative: 1e-12))
  }

  @Test func updatingInStepsEqualsOneStep() throws {
    let decay = try Decay(decayRate: 4.2)
    var x = 0.0
    var v = 1000.0
    for _ in 0..<60 { decay.update(value: &x, velocity: &v, deltaTime: 1.0 / 60) }
    let expected = decay.value(fromValue: 0.0, initialVelocity: 1000, time: 1)
    #expect(isClose(x, expected, relative: 1e-13))
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func badRatesNameTheirParameter(value: Double) {
    #expect(throws: SpringError(parameter: "decayRate", value: .number(value), rule: .positive)) {
      try Decay(decayRate: value)
    }
    #expect(throws: SpringError.self) { try Decay(timeConstant: value) }
  }

  @Test func aLandingBehindTheReleaseIsRefused() {
    #expect(
      throws: SpringError(parameter: "landingOn", value: .number(-5), rule: .landingAhead)
    ) { try Decay(fromValue: 0, landingOn: -5, initialVelocity: 100) }
    #expect(throws: SpringError(parameter: "initialVelocity", value: .number(0), rule: .nonzero)) {
      try Decay(fromValue: 0, landingOn: 5, initialVelocity: 0)
    }
  }

  /// The instant a fling reaches a wall, against the mpmath reference's crossings
  /// (`Scripts/reference/momentum_bounds_reference.py`), grazing ones included: there
  /// 1 − λd/v₀ cancels, and the first form was 1.55e-12 s off.
  @Test func theInstantAFlingReachesAPositionIsExactNearGrazing() throws {
    let rows = try ReferenceTable(named: "momentum-bounds.csv").rows.filter {
      $0.text("kind") == "wall"
    }
    #expect(rows.count == 8)
    for row in rows {
      let decay = try Decay(decayRate: row.number("rate"))
      let time = try #require(
        decay.time(
          toReach: row.number("wall"), fromValue: row.number("x0"),
          initialVelocity: row.number("v0")),
        "\(row)")
      #expect(isClose(time, row.number("time"), absolute: 1e-12), "\(row)")
    }
  }
}
