import Testing

/// The bad-input rows that need a real process: standard input unreadable.
///
/// The in-process matrix (``BadInputMatrixTests``) simulates a failing read; these run the
/// built `springfit` with descriptor 0 unreadable, as `springfit fit - <&-` does in a shell.
@Suite("Bad input at the process boundary")
struct BadInputProcessTests {
  @Test("fit - with standard input closed exits 66 naming it")
  func closedInput() throws {
    Self.check(try BuiltSpringfit.run("fit", "-", "--format", "json", standardInput: .unusable))
  }

  @Test("fit --batch - with standard input closed exits 66 naming it")
  func closedBatchInput() throws {
    Self.check(try BuiltSpringfit.run("fit", "--batch", "-", standardInput: .unusable))
  }

  /// Status 66, nothing on standard output, and the one message on standard error.
  static func check(
    _ result: ChildProcess.Result, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 66, sourceLocation: sourceLocation)
    #expect(result.outputText.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.errorText == "Error: cannot read standard input: Bad file descriptor\n",
      sourceLocation: sourceLocation)
  }
}
