/// An input file read once and told apart: a Lottie document, keyframe JSON or CSV.
///
/// ``detect(_:)`` parses JSON text once and keeps the parsed tree, so deciding what a file
/// is and reading it never parse it twice. Lottie is JSON whose root is an object with
/// `layers` (``LottieDocument/isLottie(_:)``); other JSON is keyframe JSON shaped like a
/// `CAKeyframeAnimation`; text that does not start with `{` or `[` is CSV.
///
/// ```swift
/// let input = try InputDocument.detect(bytes)
/// if case .lottie(let document) = input {
///   print(document.motions().count)
/// } else if let keyframes = try input.keyframeDocument() {
///   print(keyframes.content)
/// }
/// ```
public enum InputDocument: Sendable, Equatable {
  /// A Lottie file, read.
  case lottie(LottieDocument)
  /// Keyframe JSON, parsed but not yet read as keyframes.
  case keyframeJSON(JSONNode)
  /// CSV text, after any byte order mark.
  case csv(String)

  /// What an input is, for messages and dispatch.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A Lottie document.
    case lottie = "Lottie"
    /// Keyframe JSON shaped like a `CAKeyframeAnimation`.
    case keyframeJSON = "keyframe JSON"
    /// CSV with a header row.
    case csv = "CSV"
  }

  /// Why an input could not be told apart or read.
  public enum DetectionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is empty or is JSON with a syntax error: a keyframe document's error.
    case keyframes(KeyframeDocumentError)
    /// The input is a Lottie file with a mistake, at a JSON path.
    case lottie(LottieReadError)

    /// The reader's own sentence.
    public var description: String {
      switch self {
      case .keyframes(let error): error.description
      case .lottie(let error): error.description
      }
    }
  }

  /// What the input is.
  public var kind: Kind {
    switch self {
    case .lottie: .lottie
    case .keyframeJSON: .keyframeJSON
    case .csv: .csv
    }
  }

  /// Parses the input once and says what it is.
  ///
  /// Gzip'd input (a Telegram `.tgs` sticker is gzip'd Lottie) is inflated first
  /// (``Gzip/decompress(_:limit:)``); one that does not inflate is a
  /// ``DetectionError/lottie(_:)`` with ``LottieReadError/Problem/compressed(_:)``.
  ///
  /// - Parameter bytes: The input's UTF-8 text, or gzip'd UTF-8 text.
  /// - Returns: The Lottie document, the parsed keyframe JSON, or the CSV text.
  /// - Throws: ``DetectionError/keyframes(_:)`` for an empty input or broken JSON (the
  ///   errors ``KeyframeDocument/decode(_:overriding:)`` gives);
  ///   ``DetectionError/lottie(_:)`` for a Lottie file with a mistake.
  /// - Complexity: O(n) in the length of the text.
  public static func detect(_ bytes: [UInt8]) throws(DetectionError) -> InputDocument {
    // A gzip'd file (a .tgs sticker is gzip'd Lottie) is read inflated.
    var bytes = bytes
    if Gzip.isGzip(bytes) {
      do {
        bytes = try Gzip.decompress(bytes)
      } catch {
        throw .lottie(LottieReadError(path: "", problem: .compressed(error)))
      }
    }
    let text: KeyframeText
    do {
      text = try KeyframeText.parse(bytes)
    } catch {
      throw .keyframes(error)
    }
    switch text {
    case .csv(let csv): return .csv(csv)
    case .json(let node) where !LottieDocument.isLottie(node): return .keyframeJSON(node)
    case .json(let node):
      do {
        return .lottie(try LottieDocument(node: node))
      } catch {
        throw .lottie(error)
      }
    }
  }

  /// The keyframe document of keyframe JSON or CSV, read from what ``detect(_:)`` kept.
  ///
  /// - Parameter overrides: Fields that replace the file's.
  /// - Returns: The document, as ``KeyframeDocument/decode(_:overriding:)`` reads the same
  ///   bytes; `nil` for a Lottie document.
  /// - Throws: ``KeyframeDocumentError`` at the first problem.
  /// - Complexity: O(n) in the size of the input.
  public func keyframeDocument(
    overriding overrides: KeyframeDocument.Overrides = KeyframeDocument.Overrides()
  ) throws(KeyframeDocumentError) -> KeyframeDocument? {
    switch self {
    case .lottie: nil
    case .keyframeJSON(let node): try KeyframeText.json(node).document(overriding: overrides)
    case .csv(let text): try KeyframeText.csv(text).document(overriding: overrides)
    }
  }
}
