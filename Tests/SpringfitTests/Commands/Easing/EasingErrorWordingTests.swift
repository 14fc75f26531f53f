import ArgumentParsing
import SpringFormats
import Testing

@testable import springfit

/// `springfit easing` prints SpringFormats' `EasingExportError` sentences as they are: each
/// may advise only options the command takes.
@Suite("springfit easing's error sentences")
struct EasingErrorWordingTests {
  /// Every case of the error, with a reason where it takes one.
  static let errors: [EasingExportError] = [
    .neverSettles, .settlesTooLate(settling: 12.5), .settlingFailed("the spring is undamped"),
  ]

  @Test("Each sentence names only options of easing", arguments: errors)
  func namesOnlyItsOptions(error: EasingExportError) {
    let declared = Set(EasingOptions.options.map(\.name))
    let named = error.description.split(whereSeparator: { !$0.isLetter && $0 != "-" })
      .filter { $0.hasPrefix("--") }.map(String.init)
    #expect(!named.isEmpty, "\(error)")
    for option in named { #expect(declared.contains(option), "\(error): \(option)") }
  }
}
