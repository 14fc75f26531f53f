// Checking a document before any of it is written, so a writer never leaves half a document.

extension JSONValue {
  /// Checks that the value can be written as JSON: every number in it is finite.
  ///
  /// ```swift
  /// try JSONValue.array([1, .number(.infinity)]).validate()
  /// // throws JSONError.nonFiniteNumber(path: "$[1]", value: "inf")
  /// ```
  ///
  /// - Throws: ``JSONError/nonFiniteNumber(path:value:)`` for the first non-finite number,
  ///   in document order with object keys sorted.
  /// - Complexity: O(n) in the number of values in the document.
  public func validate() throws(JSONError) {
    try validate(at: [])
  }

  /// Checks the value, which sits at `location` in the document being written.
  func validate(at location: @autoclosure () -> [JSONPathComponent]) throws(JSONError) {
    guard let (inner, number) = firstNonFiniteNumber() else { return }
    throw .nonFiniteNumber(
      path: JSONText.path(location() + inner.reversed()), value: NumberText.roundTrip(number))
  }

  /// The first non-finite number and its path from this value, innermost component first;
  /// the path is only built on the way out of a failure, so success allocates nothing.
  private func firstNonFiniteNumber() -> (path: [JSONPathComponent], number: Double)? {
    switch self {
    case .null, .bool, .string:
      return nil
    case .number(let number):
      return number.isFinite ? nil : ([], number)
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if var found = element.firstNonFiniteNumber() {
          found.path.append(.index(index))
          return found
        }
      }
      return nil
    case .object(let members):
      // Only sort when something is wrong, to report the first culprit in written order.
      guard members.values.contains(where: { $0.firstNonFiniteNumber() != nil }) else {
        return nil
      }
      for key in JSONText.sortedKeys(members) {
        if var found = members[key, default: .null].firstNonFiniteNumber() {
          found.path.append(.key(key))
          return found
        }
      }
      return nil
    }
  }
}
