import NameSuggestions

// List options (`--y time,position`, `--values 0,0;100,50`): their entries, trimmed of the
// spaces and tabs typed around them, as names or numbers, with errors that name the option
// and the entry.

extension ScannedArguments {
  /// A list option's comma-separated names, each trimmed of spaces and tabs, if given.
  ///
  /// ```swift
  /// // --column 'x, y'
  /// let columns = try scanned.names(columnOption) { "column \($0 + 1) has no name" }
  /// // ["x", "y"]
  /// ```
  ///
  /// - Parameters:
  ///   - option: A `.text` or `.list` option.
  ///   - emptyEntry: Why an empty name is refused, from its index (from 0).
  /// - Returns: The names in order, or `nil` when the option is not given.
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` for the first empty name.
  /// - Complexity: O(n) in the length of the value.
  package func names(_ option: OptionSpec, emptyEntry: (Int) -> String) throws(UsageError)
    -> [String]?
  {
    guard let text = text(option.name) else { return nil }
    let names = Self.entries(of: text, separator: ",")
    if let index = names.firstIndex(where: \.isEmpty) {
      throw .invalidList(option: option.name, value: text, reason: emptyEntry(index))
    }
    return names
  }

  /// A list option's comma-separated numbers, if given.
  ///
  /// ```swift
  /// // --key-times 0,0.5,x
  /// try scanned.numbers(keyTimesOption, label: "keyTimes")
  /// // throws: invalid value '0,0.5,x' for option '--key-times': keyTimes[2] 'x' is not a number
  /// ```
  ///
  /// - Parameters:
  ///   - option: A `.text` or `.list` option.
  ///   - label: What the entries are called in messages (`keyTimes` names the third
  ///     `keyTimes[2]`).
  /// - Returns: The numbers in order, or `nil` when the option is not given.
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` naming the first entry that
  ///   is not a number.
  /// - Complexity: O(n) in the length of the value.
  package func numbers(_ option: OptionSpec, label: String) throws(UsageError) -> [Double]? {
    guard let text = text(option.name) else { return nil }
    return try Self.numbers(in: text, option: option.name, label: label)
  }

  /// The rows of numbers of a list option's value, for a value read before its rows
  /// (`--values` that may be colours instead).
  ///
  /// Rows are separated by `;` and the numbers of a row by `,`; every row is as long as the
  /// first. Without a `;`, each number is a row of one.
  ///
  /// ```swift
  /// // --values '0,0;100,50;80,60'
  /// try ScannedArguments.numberRows(in: text, option: "--values", label: "values")
  /// // [[0, 0], [100, 50], [80, 60]]
  /// // --values 0.4,1,0.9
  /// try ScannedArguments.numberRows(in: text, option: "--values", label: "values")
  /// // [[0.4], [1], [0.9]]
  /// ```
  ///
  /// - Parameters:
  ///   - text: The value as typed.
  ///   - option: The option's name, for errors.
  ///   - label: What the rows are called in messages (`values` names the second row
  ///     `values[1]` and its first number `values[1][0]`; without `;`, the second number
  ///     is `values[1]`).
  /// - Returns: The rows in order, none empty.
  /// - Throws: ``UsageError/invalidList(option:value:reason:)`` naming the first entry that
  ///   is not a number (quoting its row, when there are rows), or the first row whose length
  ///   differs from the first row's (quoting the whole value).
  /// - Complexity: O(n) in the length of the value.
  package static func numberRows(in text: String, option: String, label: String)
    throws(UsageError) -> [[Double]]
  {
    guard text.contains(";") else {
      return try Self.numbers(in: text, option: option, label: label).map { [$0] }
    }
    var rows: [[Double]] = []
    for (index, row) in text.split(separator: ";", omittingEmptySubsequences: false).enumerated() {
      let numbers = try Self.numbers(
        in: String(row), option: option, label: "\(label)[\(index)]")
      if let first = rows.first, numbers.count != first.count {
        throw .invalidList(
          option: option, value: text,
          reason: "\(label)[\(index)] has \(numbers.count) component"
            + "\(numbers.count == 1 ? "" : "s"); expected \(first.count), as the first value has")
      }
      rows.append(numbers)
    }
    return rows
  }

  /// The pieces of a list between separators, trimmed; an empty value is one empty piece.
  private static func entries(of text: some StringProtocol, separator: Character) -> [String] {
    text.split(separator: separator, omittingEmptySubsequences: false).map {
      TextTrimming.trimmed($0)
    }
  }

  /// The comma-separated numbers of `text`, an option's value or one row of it, which an
  /// error names.
  private static func numbers(in text: String, option: String, label: String)
    throws(UsageError) -> [Double]
  {
    var numbers: [Double] = []
    for (index, entry) in entries(of: text, separator: ",").enumerated() {
      guard let number = DecimalNumber.parse(entry) else {
        throw .invalidList(
          option: option, value: text, reason: "\(label)[\(index)] '\(entry)' is not a number")
      }
      numbers.append(number)
    }
    return numbers
  }
}
