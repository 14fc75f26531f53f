import SpringFormats
import SpringKit
import Testing
import _SpringTestSupport

/// Writing spring tokens and reading them back, and a token file's springs through every
/// ecosystem and back.
@Suite("Spring tokens: round trips")
struct SpringTokenRoundTripTests {
  /// One token in each parametrisation, the durations in both forms, bounce negative too.
  static let file = #"""
    {"motion": {"$type": "spring",
      "bouncy": {"$value": {"duration": {"value": 500, "unit": "ms"}, "bounce": 0.3}},
      "creep": {"$value": {"duration": "0.8s", "bounce": -0.4}},
      "heavy": {"$value": {"stiffness": 300, "damping": 12, "mass": 2}},
      "gentle": {"$value": {"response": "350ms", "dampingRatio": 0.85}}}}
    """#

  /// |a − b| within `relative`·|b|, the whole motion's two numbers ω₀ and ζ.
  static func sameMotion(_ a: Spring, _ b: Spring, relative: Double) -> Bool {
    isClose(a.naturalFrequency, b.naturalFrequency, relative: relative)
      && isClose(a.dampingRatio, b.dampingRatio, absolute: relative, relative: relative)
  }

  @Test("Each form writes and reads back to the same spring within 1e-12")
  func writeRead() throws {
    let file = try SpringTokenFile(bytes: Array(Self.file.utf8))
    #expect(
      file.springs.map(\.form) == [
        .durationBounce, .durationBounce, .physical, .responseDampingRatio,
      ])
    var group: [String: JSONValue] = [:]
    for token in file.springs {
      group[token.path[1]] = token.document(fallbacks: nil)
    }
    let text = try JSONWriter().string(for: ["motion": .object(group)])
    let back = try SpringTokenFile(bytes: Array(text.utf8))
    let original = Dictionary(uniqueKeysWithValues: file.springs.map { ($0.name, $0) })
    #expect(back.springs.count == 4)
    for token in back.springs {
      let before = try #require(original[token.name])
      #expect(token.form == before.form)
      // Written as SpringKit's derived numbers, shortest round-trip text: rounding only.
      #expect(Self.sameMotion(token.spring, before.spring, relative: 1e-12), "\(token.name)")
      if token.form == .physical { #expect(token.spring == before.spring) }
    }
    // The object duration form, as written.
    #expect(text.contains(#""unit": "ms""#) && !text.contains(#""0.8s""#))
  }

  @Test(
    "Every ecosystem's parameters give the spring back (exact ones within 1e-12)",
    arguments: 0..<4)
  func ecosystems(index: Int) throws {
    let spring = try SpringTokenFile(bytes: Array(Self.file.utf8)).springs[index].spring
    // The views `Spring.equivalents` prints (the table that describes the dialects once),
    // less the per-frame curves (Svelte, GSAP), whose spring is the frame rate's, not a
    // continuous one.
    let views = SpringEcosystem.all.filter { !["svelte", "gsap"].contains($0.key) }.map {
      ($0.key, $0.dialect(of: spring))
    }
    for (key, view) in views {
      guard view.deviation.isFinite else { continue }  // cannot express it: nothing to compare
      guard let back = try? view.spring() else {
        Issue.record("\(key): no spring back")
        continue
      }
      if view.deviation <= SpringEquivalent.negligibleDeviation {
        #expect(Self.sameMotion(back, spring, relative: 1e-12), "\(key)")
      } else {
        // Nearest: the largest distance between the motions, measured here on a dense grid,
        // is within the stated deviation (plus the grid's own miss, well under 1e-6).
        let end = min(try spring.settlingDuration(fromValue: 0.0, toValue: 1.0), 20)
        var largest = 0.0
        for step in 0...4000 {
          let time = end * Double(step) / 4000
          let a = spring.value(fromValue: 0.0, toValue: 1.0, time: time)
          let b = back.value(fromValue: 0.0, toValue: 1.0, time: time)
          largest = max(largest, abs(a - b))
        }
        #expect(largest <= view.deviation * 1.01 + 1e-6, "\(key): \(largest) > \(view.deviation)")
      }
    }
  }

  @Test("The extensions carry linear() with its tolerance and the nearest cubic-bezier")
  func extensions() throws {
    let token = SpringToken(path: ["motion", "bouncy"], spring: .bouncy)
    let fallbacks = SpringTokenFallbacks(spring: .bouncy)
    let text = try JSONWriter().string(for: token.document(fallbacks: fallbacks))
    let node = try JSONReader.parse(Array(text.utf8))
    let springKit = try #require(node["$extensions"]?["org.springkit"])
    guard case .string(let easing) = springKit["linear"]?["easing"]?.value else {
      Issue.record("no linear easing")
      return
    }
    #expect(easing.hasPrefix("linear(0, ") && easing.hasSuffix(", 1)"))
    #expect(springKit["linear"]?["tolerance"]?.value == .number(0.001, text: "0.001"))
    guard case .array(let points) = springKit["cubicBezier"]?["$value"]?.value,
      case .number(let error, _) = springKit["cubicBezier"]?["maximumError"]?.value
    else {
      Issue.record("no cubic-bezier")
      return
    }
    #expect(points.count == 4)
    #expect(error == fallbacks.cubicBezier?.maximumError && error > 0)
    // Reading the written token back ignores the extensions and gives the spring.
    let back = try SpringTokenFile(bytes: Array(#"{"b": "#.utf8) + Array(text.utf8) + [125])
    #expect(Self.sameMotion(try #require(back.springs.first).spring, .bouncy, relative: 1e-12))
  }

  @Test("An undamped spring has no fallbacks, and the CSS says so")
  func undamped() throws {
    let spring = try Spring(stiffness: 100, damping: 0)
    let fallbacks = SpringTokenFallbacks(spring: spring)
    #expect(fallbacks.linear == nil && fallbacks.cubicBezier == nil)
    let token = SpringToken(path: ["a"], spring: spring)
    #expect(token.cssDeclarations(fallbacks: fallbacks).first?.hasPrefix("/* a: ") == true)
  }

  @Test("CSS custom properties are named from the path")
  func css() throws {
    let token = SpringToken(path: ["motion", "bouncy one"], spring: .bouncy)
    let lines = token.cssDeclarations(fallbacks: SpringTokenFallbacks(spring: .bouncy))
    #expect(lines[0].hasPrefix("--motion-bouncy-one-easing: linear(0, "))
    #expect(lines[1].hasPrefix("--motion-bouncy-one-duration: ") && lines[1].hasSuffix("ms;"))
    #expect(lines[2].hasPrefix("--motion-bouncy-one-cubic-bezier: cubic-bezier("))
  }
}
