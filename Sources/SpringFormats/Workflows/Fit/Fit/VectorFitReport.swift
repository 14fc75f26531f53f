public import SpringFitting
public import SpringKit

/// A fit of one spring to vector keyframes or samples and what it was fitted to, as
/// `springfit fit` reports it: in text, as JSON, as CSV or as a chart.
///
/// Each component has its own ``SpringFitReport`` (``components``), whose fit shares the
/// vector's spring.
///
/// ```swift
/// let document = try KeyframeDocument.decode(bytes)
/// let tracks = try document.componentTracks()
/// let fit = try SpringFitter().fit(components: tracks)
/// let report = VectorFitReport(fit: fit, names: document.componentNames, tracks: tracks)
/// print(report.text)
/// ```
public struct VectorFitReport: Sendable {
  /// The fitter's result.
  public var fit: VectorSpringFit
  /// The components' names (`x`, `y`; `r`, `g`, `b`), one per component.
  public var names: [String]
  /// Each component's report: its fit (with the shared spring), keyframes and data.
  public var components: [SpringFitReport]
  /// What was fitted, for the text: "3 keyframes of 2 components (cubic) over 0.5 s".
  public var subject: String
  /// The key path the motion animates (`position`, `transform.scale`), for the text's
  /// Android code (``AndroidViewProperty/properties(keyPath:components:)``), or `nil` when
  /// the input names none: the code then starts at rest, with no property.
  public var keyPath: String?

  /// Creates a report from its parts.
  ///
  /// - Parameters:
  ///   - fit: The vector fit.
  ///   - names: The components' names.
  ///   - components: Each component's report.
  ///   - subject: What was fitted.
  public init(
    fit: VectorSpringFit, names: [String], components: [SpringFitReport], subject: String
  ) {
    self.fit = fit
    self.names = names
    self.components = components
    self.subject = subject
  }

  /// The report of a fit to one track per component (`SpringFitter.fit(components:)`).
  ///
  /// - Parameters:
  ///   - fit: The fit.
  ///   - names: The components' names; missing ones are `x, y, z, w, c4, …`.
  ///   - tracks: The tracks it was fitted to, one per component.
  public init(fit: VectorSpringFit, names: [String], tracks: [KeyframeTrack<Double>]) {
    let reports = zip(fit.components, tracks).map { SpringFitReport(fit: $0, track: $1) }
    let track = tracks.first
    let mode = track.map { $0.calculationMode.rawValue } ?? "linear"
    let timing = track.map { $0.timingFunctions.isEmpty } ?? true ? "" : ", with timing functions"
    self.init(
      fit: fit, names: Self.names(names, count: fit.components.count), components: reports,
      subject: "\(track?.values.count ?? 0) keyframes of \(fit.components.count) components "
        + "(\(mode)\(timing)) over \(NumberText.rounded(track?.duration ?? 0)) s")
  }

  /// The report of a fit to vector samples (`SpringFitter.fit(times:components:)`).
  ///
  /// - Parameters:
  ///   - fit: The fit.
  ///   - names: The components' names; missing ones are `x, y, z, w, c4, …`.
  ///   - sampleTimes: The samples' times in seconds, in order.
  public init(fit: VectorSpringFit, names: [String], sampleTimes: [Double]) {
    let reports = fit.components.map { SpringFitReport(fit: $0, sampleTimes: sampleTimes) }
    self.init(
      fit: fit, names: Self.names(names, count: fit.components.count), components: reports,
      subject: "\(sampleTimes.count) samples of \(fit.components.count) components from "
        + "\(NumberText.rounded(sampleTimes.first ?? 0)) to "
        + "\(NumberText.rounded(sampleTimes.last ?? 0)) s")
  }

  /// The given names, completed with `x, y, z, w, c4, …` up to `count`.
  static func names(_ names: [String], count: Int) -> [String] {
    (0..<count).map { index in
      index < names.count
        ? names[index] : KeyframeDocument.defaultComponentNames(count: count)[index]
    }
  }

  /// The diagonal of the data's range: the Euclidean norm of the components' ranges.
  public var range: Double {
    components.map { $0.range * $0.range }.reduce(0, +).squareRoot()
  }

  /// The spring's equivalents with code for the vector motion: an API whose velocity is a
  /// fraction of the distance per second (SwiftUI's, UIKit's) carries ``uiKitVelocity`` when
  /// one number serves every component; an API whose velocity is in value units per second
  /// (Android's, framer-motion's) would need one per component, so its code starts at rest
  /// (`SpringEquivalent.carriesVelocity` is `false`), as does every API when the components
  /// start at different fractions.
  public var equivalents: [SpringEquivalent] {
    let moving = fit.spring.equivalents(uiKitVelocity: uiKitVelocity)
    let atRest = fit.spring.equivalents()
    return zip(moving, atRest).map { moving, atRest in
      moving.velocityUnit == .distancesPerSecond || !moving.carriesVelocity ? moving : atRest
    }
  }

  /// UIKit's `initialSpringVelocity` when every moving component starts at the same
  /// fraction of its distance per second (within 1e-9), as one UIKit animation of a vector
  /// needs; `nil` otherwise.
  public var uiKitVelocity: Double? {
    let fractions = fit.components.compactMap(\.uiKitVelocity)
    guard let first = fractions.first,
      fractions.allSatisfy({ abs($0 - first) <= 1e-9 * max(abs(first), 1) }),
      fit.components.allSatisfy({ $0.uiKitVelocity != nil || $0.initialVelocity == 0 })
    else { return nil }
    return first
  }
}
