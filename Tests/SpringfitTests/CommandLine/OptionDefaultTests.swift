import ArgumentParsing
import SpringFormats
import SpringKit
import Testing

@testable import springfit

/// Every `Default:` text that states a value equals the value the parser starts from, so the
/// help cannot drift from the stored properties' defaults.
@Suite("Declared defaults equal the parsed defaults")
struct OptionDefaultTests {
  /// A number as the help writes it: `60`, `0.5`.
  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// The `plot csv` options of a command line without `--x` or `--y`.
  static var plotCSV: (x: String, y: [String]?)? {
    let plot = (try? SpringfitCommand.parse(["plot", "csv", "f"]))?.parsed(PlotOptions.self)
    guard case .csv(_, let x, let y)? = plot?.subject else { return nil }
    return (x, y)
  }

  /// `--from`, `--to` and `--velocity` read from no arguments.
  static var motion: MotionOptions? { try? MotionOptions.bind(ScannedArguments()) }

  /// The interpolation `springfit preview --spring preset:bouncy` parses to.
  static var previewInterpolation: String? {
    let line = ["preview", "--spring", "preset:bouncy"]
    guard let parsed = (try? SpringfitCommand.parse(line))?.parsed(PreviewOptions.self),
      case .spring(let spring) = parsed.subject
    else { return nil }
    return spring.interpolation.rawValue
  }

  /// The mass of a spring given by `--stiffness` and `--damping` alone.
  static var parsedMass: Double? {
    let line = ["sample", "--stiffness", "1", "--damping", "1"]
    return (try? SpringfitCommand.parse(line))?.parsed(SampleOptions.self)?.spring.mass
  }

  /// `springfit lottie bake f --layer L --property scale`, parsed.
  static var lottieBake: LottieOptions? {
    let line = ["lottie", "bake", "f", "--layer", "L", "--property", "scale"]
    return (try? SpringfitCommand.parse(line))?.parsed(LottieOptions.self)
  }

  /// A colour for the colour defaults, whose value does not matter.
  static let red = CSSColour(colour: ColourSpace.sRGB.colour(at: SIMD4(1, 0, 0, 1)), syntax: .hex)

  /// Each option whose default is a value, with that value as the parser's default renders it.
  static let valueDefaults: [(option: OptionSpec, value: String)] = [
    (SpringOptions.mass, text(parsedMass ?? .nan)),
    (MotionOptions.fromOption, text(motion?.from ?? .nan)),
    (MotionOptions.toOption, text(motion?.to ?? .nan)),
    (SampleOptions.fpsOption, text(1 / SampleOptions().step)),
    (SampleOptions.integratorOption, SampleOptions().integrator.rawValue),
    (SampleOptions.formatOption, SampleOptions().format.rawValue),
    (ConvertOptions.formatOption, ConvertOptions().format.rawValue),
    (FitCommandOptions.formatOption, FitCommandOptions().format.rawValue),
    (KeyframesOptions.interpolationOption, KeyframesOptions().effectiveInterpolation.rawValue),
    (KeyframesOptions.formatOption, KeyframesOptions().format.rawValue),
    (KeyframesOptions.propertyOption, "'\(KeyframesOptions().template)'"),
    (KeyframesOptions.keyPathOption, KeyframesOptions().formatSettings.keyPath),
    (KeyframesOptions.fromOption, text(KeyframesOptions().from)),
    (KeyframesOptions.toOption, text(KeyframesOptions().to)),
    (KeyframesOptions.spaceOption, KeyframeExport.Colours(from: red, to: red).space.rawValue),
    (OutlineOptions.widthOption, text(OutlineOptions().width)),
    (
      OutlineOptions.buttonsOption,
      "\(OutlineOptions().buttons ?? 0) (\(text(OutlineOptions().height)) points)"
    ),
    (OutlineOptions.overhangOption, text(OutlineOptions().overhang)),
    (OutlineOptions.fpsOption, text(OutlineOptions().fps)),
    (OutlineOptions.formatOption, OutlineOptions().format.rawValue),
    (OutlineOptions.holdOption, text(MenuBounceExport.defaultHold)),
    (PlotOptions.formatOption, PlotOptions(subject: .springs([], end: nil)).format.rawValue),
    (PlotOptions.xOption, plotCSV?.x ?? "none"),
    (PreviewOptions.interpolationOption, previewInterpolation ?? "none"),
    (ScenarioOptions.formatOption, ScenarioOptions().format.rawValue),
    (EasingOptions.formatOption, EasingOptions().format.rawValue),
    (LottieOptions.toleranceOption, text(lottieBake?.tolerance ?? .nan)),
    (FlingOptions.fromOption, text(FlingOptions().from)),
    (FlingOptions.velocityOption, text(FlingOptions().velocity)),
    (FlingOptions.snapRuleOption, FlingOptions().snapRule.rawValue),
    (FlingOptions.formatOption, FlingOptions().format.rawValue),
    (FlingOptions.fpsOption, text(FlingOptions().frameRate)),
    (FlingOptions.propertyOption, "'\(FlingOptions().property)'"),
    (GestureOptions.strategyOption, GestureOptions().strategy.rawValue),
    (GestureOptions.dimensionOption, text(GestureOptions().dimension)),
    (TokensOptions.formatOption, TokensOptions().format.rawValue),
  ]

  /// Options whose default is a description, not a value the parser stores: the first
  /// words of their default are checked elsewhere (the help snapshots).
  static let describedDefaults = [
    MotionOptions.velocityOption, FitCommandOptions.keyTimesOption,
    FitCommandOptions.modeOption, FitCommandOptions.timingFunctionsOption,
    FitCommandOptions.columnOption, FitCommandOptions.layerOption,
    FitCommandOptions.propertyOption, FitCommandOptions.motionOption,
    KeyframesOptions.toleranceOption, KeyframesOptions.endOption, KeyframesOptions.fpsOption,
    OutlineOptions.heightOption,
    PlotOptions.titleOption, PlotOptions.endOption, PlotOptions.yOption,
    PreviewOptions.keyPathOption, PreviewOptions.titleOption, EasingOptions.endOption,
    LottieOptions.motionOption, LottieOptions.velocityOption, SpringOptions.bounce,
    FlingOptions.decayOption, FlingOptions.toleranceOption, GestureOptions.axisOption,
    KeyframesOptions.reducedMotionOption,
  ]

  @Test("A value default in the help equals the parser's", arguments: valueDefaults)
  func valueDefault(option: OptionSpec, value: String) {
    #expect(option.defaultText == value, "\(option.name)")
  }

  @Test("Every declared default is a checked value or a description")
  func everyDefaultIsClassified() {
    let options = CommandRegistry.commands.flatMap { $0.options }
    let checked = Self.valueDefaults.map(\.option) + Self.describedDefaults
    for option in options where option.defaultText != nil {
      #expect(checked.contains(option), "\(option.name) has an unchecked default")
    }
  }

  @Test("A described default names the value the parser starts from")
  func describedDefaults() throws {
    // --duration alone is SwiftUI's Spring(duration:), bounce 0.
    #expect(SpringOptions.bounce.defaultText?.hasPrefix("0,") == true)
    let duration = try SpringfitCommand.parse(["convert", "--duration", "0.8"])
    #expect(duration.parsed(ConvertOptions.self)?.spring == (try Spring(duration: 0.8, bounce: 0)))
    #expect(MotionOptions.velocityOption.defaultText?.hasPrefix("\(Self.text(0)), or") == true)
    #expect(Self.motion?.initialVelocity == 0)
    #expect(FitCommandOptions.modeOption.defaultText == FitCommandOptions.modes.first?.name)
    #expect(Self.plotCSV?.y == nil)
    #expect(EasingOptions().end == nil)  // the settling duration, computed when run
    #expect(FitCommandOptions().lottie == LottieSelection())  // every layer, property, motion
    // keyframes --fps: no step by default, Lottie's frame rate 60; Lottie animates scale.
    #expect(
      KeyframesOptions.fpsOption.defaultText
        == "with --format lottie, \(Self.text(KeyframesOptions().frameRate))")
    #expect(KeyframesOptions().placement == nil)
    #expect(KeyframesOptions().lottieProperty == .scale)
    #expect(KeyframesOptions.propertyOption.help.contains("scale (a factor"))
    // lottie bake: the only motion, the motion's own velocity, until rest.
    #expect(Self.lottieBake?.motion == nil && Self.lottieBake?.velocity == nil)
    #expect(Self.lottieBake?.end == .rest)
    // gesture --axis: not given is y.
    #expect(GestureOptions.axisOption.defaultText?.hasPrefix(GestureAxis.y.rawValue) == true)
    #expect(GestureOptions().axis == nil)
  }
}
