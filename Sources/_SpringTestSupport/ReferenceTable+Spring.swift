public import SpringKit

extension ReferenceTable.Row {
  /// The spring of a reference row, from its `mass`, `stiffness` and `damping` columns.
  public func spring() throws(SpringError) -> Spring {
    try Spring(mass: number("mass"), stiffness: number("stiffness"), damping: number("damping"))
  }
}
