public import SpringKit

/// Colours separated by `;`, as `springfit fit --values '#ff0000;#0000ff'` takes them, and
/// their components in the space CSS interpolates them in.
///
/// The space follows CSS Color 4 (§12.1): sRGB when every colour is a legacy one (`#hex`,
/// `rgb()`), Oklab as soon as one is written `oklab()` or `oklch()`. The components are that
/// space's three coordinates, then alpha when any alpha differs from the first.
///
/// ```swift
/// let list = try CSSColourList(parsing: "#ff0000; #0000ff")
/// list.space  // .sRGB
/// list.names  // ["red", "green", "blue"]
/// ```
public struct CSSColourList: Sendable, Hashable {
  /// The colours, in order.
  public var colours: [CSSColour]
  /// The space the components are in.
  public var space: ColourSpace
  /// The components' names: `red, green, blue` or `L, a, b`, then `alpha` when it moves.
  public var names: [String]
  /// Each colour's components, as ``names`` names them.
  public var rows: [[Double]]

  /// Whether `text` is meant as colours rather than numbers: it has a `#` or a colour
  /// function's name.
  public static func looksLikeColours(_ text: String) -> Bool {
    let lower = text.lowercased()
    return lower.contains("#") || lower.contains("rgb") || lower.contains("okl")
  }

  /// Reads colours separated by `;`.
  ///
  /// - Parameter text: The list, such as `#ff0000;rgb(0 0 255)`.
  /// - Throws: ``CSSColourListError`` naming the entry (from 0) and why it is not a colour.
  public init(parsing text: String) throws(CSSColourListError) {
    var colours: [CSSColour] = []
    for (index, entry) in text.split(separator: ";", omittingEmptySubsequences: false)
      .enumerated()
    {
      do {
        colours.append(try CSSColour(parsing: String(entry)))
      } catch {
        throw CSSColourListError(index: index, error: error)
      }
    }
    let space = CSSColour.interpolationSpace(of: colours)
    let coordinates = colours.map { space.coordinates(of: $0.colour) }
    let alphaMoves = coordinates.contains { $0.w != coordinates.first?.w }
    self.colours = colours
    self.space = space
    self.names =
      (space == .oklab ? ["L", "a", "b"] : ["red", "green", "blue"])
      + (alphaMoves ? ["alpha"] : [])
    self.rows = coordinates.map {
      [$0.x, $0.y, $0.z] + (alphaMoves ? [$0.w] : [])
    }
  }
}

/// An entry of a ``CSSColourList`` that is not a colour.
public struct CSSColourListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The entry's index, from 0.
  public var index: Int
  /// Why it is not a colour.
  public var error: CSSColourError

  /// An error at entry `index`.
  public init(index: Int, error: CSSColourError) {
    self.index = index
    self.error = error
  }

  /// "values[i]: invalid colour …".
  public var description: String { "values[\(index)]: \(error)" }
}
