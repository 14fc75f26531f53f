import SpringFormats
import SpringKit
import Testing

/// Golden outputs of every keyframe format, for small exports whose numbers do not depend on
/// the last bits of libm (evenly spaced keyframes, rounded to a few decimals).
@Suite("Keyframe formats: golden outputs")
struct KeyframeFormatGoldenTests {
  /// SwiftUI's bouncy spring from 0 to 1, five evenly spaced keyframes over its settling
  /// duration (largest error 0.078, so values keep 2 or 3 decimals).
  static func scalar() throws -> SpringKeyframes<Double> {
    try Spring.bouncy.keyframes(fromValue: 0.0, toValue: 1.0, count: 5)
  }

  /// A 2D move from (0, 0) to (100, 50), four keyframes.
  static func planar(_ interpolation: KeyframeInterpolation) throws -> SpringKeyframes<
    SIMD2<Double>
  > {
    try Spring.bouncy.keyframes(
      fromValue: SIMD2<Double>(0, 0), toValue: SIMD2(100, 50), count: 4,
      interpolation: interpolation)
  }

  @Test("JSON shaped like a CAKeyframeAnimation")
  func json() throws {
    let text = try KeyframeJSONWriter().string(for: Self.scalar())
    #expect(
      text == """
        {
          "calculationMode": "linear",
          "duration": 0.819,
          "keyTimes": [
            0.0,
            0.25,
            0.5,
            0.75,
            1.0
          ],
          "values": [
            0.0,
            0.89,
            1.04,
            1.0,
            1.0
          ]
        }
        """)
  }

  @Test("CSV with keyTime, time and value columns")
  func csv() throws {
    #expect(
      KeyframeCSVWriter().string(for: try Self.scalar()) == """
        keyTime,time,value
        0.0,0.0,0.0
        0.25,0.205,0.89
        0.5,0.409,1.04
        0.75,0.614,1.0
        1.0,0.819,1.0

        """)
    #expect(
      KeyframeCSVWriter().string(for: try Self.planar(.cubic)) == """
        keyTime,time,value.x,value.y
        0.0,0.0,0.0,0.0
        0.333,0.421,103.0,52.0
        0.667,0.842,100.0,50.0
        1.0,1.263,100.0,50.0

        """)
  }

  @Test("CSS linear() with explicit percentages and a transition")
  func cssLinear() throws {
    let easing = try CSSLinearEasing(keyframes: Self.scalar())
    #expect(easing.function == "linear(0, 0.89 25%, 1.04 50%, 1 75%, 1)")
    #expect(
      easing.transition(property: "scale")
        == "transition: scale 819ms linear(0, 0.89 25%, 1.04 50%, 1 75%, 1);")
    #expect(
      easing.stylesheet() == """
        /* Spring easing: 5 stops over 0.8187 s, evenly spaced (largest error 0.0753 as printed).
           linear() gives the progress: 0 is the start value (0), 1 the end value (1). */
        .spring {
          transition: transform 819ms linear(0, 0.89 25%, 1.04 50%, 1 75%, 1);
        }

        """)
  }

  @Test("CSS @keyframes from a property template")
  func cssKeyframes() throws {
    #expect(
      try CSSKeyframesWriter().string(for: Self.scalar()) == """
        /* Spring keyframes: 5 keyframes over 0.8187 s, evenly spaced (largest error 0.0753 as printed). */
        @keyframes spring {
          0% { transform: scale(0); }
          25% { transform: scale(0.89); }
          50% { transform: scale(1.04); }
          75% { transform: scale(1); }
          100% { transform: scale(1); }
        }

        .spring {
          animation: spring 819ms linear both;
        }

        """)
    let slide = CSSKeyframesWriter(
      name: "slide", template: "translate: {x}px {y}px", selector: ".card")
    #expect(
      try slide.string(for: Self.planar(.linear)) == """
        /* Spring keyframes: 4 keyframes over 1.263 s, evenly spaced (largest error 43.3 as printed). */
        @keyframes slide {
          0% { translate: 0px 0px; }
          33.3% { translate: 103px 52px; }
          66.7% { translate: 100px 50px; }
          100% { translate: 100px 50px; }
        }

        .card {
          animation: slide 1263ms linear both;
        }

        """)
  }

  @Test("Swift: CAKeyframeAnimation and SwiftUI keyframes")
  func swift() throws {
    #expect(
      SwiftKeyframesWriter().string(for: try Self.scalar()) == """
        // Spring keyframes: 5 keyframes over 0.8187 s, evenly spaced (largest error 0.0753 as printed).

        // Core Animation
        let animation = CAKeyframeAnimation(keyPath: "transform.scale")
        animation.values = [0, 0.89, 1.04, 1, 1]
        animation.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        animation.duration = 0.819
        animation.calculationMode = .linear

        // SwiftUI (iOS 17, macOS 14): keyframes from the initial value 0
        KeyframeTrack {
          LinearKeyframe(0.89, duration: 0.205)
          LinearKeyframe(1.04, duration: 0.204)
          LinearKeyframe(1, duration: 0.205)
          LinearKeyframe(1, duration: 0.205)
        }

        """)
    #expect(
      SwiftKeyframesWriter(keyPath: "position").string(for: try Self.planar(.cubic)) == """
        // Spring keyframes: 4 keyframes over 1.263 s, evenly spaced (largest error 45.2 as printed).

        // Core Animation
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 103, y: 52)),
          NSValue(cgPoint: CGPoint(x: 100, y: 50)), NSValue(cgPoint: CGPoint(x: 100, y: 50))]
        animation.keyTimes = [0, 0.333, 0.667, 1]
        animation.duration = 1.263
        animation.calculationMode = .cubic
        animation.tensionValues = [1, -0.551, -1, 1]
        animation.continuityValues = [-1, -1, -1, -1]
        animation.biasValues = [0, -1, -1, 0]

        // SwiftUI (iOS 17, macOS 14): keyframes from the initial value CGPoint(x: 0, y: 0)
        KeyframeTrack {
          CubicKeyframe(CGPoint(x: 103, y: 52), duration: 0.421, startVelocity: CGPoint(x: 0, y: 0),
            endVelocity: CGPoint(x: 0, y: 0))
          CubicKeyframe(CGPoint(x: 100, y: 50), duration: 0.421, startVelocity: CGPoint(x: -26, y: -13),
            endVelocity: CGPoint(x: 0, y: 0))
          CubicKeyframe(CGPoint(x: 100, y: 50), duration: 0.421, startVelocity: CGPoint(x: 1, y: 0),
            endVelocity: CGPoint(x: 0, y: 0))
        }

        """)
  }

  /// An error-bounded export as `springfit keyframes` writes it (printable: planned within
  /// 0.9 of the tolerance): uneven keyTimes, three decimals for a tolerance of 0.01 (its
  /// times come from the export's bisection, so a different libm may move a last digit).
  @Test("JSON of an error-bounded export")
  func errorBoundedJSON() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.01)
    let expected =
      #"{"calculationMode":"linear","duration":0.5296,"#
      + #""keyTimes":[0.0,0.0449,0.1072,0.2716,0.3603,0.4526,0.5638,0.7406,1.0],"#
      + #""values":[0.0,0.039,0.18,0.656,0.845,0.967,1.033,1.041,1.0]}"#
    #expect(try KeyframeJSONWriter(style: .compact).string(for: keyframes) == expected)
  }

  /// An error-bounded cubic export as `springfit keyframes` writes it: tension, continuity
  /// and bias per keyframe under `CAKeyframeAnimation`'s names, rounded to the decimals
  /// their effect on the curve needs (its times come from the export's bisection, so a
  /// different libm may move a last digit).
  @Test("JSON of an error-bounded cubic export")
  func errorBoundedCubicJSON() throws {
    let keyframes = try Spring.bouncy.printableKeyframes(
      fromValue: 0.0, toValue: 1.0, tolerance: 0.01, interpolation: .cubic)
    let expected =
      #"{"biasValues":[0.0,1.0,0.951,0.0],"calculationMode":"cubic","#
      + #""continuityValues":[-1.0,0.386,-1.0,-1.0],"duration":0.52955,"#
      + #""keyTimes":[0.0,0.34632,0.99936,1.0],"tensionValues":[0.786,0.002,0.87,0.994],"#
      + #""values":[0.0,0.8202,1.009,1.0]}"#
    #expect(try KeyframeJSONWriter(style: .compact).string(for: keyframes) == expected)
  }
}
