import Foundation
import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// After Effects' inertial-bounce expressions read as springs, and baked (issue 36, item 5).
@Suite("Lottie bounce expressions")
struct LottieExpressionTests {
  /// The classic text as designers paste it (Dan Ebberts' form with the 1 s cut-off).
  static let classic = """
    amp = .05;
    freq = 4.0;
    decay = 8.0; // the envelope
    n = 0;
    if (numKeys > 0){
      n = nearestKey(time).index;
      if (key(n).time > time){ n--; }
    }
    if (n == 0){ t = 0; } else { t = time - key(n).time; }
    if (n > 0 && t < 1){
      v = velocityAtTime(key(n).time - thisComp.frameDuration/10);
      value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t);
    } else { value; }
    """

  /// Bodymovin's export of the same (airbnb/lottie-android's play_and_like_it.json, a
  /// LottieFiles animation in its snapshot tests, carries this text with amp 0.3, decay 5).
  static let exported =
    "var $bm_rt;\nvar amp, freq, decay, n, n, t, t, v;\namp = 0.3;\nfreq = 2;\ndecay = 5;\n"
    + "$bm_rt = n = 0;\nif (numKeys > 0) {\n    $bm_rt = n = nearestKey(time).index;\n"
    + "    if (key(n).time > time)\n        n--;\n}\nif (n == 0)\n    $bm_rt = t = 0;\nelse\n"
    + "    $bm_rt = t = sub(time, key(n).time);\nif (n > 0) {\n"
    + "    v = velocityAtTime(sub(key(n).time, div(thisComp.frameDuration, 10)));\n"
    + "    $bm_rt = sum(value, div(mul(mul(v, amp), Math.sin(mul(mul(mul(freq, t), 2), "
    + "Math.PI))), Math.exp(mul(decay, t))));\n} else\n    $bm_rt = value;"

  @Test("The classic form: amp, freq, decay, every keyframe, a tenth of a frame, cut at 1 s")
  func classic() throws {
    let bounce = try LottieBounceExpression(recognising: Self.classic)
    #expect(bounce.parameters.amplitude == 0.05)
    #expect(bounce.parameters.frequency == 4)
    #expect(bounce.parameters.decay == 8)
    #expect(bounce.keys == .every)
    #expect(bounce.velocityLead == .frames(0.1))
    #expect(bounce.cutoff == 1)
    // The dialect's own reference row (Tests/ReferenceData/after-effects.csv, ae-snappy).
    let spring = try bounce.parameters.spring()
    #expect(isClose(spring.stiffness, 695.6546816697189, absolute: 1e-12 * 695.65))
    #expect(spring.damping == 16)
  }

  @Test("Bodymovin's exported form with sum, mul, div and sub")
  func exported() throws {
    let bounce = try LottieBounceExpression(recognising: Self.exported)
    #expect(bounce.parameters.amplitude == 0.3)
    #expect(bounce.parameters.frequency == 2)
    #expect(bounce.parameters.decay == 5)
    #expect(bounce.cutoff == nil)
    #expect(bounce.velocityLead == .frames(0.1))
  }

  @Test(
    "Other names, var, $bm_ helpers, the last key only, a lead in seconds",
    arguments: [
      (
        "var a = 0.1, f = 2, d = 3; if (numKeys > 1 && time > key(numKeys).time) { "
          + "t = time - key(numKeys).time; v = velocityAtTime(key(numKeys).time - .001); "
          + "value + v*a*Math.sin(f*t*2*Math.PI)/Math.exp(d*t) } else { value }",
        0.1, 2.0, 3.0, LottieBounceExpression.Keys.last
      ),
      (
        "var $bm_rt; amp = 0.05; freq = 4; decay = 8; n = nearestKey(time).index; "
          + "t = $bm_sub(time, key(n).time); v = velocityAtTime($bm_sub(key(n).time, 0.001)); "
          + "$bm_rt = $bm_sum(value, $bm_div($bm_mul($bm_mul(v, amp), Math.sin($bm_mul("
          + "$bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))));",
        0.05, 4.0, 8.0, .every
      ),
    ])
  func variants(
    text: String, amp: Double, freq: Double, decay: Double, keys: LottieBounceExpression.Keys
  )
    throws
  {
    let bounce = try LottieBounceExpression(recognising: text)
    #expect(bounce.parameters.amplitude == amp)
    #expect(bounce.parameters.frequency == freq)
    #expect(bounce.parameters.decay == decay)
    #expect(bounce.keys == keys)
    #expect(bounce.velocityLead == .seconds(0.001))
  }

  @Test(
    "Other expressions are not recognised, with a reason, and never trap",
    arguments: [
      "loopOut('cycle')", "wiggle(2, 30)", "var $bm_rt;\n$bm_rt = [thisComp.width, 0];",
      "value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t)",  // nothing assigned
      "amp = .1; freq = 2; decay = 2; n = nearestKey(time).index; t = time - key(n).time;"
        + " v = velocityAtTime(key(n).time); value + v*amp*Math.cos(freq*t)/Math.exp(decay*t)",
      "((((((", "'unterminated", "a = 1 @ 2", String(repeating: "(", count: 10_000),
      "a" + String(repeating: ".b", count: 9_000), "f" + String(repeating: "()", count: 9_000),
      "1" + String(repeating: "+1", count: 9_000), String(repeating: "-", count: 9_000) + "1",
      String(repeating: "x", count: 70_000),
    ])
  func notRecognised(text: String) {
    #expect(throws: LottieExpressionNotRecognised.self) {
      _ = try LottieBounceExpression(recognising: text)
    }
  }

  /// lottie-web's lights.json: the expression reads its amp, freq and decay from effect
  /// sliders (20 / 2.5, 40 / 20, 40 / 20, and v / 100 in the formula) and bounces after the
  /// keyframes at frames 60 and 190; the arriving velocities agree with the mpmath reference
  /// (Scripts/reference/lottie_bounce_reference.py) to 1e-12 relative (the Swift bisection
  /// of the Bézier stops at 2⁻⁸⁰, the reference at 50 digits).
  @Test("lights.json (lottie-web): the slider rig's spring and its bounces")
  func lights() throws {
    let document = try LottieDocument(json: LottieRealFilesTests.bytes("lights.json"))
    let expressions = document.expressionSprings()
    let recognised = expressions.filter { $0.bounce != nil }
    #expect(expressions.count == 11)
    let entry = try #require(recognised.first)
    #expect(recognised.count == 1)
    #expect(entry.propertyPath == "layers[2].ks.p")
    #expect(entry.layerIndexPath == "3")
    let bounce = try #require(entry.bounce)
    #expect(isClose(bounce.parameters.amplitude, 0.08, absolute: 1e-15))
    #expect(bounce.parameters.frequency == 2)
    #expect(bounce.parameters.decay == 2)
    let spring = try #require(entry.spring)
    #expect(
      isClose(spring.stiffness, 4 + 16 * Double.pi * Double.pi, absolute: 1e-12 * spring.stiffness))
    #expect(spring.damping == 4)
    #expect(entry.bounces.map(\.frame) == [60, 190])
    let table = try ReferenceTable(named: "lottie-bounce.csv")
    for bounce in entry.bounces {
      for row in table.rows
      where Int(row.number("keyframe")) == bounce.keyframe && row.number("seconds") == 0 {
        let dimension = Int(row.number("dimension"))
        let expected = row.number("velocity")
        #expect(
          isClose(
            bounce.arrivingVelocity[dimension], expected, absolute: 1e-12 * max(1, abs(expected))),
          "\(row)")
      }
    }
    // The rest of the file's expressions are listed, not refused.
    #expect(
      expressions.filter { $0.bounce == nil }.allSatisfy {
        if case .failure(let error) = $0.outcome { return !error.reason.isEmpty }
        return false
      })
  }

  /// The report lists the expression with its spring in text, JSON and CSV.
  @Test("fit reports the expression's spring in text, JSON and CSV")
  func report() throws {
    let document = try LottieDocument(json: LottieRealFilesTests.bytes("lights.json"))
    let report = LottieFitReport(document: document, layer: "3")
    #expect(report.expressions.count == 1)
    #expect(
      report.text.contains(
        "expression: After Effects inertial bounce, amp 0.08, freq 2, decay 2; bounces after frames 60 and 190"
      ))
    #expect(report.text.contains("--spring  swiftui:stiffness=161.91367041742973,damping=4.0"))
    let all = LottieFitReport(document: document)
    #expect(all.text.contains("expression not recognised (layers[0].ks.p.x)"))
    #expect(all.csv.contains(",expression,60.0,190.0,1.0,3.1666666666666665,2,false,expression,"))
    let json = String(describing: all.jsonDocument)
    #expect(json.contains("\"recognised\""))
  }

  /// The baked file has no expression, reads back, and plays the bounce: the property minus
  /// the keyframe's value agrees with the expression evaluated in mpmath over the first
  /// second after each keyframe within 0.1 % of the bounce's first swing (the bake's
  /// tolerance) plus the landing's aim: each bounce would settle after the next keyframe
  /// (frame 180) or the out point (300), so it is aimed to land on the keyframe's value at
  /// the last frame it may end at (179, 300), which moves its target by `−kick(T)/step(T)`,
  /// the bounce's value there over the unit step's (2.8 % of the swing for the second).
  @Test("lights.json bakes: no expression, the bounce's keyframes within tolerance")
  func bake() throws {
    let original = try LottieRealFilesTests.bytes("lights.json")
    let result = try LottieExpressionBake(layer: "3", property: "position").baked(original)
    let baked = try LottieDocument(json: result.bytes)
    #expect(baked.expressionSprings(layer: "3").isEmpty)
    #expect(result.bounces.count == 2)
    #expect(result.bounces.allSatisfy { $0.error <= 0.001 })
    let position = try #require(
      LottieReferenceFiles.properties(baked)["layers[2].ks.p"])
    let table = try ReferenceTable(named: "lottie-bounce.csv")
    let spring = try #require(result.expression.spring)
    for bounce in result.expression.bounces {
      let reach = try #require(LottieBake.kickReach(of: spring)) * bounce.startSpeed
      let end = bounce.keyframe == 1 ? 179.0 : 300.0
      let time = (end - bounce.frame) / baked.frameRate
      let aim = abs(
        spring.value(fromValue: 0.0, toValue: 0.0, initialVelocity: bounce.startSpeed, time: time)
          / spring.value(fromValue: 0.0, toValue: 1.0, time: time))
      for row in table.rows
      where Int(row.number("keyframe")) == bounce.keyframe && row.number("seconds") <= 1 {
        let frame = bounce.frame + row.number("seconds") * baked.frameRate
        let dimension = Int(row.number("dimension"))
        let rest = bounce.keyframe == 1 ? 397.0 : 276.0
        let value = position.value(atFrame: frame)[dimension]
        let expected = (dimension == 1 ? rest : dimension == 0 ? 397 : 0) + row.number("offset")
        let step = spring.value(fromValue: 0.0, toValue: 1.0, time: row.number("seconds"))
        #expect(
          isClose(value, expected, absolute: 0.001 * reach + aim * abs(step) + 1e-9), "\(row)")
      }
    }
    // A legacy file (keyframes with `e`): every keyframe but the last ends with its `e` on
    // the next one's `s`, as rlottie needs (it ends a keyframe on the next `s` only when the
    // next has no `e`).
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.bytes)) as? [String: Any])
    let layers = try #require(json["layers"] as? [[String: Any]])
    let transform = try #require(layers[2]["ks"] as? [String: Any])
    let keys = try #require((transform["p"] as? [String: Any])?["k"] as? [[String: Any]])
    #expect(keys.count > 10)
    for (key, next) in zip(keys, keys.dropFirst()) {
      let end = key["e"] as? [Double]
      #expect(end != nil && end == next["s"] as? [Double], "\(key)")
    }
    // Outside the property, every byte is kept.
    let text = String(decoding: result.bytes, as: UTF8.self)
    let source = String(decoding: original, as: UTF8.self)
    #expect(text.hasPrefix(source.prefix(200)))
  }

  @Test("A bounce added to the next motion is refused with the keyframe's path")
  func overlapping() throws {
    let json = """
      {"fr":30,"ip":0,"op":90,"layers":[{"ty":4,"nm":"Ball","ip":0,"op":90,"ks":{"r":{"a":1,\
      "k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":10,"s":[90],\
      "o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":20,"s":[0]}],"x":"\(Self.classic
        .replacingOccurrences(of: "\n", with: "\\n"))"}}}]}
      """
    #expect(throws: LottieBakeError.self) {
      _ = try LottieExpressionBake(layer: "Ball", property: "rotation").baked(Array(json.utf8))
    }
  }
}
