public import SpringKit

/// Keyframes of a spring between two colours, planned so that a client's piecewise-linear
/// playback stays within a ΔE_ok tolerance of the spring.
///
/// The spring runs componentwise in ``space`` (SpringKit's `SpringColour`); each instant is
/// mapped into the sRGB gamut by CSS Color 4's gamut mapping (`SRGBColour.mappedIntoGamut()`),
/// so the keyframes never ask a client to show a colour outside sRGB. The keyframes are
/// chosen for the way ``playback`` interpolates between them (CSS: in Oklab for `oklab()`,
/// in sRGB for `rgb()`, premultiplied; Core Animation: sRGB components), and checked as
/// printed (rounded times and colours) against the mapped spring.
///
/// ```swift
/// let red = try SRGBColour(red: 1, green: 0, blue: 0)
/// let blue = try SRGBColour(red: 0, green: 0, blue: 1)
/// let keyframes = try ColourKeyframes(
///   spring: .bouncy, from: red, to: blue, space: .oklab, playback: .cssOklab)
/// keyframes.measuredError <= keyframes.tolerance  // true
/// ```
public struct ColourKeyframes: Sendable, Hashable {
  /// The default tolerance, ΔE_ok 0.002: a tenth of the just-noticeable difference CSS Color 4's
  /// gamut mapping uses (0.02), and below the ΔE_ok of one 8-bit step of an sRGB channel
  /// (about 0.003 to 0.01), so the keyframes are indistinguishable from the spring on an
  /// 8-bit display.
  public static let defaultTolerance = 0.002

  /// The spring.
  public var spring: Spring
  /// The colour at time 0.
  public var from: SRGBColour
  /// The colour the spring pulls toward, the last keyframe.
  public var to: SRGBColour
  /// The space the spring ran in.
  public var space: ColourSpace
  /// The client the keyframes were planned for.
  public var playback: ColourPlayback
  /// The largest distance allowed between the played keyframes and the spring: ΔE_ok
  /// (Euclidean distance in Oklab), and the same bound on alpha.
  public var tolerance: Double
  /// Seconds from the first keyframe to the last, after which the spring stays within
  /// 0.4 × ``tolerance`` of ``to``.
  public var duration: Double
  /// Each keyframe's fraction of ``duration``, from 0 to 1.
  public var keyTimes: [Double]
  /// Each keyframe's colour, inside the sRGB gamut.
  public var colours: [SRGBColour]
  /// The largest ΔE_ok (or alpha difference) measured between the printed keyframes, played
  /// as ``playback`` plays them, and the mapped spring, at every planning sample and between
  /// them.
  public var measuredError: Double
  /// How far the played colours leave the sRGB gamut at most, in channel fractions (0 when
  /// every played colour is inside): Oklab interpolation between two colours inside sRGB can
  /// bulge slightly outside it.
  public var gamutExcursion: Double
  /// How many times the mapped spring jumps by more than 0.4 × ``tolerance`` within 10⁻⁶ of
  /// the duration.
  ///
  /// CSS Color 4's gamut mapping returns the clipped colour while it is within a
  /// just-noticeable difference and reduces chroma beyond, and its bisection stops at a
  /// chroma step, so an overshoot out of the gamut can change the shown colour at once. The
  /// plan samples each jump 10⁻⁶ of the duration apart; ``measuredError`` is not measured
  /// inside those windows, where linear keyframes cannot follow a step.
  public var discontinuities: Int
}
