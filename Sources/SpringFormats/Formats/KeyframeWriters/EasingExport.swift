public import SpringKit

/// The one cubic Bézier nearest a spring, written for an ecosystem: what `springfit easing`
/// does, as a request a Swift program fills in and runs.
///
/// ```swift
/// let css = try EasingExport(spring: .snappy, format: .css).text()
/// ```
public struct EasingExport: Sendable, Hashable {
  /// The spring.
  public var spring: Spring
  /// The duration the curve spans, in seconds, or `nil` for the settling duration to 0.1 %
  /// of the travel.
  public var end: Double?
  /// The output format.
  public var format: CubicBezierEasingWriter.Format

  /// The nearest curve of SwiftUI's `Spring.smooth` as text: `springfit easing` with no
  /// options.
  public init() { self.init(spring: .smooth) }

  /// Creates an export; every parameter has `springfit easing`'s default.
  public init(
    spring: Spring = .smooth, end: Double? = nil,
    format: CubicBezierEasingWriter.Format = .text
  ) {
    self.spring = spring
    self.end = end
    self.format = format
  }

  /// The easing: SpringKit's `Spring.nearestCubicBezier(duration:decimals:)` over ``end``.
  ///
  /// - Throws: ``EasingExportError`` when the spring never settles, or settles after
  ///   `CubicBezierEasing.maximumDuration`, and no ``end`` is given.
  public func easing() throws(EasingExportError) -> CubicBezierEasing {
    if end == nil {
      let settling = try? spring.settlingDuration(fromValue: 0.0, toValue: 1.0, epsilon: 0.001)
      guard let settling, settling.isFinite else { throw .neverSettles }
    }
    do {
      return try spring.nearestCubicBezier(duration: end)
    } catch {
      if error.rule == .easingDuration, case .number(let settling) = error.value,
        error.parameter == "settlingDuration"
      {
        throw .settlesTooLate(settling: settling)
      }
      throw .settlingFailed(error.description)
    }
  }

  /// The easing in ``format`` (``CubicBezierEasingWriter``), ending with a newline.
  ///
  /// - Throws: ``EasingExportError`` as ``easing()``.
  public func text() throws(EasingExportError) -> String {
    CubicBezierEasingWriter().string(for: try easing(), format: format)
  }
}

/// Why an ``EasingExport`` has no curve, worded as `springfit easing` prints it.
public enum EasingExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spring is undamped and moving, so the default span has no end.
  case neverSettles
  /// The spring settles after `settling` seconds, later than
  /// `CubicBezierEasing.maximumDuration`.
  case settlesTooLate(settling: Double)
  /// The settling duration could not be computed; the text is SpringKit's reason.
  case settlingFailed(String)

  /// The sentence `springfit easing` prints after `Error: `.
  public var description: String {
    switch self {
    case .neverSettles:
      "the spring is undamped and never comes to rest, so the curve's default span (the "
        + "settling duration) has no end; pass --end SECONDS"
    case .settlesTooLate(let settling):
      "the spring settles after \(NumberText.rounded(settling, significantDigits: 3)) s, later "
        + "than the \(NumberText.rounded(CubicBezierEasing.maximumDuration)) s an easing can "
        + "span; pass --end SECONDS (at most "
        + "\(NumberText.rounded(CubicBezierEasing.maximumDuration))) or give a faster spring"
    case .settlingFailed(let reason):
      "cannot compute the settling duration, the curve's default span: \(reason); pass --end "
        + "SECONDS"
    }
  }
}
