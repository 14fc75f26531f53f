import Foundation
import SpringFitting
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// `LottieBake`: a spring baked into a Lottie file replaces one motion, keeps every other
/// byte, follows the spring as lottie-web plays the written bytes, and fits back to itself.
@Suite("Lottie bake")
struct LottieBakeTests {
  static let names = [
    "scale-pop.json", "position-tangents.json", "split-position.json", "rotation-wiggle.json",
    "opacity-holds.json", "precomp-stretch.json", "baked-spring.json",
  ]

  static let spring = Spring.bouncy

  /// The spring's progress from 0 to 1 at `seconds`, started at `velocity` travels per second.
  static func progress(_ spring: Spring, _ seconds: Double, velocity: Double) throws -> Double {
    let transition = try spring.transition(over: seconds)
    return 1 - transition.a + transition.b * velocity
  }

  /// Checks a bake against the original, independently of the bake's own measurement: the
  /// bytes outside the splice, every other property, the keyframes around the motion, and
  /// the baked values on the main clock against the closed form.
  static func check(
    _ result: LottieBakeResult, original bytes: [UInt8], bake: LottieBake, label: String
  ) throws {
    let replaced = result.replacedRange
    let inserted = result.insertedRange
    #expect(result.bytes[..<inserted.lowerBound] == bytes[..<replaced.lowerBound], "\(label)")
    #expect(result.bytes[inserted.upperBound...] == bytes[replaced.upperBound...], "\(label)")
    #expect(replaced.lowerBound == inserted.lowerBound)
    let before = try LottieDocument(json: bytes)
    let after = try LottieDocument(json: result.bytes)
    let old = LottieReferenceFiles.properties(before)
    let new = LottieReferenceFiles.properties(after)
    #expect(Set(old.keys) == Set(new.keys), "\(label)")
    let motion = result.motion
    for (path, property) in old where path != motion.propertyPath {
      #expect(new[path] == property, "\(label): \(path) changed")
    }
    let original = try #require(old[motion.propertyPath]).keyframes
    let baked = try #require(new[motion.propertyPath]).keyframes
    let first = motion.keyframes.lowerBound
    let last = motion.keyframes.upperBound
    #expect(baked.count == original.count - motion.keyframeCount + result.keyframeCount)
    #expect(Array(baked[..<first]) == Array(original[..<first]), "\(label)")
    #expect(
      Array(baked[(first + result.keyframeCount)...]) == Array(original[(last + 1)...]),
      "\(label)")
    #expect(
      baked[first].time == original[first].time && baked[first].value == original[first].value)
    // The last keyframe keeps the original's outgoing segment.
    let end = baked[first + result.keyframeCount - 1]
    #expect(end.isHold == original[last].isHold && end.outEasing == original[last].outEasing)
    // On the main clock, against the closed form.
    let clockScale =
      (motion.endFrame - motion.startFrame) / (original[last].time - original[first].time)
    let offset = motion.startFrame - clockScale * original[first].time
    let from = try #require(original[first].value)
    let to = try #require(original[last].value ?? original[last - 1].legacyEnd)
    let property = try #require(new[motion.propertyPath])
    let before0 = try #require(old[motion.propertyPath])
    let travel = zip(from, to).map { $1 - $0 }
    let length = travel.reduce(0) { $0 + $1 * $1 }.squareRoot()
    // The line: towards the end, or (a motion back to its start) the way it sets off.
    var direction = travel.map { $0 / length }
    var scale = length
    if length == 0 {
      #expect(from.count == 1, "\(label)")
      let early = property.value(atFrame: original[first].time + 0.01)[0] - from[0]
      direction = [early < 0 ? -1 : 1]
      scale =
        (0...1000).map { index in
          let t =
            original[first].time + (original[last].time - original[first].time) * Double(index)
            / 1000
          return abs(before0.value(atFrame: t)[0] - from[0])
        }.max() ?? 0
    }
    // A spring that would settle after the last frame it may end at is aimed to land on the
    // end value there: at T the value is target·(1 − a(T)) + b(T)·v, so target is what makes
    // that the length.
    var target = length
    if let landing = result.landing {
      #expect(landing.frame == result.endFrame, "\(label)")
      let landed = try bake.spring.transition(
        over: (result.endFrame - motion.startFrame) / after.frameRate)
      target = (length - landed.b * result.initialVelocity) / (1 - landed.a)
      #expect(
        isClose(landing.target * scale, target, absolute: 1e-9 * max(1, abs(target))), "\(label)")
      #expect(end.value == original[last].value, "\(label): lands on the end value as written")
    }
    var worst = 0.0
    for index in 0...3000 {
      let frame = motion.startFrame + (result.endFrame - motion.startFrame) * Double(index) / 3000
      let value = property.value(atFrame: (frame - offset) / clockScale)
      let transition = try bake.spring.transition(
        over: (frame - motion.startFrame) / after.frameRate)
      let q = target * (1 - transition.a) + transition.b * result.initialVelocity
      for d in from.indices where direction[d] != 0 {
        let basis = travel[d] != 0 ? abs(travel[d]) : scale
        worst = max(worst, abs(value[d] - (from[d] + direction[d] * q)) / basis)
      }
    }
    #expect(worst <= bake.tolerance, "\(label): \(worst) of the travel")
    #expect(result.error <= bake.tolerance && result.error >= 0.5 * worst, "\(label)")
  }

  @Test("Every motion of every reference file bakes, or is refused with a path")
  func referenceFiles() throws {
    var baked = 0
    for name in Self.names {
      let bytes = try LottieReferenceFiles.bytes(name)
      for motion in try LottieDocument(json: bytes).motions() {
        let bake = LottieBake(
          layer: motion.layerName, property: motion.propertyName, spring: Self.spring,
          motion: motion.number)
        let label = "\(name) \(motion.layerName) \(motion.propertyName) \(motion.number)"
        do {
          let result = try bake.baked(bytes)
          try Self.check(result, original: bytes, bake: bake, label: label)
          baked += 1
        } catch let error as LottieBakeError {
          switch error.problem {
          case .overlapsNextKeyframe, .endsAfterOutPoint, .cannotLand:
            #expect(!error.path.isEmpty, "\(label)")
            // Ending at the next keyframe's frame (or the out point) less one bakes.
            let limit: Double
            if case .overlapsNextKeyframe(let frame, _) = error.problem {
              limit = frame - 1
            } else if case .endsAfterOutPoint(_, let outPoint) = error.problem {
              limit = outPoint
            } else if case .cannotLand(_, let latest, _) = error.problem {
              limit = latest
            } else {
              limit = 0
            }
            var ended = bake
            ended.end = .frame(limit)
            if limit > motion.startFrame {
              let result = try ended.baked(bytes)
              try Self.check(result, original: bytes, bake: ended, label: label + " ended")
              #expect(isClose(result.endFrame, limit, absolute: 1e-6), "\(label)")
              baked += 1
            }
          default:
            Issue.record("\(label): \(error)")
          }
        }
      }
    }
    #expect(baked >= 12, "\(baked) bakes")
  }

  @Test("Until rest past the out point or the next keyframe, the spring lands on the end value")
  func landsOnEndValue() throws {
    let cases: [(text: String, frame: Double)] = [
      (Self.document(keyframes: Self.linear, outPoint: 15), 15),
      (Self.document(keyframes: Self.held + #", {"t": 14, "s": [0]}"#), 13),
    ]
    for (text, frame) in cases {
      let bytes = Array(text.utf8)
      let bake = LottieBake(layer: "Box", property: "rotation", spring: Self.spring)
      let result = try bake.baked(bytes)
      let landing = try #require(result.landing)
      #expect(landing.frame == frame && result.endFrame == frame)
      #expect(result.settlingFrame > frame)
      // Aimed off 90° (the spring is not there yet at that frame); the check recomputes the
      // aim from the closed form.
      #expect(abs(landing.target - 1) > 1e-3 && landing.target > 0.5 && landing.target < 2)
      try Self.check(result, original: bytes, bake: bake, label: "lands at \(frame)")
      let document = try LottieDocument(json: result.bytes)
      let property = try #require(document.layers.first?.namedProperties.first?.property)
      #expect(property.value(atFrame: frame) == [90])
    }
  }

  @Test(
    "A kick's first swing reaches the closed form's peak",
    arguments: [0.0, 0.05, 0.5, 0.999, 1, 1.001, 2, 10, 100])
  func kickReach(dampingRatio: Double) throws {
    let spring = try Spring(response: 0.4, dampingRatio: dampingRatio)
    let omega = spring.naturalFrequency
    // The turn of x(t) = v·g(t), g the unit kick's response, where g′ = 0.
    let peak: Double
    if dampingRatio < 1 {
      let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
      let time = atan2(damped, dampingRatio * omega) / damped
      peak = exp(-dampingRatio * omega * time) * sin(damped * time) / damped
    } else if dampingRatio == 1 {
      peak = exp(-1) / omega
    } else {
      let root = (dampingRatio * dampingRatio - 1).squareRoot()
      let slow = -omega * (dampingRatio - root)
      let fast = -omega * (dampingRatio + root)
      let time = log(fast / slow) / (slow - fast)
      peak = (exp(slow * time) - exp(fast * time)) / (slow - fast)
    }
    let reach = try #require(LottieBake.kickReach(of: spring))
    #expect(isClose(reach, peak, relative: 1e-9), "ζ \(dampingRatio): \(reach) against \(peak)")
  }

  @Test("A pop and return that eases out of rest bakes, kicked to peak at its own peak")
  func popAndReturn() throws {
    // Scale 100 → 120 → 100, easing out of rest: the spring needs a kick to move at all.
    let ease = #""o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}"#
    let text =
      #"{"fr": 30, "ip": 0, "op": 90, "layers": [{"ty": 4, "nm": "L", "op": 90, "ks": {"s": "#
      + #"{"a": 1, "k": [{"t": 0, "s": [100, 100], \#(ease)}, "#
      + #"{"t": 6, "s": [120, 120], \#(ease)}, {"t": 14, "s": [100, 100]}]}}}]}"#
    let bake = LottieBake(layer: "L", property: "scale", spring: Self.spring)
    let result = try bake.baked(Array(text.utf8))
    let document = try LottieDocument(json: result.bytes)
    let scale = try #require(document.layers.first?.namedProperties.first?.property)
    let values = stride(from: 0.0, through: result.endFrame, by: 0.01).map {
      scale.value(atFrame: $0)[0]
    }
    let peak = values.max() ?? .nan
    // The excursion, 20 on each component: the peak within the tolerance of it.
    #expect(isClose(peak, 120, absolute: bake.tolerance * 20 + 1e-9), "peak \(peak)")
    #expect(scale.keyframes.last?.value == [100, 100])
    let reach = try #require(LottieBake.kickReach(of: Self.spring))
    // The excursion is the largest of the motion's 1001 sampled frames: its peak to 1e-5.
    let excursion = 20 * 2.0.squareRoot()
    #expect(
      isClose(result.initialVelocity, excursion / reach, absolute: 1e-5 * result.initialVelocity))
  }

  @Test("A spatial pop and return with a flat handle starts at rest exactly and is kicked")
  func spatialPopAndReturn() throws {
    // Position (100, 100) → (140, 70) → (100, 100) along curved tangents, easing out of rest
    // (moving_eye.json's shape): a difference quotient of the path would give a tiny speed
    // and a spring that never leaves its end value.
    let ease = #""o": {"x": 0.65, "y": 0}, "i": {"x": 0.35, "y": 1}"#
    let text =
      #"{"fr": 24, "ip": 0, "op": 72, "layers": [{"ty": 4, "nm": "Eye", "op": 72, "ks": {"p": "#
      + #"{"a": 1, "k": [{"t": 0, "s": [100, 100, 0], "to": [6, -5, 0], "ti": [-2, 3, 0], "#
      + #"\#(ease)}, {"t": 19, "s": [140, 70, 0], "to": [-6, 5, 0], "ti": [6, -5, 0], "#
      + #"\#(ease)}, {"t": 38, "s": [100, 100, 0]}]}}}]}"#
    let bake = LottieBake(layer: "Eye", property: "position", spring: Self.spring)
    let result = try bake.baked(Array(text.utf8))
    let reach = try #require(LottieBake.kickReach(of: Self.spring))
    // Kicked along the first segment's chord (40, -30), to its own excursion of 50.
    #expect(isClose(result.initialVelocity, 50 / reach, absolute: 1e-3 * result.initialVelocity))
    let document = try LottieDocument(json: result.bytes)
    let position = try #require(document.layers.first?.namedProperties.first?.property)
    #expect(position.keyframes.last?.value == [100, 100, 0])
  }

  @Test("A spring that lands at a fractional out point is not written past it")
  func landsAtFractionalOutPoint() throws {
    // lottie-android's Mobilo/B.json: the layer stops at frame 22.7584036290646, and the
    // frames the planner rounds to 6 decimals put the landing 3.7e-7 frame after it.
    let outPoint = 22.7584036290646
    let keyframes = """
      {"i": {"x": 0.601, "y": 0.889}, "o": {"x": 0.239, "y": 0.067}, "t": 9,
       "s": [241.443, 258.888, 0], "e": [222.443, 251.888, 0], "to": [-0.5, -0.33333334326744, 0],
       "ti": [-1.02731943130493, -0.37357068061829, 0]},
      {"i": {"x": 0.686, "y": 1}, "o": {"x": 0.239, "y": 0.304}, "t": 11,
       "s": [222.443, 251.888, 0], "e": [242, 259, 0], "to": [5.54179763793945, 2.01519918441772, 0],
       "ti": [-3.09325051307678, -1.12481832504272, 0]},
      {"t": 20.3449832499027}
      """
    let text =
      #"{"fr": 25, "ip": 0, "op": 37, "layers": [{"ty": 4, "nm": "B", "ip": 10, "#
      + #""op": \#(outPoint), "st": -10.5559570491314, "ks": {"p": {"k": [\#(keyframes)]}}}]}"#
    let bake = LottieBake(layer: "B", property: "position", spring: .smooth)
    let result = try bake.baked(Array(text.utf8))
    #expect(result.landing != nil)
    #expect(result.endFrame <= outPoint && result.endFrame > outPoint - 1e-5)
    let document = try LottieDocument(json: result.bytes)
    let position = try #require(document.layers.first?.namedProperties.first?.property)
    #expect(position.keyframes.last?.value == [242, 259, 0])
  }

  @Test("A baked motion fits back to the spring")
  func roundTrip() throws {
    let bytes = try LottieReferenceFiles.bytes("scale-pop.json")
    let bake = LottieBake(
      layer: "Pop", property: "scale", spring: Self.spring, initialVelocity: 0, tolerance: 1e-5)
    let result = try bake.baked(bytes)
    let document = try LottieDocument(json: result.bytes)
    let motions = document.motions(layer: "Pop", property: "scale")
    #expect(motions.count == 1)
    let fit = try #require(LottieMotionFit.fits(motions, options: FitOptions()).first)
    let spring = try #require(fit.spring)
    #expect(isClose(spring.dampingRatio, Self.spring.dampingRatio, absolute: 1e-3), "\(spring)")
    #expect(isClose(spring.response, Self.spring.response, relative: 1e-3), "\(spring)")
    #expect(result.keyframeCount < 40)
  }

  @Test("The start velocity is the motion's own: a linear first segment's speed")
  func startVelocity() throws {
    let text = Self.document(
      keyframes: """
        {"t": 10, "s": [0], "o": {"x": [0.25], "y": [0.25]}, "i": {"x": [0.75], "y": [0.75]}},
        {"t": 40, "s": [90]}
        """)
    let bake = LottieBake(layer: "Box", property: "rotation", spring: Self.spring)
    let result = try bake.baked(Array(text.utf8))
    // 90° in 30 frames at 30 fps: 90° per second.
    #expect(isClose(result.initialVelocity, 90, absolute: 1e-9))
    try Self.check(result, original: Array(text.utf8), bake: bake, label: "linear")
    var given = bake
    given.initialVelocity = -45
    #expect(isClose(try given.baked(Array(text.utf8)).initialVelocity, -45, absolute: 1e-12))
  }

  @Test("An end frame ends on the spring's value there; the keyframes after stay")
  func endFrame() throws {
    let bytes = try LottieReferenceFiles.bytes("opacity-holds.json")
    let bake = LottieBake(
      layer: "Toast", property: "opacity", spring: Self.spring, motion: 1, end: .frame(20))
    let result = try bake.baked(bytes)
    #expect(result.endFrame == 20)
    try Self.check(result, original: bytes, bake: bake, label: "end 20")
    let property = try #require(
      LottieReferenceFiles.properties(try LottieDocument(json: result.bytes))["layers[0].ks.o"])
    let p = try Self.progress(Self.spring, 10.0 / 30, velocity: 0)
    #expect(isClose(property.value(atFrame: 20)[0], 100 * p, absolute: 100 * bake.tolerance))
  }

  /// Layer names need not be unique: the bake finds the layer that holds the motion's
  /// property, here the second of two layers named "Box" (the first one is still).
  @Test("Of two layers with the same name, the one that moves is baked")
  func sameName() throws {
    let text = """
      {"v": "5.7.4", "fr": 30, "ip": 0, "op": 90, "w": 100, "h": 100, "layers": [
        {"ty": 4, "nm": "Box", "ip": 0, "op": 90, "st": 0, "ks": {"r": {"a": 0, "k": 0}},
         "shapes": []},
        {"ty": 4, "nm": "Box", "ip": 0, "op": 90, "st": 0, "ks": {"r": {"a": 1, "k": [
          \(Self.linear)
        ]}}, "shapes": []}
      ]}
      """
    let bake = LottieBake(layer: "Box", property: "rotation", spring: Self.spring)
    let result = try bake.baked(Array(text.utf8))
    #expect(result.motion.propertyPath == "layers[1].ks.r")
    try Self.check(result, original: Array(text.utf8), bake: bake, label: "same name")
  }

  /// A one-layer document whose rotation has these keyframes.
  static func document(keyframes: String, outPoint: Int = 90) -> String {
    """
    {"v": "5.7.4", "fr": 30, "ip": 0, "op": 90, "w": 100, "h": 100, "layers": [
      {"ty": 4, "nm": "Box", "ip": 0, "op": \(outPoint), "st": 0, "ks": {"r": {"a": 1, "k": [
        \(keyframes)
      ]}}, "shapes": []}
    ]}
    """
  }

  static let linear = """
    {"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
    {"t": 12, "s": [90]}
    """

  static let held = """
    {"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
    {"t": 12, "s": [90], "h": 1}
    """

  @Test(
    "Bad input is a typed error with the path at fault",
    arguments: [
      (#"{"fr": 30, "ip": 0, "op": 60}"#, "rotation", LottieBake.End.rest, "layers", "unreadable"),
      (document(keyframes: linear), "scale", .rest, "", "noMotion"),
      (document(keyframes: linear), "rotation", .frame(0), "", "endNotAfterStart"),
      (
        document(keyframes: held + #", {"t": 14, "s": [0]}"#), "rotation", .frame(20),
        "layers[0].ks.r.k[2]", "overlapsNextKeyframe"
      ),
      (
        document(keyframes: linear, outPoint: 15), "rotation", .frame(20), "layers[0].op",
        "endsAfterOutPoint"
      ),
      // A motion after its layer's out point is never shown (cubo_livre.json's leftover).
      (
        document(
          keyframes: """
            {"t": 20, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}},
            {"t": 32, "s": [90]}
            """, outPoint: 15), "rotation", .rest, "layers[0].ks.r", "neverShown"
      ),
      // Until rest, 2 frames before the out point: too soon to land on the end value.
      (document(keyframes: linear, outPoint: 2), "rotation", .rest, "", "cannotLand"),
      // Refused before any keyframe is planned (planning 10⁷ frames would not finish soon).
      (document(keyframes: linear), "rotation", .frame(1e7), "layers[0].op", "endsAfterOutPoint"),
      (
        document(
          keyframes: """
            {"t": 0, "s": [0], "o": {"x": [0], "y": [0.5]}, "i": {"x": [0.5], "y": [1]}},
            {"t": 12, "s": [90]}
            """), "rotation", .rest, "layers[0].ks.r.k[0].o", "infiniteStartVelocity"
      ),
      (
        #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "Box", "ks": {"p": "#
          + #"{"s": true, "x": {"a": 0, "k": 0}, "y": {"a": 0, "k": 0}}}}]}"#, "position",
        .rest, "layers[0].ks.p", "splitPosition"
      ),
    ])
  func badInput(
    text: String, property: String, end: LottieBake.End, path: String, problem: String
  ) {
    let bake = LottieBake(layer: "Box", property: property, spring: Self.spring, end: end)
    do {
      _ = try bake.baked(Array(text.utf8))
      Issue.record("\(problem) was accepted")
    } catch {
      #expect(error.path == path, "\(error)")
      #expect("\(error.problem)".hasPrefix(problem), "\(error)")
      #expect(error.description.hasPrefix(path.isEmpty ? "" : path + ": "), "\(error)")
    }
  }

  @Test("Settings and files out of range are refused")
  func settings() throws {
    let bytes = Array(Self.document(keyframes: Self.linear).utf8)
    let refusals: [(LottieBake, String)] = [
      (
        LottieBake(layer: "Box", property: "rotation", spring: Self.spring, tolerance: 0),
        "tolerance"
      ),
      (
        LottieBake(layer: "Box", property: "rotation", spring: Self.spring, initialVelocity: .nan),
        "velocity"
      ),
      (
        LottieBake(
          layer: "Box", property: "rotation", spring: try Spring(stiffness: 100, damping: 0)),
        "settles"
      ),
      (LottieBake(layer: "Box", property: "rotation", spring: Self.spring, motion: 2), "motion"),
    ]
    for (bake, label) in refusals {
      #expect(throws: LottieBakeError.self, "\(label)") { try bake.baked(bytes) }
    }
    let bake = LottieBake(layer: "Box", property: "rotation", spring: Self.spring)
    #expect(
      throws: LottieBakeError(path: "", problem: .notUTF8(offset: bytes.count, byte: 0xFF))
    ) {
      try bake.baked(bytes + [0xFF])
    }
    let holds = try LottieReferenceFiles.bytes("opacity-holds.json")
    do {
      _ = try LottieBake(layer: "Toast", property: "opacity", spring: Self.spring).baked(holds)
      Issue.record("several motions were accepted")
    } catch {
      guard case .severalMotions(let motions) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(motions.count == 3 && error.isSelection)
    }
  }

  /// Two shape groups named alike (lottie-ios's IconTransitions.json has two 'Toast' groups in
  /// one layer): the name matches both, the JSON path one, and the refusal lists the paths.
  @Test("A property whose name repeats in its layer is selected by its JSON path")
  func repeatedNames() throws {
    let group =
      #"{"ty": "gr", "nm": "Dot", "it": [{"ty": "el", "s": {"a": 0, "k": [10, 10]}, "#
      + #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.3], "y": [0]}, "#
      + #""i": {"x": [0.7], "y": [1]}}, {"t": 12, "s": [40, 0]}]}}]}"#
    let text =
      #"{"fr": 30, "ip": 0, "op": 60, "layers": [{"ty": 4, "nm": "Box", "ip": 0, "op": 60, "#
      + #""ks": {}, "shapes": [\#(group), \#(group)]}]}"#
    let bytes = Array(text.utf8)
    let document = try LottieDocument(json: bytes)
    let byName = document.motions(layer: "Box", property: "Dot.el.position")
    #expect(byName.count == 2)
    let paths = byName.map(\.propertyPath)
    #expect(Set(paths).count == 2)
    for path in paths {
      #expect(document.motions(layer: "Box", property: path).map(\.propertyPath) == [path])
      let result = try LottieBake(layer: "Box", property: path, spring: Self.spring).baked(bytes)
      let baked = try LottieDocument(json: result.bytes).motions(layer: "Box", property: path)
      #expect(baked.first?.keyframeCount ?? 0 > 2)
    }
    do {
      _ = try LottieBake(layer: "Box", property: "Dot.el.position", spring: Self.spring).baked(
        bytes)
      Issue.record("two motions were accepted")
    } catch {
      guard case .severalMotions(let motions) = error.problem else {
        Issue.record("\(error)")
        return
      }
      #expect(motions.count == 2 && zip(motions, paths).allSatisfy { $0.contains("(\($1))") })
    }
  }
}
