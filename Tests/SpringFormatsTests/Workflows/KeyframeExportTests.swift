import SpringFormats
import SpringKit
import Testing

/// `KeyframeExport`, the request behind `springfit keyframes`: its rules between settings,
/// the `T:VALUE,...` retarget syntax and the ends a colour export takes, and that the text it
/// writes reads back as the spring's motion.
@Suite("KeyframeExport")
struct KeyframeExportTests {
  @Test("A format refuses an interpolation its players do not draw, naming the setting")
  func interpolationRule() {
    var export = KeyframeExport()
    export.format = .css
    export.interpolation = .cubic
    #expect(throws: KeyframeExportError.self) { try export.validate() }
    do {
      try export.validate()
    } catch {
      #expect(error.setting == .interpolation)
      #expect(
        error.description
          == "interpolation cubic does not apply: CSS interpolates keyframes linearly; use "
          + "--interpolation linear or bezier with --format css")
    }
    export.interpolation = .bezier
    #expect(throws: Never.self) { try export.validate() }
  }

  @Test("Retargets need a tolerance, no end and a property CSS adds")
  func retargetRules() throws {
    var export = KeyframeExport()
    export.retargets = try Retarget.list(parsing: "0.2:2,0.5:-1")
    export.placement = .count(20)
    #expect(
      throws: KeyframeExportError(
        .retargets,
        .doesNotApply(
          value: nil, reason: "its layers are planned for --tolerance, not evenly spaced"))
    ) {
      try export.validate()
    }
    export.placement = nil
    export.format = .css
    // The default template of retargeted CSS is a registered number that `add` sums.
    #expect(export.template == "--value: {value}")
    #expect(throws: Never.self) { try export.validate() }
    export.property = "transform: scale({value})"
    #expect(throws: KeyframeExportError.self) { try export.validate() }
  }

  @Test("The retarget syntax reads back what it writes and refuses a pair without a value")
  func retargetSyntax() throws {
    let retargets = try Retarget.list(parsing: "0.2:40,0.5:-7.25")
    #expect(
      retargets == [Retarget(time: 0.2, target: 40), Retarget(time: 0.5, target: -7.25)])
    #expect(try Retarget.list(parsing: Retarget.text(of: retargets)) == retargets)
    for bad in ["0.2", "0.2:far", "0.2:1,,0.4:2", ""] {
      #expect(
        throws: KeyframeExportError(.retargets, .invalid(value: bad, rule: Retarget.listSyntax))
      ) {
        try Retarget.list(parsing: bad)
      }
    }
  }

  @Test("Ends are numbers or colours, and a colour goes to a colour")
  func ends() throws {
    #expect(try KeyframeEnd(parsing: "2.5", setting: .to).number == 2.5)
    #expect(try KeyframeEnd(parsing: "#ff0000", setting: .from).number == nil)
    #expect(throws: KeyframeExportError.self) { try KeyframeEnd(parsing: "inf", setting: .to) }
    let red = try KeyframeEnd(parsing: "#ff0000", setting: .from)
    let blue = try KeyframeEnd(parsing: "#0000ff", setting: .to)
    let colours = try #require(try KeyframeExport.Colours.between(red, blue, space: nil))
    #expect(colours.space == .oklab && colours.toText == "#0000ff")
    let two = try KeyframeEnd(parsing: "2", setting: .to)
    do {
      _ = try KeyframeExport.Colours.between(red, two, space: nil)
      Issue.record("a colour to a number was accepted")
    } catch {
      #expect(error.setting == .to)
      #expect(error.description.contains("a CSS colour, as --from '#ff0000' is"))
    }
    #expect(try KeyframeExport.Colours.between(nil, two, space: nil) == nil)
  }

  @Test("The JSON written reads back as keyframes of the spring within the tolerance")
  func jsonReadsBack() throws {
    var export = KeyframeExport(spring: .bouncy, from: -1, to: 2)
    export.placement = .tolerance(0.003)
    let text = try export.text()
    let document = try KeyframeDocument(json: try JSONReader.parse(Array(text.utf8)))
    let duration = try #require(document.duration)
    let keyTimes = try #require(document.keyTimes)
    #expect(document.values.first == -1 && document.values.last == 2)
    #expect(keyTimes.count == document.values.count)
    // Every keyframe is the spring's own value at its time: the keyframe curve is within the
    // tolerance of the spring, and it passes through the spring at the keyframes (to the
    // printed digits, far finer than the tolerance).
    for (keyTime, value) in zip(keyTimes, document.values) {
      let exact = Spring.bouncy.value(fromValue: -1.0, toValue: 2.0, time: keyTime * duration)
      #expect(abs(value - exact) <= 0.003, "at keyTime \(keyTime)")
    }
  }

  @Test("A spring that never settles needs an end, worded for the export")
  func missingEnd() throws {
    let export = KeyframeExport(spring: try Spring(mass: 1, stiffness: 100, damping: 0))
    #expect(
      throws: KeyframeExportError(
        .end,
        .missing(
          what: "an end time",
          reason: "the spring is undamped and never comes to rest; pass --end SECONDS"))
    ) { try export.text() }
  }
}
