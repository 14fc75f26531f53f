import SpringFormats
import SpringKit
import Testing

@testable import springfit

extension FlingCommandTests {
  /// Command lines of `springfit fling` and the requests that say the same.
  static let requests: [(arguments: [String], request: FlingRequest)] = [
    ([], FlingRequest()),
    (
      ["--from", "900", "--velocity", "3000", "--bounds", "0,1200", "--format", "css"],
      FlingRequest(
        from: 900, velocity: 3_000, bounds: try? MotionBounds(lower: 0, upper: 1_200),
        format: .css)
    ),
    (
      ["--velocity", "2000", "--decay", "compose:friction=1", "--format", "csv", "--fps", "120"],
      FlingRequest(
        velocity: 2_000, decay: try? DecaySpec.parse("compose:friction=1"), format: .csv,
        frameRate: 120)
    ),
    (
      ["--snap", "0,300,700", "--from", "320", "--velocity", "900", "--format", "lottie"],
      FlingRequest(
        from: 320, velocity: 900, snapPoints: try? SnapPoints([0, 300, 700]), format: .lottie)
    ),
  ]

  @Test("The library's request prints the command's bytes", arguments: requests.indices)
  func libraryRequest(index: Int) throws {
    let (arguments, request) = Self.requests[index]
    let run = springfit(["fling"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try request.text() == run.output)
  }

  @Test("The library's gesture request prints the command's bytes")
  func libraryGesture() throws {
    let run = springfit(
      "gesture", "--example", "sheet-drag", "--snap", "0,350,700", "--format", "keyframes-json")
    #expect(run.status == 0, "\(run.errors)")
    let request = GestureRequest(
      fling: FlingRequest(snapPoints: try SnapPoints([0, 350, 700]), format: .keyframesJSON))
    let trace = try GestureTrace(csv: GestureExample.sheetDrag.csv)
    #expect(try request.text(for: request.gesture(trace: trace)) == run.output)
  }
}
