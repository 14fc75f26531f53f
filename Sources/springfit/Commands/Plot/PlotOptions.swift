import ArgumentParsing
import NameSuggestions
import SpringFormats
import SpringKit

/// Everything `springfit plot` needs, validated: what to draw, the title, the format and
/// where the picture goes.
///
/// `plot` is a command group: its first argument names a subcommand (`spring`, `fit`,
/// `outline`, `csv`, `fling`), each with its own options, and `--output`, `--format` and
/// `--title` stand anywhere (``sharedBindings``).
struct PlotOptions: ParsableCommandGroup, Sendable, Equatable {
  /// The drawing's subject with its own options.
  enum Subject: Sendable, Equatable {
    /// Springs' motions from `--from` to `--to`, up to `end` (or until the slowest rests).
    case springs([SpringCurve], end: Double?)
    /// A fit, with `fit`'s options (never `--batch`).
    case fit(FitCommandOptions)
    /// The bouncing menu, with `outline`'s options.
    case outline(OutlineOptions)
    /// A CSV file (`-` for standard input), its x column and the y columns (`nil`: every
    /// numeric column but x).
    case csv(path: String, x: String, y: [String]?)
    /// A fling, with `fling`'s options.
    case fling(FlingOptions)
  }

  /// The input files the subject reads (`-` for standard input): what `--output` must
  /// not be.
  var inputPaths: [String] {
    switch subject {
    case .fit(let options): options.inputPaths
    case .csv(let path, _, _): [path]
    case .springs, .outline, .fling: []
    }
  }

  /// The output format.
  enum Format: String, Sendable, Equatable, CaseIterable {
    /// The picture.
    case svg
    /// The data the picture is drawn from.
    case csv
  }

  /// What to draw.
  var subject = Subject.springs([], end: nil)
  /// The title (`--title`), or `nil` for the kind's own.
  var title: String?
  /// The file to write (`--output`), or `nil` for standard output.
  var output: String?
  /// Whether `--output -` asks for standard output explicitly, even when it is a terminal.
  var outputDashGiven = false
  /// SVG or the CSV it is drawn from (`--format`).
  var format = defaultFormat

  /// `--format`'s default: the picture.
  static let defaultFormat = Format.svg
  /// `--x`'s default: the column the sample, keyframes and fit commands write times in.
  static let defaultXColumn = "time"
}

// The command line of `springfit plot`.
extension PlotOptions {
  /// The most springs one `plot spring` overlays.
  static let maximumSprings = 12

  static let outputOption = OptionSpec.output(writing: "the picture (or its CSV)")
  static let formatOption = OptionSpec(
    "--format", .choice(Format.allCases.map(\.rawValue)), value: "NAME",
    help: "svg (the picture) or csv (the data it is drawn from: panel,series,x,y for charts, "
      + "time,d for the outline's filmstrip).", default: defaultFormat.rawValue)
  static let titleOption = OptionSpec(
    "--title", .text, value: "TEXT", help: "The picture's title.",
    default: "one that names what is drawn", takesAnyNextToken: true)
  /// The options every kind takes, anywhere among the kind's own (``sharedBindings``).
  static let commonOptions = [outputOption, formatOption, titleOption]

  /// `plot spring`'s `--end T`.
  static let endOption = OptionSpec(
    "--end", value: "T", help: "Draw up to T seconds; greater than 0.", rule: .positive,
    default: "1.1 times the time the slowest spring takes to settle within 0.1% of the "
      + "distance (an undamped spring counts four periods), at most 60 s")
  /// `plot csv`'s `--x NAME`.
  static let xOption = OptionSpec(
    "--x", .text, value: "NAME", help: "The column of the x axis.", default: defaultXColumn)
  /// `plot csv`'s `--y A,B,...`.
  static let yOption = OptionSpec(
    "--y", .list, value: "A,...", help: "The columns to draw, comma separated.",
    default: "every numeric column but x")

  /// The options of `plot spring`.
  static let springOptions = SpringOptions.all + MotionOptions.group.options + [endOption]

  /// The help's option groups, in order.
  static let sections = [
    OptionSection(title: "OUTPUT (every kind)", options: commonOptions),
    OptionSection(title: "plot spring [SPRING] [SPEC...]", options: springOptions),
    OptionSection(title: "plot csv FILE|-", options: [xOption, yOption]),
  ]

  /// The synopsis after `springfit plot`.
  static let synopsis: [SynopsisItem] = [
    .literal("spring|fit|outline|csv|fling"), .literal("[<options of the kind>]"),
    .optional(titleOption), .optional(formatOption), .optional(outputOption),
  ]

  /// The subcommands: `spring` reads springs, `csv` a file, `fit`, `outline` and `fling`
  /// read exactly what `springfit fit`, `springfit outline` and `springfit fling` read.
  static let subcommands: [SubcommandDeclaration<Self>] = [
    .subcommand("spring", Springs.self) { $0.subject = .springs($1.curves, end: $1.end) },
    .subcommand("fit", FitCommandOptions.self) { $0.subject = .fit($1) },
    .subcommand("outline", OutlineOptions.self) { $0.subject = .outline($1) },
    .subcommand("csv", CSV.self) { $0.subject = .csv(path: $1.path, x: $1.x, y: $1.y) },
    .subcommand("fling", FlingOptions.self) { $0.subject = .fling($1) },
  ]

  /// `--output`, `--format` and `--title`, which every kind takes, anywhere; the format is
  /// checked before the output, whatever their order.
  static var sharedBindings: [OptionBinding<Self>] {
    [
      .choice(formatOption, \.format), .output(outputOption, \.output, dash: \.outputDashGiven),
      .text(titleOption, \.title),
    ]
  }

  static let missingSubcommand = UsageError.missingArgument(
    what: "what to plot", reason: "give spring, fit, outline, csv or fling first")

  /// The error for a first argument that is not a kind.
  static func unknownSubcommand(_ word: String) -> UsageError {
    .springfit(
      .unknownPlotKind(
        word, suggestion: NearestName.suggestion(for: word, among: subcommandNames)))
  }

  /// The rules between a kind and the options it borrows: `plot fit` draws one fit and
  /// writes it with `--output`. (`plot fling` needs none: `--format` and `--output` are
  /// `plot`'s, shared by every kind, so fling's own never reach it.)
  ///
  /// - Throws: ``UsageError/optionDoesNotApply(option:reason:)`` for the first broken rule.
  func validateGroup() throws(UsageError) {
    guard case .fit(let options) = subject else { return }
    if case .batch = options.input {
      throw .optionDoesNotApply(
        option: FitCommandOptions.batchOption.name, reason: "plot fit draws one fit")
    }
    try UsageError.refuse(
      FitCommandOptions.plotOption, if: options.plot != nil,
      because: "plot fit writes its picture with --output")
  }

  /// `plot spring`'s options: a SPRING form and any number of SPECs, overlaid.
  struct Springs: ParsableCommandOptions, Sendable, Equatable {
    /// The SPRING form.
    var form = SpringOptions.Form()
    /// The spring options given, in the order they were typed, which name the form's curve.
    var given: [String] = []
    /// The motion every spring makes.
    var motion = MotionOptions()
    /// The SPECs after the options.
    var specs: [String] = []
    /// `--end`, or `nil` until the slowest spring rests.
    var end: Double?
    /// The curves drawn, one per spring.
    var curves: [SpringCurve] = []

    static let sections = [OptionSection(title: "plot spring", options: springOptions)]
    static var formRelations: [OptionRelation] { SpringOptions.relations }
    static var takesArguments: Bool { true }

    /// Each option bound to its field, in the order the values are read.
    static var bindings: [OptionBinding<Self>] {
      [
        .group(\.motion), .group(\.form), .givenInOrder(SpringOptions.all, \.given),
        .arguments(\.specs), .number(endOption, \.end),
      ]
    }

    /// The curves: the form's spring, named by its options as typed, then each SPEC's, from
    /// `--from` to `--to` (a spec's normalised velocity sets its curve's initial velocity).
    ///
    /// - Throws: ``UsageError`` for a bad SPEC, too many springs, or a velocity given twice.
    mutating func validate() throws(UsageError) {
      var named: [(name: String, spring: Spring, spec: SpringSpec?)] = []
      if !given.isEmpty {
        let name =
          form.specText
          ?? given.map { $0.dropFirst(2) + " " + (form.typed[$0] ?? "") }.joined(separator: ", ")
        named.append((name, form.spring, form.spec))
      }
      for text in specs {
        do throws(SpringSpecError) {
          let spec = try SpringSpec.parse(text)
          named.append((text, spec.spring, spec))
        } catch {
          throw .springfit(.springSpecArgument(text, error))
        }
      }
      if named.isEmpty { named.append(("smooth (SwiftUI's default)", .smooth, nil)) }
      if named.count > maximumSprings { throw .springfit(.tooManySprings(limit: maximumSprings)) }
      let velocityGiven = motion.typed[MotionOptions.velocityOption.name] != nil
      for spring in named {
        var velocity = motion.initialVelocity
        if let spec = spring.spec, spec.velocity != nil {
          velocity = try MotionOptions.velocity(
            of: spec, velocityGiven: velocityGiven, distance: motion.to - motion.from)
        }
        curves.append(
          SpringCurve(
            name: spring.name, spring: spring.spring, from: motion.from, to: motion.to,
            initialVelocity: velocity))
      }
    }
  }

  /// `plot csv FILE|- [--x NAME] [--y A,...]`.
  struct CSV: ParsableCommandOptions, Sendable, Equatable {
    /// The CSV file, `-` for standard input.
    var path = "-"
    /// The column of the x axis.
    var x = defaultXColumn
    /// The columns drawn, or `nil` for every numeric column but x.
    var y: [String]?

    static let sections = [OptionSection(title: "plot csv", options: [xOption, yOption])]
    static let relations: [OptionRelation] = [
      .oneSource([], what: "a CSV file", reason: "give its path, or - for standard input")
    ]
    static var takesArguments: Bool { true }

    /// Each option bound to its field.
    static var bindings: [OptionBinding<Self>] {
      [
        .argument(\.path), .text(xOption, \.x) { $0 },
        .names(yOption, \.y) { "name \($0 + 1) is empty" },
      ]
    }
  }
}
