import SpringKit
import Testing

/// TimingFunction: validation, the named functions, and what every kind promises.
@Suite struct TimingFunctionEasingTests {
  static let badX: [Double] = [-0.1, 1.5, -.ulpOfOne, (1.0).nextUp, .nan, .infinity, -.infinity]

  @Test(arguments: badX)
  func controlPointTimesMustLieInTheUnitInterval(x: Double) {
    #expect(throws: SpringError(parameter: "x1", value: .number(x), rule: .unitInterval)) {
      try TimingFunction(controlPoints: x, 0, 0.5, 1)
    }
    #expect(throws: SpringError(parameter: "x2", value: .number(x), rule: .unitInterval)) {
      try TimingFunction(controlPoints: 0.5, 0, x, 1)
    }
    #expect(throws: SpringError(parameter: "x1", value: .number(x), rule: .unitInterval)) {
      try TimingFunction.CubicBezier(x1: x, y1: .nan, x2: x, y2: 1)
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func controlPointProgressMustBeFinite(y: Double) {
    #expect(throws: SpringError(parameter: "y1", value: .number(y), rule: .finite)) {
      try TimingFunction(controlPoints: 0.5, y, 0.5, 1)
    }
    #expect(throws: SpringError(parameter: "y2", value: .number(y), rule: .finite)) {
      try TimingFunction(controlPoints: 0.5, 0, 0.5, y)
    }
  }

  @Test func validationMessagesNameTheParameterTheRuleAndTheValue() {
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(controlPoints: 1.5, 0, 0.5, 1) }
        == "x1 must be finite and between 0 and 1, got 1.5")
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(controlPoints: 0, 0, -0.25, 1) }
        == "x2 must be finite and between 0 and 1, got -0.25")
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(controlPoints: 0, .nan, 0, 1) }
        == "y1 must be finite, got nan")
    #expect(
      Self.message { () throws(SpringError) in
        try TimingFunction(controlPoints: 0, 0, 0, -.infinity)
      } == "y2 must be finite, got -inf")
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(steps: 0) }
        == "steps must be at least 1, got 0")
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(steps: -3, position: .jumpNone) }
        == "steps must be at least 1, got -3")
    #expect(
      Self.message { () throws(SpringError) in try TimingFunction(steps: 1, position: .jumpNone) }
        == "steps must be at least 2 with jump-none, got 1")
  }

  /// The error's message, or nil when `make` succeeds.
  static func message(_ make: () throws(SpringError) -> TimingFunction) -> String? {
    do {
      _ = try make()
      return nil
    } catch {
      return error.description
    }
  }

  @Test func stepCountsAreValidated() throws {
    #expect(throws: SpringError(parameter: "steps", value: .count(0), rule: .positiveCount)) {
      try TimingFunction.Steps(0)
    }
    #expect(throws: SpringError(parameter: "steps", value: .count(1), rule: .jumpNoneCount)) {
      try TimingFunction.Steps(1, position: .jumpNone)
    }
    _ = try TimingFunction.Steps(2, position: .jumpNone)
    _ = try TimingFunction.Steps(1, position: .jumpBoth)
  }

  @Test func validControlPointsIncludeTheEdgesAndOvershoot() throws {
    _ = try TimingFunction(controlPoints: 0, -1e300, 1, 1e300)
    _ = try TimingFunction(controlPoints: 1, 0, 0, 1)
    _ = try TimingFunction(controlPoints: 0.34, 1.56, 0.64, 1)
    _ = try TimingFunction(controlPoints: -0.0, 0, 1, 1)
  }

  static let names: [(String, TimingFunction, [Double]?)] = [
    ("linear", .linear, nil),
    ("easeIn", .easeIn, [0.42, 0, 1, 1]),
    ("easeOut", .easeOut, [0, 0, 0.58, 1]),
    ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
    ("default", .default, [0.25, 0.1, 0.25, 1]),
    ("ease", .cssEase, [0.25, 0.1, 0.25, 1]),
    ("ease-in", .cssEaseIn, [0.42, 0, 1, 1]),
    ("ease-out", .cssEaseOut, [0, 0, 0.58, 1]),
    ("ease-in-out", .cssEaseInOut, [0.42, 0, 0.58, 1]),
    ("step-start", .stepStart, nil),
    ("step-end", .stepEnd, nil),
    ("EASE-In-Out", .cssEaseInOut, [0.42, 0, 0.58, 1]),
    ("LINEAR", .linear, nil),
  ]

  @Test(arguments: names)
  func namedFunctionsHaveTheirControlPoints(
    name: String, expected: TimingFunction, points: [Double]?
  ) throws {
    let function = try #require(TimingFunction(named: name))
    #expect(function == expected)
    if let points {
      #expect(
        function == (try TimingFunction(controlPoints: points[0], points[1], points[2], points[3])))
    }
  }

  @Test(arguments: [
    "", "bounce", "Default", "easein", "EaseIn", "ease_in", " ease", "ease ", "easeOutQuint",
    "steps(1)", "İinear",
  ])
  func unknownNamesGiveNil(name: String) {
    #expect(TimingFunction(named: name) == nil)
  }

  @Test func coreAnimationAndCSSNamesAreTheSameCurves() throws {
    #expect(TimingFunction.default == .cssEase)
    #expect(TimingFunction.easeIn == .cssEaseIn)
    #expect(TimingFunction.easeOut == .cssEaseOut)
    #expect(TimingFunction.easeInEaseOut == .cssEaseInOut)
    #expect(TimingFunction.stepStart == (try TimingFunction(steps: 1, position: .jumpStart)))
    #expect(TimingFunction.stepEnd == (try TimingFunction(steps: 1, position: .jumpEnd)))
    #expect(TimingFunction(.linear) == .linear)
    #expect(TimingFunction(.easeOutQuint).kind == .penner(.easeOutQuint))
  }

  static let allKinds: [TimingFunction] =
    [.linear, .easeIn, .easeOut, .easeInEaseOut, .default, .stepEnd]
    + PennerEasing.allCases.map(TimingFunction.init)
    + [(0.34, 1.56, 0.64, 1.0), (1, 0, 0, 1)].compactMap {
      try? TimingFunction(controlPoints: $0.0, $0.1, $0.2, $0.3)
    }
    + [try? TimingFunction(steps: 5, position: .jumpNone)].compactMap { $0 }

  @Test func everyKindIsCovered() {
    #expect(Self.allKinds.count == 6 + 31 + 3)
  }

  @Test(arguments: allKinds)
  func endsAreExactAndTimesAreClamped(function: TimingFunction) {
    #expect(function.progress(at: 0) == 0, "\(function)")
    #expect(function.progress(at: 1) == 1, "\(function)")
    #expect(function.progress(at: -3) == 0, "\(function)")
    #expect(function.progress(at: 3) == 1, "\(function)")
    #expect(function.progress(at: .nan).isNaN)
    #expect(function.derivative(at: .nan).isNaN)
  }

  @Test func kindsDispatchToTheirCurves() throws {
    #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    #expect(TimingFunction.linear.derivative(at: 0.3) == 1)
    #expect(TimingFunction(.easeOutQuint).progress(at: 0.5) == 0.968_75)
    #expect(TimingFunction(.easeOutQuint).derivative(at: 0) == 5)
    let steps = try TimingFunction(steps: 4)
    #expect(steps.progress(at: 0.3) == 0.25)
    #expect(steps.derivative(at: 0.3) == 0)
    let bezier = try TimingFunction.CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    #expect(TimingFunction(bezier) == .default)
    #expect(TimingFunction.default.progress(at: 0.4) == bezier.progress(at: 0.4))
    #expect(TimingFunction.default.derivative(at: 0.4) == bezier.derivative(at: 0.4))
    // The symmetric curve passes through (1/2, 1/2) exactly: t = 1/2 solves x(t) = 1/2.
    #expect(TimingFunction.easeInEaseOut.progress(at: 0.5) == 0.5)
  }

  @Test func descriptionsUseCSSNotation() throws {
    #expect(TimingFunction.linear.description == "linear")
    #expect(TimingFunction.easeInEaseOut.description == "cubic-bezier(0.42, 0.0, 0.58, 1.0)")
    #expect(try TimingFunction(steps: 4, position: .start).description == "steps(4, jump-start)")
    #expect(TimingFunction(.easeInOutBack).description == "easeInOutBack")
  }
}
