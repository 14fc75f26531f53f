import SpringFitting

/// The verdict at the top of a fit's preview page: how well the spring reproduces the
/// keyframes, in a headline a designer reads first and the numbers behind it.
///
/// ```swift
/// let verdict = PreviewVerdict(rating: .good, headline: "Good fit", detail: "rmsError 0.002")
/// // <section class="verdict verdict-good" …><strong>Good fit</strong> …
/// ```
public struct PreviewVerdict: Sendable, Hashable {
  /// How the page colours the verdict.
  public enum Rating: String, Sendable, Hashable {
    /// Within 2 % of the range (green).
    case good
    /// Within 8 % (amber).
    case acceptable
    /// No spring reproduces the motion (red).
    case none
  }

  /// The verdict's colour.
  public var rating: Rating
  /// The verdict in a few words: `Good fit`, `No spring reproduces this`.
  public var headline: String
  /// The reason, the errors and the motion, in sentences.
  public var detail: String

  /// Creates a verdict.
  ///
  /// - Parameters:
  ///   - rating: The verdict's colour.
  ///   - headline: The verdict in a few words.
  ///   - detail: The reason and the numbers.
  public init(rating: Rating, headline: String, detail: String) {
    self.rating = rating
    self.headline = headline
    self.detail = detail
  }

  /// A fit's verdict: its rating and headline, the reason (when no spring reproduces the
  /// motion) and `numbers` after it.
  ///
  /// - Parameters:
  ///   - verdict: The fit's verdict.
  ///   - numbers: The errors and the motion, as sentences.
  init(_ verdict: FitVerdict, numbers: String) {
    switch verdict {
    case .good:
      self.init(rating: .good, headline: "Good fit", detail: numbers)
    case .acceptable:
      self.init(rating: .acceptable, headline: "Acceptable fit", detail: numbers)
    case .noSpringReproducesThis(let reason):
      let sentence = reason.sentence
      self.init(
        rating: .none, headline: "No spring reproduces this",
        detail: sentence.prefix(1).uppercased() + sentence.dropFirst() + ". " + numbers)
    }
  }

  /// The verdict as an HTML section, a status the page leads with.
  var html: String {
    "<section class=\"verdict verdict-\(rating.rawValue)\" id=\"verdict\" role=\"status\">"
      + "<strong class=\"verdict-headline\">\(HTMLText.escaped(headline))</strong>"
      + "<p>\(HTMLText.escaped(detail))</p></section>"
  }
}
