import SpringFormats
import SpringKit
import SpringScenarios
import Testing

/// `MenuBounce.jsonDocument`: the menu's own fields, the motion's ends and velocity, and one
/// entry per frame with the frame's own numbers.
@Suite("A menu motion as JSON")
struct MenuBounceJSONTests {
  @Test("The show motion of Hokusai's menu")
  func show() throws {
    let menu = MenuBounce()
    let spring = try menu.showSpring()
    let frames = try menu.showFrames(fps: 30)
    let document = try menu.jsonDocument(
      frames: frames, spring: spring, dismissing: false, fps: 30, scenario: "menu-bounce")
    guard case .object(let members) = document else {
      Issue.record("not an object")
      return
    }
    #expect(members["example"] == .string("menu-bounce"))
    #expect(members["motion"] == .string("show"))
    #expect(members["buttons"] == .number(3))
    #expect(members["height"] == .number(menu.menuHeight))
    #expect(members["from"] == .number(menu.screenHeight))
    #expect(members["to"] == .number(menu.screenHeight - menu.menuHeight))
    // UIKit's velocity is a fraction of the distance per second: 0.6 × (to − from).
    #expect(members["initialVelocity"] == .number(0.6 * -menu.menuHeight))
    guard case .array(let entries) = members["frames"] else {
      Issue.record("no frames")
      return
    }
    #expect(entries.count == frames.count)
    for (entry, frame) in zip(entries, frames) {
      guard case .object(let fields) = entry else { continue }
      #expect(fields["time"] == .number(frame.time))
      #expect(fields["position"] == .number(frame.y))
      #expect(fields["bendOffset"] == ["horizontal": 0, "vertical": .number(frame.offset)])
      #expect(fields["d"] == .string(frame.outline.svgPathData()))
    }
  }

  @Test("A height override has no button count; dismissing swaps the ends")
  func heightOverride() throws {
    var menu = MenuBounce()
    menu.heightOverride = 300
    let frames = try menu.dismissFrames(fps: 10)
    let document = try menu.jsonDocument(
      frames: frames, spring: try menu.dismissSpring(), dismissing: true, fps: 10)
    guard case .object(let members) = document else {
      Issue.record("not an object")
      return
    }
    #expect(members["buttons"] == .null)
    #expect(members["example"] == .null)
    #expect(members["motion"] == .string("dismiss"))
    #expect(members["from"] == .number(menu.screenHeight - 300))
    #expect(members["to"] == .number(menu.screenHeight))
  }
}
