extension TimingFunction {
  /// Core Animation's `linear`: progress equals time, the Bézier (0, 0, 1, 1); also CSS's
  /// `linear` keyword.
  public static let linear = TimingFunction(kind: .linear)
  /// Core Animation's `easeIn`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = bezier(0.42, 0, 1, 1)
  /// Core Animation's `easeOut`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = bezier(0, 0, 0.58, 1)
  /// Core Animation's `easeInEaseOut`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInEaseOut = bezier(0.42, 0, 0.58, 1)
  /// Core Animation's `default`, what most system animations use:
  /// `cubic-bezier(0.25, 0.1, 0.25, 1)`, the same curve as CSS's `ease`.
  public static let `default` = bezier(0.25, 0.1, 0.25, 1)

  /// CSS's `ease`, the initial value of `transition-timing-function`:
  /// `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let cssEase = bezier(0.25, 0.1, 0.25, 1)
  /// CSS's `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let cssEaseIn = bezier(0.42, 0, 1, 1)
  /// CSS's `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let cssEaseOut = bezier(0, 0, 0.58, 1)
  /// CSS's `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let cssEaseInOut = bezier(0.42, 0, 0.58, 1)
  /// CSS's `step-start`: `steps(1, jump-start)`, 1 from time 0 on.
  public static let stepStart = TimingFunction(Steps(unchecked: 1, position: .jumpStart))
  /// CSS's `step-end`: `steps(1, jump-end)`, 0 until time 1.
  public static let stepEnd = TimingFunction(Steps(unchecked: 1, position: .jumpEnd))

  /// Core Animation's names, as `CAMediaTimingFunctionName` spells them, in the order
  /// readers list them: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`.
  ///
  /// This table and ``cssKeywords`` are the one list of names: ``init(named:)`` looks names
  /// up in them, and readers and help texts list them from here.
  public static let coreAnimationNames: [(name: String, function: TimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
  ]

  /// CSS's easing keywords other than `linear` (which ``coreAnimationNames`` has), lower
  /// case: `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`.
  public static let cssKeywords: [(name: String, function: TimingFunction)] = [
    ("ease", .cssEase), ("ease-in", .cssEaseIn), ("ease-out", .cssEaseOut),
    ("ease-in-out", .cssEaseInOut), ("step-start", .stepStart), ("step-end", .stepEnd),
  ]

  /// Looks up a Core Animation timing function name or a CSS easing keyword.
  ///
  /// Core Animation's names (``coreAnimationNames``, `CAMediaTimingFunctionName` raw values)
  /// match exactly: `linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`. CSS keywords
  /// (``cssKeywords`` and `linear`) match ASCII letters case-insensitively, as CSS does:
  /// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`.
  ///
  /// ```swift
  /// TimingFunction(named: "easeInEaseOut")    // .easeInEaseOut
  /// TimingFunction(named: "ease-in-out")      // .cssEaseInOut, the same curve
  /// TimingFunction(named: "bounce")           // nil
  /// ```
  ///
  /// The initialiser fails for any other name, including Penner's (use
  /// `PennerEasing(rawValue:)` for those) and names with surrounding whitespace.
  ///
  /// - Parameter name: A Core Animation name or a CSS keyword.
  public init?(named name: String) {
    if let entry = Self.coreAnimationNames.first(where: { $0.name == name }) {
      self = entry.function
      return
    }
    let keyword = asciiLowercased(name)
    let keywords = [(name: "linear", function: TimingFunction.linear)] + Self.cssKeywords
    guard let entry = keywords.first(where: { $0.name == keyword }) else { return nil }
    self = entry.function
  }

  /// A named Bézier, whose control points are known to be valid.
  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> TimingFunction
  {
    TimingFunction(CubicBezier(uncheckedX1: x1, y1: y1, x2: x2, y2: y2))
  }
}

/// The text with ASCII capitals lowered and everything else kept, as CSS compares keywords.
func asciiLowercased(_ text: String) -> String {
  String(
    decoding: text.utf8.map {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0
    },
    as: UTF8.self)
}
