import ArgumentParsing
import SpringFormats
import SpringKit

/// `--timing-functions`, read by SpringFormats' `TimingFunctionReader`; this adapter turns
/// the reader's errors into usage errors naming the option.
enum TimingFunctionText {
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
}
