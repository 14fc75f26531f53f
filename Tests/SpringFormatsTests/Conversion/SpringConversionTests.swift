import SpringFormats
import SpringKit
import Testing

/// `SpringConversion`: `springfit convert`'s JSON and text, called as a library.
@Suite("SpringConversion")
struct SpringConversionTests {
  @Test("The JSON document holds the spring, its quantities and every equivalent")
  func jsonDocument() throws {
    let conversion = SpringConversion(spring: .smooth)
    guard case .object(let members) = conversion.jsonDocument,
      case .object(let equivalents) = members["equivalents"]
    else {
      Issue.record("not an object")
      return
    }
    #expect(
      Set(members.keys) == [
        "spring", "dampingRatio", "naturalFrequency", "response", "duration", "bounce",
        "settlingDuration", "equivalents",
      ])
    #expect(Set(equivalents.keys) == Set(Spring.smooth.equivalents().map(\.key)))
    #expect(members["dampingRatio"] == .number(Spring.smooth.dampingRatio))
    _ = try JSONWriter(style: .pretty).string(for: conversion.jsonDocument)
  }

  @Test("An equivalent's object: its parameters, code, deviation and exactness; null when infinite")
  func equivalentObject() {
    let equivalent = SpringEquivalent(
      key: "k", title: "K", dialect: "k", parameters: [SpringParameter("stiffness", 100)],
      code: "K(100)", deviation: .infinity)
    #expect(
      SpringEquivalent.json([equivalent])
        == [
          "k": [
            "code": "K(100)", "deviation": .null, "exactness": "inexpressible", "stiffness": 100,
          ]
        ])
    // A per-frame dialect names its frame rate; exact there, it says so.
    var framed = equivalent
    framed.deviation = 0
    framed.frameRate = 120
    #expect(framed.exactness == .exactAtFrameRate(120))
    #expect(
      SpringEquivalent.json([framed])
        == [
          "k": [
            "code": "K(100)", "deviation": 0, "exactness": "exactAtFrameRate", "frameRate": 120,
            "stiffness": 100,
          ]
        ])
    framed.deviation = 0.02
    #expect(framed.exactness == .nearest(deviation: 0.02))
  }

  @Test("The text lists the quantities, then one section per ecosystem")
  func text() {
    let text = SpringConversion(spring: .smooth, uiKitVelocity: 1.5).text
    #expect(text.hasPrefix("Spring\n  mass"))
    for equivalent in Spring.smooth.equivalents(uiKitVelocity: 1.5) {
      #expect(text.contains("\n\(equivalent.title) (\(equivalent.dialect))\n"))
      #expect(text.contains(equivalent.code))
    }
  }
}
