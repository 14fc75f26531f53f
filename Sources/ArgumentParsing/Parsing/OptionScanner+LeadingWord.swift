// A command whose first argument names what it does (`plot spring`, `lottie bake`): the word,
// checked against its choices, and the arguments after it.

extension OptionScanner {
  /// The leading word of `arguments` as one of `Word`'s cases, and the arguments after it;
  /// `nil` when `-h` or `--help` stands anywhere before `--`, which wins over a missing or
  /// unknown word.
  ///
  /// ```swift
  /// try OptionScanner.leadingWord(["bake", "a.json"], as: Action.self, missing: …, unknown: …)
  /// // (.bake, ["a.json"])
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - word: The words the command takes, as an enumeration of their raw values.
  ///   - missing: The error when there are no arguments.
  ///   - unknown: The error for a first argument that is not one of the words.
  /// - Returns: The word and the rest, or `nil` for help.
  /// - Throws: `missing` or `unknown(first)`.
  package static func leadingWord<Word: RawRepresentable<String>>(
    _ arguments: [String], as word: Word.Type, missing: UsageError,
    unknown: (String) -> UsageError
  ) throws(UsageError) -> (word: Word, rest: [String])? {
    if arguments.prefix(while: { $0 != "--" }).contains(where: isHelp) { return nil }
    guard let first = arguments.first else { throw missing }
    guard let word = Word(rawValue: first) else { throw unknown(first) }
    return (word, Array(arguments.dropFirst()))
  }
}
