import SpringFormats
import SpringKit

/// `--timing-functions` and keyframe files' timing functions, read by SpringFormats'
/// `TimingFunctionReader`; this adapter keeps the command line's names and
/// turns the reader's errors into usage errors.
enum TimingFunctionText {
  /// Why a timing function was refused, as a phrase naming the entry.
  struct Problem: Error, Sendable, Equatable {
    /// The sentence, such as "unknown timing function 'bounce'; …".
    var reason: String
  }

  /// Core Animation's names, as `CAMediaTimingFunctionName` spells them.
  static var coreAnimationNames: [String] { TimingFunction.coreAnimationNames.map(\.name) }
  /// CSS's easing keywords.
  static var cssKeywords: [String] { TimingFunction.cssKeywords.map(\.name) }
  /// Every name accepted, for suggestions.
  static var allNames: [String] { TimingFunctionReader.allNames }

  /// The timing function with a name.
  ///
  /// - Throws: ``Problem`` for an unknown name, with the nearest known one.
  static func named(_ name: String) throws(Problem) -> TimingFunction {
    do {
      return try TimingFunctionReader.named(name)
    } catch {
      throw Problem(reason: error.reason)
    }
  }

  /// The cubic Bézier with control points (x1, y1) and (x2, y2).
  ///
  /// - Throws: ``Problem`` for a count other than 4 or a point SpringKit refuses.
  static func controlPoints(_ numbers: [Double]) throws(Problem) -> TimingFunction {
    do {
      return try TimingFunctionReader.controlPoints(numbers)
    } catch {
      throw Problem(reason: error.reason)
    }
  }

  /// The timing functions of `--timing-functions`: entries separated by `;`, each a name or
  /// `x1,y1,x2,y2`.
  ///
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` naming the entry.
  static func list(_ text: String, option: String) throws(UsageError) -> [TimingFunction] {
    do {
      return try TimingFunctionReader.list(text)
    } catch {
      throw .invalidList(option: option, value: text, reason: error.description)
    }
  }

  /// The text without spaces or tabs at either end (SpringFormats' one trim).
  static func trimmed(_ text: Substring) -> String {
    TextTrimming.trimmed(text)
  }
}
