import SpringKit
import Testing
import _SpringTestSupport

/// Colours spring with the ordinary machinery and come back inside the sRGB gamut.
@Suite struct ColourSpringTests {
  static let red = SpringColour<SRGBInterpolation>(first: 1, second: 0, third: 0, alpha: 1)
    .unmappedColour
  static let blue = SpringColour<SRGBInterpolation>(first: 0, second: 0, third: 1, alpha: 1)
    .unmappedColour

  /// A lane of a colour springing in sRGB is the scalar spring's value, bit for bit.
  @Test func coordinatesMoveLikeScalars() throws {
    let spring = try Spring(mass: 1, stiffness: 300, damping: 8)
    let from = SpringColour<SRGBInterpolation>(first: 1, second: 0.2, third: 0, alpha: 1)
    let to = SpringColour<SRGBInterpolation>(first: 0, second: 0.5, third: 1, alpha: 0.25)
    for time in stride(from: 0.0, through: 2, by: 0.01) {
      let colour = spring.value(fromValue: from, toValue: to, time: time)
      let lanes = [
        (colour.first, 1.0, 0.0), (colour.second, 0.2, 0.5), (colour.third, 0, 1),
        (colour.alpha, 1, 0.25),
      ]
      for (lane, start, end) in lanes {
        let scalar = spring.value(fromValue: start, toValue: end, time: time)
        #expect(lane.bitPattern == scalar.bitPattern, "time \(time)")
      }
    }
  }

  /// A bouncy spring from red to blue overshoots blue: the raw coordinates leave the gamut
  /// (so the check below can fail), and every mapped colour stays inside it.
  @Test(arguments: ColourSpace.allCases)
  func anOvershootingSpringNeverLeavesTheGamutAfterMapping(space: ColourSpace) throws {
    let spring = try Spring(duration: 0.6, bounce: 0.8)
    var outside = 0
    for step in 0...1_200 {
      let time = Double(step) / 400
      let mapped = spring.colour(fromColour: Self.red, toColour: Self.blue, in: space, time: time)
      #expect(mapped.isInGamut && (0...1).contains(mapped.alpha), "\(space) t=\(time)")
      if !Self.raw(spring, space, time).isInGamut { outside += 1 }
    }
    #expect(outside > 10, "\(space): the spring should overshoot out of the gamut")
  }

  /// With a large initial velocity and alpha springing past 1 too.
  @Test func aFlungColourStaysInTheGamut() throws {
    let spring = try Spring(duration: 0.4, bounce: 0.9)
    let from = SpringColour<OklabInterpolation>(Self.red)
    let to = SpringColour<OklabInterpolation>(try SRGBColour(red: 0, green: 0.8, blue: 0.2))
    let velocity = SpringColour<OklabInterpolation>(first: 4, second: -3, third: 5, alpha: 6)
    var samples = try spring.sample(
      fromValue: from, toValue: to, initialVelocity: velocity, step: 1 / 240, count: 720)
    samples.removeFirst()
    #expect(samples.contains { !$0.unmappedColour.isInGamut || $0.alpha > 1 })
    for sample in samples {
      let colour = sample.colour
      #expect(colour.isInGamut && (0...1).contains(colour.alpha))
    }
  }

  /// The spring ends at the target colour.
  @Test(arguments: ColourSpace.allCases)
  func theSpringEndsAtTheTarget(space: ColourSpace) throws {
    let orange = try SRGBColour(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    let end = Spring.bouncy.colour(fromColour: Self.blue, toColour: orange, in: space, time: 30)
    #expect(isClose(end.red, 1, absolute: 1e-12) && isClose(end.green, 0.5, absolute: 1e-12))
    #expect(isClose(end.blue, 0, absolute: 1e-12) && isClose(end.alpha, 0.5, absolute: 1e-12))
  }

  /// Red → blue through Oklab keeps its lightness up; through sRGB it dips to a dark purple.
  @Test func oklabAvoidsTheMuddyMidpoint() throws {
    // Critically damped with ω₀ = 2π: progress 1 − (1 + ω₀t)·e^(−ω₀t) is ½ at ω₀t ≈ 1.678.
    let halfway = 1.678 / (2 * Double.pi)
    let spring = try Spring(duration: 1, bounce: 0)
    let oklab = spring.colour(fromColour: Self.red, toColour: Self.blue, time: halfway)
    let sRGB = spring.colour(fromColour: Self.red, toColour: Self.blue, in: .sRGB, time: halfway)
    let ends = min(Self.red.oklab.lightness, Self.blue.oklab.lightness)
    #expect(oklab.oklab.lightness >= ends - 1e-12)
    #expect(sRGB.oklab.lightness < ends - 0.02)
  }

  static func raw(_ spring: Spring, _ space: ColourSpace, _ time: Double) -> SRGBColour {
    let from = space.coordinates(of: red)
    let to = space.coordinates(of: blue)
    return space.colour(at: spring.value(fromValue: from, toValue: to, time: time))
  }
}
