import ArgumentParsing

@testable import springfit

// The bad-input rows of the commands that take options only: the top level, sample, the
// --spring spec (under every command that takes one), convert, keyframes, outline and
// examples. Every one is a usage error (exit 64) naming the option, value or key.

extension BadInputCase {
  /// `springfit` without a usable subcommand.
  static let topLevel: [BadInputCase] = [
    BadInputCase("no command", [], exit: .usage, mentions: ["missing command"]),
    BadInputCase(
      "unknown command", ["smaple"], exit: .usage,
      mentions: ["unknown command 'smaple'", "Did you mean 'sample'?"]),
    BadInputCase(
      "unknown top-level option", ["--verison"], exit: .usage,
      mentions: ["'--verison'", "Did you mean '--version'?"]),
    BadInputCase(
      "help for an unknown command", ["help", "fitt"], exit: .usage,
      mentions: ["unknown command 'fitt'", "'fit'"]),
    BadInputCase(
      "--version with an argument", ["--version", "now"], exit: .usage,
      mentions: ["unexpected argument 'now'"]),
  ]

  /// `springfit sample`: spring options, motion, time grid, integrator and format.
  static let sample: [BadInputCase] = [
    BadInputCase(
      "sample: not a number", ["sample", "--stiffness", "abc", "--damping", "1"], exit: .usage,
      mentions: ["'abc'", "'--stiffness'", "expected a number"]),
    BadInputCase(
      "sample: incomplete spring", ["sample", "--stiffness", "100"], exit: .usage,
      mentions: ["'--stiffness' requires '--damping'"]),
    BadInputCase(
      "sample: zero mass", ["sample", "--stiffness", "1", "--damping", "1", "--mass", "0"],
      exit: .usage, mentions: ["'0'", "'--mass'", "greater than 0"]),
    BadInputCase(
      "sample: NaN stiffness", ["sample", "--stiffness", "nan", "--damping", "1"],
      exit: .usage, mentions: ["'nan'", "'--stiffness'"]),
    BadInputCase(
      "sample: infinite stiffness", ["sample", "--stiffness", "inf", "--damping", "1"],
      exit: .usage, mentions: ["'inf'", "'--stiffness'"]),
    BadInputCase(
      "sample: negative damping", ["sample", "--stiffness", "1", "--damping", "-1"],
      exit: .usage, mentions: ["'-1'", "'--damping'"]),
    BadInputCase(
      "sample: overflowing stiffness/mass",
      ["sample", "--stiffness", "1e300", "--damping", "1", "--mass", "1e-300"], exit: .usage,
      mentions: ["'--stiffness'", "finite"]),
    BadInputCase(
      "sample: zero fps", ["sample", "--fps", "0"], exit: .usage,
      mentions: ["'0'", "'--fps'"]),
    BadInputCase(
      "sample: negative step", ["sample", "--step", "-0.1"], exit: .usage,
      mentions: ["'-0.1'", "'--step'"]),
    BadInputCase(
      "sample: negative end", ["sample", "--end", "-1"], exit: .usage,
      mentions: ["'-1'", "'--end'"]),
    BadInputCase(
      "sample: infinite end", ["sample", "--end", "1e999"], exit: .usage,
      mentions: ["'1e999'", "'--end'"]),
    BadInputCase(
      "sample: too many samples", ["sample", "--end", "1e7", "--step", "1e-7"], exit: .usage,
      mentions: ["10000000 samples", "--step"]),
    BadInputCase(
      "sample: values too far apart", ["sample", "--from", "-1e308", "--to", "1e308"],
      exit: .usage, mentions: ["'--from -1e308'", "'--to 1e308'"]),
    BadInputCase(
      "sample: infinite velocity", ["sample", "--velocity", "-inf", "--end", "1"],
      exit: .usage, mentions: ["'-inf'", "'--velocity'"]),
    BadInputCase(
      "sample: missing value", ["sample", "--velocity"], exit: .usage,
      mentions: ["missing value for option '--velocity'"]),
    BadInputCase(
      "sample: unknown integrator", ["sample", "--integrator", "leapfrog"], exit: .usage,
      mentions: ["'leapfrog'", "'--integrator'", "exact"]),
    BadInputCase(
      "sample: unknown format", ["sample", "--format", "xml"], exit: .usage,
      mentions: ["'xml'", "'--format'"]),
    BadInputCase(
      "sample: --fps and --step", ["sample", "--fps", "60", "--step", "0.1"], exit: .usage,
      mentions: ["'--fps' and '--step'"]),
    BadInputCase(
      "sample: undamped until rest", ["sample", "--stiffness", "1", "--damping", "0"],
      exit: .usage, mentions: ["'--until-rest'", "--end"]),
    BadInputCase(
      "sample: diverging integrator",
      [
        "sample", "--stiffness", "1e6", "--damping", "0", "--integrator", "euler", "--step",
        "10", "--end", "5000",
      ], exit: .usage, mentions: ["euler", "diverges", "--step"]),
    BadInputCase(
      "sample: velocity twice",
      ["sample", "--spring", "uikit:duration=1,damping=0.5,velocity=1", "--velocity", "2"],
      exit: .usage, mentions: ["velocity=", "'--velocity'"]),
    BadInputCase(
      "sample: unexpected argument", ["sample", "fast"], exit: .usage,
      mentions: ["unexpected argument 'fast'"]),
    BadInputCase(
      "sample: misspelt option", ["sample", "--stifness", "1"], exit: .usage,
      mentions: ["'--stifness'", "Did you mean '--stiffness'?"]),
    BadInputCase(
      "sample: repeated option", ["sample", "--end", "1", "--end", "2"], exit: .usage,
      mentions: ["'--end' is given more than once"]),
  ]

  /// `--spring SPEC`, under each command that takes a spring.
  static let springSpec: [BadInputCase] = [
    BadInputCase(
      "spec: unknown dialect", ["sample", "--spring", "andriod:stiffness=1"], exit: .usage,
      mentions: ["'andriod'", "Did you mean 'android'?"]),
    BadInputCase(
      "spec: unknown key", ["convert", "--spring", "pop:bounciness=4,sped=12"], exit: .usage,
      mentions: ["key 'sped'", "'pop'", "Did you mean 'speed'?"]),
    BadInputCase(
      "spec: empty item", ["convert", "--spring", "pop:bounciness=4,,speed=12"], exit: .usage,
      mentions: ["empty item in --spring"]),
    BadInputCase(
      "spec: missing dialect", ["convert", "--spring", ":duration=1"], exit: .usage,
      mentions: ["missing dialect"]),
    BadInputCase(
      "spec: unknown preset", ["keyframes", "--spring", "preset:wobbly"], exit: .usage,
      mentions: ["'wobbly'", "'preset'"]),
    BadInputCase(
      "spec: not a number", ["convert", "--spring", "rebound:tension=abc,friction=7"],
      exit: .usage, mentions: ["'abc'", "key 'tension'", "expected a number"]),
    BadInputCase(
      "spec: NaN", ["keyframes", "--spring", "swiftui:duration=nan,bounce=0"], exit: .usage,
      mentions: ["'nan'", "key 'duration'"]),
    BadInputCase(
      "spec: overflowing number", ["outline", "--spring", "swiftui:duration=1e309,bounce=0"],
      exit: .usage, mentions: ["'1e309'", "key 'duration'"]),
    BadInputCase(
      "spec: repeated key", ["outline", "--spring", "swiftui:duration=0.5,duration=1"],
      exit: .usage, mentions: ["key 'duration' is given more than once"]),
    BadInputCase(
      "spec: negative duration", ["convert", "--spring", "swiftui:duration=-1,bounce=0"],
      exit: .usage, mentions: ["'-1'", "key 'duration'"]),
    BadInputCase(
      "spec: infinite UIKit velocity",
      ["convert", "--spring", "uikit:duration=1,damping=0.5,velocity=inf"], exit: .usage,
      mentions: ["'inf'", "key 'velocity'"]),
    BadInputCase(
      "spec: keys of no form", ["convert", "--spring", "swiftui:duration=1,dampingRatio=1"],
      exit: .usage, mentions: ["'swiftui'", "'duration', 'dampingRatio'", "Forms:"]),
    BadInputCase(
      "spec: colon and nothing", ["sample", "--spring", "swiftui:"], exit: .usage,
      mentions: ["nothing after 'swiftui:'", "'swiftui' alone", "Keys: duration, bounce,"]),
    BadInputCase(
      "spec: dialect without defaults", ["convert", "--spring", "uikit"], exit: .usage,
      mentions: ["dialect 'uikit' needs keys", "uikit:duration=D,damping=Z"]),
    BadInputCase(
      "spec: colon and nothing, no defaults", ["keyframes", "--spring", "uikit:"],
      exit: .usage, mentions: ["nothing after 'uikit:'", "no defaults", "Keys: duration,"]),
    BadInputCase(
      "spec: missing value", ["sample", "--spring"], exit: .usage,
      mentions: ["missing value for option '--spring'"]),
    BadInputCase(
      "spec: with another spring form",
      ["sample", "--spring", "preset:bouncy", "--stiffness", "1"], exit: .usage,
      mentions: ["'--spring' and '--stiffness'"]),
    BadInputCase(
      "spec: huge derived value", ["convert", "--spring", "rebound:tension=1e308,friction=0"],
      exit: .usage, mentions: ["'1e308'", "key 'tension'"]),
  ]

  /// `springfit convert`.
  static let convert: [BadInputCase] = [
    BadInputCase(
      "convert: unknown format", ["convert", "--format", "yaml"], exit: .usage,
      mentions: ["'yaml'", "'--format'"]),
    BadInputCase(
      "convert: unexpected argument", ["convert", "bouncy"], exit: .usage,
      mentions: ["unexpected argument 'bouncy'"]),
    BadInputCase(
      "convert: zero duration", ["convert", "--duration", "0", "--bounce", "0"], exit: .usage,
      mentions: ["'0'", "'--duration'"]),
    BadInputCase(
      "convert: bounce out of range", ["convert", "--duration", "1", "--bounce", "1.5"],
      exit: .usage, mentions: ["'1.5'", "'--bounce'"]),
  ]

  /// `springfit keyframes`.
  static let keyframes: [BadInputCase] = [
    BadInputCase(
      "keyframes: reduced motion for a format without a media query",
      ["keyframes", "--reduced-motion", "jump"], exit: .usage,
      mentions: ["'--reduced-motion'", "css and web-animations"]),
    BadInputCase(
      "keyframes: a fade of an opacity motion",
      [
        "keyframes", "--format", "css", "--property", "opacity: {value}", "--reduced-motion",
        "fade",
      ],
      exit: .usage, mentions: ["'fade'", "'--reduced-motion'", "jump or critical"]),
    BadInputCase(
      "keyframes: reduced motion of retargeted layers",
      ["keyframes", "--format", "css", "--retarget", "0.2:2", "--reduced-motion", "jump"],
      exit: .usage, mentions: ["'--reduced-motion'", "--retarget"]),
    BadInputCase(
      "keyframes: an unknown reduced-motion policy",
      ["keyframes", "--format", "css", "--reduced-motion", "slow"], exit: .usage,
      mentions: ["'slow'", "'--reduced-motion'", "jump, fade, critical"]),
    BadInputCase(
      "keyframes: zero tolerance", ["keyframes", "--tolerance", "0"], exit: .usage,
      mentions: ["'0'", "'--tolerance'"]),
    BadInputCase(
      "keyframes: tolerance below rounding", ["keyframes", "--tolerance", "1e-300"],
      exit: .usage, mentions: ["'1e-300'", "'--tolerance'", "rounding"]),
    // Issue 31: these printed "duration": 0.0 or "made for 0.001 but inf" with exit 0.
    BadInputCase(
      "keyframes: a spring that settles in 1e-149 s",
      ["keyframes", "--stiffness", "1e300", "--damping", "1e150"], exit: .usage,
      mentions: ["settles after 1.28e-149 s", "1e-12 s", "--end SECONDS"]),
    BadInputCase(
      "keyframes: a spring that settles in 1e-149 s, evenly spaced",
      ["keyframes", "--stiffness", "1e300", "--damping", "1e150", "--count", "5"],
      exit: .usage, mentions: ["settles after", "1e-12 s"]),
    BadInputCase(
      "keyframes: a motion too short for 17 decimals, as CSS",
      ["keyframes", "--duration", "1e-17", "--bounce", "0", "--format", "css"], exit: .usage,
      mentions: ["settles after 1.49e-17 s", "1e-12 s"]),
    BadInputCase(
      "keyframes: an end too short for 17 decimals",
      ["keyframes", "--duration", "1e-12", "--bounce", "0", "--end", "1e-13"], exit: .usage,
      mentions: ["'1e-13'", "'--end'", "at least 1e-12 s"]),
    // Issue 31: 5e-324 was advised 6.4e-14, which was then refused with 8.5e-10.
    BadInputCase(
      "keyframes: the smallest double as tolerance", ["keyframes", "--tolerance", "5e-324"],
      exit: .usage, mentions: ["'5e-324'", "'--tolerance'", "at least 8.5e-10"]),
    BadInputCase(
      "keyframes: one keyframe", ["keyframes", "--count", "1"], exit: .usage,
      mentions: ["'1'", "'--count'"]),
    BadInputCase(
      "keyframes: infinite count", ["keyframes", "--count", "1e400"], exit: .usage,
      mentions: ["'1e400'", "'--count'"]),
    BadInputCase(
      "keyframes: fractional count", ["keyframes", "--count", "2.5"], exit: .usage,
      mentions: ["'2.5'", "'--count'", "whole number"]),
    BadInputCase(
      "keyframes: unsupported mode", ["keyframes", "--mode", "discrete"], exit: .usage,
      mentions: ["'discrete'", "'--mode'"]),
    BadInputCase(
      "keyframes: unsupported interpolation", ["keyframes", "--interpolation", "discrete"],
      exit: .usage, mentions: ["'discrete'", "'--interpolation'"]),
    BadInputCase(
      "keyframes: --mode and --interpolation",
      [
        "keyframes", "--mode", "cubic",
        "--interpolation", "linear",
      ], exit: .usage, mentions: ["'--interpolation'", "once"]),
    BadInputCase(
      "keyframes: unknown format", ["keyframes", "--format", "pdf"], exit: .usage,
      mentions: ["'pdf'", "'--format'"]),
    BadInputCase(
      "keyframes: undamped without end", ["keyframes", "--stiffness", "1e10", "--damping", "0"],
      exit: .usage, mentions: ["--end"]),
    BadInputCase(
      "keyframes: --tolerance and --count", ["keyframes", "--tolerance", "0.1", "--count", "5"],
      exit: .usage, mentions: ["'--tolerance' and '--count'"]),
    BadInputCase(
      "keyframes: --fps and --tolerance but not lottie",
      ["keyframes", "--fps", "30", "--tolerance", "0.1"], exit: .usage,
      mentions: ["'--fps' and '--tolerance'"]),
    BadInputCase(
      "keyframes: lottie zero fps", ["keyframes", "--format", "lottie", "--fps", "0"],
      exit: .usage, mentions: ["'0'", "'--fps'"]),
    BadInputCase(
      "keyframes: lottie negative fps", ["keyframes", "--format", "lottie", "--fps", "-24"],
      exit: .usage, mentions: ["'-24'", "'--fps'"]),
    BadInputCase(
      "keyframes: lottie NaN fps", ["keyframes", "--format", "lottie", "--fps", "nan"],
      exit: .usage, mentions: ["'nan'", "'--fps'"]),
    BadInputCase(
      "keyframes: lottie infinite tolerance",
      ["keyframes", "--format", "lottie", "--tolerance", "inf"], exit: .usage,
      mentions: ["'inf'", "'--tolerance'"]),
    BadInputCase(
      "keyframes: lottie cubic mode", ["keyframes", "--format", "lottie", "--mode", "cubic"],
      exit: .usage, mentions: ["'--interpolation cubic' does not apply", "Lottie"]),
    BadInputCase(
      "keyframes: lottie unknown property",
      ["keyframes", "--format", "lottie", "--property", "opacity"], exit: .usage,
      mentions: ["'opacity'", "'--property'", "scale, position, rotation"]),
    BadInputCase(
      "keyframes: web-animations template without a property",
      ["keyframes", "--format", "web-animations", "--property", "{value}"], exit: .usage,
      mentions: ["'{value}'", "'--property'", "a declaration with {value}"]),
    BadInputCase(
      "keyframes: css template with a stray brace",
      ["keyframes", "--format", "css", "--property", "a}b: {value}"], exit: .usage,
      mentions: ["'a}b: {value}'", "'--property'", "no other braces"]),
    BadInputCase(
      "keyframes: --document without lottie", ["keyframes", "--document"], exit: .usage,
      mentions: ["'--document' does not apply", "--format lottie"]),
  ]

  /// `springfit outline`.
  static let outline: [BadInputCase] = [
    BadInputCase(
      "outline: negative width", ["outline", "--width", "-1"], exit: .usage,
      mentions: ["'-1'", "'--width'"]),
    BadInputCase(
      "outline: NaN height", ["outline", "--height", "nan"], exit: .usage,
      mentions: ["'nan'", "'--height'"]),
    BadInputCase(
      "outline: huge fps", ["outline", "--fps", "1e9"], exit: .usage,
      mentions: ["'1e9'", "'--fps'"]),
    BadInputCase(
      "outline: unknown example", ["outline", "--example", "menu-bouce"], exit: .usage,
      mentions: ["'menu-bouce'", "Did you mean 'menu-bounce'?"]),
    BadInputCase(
      "outline: unknown format", ["outline", "--format", "png"], exit: .usage,
      mentions: ["'png'", "'--format'"]),
    BadInputCase(
      "outline: --loop without svg", ["outline", "--loop"], exit: .usage,
      mentions: ["'--loop' does not apply", "--format svg"]),
    BadInputCase(
      "outline: --hold without --loop", ["outline", "--format", "svg", "--hold", "2"],
      exit: .usage, mentions: ["'--hold' requires '--loop'"]),
    BadInputCase(
      "outline: negative hold", ["outline", "--format", "svg", "--loop", "--hold", "-1"],
      exit: .usage, mentions: ["'-1'", "'--hold'"]),
    BadInputCase(
      "outline: hold over a minute", ["outline", "--format", "svg", "--loop", "--hold", "61"],
      exit: .usage, mentions: ["'61'", "'--hold'", "at most 60"]),
  ]

  /// `springfit examples`.
  static let examples: [BadInputCase] = [
    BadInputCase(
      "examples: unexpected argument", ["examples", "all"], exit: .usage,
      mentions: ["unexpected argument 'all'"]),
    BadInputCase(
      "examples: unknown option", ["examples", "--format", "json"], exit: .usage,
      mentions: ["unknown option '--format'"]),
  ]
}
