public import SpringKit

/// Exports a spring's motion as keyframes in one format: what `springfit keyframes` does, as
/// a request a Swift program fills in and runs.
///
/// Set what you ask for; leave the rest `nil` for its default. ``validate()`` applies the
/// rules between the settings (which interpolations a format plays, what retargets and
/// colours need), and ``text()`` plans the keyframes and writes them, ending with a newline.
///
/// ```swift
/// var export = KeyframeExport(spring: .bouncy)
/// export.format = .css
/// export.placement = .tolerance(0.0005)
/// let css = try export.text()
/// ```
///
/// With ``retargets`` the motion is written as additive layers (CSS, Web Animations, JSON)
/// or one baked track (CSV, Lottie); with ``colours`` it springs between two colours.
public struct KeyframeExport: Sendable, Hashable {
  /// How the keyframes are placed.
  public enum Placement: Sendable, Hashable {
    /// As few as keep the curve within this many value units of the spring.
    case tolerance(Double)
    /// This many, evenly spaced.
    case count(Int)
    /// One every this many seconds.
    case step(Double)
  }

  /// The two colours a colour export springs between, and the space it springs in.
  public struct Colours: Sendable, Hashable {
    /// The colour at time 0.
    public var from: CSSColour
    /// The colour the spring comes to rest at.
    public var to: CSSColour
    /// The space the spring runs in: Oklab by default.
    public var space: ColourSpace
    /// `to` as the user typed it, for messages; empty for none.
    public var toText: String

    /// Creates the colours of an export.
    public init(from: CSSColour, to: CSSColour, space: ColourSpace = .oklab, toText: String = "") {
      self.from = from
      self.to = to
      self.space = space
      self.toText = toText
    }
  }

  /// The most keyframes a count or a frame rate may ask for, as for error-bounded export.
  public static let maximumCount = Spring.maximumKeyframeCount
  /// The template of CSS and Web Animations when none is given: a scale.
  public static let defaultTemplate = "transform: scale({value})"
  /// The key path of the Swift snippet when none is given.
  public static let defaultKeyPath = "transform.scale"
  /// The template of a colour export when none is given.
  public static let colourTemplate = "background-color: {value}"

  /// The spring.
  public var spring: Spring
  /// The value at time 0.
  public var from: Double
  /// The target the spring pulls toward.
  public var to: Double
  /// The velocity at time 0, in value units per second.
  public var initialVelocity: Double
  /// The colours, for a colour export (``from`` and ``to`` are then unused); `nil` for
  /// numbers.
  public var colours: Colours?
  /// How the keyframes are placed; `nil` for ``effectivePlacement``'s default tolerance.
  public var placement: Placement?
  /// The interpolation the keyframes are made for; `nil` for the format's default
  /// (``KeyframeFormat/defaultInterpolation``), linear with ``retargets``.
  public var interpolation: KeyframeInterpolation?
  /// With the Bézier interpolation: keep every timing function's y1 and y2 in [0, 1]
  /// (`KeyframeInterpolation.bezierWithinUnitInterval`).
  public var withinUnitInterval: Bool
  /// The duration in seconds, or `nil` for the settling duration.
  public var end: Double?
  /// The output format.
  public var format: KeyframeFormat
  /// CSS and Web Animations: the declaration of one keyframe with `{value}` where the value
  /// goes; Lottie: the layer property's name (``LottieExportProperty``); `nil` for the
  /// default (``template``, ``lottieProperty``).
  public var property: String?
  /// Swift: the `CAKeyframeAnimation`'s key path; `nil` for ``defaultKeyPath``.
  public var keyPath: String?
  /// Lottie's frames per second.
  public var frameRate: Double
  /// Whether a Lottie export is a whole playable file rather than one property.
  public var lottieDocument: Bool
  /// CSS and Web Animations: what plays with `prefers-reduced-motion: reduce`; `nil` for no
  /// variant.
  public var reducedMotion: ReducedMotion?
  /// The changes of target, or `nil` for one motion.
  public var retargets: [Retarget]?

  /// Creates an export of `spring` from `from` to `to`, as JSON within the default tolerance.
  public init(
    spring: Spring = .smooth, from: Double = 0, to: Double = 1, initialVelocity: Double = 0
  ) {
    self.spring = spring
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    self.colours = nil
    self.placement = nil
    self.interpolation = nil
    self.withinUnitInterval = false
    self.end = nil
    self.format = .json
    self.property = nil
    self.keyPath = nil
    self.frameRate = 60
    self.lottieDocument = false
    self.reducedMotion = nil
    self.retargets = nil
  }

  /// 0.001·|to − from|, or 0.001 when `to == from`: the default tolerance, and the settling
  /// ε of evenly spaced keyframes (0.1 % of the travel, whatever its units).
  public var relativeEpsilon: Double { Spring.travelEpsilon(fromValue: from, toValue: to) }

  /// The placement in effect: the given one or the default tolerance.
  public var effectivePlacement: Placement { placement ?? .tolerance(relativeEpsilon) }

  /// The interpolation in effect: the given one or the format's default, linear for
  /// retargets (Lottie's default Bézier gives way to their straight lines), bounded to the
  /// unit interval with ``withinUnitInterval``.
  public var effectiveInterpolation: KeyframeInterpolation {
    var mode = interpolation ?? format.defaultInterpolation
    if withinUnitInterval, mode == .bezier { mode = .bezierWithinUnitInterval }
    if retargets != nil, interpolation == nil, format == .lottie { mode = .linear }
    return mode
  }

  /// The declaration template in effect: the given one, or `--value: {value}` for
  /// retargeted CSS and Web Animations, ``colourTemplate`` for colours, ``defaultTemplate``
  /// otherwise.
  public var template: String {
    if format == .lottie { return Self.defaultTemplate }
    if let property { return property }
    if colours != nil { return Self.colourTemplate }
    if retargets != nil, format.takesTemplate { return "\(LayeredKeyframes.cssProperty): {value}" }
    return Self.defaultTemplate
  }

  /// The layer property a Lottie export animates: ``property`` named, scale by default.
  public var lottieProperty: LottieExportProperty {
    guard format == .lottie, let property else { return .scale }
    return LottieExportProperty(rawValue: property) ?? .scale
  }

  /// What the chosen format's writer takes besides the keyframes.
  public var formatSettings: KeyframeFormat.Settings {
    KeyframeFormat.Settings(
      from: from, to: to, template: template, keyPath: keyPath ?? Self.defaultKeyPath,
      frameRate: frameRate, lottieProperty: lottieProperty, lottieDocument: lottieDocument,
      reducedMotion: reducedMotion)
  }
}
