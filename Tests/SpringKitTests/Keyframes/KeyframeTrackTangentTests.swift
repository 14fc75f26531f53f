import SpringKit
import Testing

/// ``KeyframeTrack/tangents(segment:)``: the Kochanek–Bartels tangents the cubic curve uses.
@Suite("Keyframe track tangents")
struct KeyframeTrackTangentTests {
  /// Zero parameters give Catmull-Rom tangents with phantom end points; continuity −1 with
  /// tension 0 and bias 0 makes each tangent the chord on its own side, so the cubic curve
  /// is the straight line between keyframes (exact small values: no rounding to allow for).
  @Test("Catmull-Rom by default, chords with continuity −1")
  func tangents() throws {
    let plain = try KeyframeTrack(values: [0.0, 1, 0], duration: 1, calculationMode: .cubic)
    #expect(plain.tangents(segment: 0) == (start: 0.5, end: 0))
    #expect(plain.tangents(segment: 1) == (start: 0, end: -0.5))
    let corners = try KeyframeTrack(
      values: [0.0, 1, 0], duration: 1, calculationMode: .cubic, continuities: [-1, -1, -1])
    #expect(corners.tangents(segment: 0) == (start: 1, end: 1))
    #expect(corners.tangents(segment: 1) == (start: -1, end: -1))
    #expect(corners.value(at: 0.25) == 0.5)
  }
}
