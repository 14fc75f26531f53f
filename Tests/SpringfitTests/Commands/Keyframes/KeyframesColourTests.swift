import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

@testable import springfit

/// `springfit keyframes --from COLOUR --to COLOUR` and `fit --values` with colours.
@Suite struct KeyframesColourTests {
  @Test func cssDefaultsToOklabAndBackgroundColor() {
    let run = springfit("keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "css")
    #expect(run.status == 0)
    #expect(run.output.contains("within ΔE_ok 0.002 of it"))
    #expect(run.output.contains("  0% { background-color: oklab(0.627955 0.224863 0.125846); }"))
    #expect(
      run.output.contains("  100% { background-color: oklab(0.452014 -0.032457 -0.311528); }"))
    #expect(!run.output.contains("rgb("))
  }

  @Test func sRGBSpringsAreWrittenAsRGB() {
    let run = springfit(
      "keyframes", "--from", "oklch(0.628 0.2577 29.23)", "--to", "rgb(0 0 255)", "--space",
      "srgb", "--format", "css", "--property", "color: {value}")
    #expect(run.status == 0)
    #expect(run.output.contains("100% { color: rgb(0 0 255); }"))
    #expect(!run.output.contains("oklab("))
  }

  @Test func coreAnimationJSONHoldsSRGBFractions() {
    let run = springfit("keyframes", "--from", "#ff0000", "--to", "#0000ff80")
    #expect(run.status == 0)
    #expect(run.output.contains("\"calculationMode\""))
    #expect(run.output.contains("\"colourSpace\""))
    #expect(run.output.contains("0.501961"))
    #expect(run.output.contains("\"deltaEOK\""))
    #expect(!run.output.contains("oklab("))
  }

  @Test func csvAndWebAnimationsCarryTheColours() {
    let csv = springfit("keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "csv")
    #expect(csv.status == 0)
    #expect(csv.csvHeader == "keyTime,time,red,green,blue,alpha,css")
    #expect(csv.output.contains(",oklab(0.627955 0.224863 0.125846)\n"))
    let web = springfit(
      "keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "web-animations")
    #expect(web.status == 0)
    #expect(web.output.contains("\"backgroundColor\""))
    #expect(web.output.contains("oklab(0.452014 -0.032457 -0.311528)"))
  }

  @Test func aLargerToleranceNeedsFewerKeyframes() {
    func count(_ tolerance: String) -> Int {
      springfit(
        "keyframes", "--from", "#ff0000", "--to", "#0000ff", "--format", "csv", "--tolerance",
        tolerance
      ).csvRows.count
    }
    #expect(count("0.02") < count("0.002"))
    #expect(count("0.002") < count("0.0002"))
  }

  /// Colours sampled from a known spring in sRGB (red to blue stays inside the gamut, so no
  /// mapping) are fitted back to that spring.
  @Test func fitRecoversASpringFromColourKeyframes() throws {
    let spring = try Spring(duration: 0.4, bounce: 0.2)
    let red = try SRGBColour(red: 1, green: 0, blue: 0)
    let blue = try SRGBColour(red: 0.2, green: 0, blue: 0.8)
    let duration = 1.2
    let values = (0...60).map { index in
      let colour = spring.value(
        fromValue: SpringColour<SRGBInterpolation>(red),
        toValue: SpringColour<SRGBInterpolation>(blue), time: duration * Double(index) / 60
      ).unmappedColour
      return CSSColour.rgbText(colour, decimals: 9)
    }
    let run = springfit(
      "fit", "--values", values.joined(separator: ";"), "--duration", "\(duration)")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  red "))
    #expect(run.output.contains("  blue "))
    let bounce = run.output.split(separator: "\n").first { $0.hasPrefix("  bounce ") }
    let number = bounce.flatMap { Double($0.split(separator: " ").last ?? "") }
    // The fitter follows the straight lines between the 61 keyframes: close, not exact.
    #expect(number.map { isClose($0, 0.2, absolute: 0.005) } ?? false, "\(run.output)")
  }
}
