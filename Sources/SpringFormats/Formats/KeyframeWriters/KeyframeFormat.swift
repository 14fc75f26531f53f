public import SpringKit

/// The formats keyframes of one value are written in: the one list a command line or an app
/// offers, with what each format can play and which template it takes.
///
/// Each case names its writer (``write(_:settings:standIn:)``), the interpolations its players
/// draw as planned (``acceptedInterpolations``) and whether it takes a declaration template
/// (``takesTemplate``, checked by ``validateTemplate(_:)``). Adding a format is a case here,
/// its branch in ``write(_:settings:standIn:)`` and its writer.
///
/// ```swift
/// let keyframes = try Spring.bouncy.printableKeyframes(
///   fromValue: 0.0, toValue: 1.0, tolerance: 0.001)
/// let css = try KeyframeFormat.css.write(keyframes, settings: .init()).text
/// ```
public enum KeyframeFormat: String, Sendable, Hashable, CaseIterable {
  /// A CAKeyframeAnimation-shaped object: values, keyTimes, duration, calculationMode.
  case json
  /// RFC 4180 CSV with the columns `keyTime,time,value`.
  case csv
  /// A `linear()` transition and an `@keyframes` animation.
  case css
  /// A `CAKeyframeAnimation` and a SwiftUI `KeyframeTrack`.
  case swift
  /// Web Animations keyframes and options for `element.animate()`.
  case webAnimations = "web-animations"
  /// A Lottie animated property (keyframes at frame times with easing handles), or a
  /// playable Lottie file (``Settings/lottieDocument``).
  case lottie

  /// The interpolations this format's players draw as the keyframes were planned.
  ///
  /// CSS and Web Animations interpolate keyframes linearly, each segment optionally eased
  /// by a cubic Bézier; Lottie eases straight segments in time; the others hold every
  /// interpolation.
  public var acceptedInterpolations: [KeyframeInterpolation] {
    switch self {
    case .json, .csv, .swift: KeyframeInterpolation.allCases
    case .css, .webAnimations: [.linear, .bezier, .bezierWithinUnitInterval]
    case .lottie: KeyframeInterpolation.allCases.filter { $0 != .cubic && $0 != .catmullRom }
    }
  }

  /// Whether the format can play keyframes planned for `interpolation`.
  public func accepts(_ interpolation: KeyframeInterpolation) -> Bool {
    acceptedInterpolations.contains(interpolation)
  }

  /// The interpolation to plan for when none is asked: `KeyframeInterpolation.bezier` for
  /// Lottie, which eases every segment with a cubic Bézier; `KeyframeInterpolation.linear`
  /// otherwise.
  public var defaultInterpolation: KeyframeInterpolation {
    self == .lottie ? .bezier : .linear
  }

  /// Whether the format writes each keyframe through a declaration template with
  /// `{value}` where the value goes (``Settings/template``): CSS and Web Animations.
  public var takesTemplate: Bool { self == .css || self == .webAnimations }

  /// Checks a declaration template the way this format's writer reads it (Web Animations
  /// also needs a property name).
  ///
  /// - Parameter template: A declaration such as `opacity: {value}`.
  /// - Throws: ``KeyframeFormatError`` when the template is malformed, or when the format
  ///   takes no template (``takesTemplate`` is `false`).
  public func validateTemplate(_ template: String) throws(KeyframeFormatError) {
    switch self {
    case .css: try CSSKeyframesWriter(template: template).validate(for: Double.self)
    case .webAnimations:
      try WebAnimationsKeyframesWriter(template: template).validate(for: Double.self)
    case .json, .csv, .swift, .lottie: throw .noTemplate(format: rawValue)
    }
  }
}
