import NameSuggestions

/// Which motions of a Lottie file to take: by layer, by property and by number.
///
/// Each given criterion narrows the document's motions (``LottieDocument/motions(layer:property:comparesHeldEnd:)``);
/// none given takes them all.
///
/// ```swift
/// let document = try LottieDocument(json: bytes)
/// let pop = try LottieMotionSelection(layer: "Pop", property: "scale").motion(in: document)
/// ```
public struct LottieMotionSelection: Sendable, Hashable {
  /// The layer's name (`nm`), or its path through precompositions (`Group/Pop`).
  public var layer: String?
  /// The property's name, such as `position`, `scale`, `rotation` or `opacity`.
  public var property: String?
  /// The motion's number within its property, from 1.
  public var motion: Int?

  /// Creates a selection; `nil` criteria do not narrow.
  public init(layer: String? = nil, property: String? = nil, motion: Int? = nil) {
    (self.layer, self.property, self.motion) = (layer, property, motion)
  }

  /// Whether no criterion is given, so every motion is taken.
  public var takesEverything: Bool { layer == nil && property == nil && motion == nil }

  /// The motions the selection keeps, in the document's order.
  ///
  /// - Parameters:
  ///   - document: The Lottie document.
  ///   - comparesHeldEnd: Whether each motion's comparison holds its end value after the
  ///     last keyframe (see ``LottieMotion/comparedEndFrame``).
  /// - Returns: The motions; empty only when the document has none and nothing narrows.
  /// - Throws: ``LottieSelectionError`` when a criterion is given and no motion matches.
  /// - Complexity: O(n) in the document's keyframes.
  public func motions(in document: LottieDocument, comparesHeldEnd: Bool = true)
    throws(LottieSelectionError) -> [LottieMotion]
  {
    let motions = matches(in: document, comparesHeldEnd: comparesHeldEnd)
    if motions.isEmpty, !takesEverything { throw noMatch(in: document) }
    return motions
  }

  /// The one motion the selection keeps.
  ///
  /// - Parameters:
  ///   - document: The Lottie document.
  ///   - comparesHeldEnd: As for ``motions(in:comparesHeldEnd:)``.
  /// - Returns: The motion.
  /// - Throws: ``LottieSelectionError`` when none or several match.
  public func motion(in document: LottieDocument, comparesHeldEnd: Bool = true)
    throws(LottieSelectionError) -> LottieMotion
  {
    let motions = matches(in: document, comparesHeldEnd: comparesHeldEnd)
    guard motions.count == 1, let motion = motions.first else {
      throw motions.isEmpty ? noMatch(in: document) : .ambiguous(motions)
    }
    return motion
  }

  /// Every motion that meets the criteria.
  private func matches(in document: LottieDocument, comparesHeldEnd: Bool) -> [LottieMotion] {
    document.motions(layer: layer, property: property, comparesHeldEnd: comparesHeldEnd)
      .filter { motion == nil || $0.number == motion }
  }

  /// No motion matches: what the document has instead.
  private func noMatch(in document: LottieDocument) -> LottieSelectionError {
    let all = document.motions()
    guard !all.isEmpty else { return .nothingMoves }
    return .noMatch(
      layers: Array(Set(all.map(\.layerName))).sorted(),
      properties: Array(Set(all.map(\.propertyName))).sorted())
  }
}

/// Why a ``LottieMotionSelection`` found no motion, or more than the one asked for.
public enum LottieSelectionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The document has no animated property whose value changes.
  case nothingMoves
  /// No motion meets the criteria; the names of the layers and properties that have
  /// motions, sorted.
  case noMatch(layers: [String], properties: [String])
  /// Several motions meet the criteria where one is needed, in the document's order.
  case ambiguous([LottieMotion])

  /// A sentence saying what there is.
  public var description: String {
    switch self {
    case .nothingMoves:
      "the document has no animated property that moves"
    case .noMatch(let layers, let properties):
      "no motion matches; the layers with motions: "
        + "\(EchoedText.safe(layers.joined(separator: ", "), limit: 400)); "
        + "properties: \(EchoedText.safe(properties.joined(separator: ", "), limit: 400))"
    case .ambiguous(let motions):
      "\(motions.count) motions match; choose one by layer, property and number"
    }
  }
}
