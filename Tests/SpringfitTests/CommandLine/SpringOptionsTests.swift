import ArgumentParsing
import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// The SPRING binding hands a command the parsed `--spring` spec, so that no command parses
/// the text again for its velocity.
@Suite("SPRING options")
struct SpringOptionsTests {
  /// A command's fields as the binding sets them.
  struct Root: OptionGroup {
    var spring = Spring.smooth
    var spec: SpringSpec?
    var velocity: Double?

    static var bindings: [OptionBinding<Self>] {
      [SpringOptions.binding(\.spring, uiKitVelocity: \.velocity, spec: \.spec)]
    }
  }

  /// The fields after binding `arguments`.
  func bound(_ arguments: [String]) throws -> Root {
    guard
      case .arguments(let scanned) = try OptionScanner.scan(arguments, options: SpringOptions.all)
    else {
      Issue.record("help instead of arguments")
      return Root()
    }
    return try Root.bind(scanned)
  }

  @Test("--spring sets the spring, the spec SpringSpec.parse gives, and UIKit's velocity")
  func spec() throws {
    let text = "uikit:duration=0.8,damping=0.6,velocity=0.6"
    let root = try bound(["--spring", text])
    let parsed = try SpringSpec.parse(text)
    #expect(root.spec == parsed)
    #expect(root.spring == parsed.spring)
    #expect(root.velocity == 0.6)
    #expect(root.spec?.velocity?.text == "0.6")
  }

  @Test("The other forms leave the spec nil")
  func otherForms() throws {
    let root = try bound(["--duration", "0.4", "--bounce", "0.2"])
    #expect(root.spec == nil)
    #expect(root.velocity == nil)
    #expect(root.spring == (try Spring(duration: 0.4, bounce: 0.2)))
  }
}
