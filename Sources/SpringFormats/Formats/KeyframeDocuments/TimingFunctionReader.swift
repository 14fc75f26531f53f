import NameSuggestions
public import SpringKit

/// Timing functions as keyframe files and command lines spell them: a name, or the four
/// control points of a cubic Bézier.
///
/// Names are Core Animation's (`TimingFunction.coreAnimationNames`), CSS keywords
/// (`TimingFunction.cssKeywords`, matched case-insensitively as CSS does) and
/// Penner's curves (`easeOutQuint`, …; see `PennerEasing`), which Core Animation
/// lacks but the seed motions use. SpringKit owns the lists; this reader adds the spelling
/// of lists, control points and the errors.
///
/// ```swift
/// let functions = try TimingFunctionReader.list("easeOut; 0.25,0.1,0.25,1")
/// // [.easeOut, cubic-bezier(0.25, 0.1, 0.25, 1)]
/// ```
public enum TimingFunctionReader {
  /// Every name accepted, Core Animation's first, for suggestions and help.
  public static let allNames: [String] =
    TimingFunction.coreAnimationNames.map(\.name) + TimingFunction.cssKeywords.map(\.name)
    + PennerEasing.allCases.map(\.rawValue).filter { $0 != "linear" }

  /// The timing function with a name.
  ///
  /// - Parameter name: A Core Animation name, a CSS keyword or a Penner curve.
  /// - Returns: The timing function.
  /// - Throws: ``TimingFunctionError`` for an unknown name, with the nearest known one.
  public static func named(_ name: String) throws(TimingFunctionError) -> TimingFunction {
    if let function = TimingFunction(named: name) { return function }
    if let easing = PennerEasing(rawValue: name) { return TimingFunction(easing) }
    throw TimingFunctionError(
      problem: .unknownName(name, suggestion: NearestName.suggestion(for: name, among: allNames)))
  }

  /// The cubic Bézier with control points (x1, y1) and (x2, y2).
  ///
  /// - Parameter numbers: x1, y1, x2, y2.
  /// - Returns: The timing function.
  /// - Throws: ``TimingFunctionError`` for a count other than 4 or points SpringKit refuses.
  public static func controlPoints(_ numbers: [Double]) throws(TimingFunctionError)
    -> TimingFunction
  {
    guard numbers.count == 4 else {
      throw TimingFunctionError(problem: .controlPointCount(numbers.count))
    }
    do {
      return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    } catch {
      throw TimingFunctionError(problem: .invalidControlPoints(error))
    }
  }

  /// One timing function written as text: a name, or `x1,y1,x2,y2`.
  ///
  /// - Parameter text: The entry; spaces and tabs around it and its numbers are ignored.
  /// - Returns: The timing function.
  /// - Throws: ``TimingFunctionError`` without an index.
  public static func function(_ text: some StringProtocol) throws(TimingFunctionError)
    -> TimingFunction
  {
    let entry = TextTrimming.trimmed(text)
    guard entry.contains(",") else { return try named(entry) }
    var numbers: [Double] = []
    for part in entry.split(separator: ",", omittingEmptySubsequences: false) {
      let piece = TextTrimming.trimmed(part)
      guard let number = Double(piece) else {
        throw TimingFunctionError(problem: .notANumber(piece))
      }
      numbers.append(number)
    }
    return try controlPoints(numbers)
  }

  /// A list of timing functions: entries separated by `;`, each a name or `x1,y1,x2,y2`.
  ///
  /// - Parameter text: The list, such as `easeOut;0.25,0.1,0.25,1`.
  /// - Returns: One timing function per entry.
  /// - Throws: ``TimingFunctionError`` with the index of the first entry at fault.
  /// - Complexity: O(n) in the length of the text.
  public static func list(_ text: String) throws(TimingFunctionError) -> [TimingFunction] {
    var functions: [TimingFunction] = []
    for (index, entry) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated()
    {
      do {
        functions.append(try function(entry))
      } catch {
        throw TimingFunctionError(index: index, problem: error.problem)
      }
    }
    return functions
  }
}
