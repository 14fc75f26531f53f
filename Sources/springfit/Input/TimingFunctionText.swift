import SpringKit

/// Timing functions as keyframe files and `--timing-functions` spell them: a name, or the
/// four control points of a cubic Bézier.
///
/// Names are Core Animation's (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`),
/// CSS keywords (`ease-in-out`, `step-end`, …; see ``TimingFunction/init(named:)``) and
/// Penner's curves (`easeOutQuint`, …; see ``PennerEasing``), which Core Animation lacks but
/// the seed motions use.
enum TimingFunctionText {
  /// Why a timing function was refused, as a phrase naming the entry.
  struct Problem: Error, Sendable, Equatable {
    /// The sentence, such as "unknown timing function 'bounce'; …".
    var reason: String
  }

  /// Core Animation's names, as `CAMediaTimingFunctionName` spells them.
  static let coreAnimationNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
  /// CSS's easing keywords.
  static let cssKeywords = ["ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"]

  /// Every name accepted, for suggestions.
  static let allNames =
    coreAnimationNames + cssKeywords
    + PennerEasing.allCases.map(\.rawValue).filter { $0 != "linear" }

  /// The timing function with a name.
  ///
  /// - Parameter name: A Core Animation name, a CSS keyword or a Penner curve.
  /// - Returns: The timing function.
  /// - Throws: ``Problem`` for an unknown name, with the nearest known one.
  static func named(_ name: String) throws(Problem) -> TimingFunction {
    if let function = TimingFunction(named: name) { return function }
    if let easing = PennerEasing(rawValue: name) { return TimingFunction(easing) }
    let hint = NearestName.suggestion(for: name, among: allNames).map { " Did you mean '\($0)'?" }
    throw Problem(
      reason: "unknown timing function '\(name)'; expected a Core Animation name "
        + "(\(coreAnimationNames.joined(separator: ", "))), a CSS keyword (ease-in-out, ...), a "
        + "Penner curve (easeOutQuint, ...) or four control points x1,y1,x2,y2."
        + (hint ?? ""))
  }

  /// The cubic Bézier with control points (x1, y1) and (x2, y2).
  ///
  /// - Parameter numbers: x1, y1, x2, y2.
  /// - Returns: The timing function.
  /// - Throws: ``Problem`` for a count other than 4 or a point SpringKit refuses.
  static func controlPoints(_ numbers: [Double]) throws(Problem) -> TimingFunction {
    guard numbers.count == 4 else {
      throw Problem(
        reason: "\(numbers.count) control point numbers; a cubic Bézier needs 4 (x1,y1,x2,y2)")
    }
    do {
      return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    } catch {
      throw Problem(reason: error.description)
    }
  }

  /// The timing functions of `--timing-functions`: entries separated by `;`, each a name or
  /// `x1,y1,x2,y2`.
  ///
  /// - Parameters:
  ///   - text: The option's value, such as `easeOut;0.25,0.1,0.25,1`.
  ///   - option: The option's name, for messages.
  /// - Returns: One timing function per entry.
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` naming the entry.
  static func list(_ text: String, option: String) throws(UsageError) -> [TimingFunction] {
    var functions: [TimingFunction] = []
    for (index, entry) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated()
    {
      let entry = trimmed(entry)
      do throws(Problem) {
        if entry.contains(",") {
          var numbers: [Double] = []
          for part in entry.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Double(trimmed(part)) else {
              throw Problem(reason: "'\(trimmed(part))' is not a number")
            }
            numbers.append(number)
          }
          functions.append(try controlPoints(numbers))
        } else {
          functions.append(try named(entry))
        }
      } catch {
        throw .invalidList(
          option: option, value: text, reason: "timingFunctions[\(index)]: \(error.reason)")
      }
    }
    return functions
  }

  /// The text without surrounding spaces.
  static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
