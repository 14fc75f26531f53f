import ArgumentParsing
import SpringFormats
import Testing

@testable import springfit

/// SpringFormats' `FitRequest` names settings by their `springfit fit` options: the names it
/// words its errors with are the declarations' (`OptionSpec.parameters`).
@Suite("FitRequest's option names")
struct FitRequestOptionNameTests {
  @Test("Every field or parameter a fit option feeds is named by that option")
  func names() {
    for option in FitCommandOptions.options {
      for parameter in option.parameters {
        #expect(FitRequest.optionName(feeding: parameter) == option.name, "\(parameter)")
      }
    }
    #expect(FitCommandOptions.columnOption.name == "--column")
    #expect(
      FitCommandOptions.lottieGroup.options.map(\.name) == ["--layer", "--property", "--motion"])
  }
}
