/// One option a subcommand accepts, declared once: its name, how it takes a value, the rule
/// its value obeys, its default, its help and the library parameters it feeds.
///
/// The scanner's table, the checks after the scan, the synopsis, the help entry (with its
/// `Default: …` sentence) and the errors that name the option all come from here.
///
/// ```swift
/// static let end = OptionSpec(
///   "--end", value: "T", help: "Sample up to T seconds;", rule: .nonNegative)
/// ```
package struct OptionSpec: Sendable, Hashable {
  /// How an option takes its value.
  package enum Kind: Sendable, Hashable {
    /// A number. It takes the next token even when that starts with `-` (`--velocity -3`),
    /// unless the token is another option's name.
    case number
    /// One of a fixed set of words; a next token starting with `-` is not taken.
    case choice([String])
    /// Free text, such as a `--spring` spec; a next token starting with `-` is not taken.
    case text
    /// A list such as `--values -1,0,1`, kept as text: like a number, it takes the next token
    /// even when that starts with `-`, unless the token is another option's name.
    case list
    /// No value: present or absent.
    case flag
  }

  /// The spelling on the command line, with its dashes (`--stiffness`).
  package var name: String
  /// Older spellings that parse as ``name`` does (`--mode` for `--interpolation`).
  ///
  /// The scanner records the value under ``name`` and the help lists them as
  /// `(also: --mode)`. An error about the value as scanned names the option as typed; later
  /// errors name it by ``name``. Each must be unambiguous within its command.
  package var aliases: [String] = []
  /// How the option takes its value.
  package var kind: Kind
  /// The placeholder for the value in usage and help (`K`); empty for flags.
  package var valueName: String
  /// What the option does, with its rule and unit; the help adds the default and the remark.
  package var summary: String
  /// The rule a number must obey, checked by ``ScannedArguments/number(_:)``; `nil` when
  /// the library checks it (spring parameters) or anything goes.
  package var rule: OptionRule?
  /// What the help prints after `Default:`, without the closing full stop.
  package var defaultText: String?
  /// A sentence the help prints after the default (`Instead of --buttons.`).
  package var remark: String?
  /// The library parameters this option feeds (SpringKit's names, such as `dampingRatio`),
  /// so that a library error names the option the user typed.
  package var parameters: [String]
  /// The value as the synopsis shows it, when it differs from the value name or the
  /// choices (`FILE.jsonl|-`).
  package var synopsisValue: String?
  /// Whether the next token is the value whatever it looks like (`plot --title -h` is a
  /// title); otherwise ``Kind`` decides.
  package var takesAnyNextToken = false

  /// Declares an option.
  ///
  /// - Parameters:
  ///   - name: The spelling with its dashes.
  ///   - kind: How it takes a value; a number by default.
  ///   - valueName: The placeholder for the value; empty for flags.
  ///   - help: What it does, with its rule and unit.
  ///   - rule: The rule a number obeys, if the parser checks it.
  ///   - defaultText: What the help prints after `Default:`.
  ///   - remark: A sentence after the default.
  ///   - parameters: The library parameters it feeds.
  ///   - synopsis: The value as the synopsis shows it, if not the value name or choices.
  ///   - takesAnyNextToken: Whether the next token is the value even when it looks like an
  ///     option.
  ///   - aliases: Older spellings that parse the same, listed in the help.
  package init(
    _ name: String, _ kind: Kind = .number, value valueName: String = "", help: String,
    rule: OptionRule? = nil, default defaultText: String? = nil, remark: String? = nil,
    feeds parameters: [String] = [], synopsis: String? = nil, takesAnyNextToken: Bool = false,
    aliases: [String] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.kind = kind
    self.valueName = valueName
    self.summary = help
    self.rule = rule
    self.defaultText = defaultText
    self.remark = remark
    self.parameters = parameters
    self.synopsisValue = synopsis
    self.takesAnyNextToken = takesAnyNextToken
  }

  /// The option as the help lists it: `--stiffness K`.
  package var label: String { valueName.isEmpty ? name : "\(name) \(valueName)" }

  /// The help entry's text: the summary, `Default: ….`, the remark and the aliases
  /// (`(also: --mode)`).
  package var help: String {
    let also = aliases.isEmpty ? nil : "(also: " + aliases.joined(separator: ", ") + ")"
    return [summary, defaultText.map { "Default: \($0)." }, remark, also].compactMap(\.self)
      .joined(separator: " ")
  }

  /// Whether `spelling` names this option: its name or one of its aliases.
  package func isNamed(_ spelling: String) -> Bool {
    spelling == name || aliases.contains(spelling)
  }

  /// The option as the synopsis shows it: `--integrator exact|rk4|verlet|euler`.
  package var synopsis: String {
    switch (kind, synopsisValue) {
    case (_, let value?): "\(name) \(value)"
    case (.choice(let choices), nil): "\(name) " + choices.joined(separator: "|")
    default: label
    }
  }
}

/// A titled group of options in a help text, declared once and shared by the commands that
/// take it (SPRING, MOTION).
package struct OptionSection: Sendable, Hashable {
  /// The heading, in capitals (`SPRING`), optionally followed by a remark.
  package var title: String
  /// The options, in the order listed.
  package var options: [OptionSpec]

  /// Declares a group of options under a heading.
  package init(title: String, options: [OptionSpec]) {
    self.title = title
    self.options = options
  }
}
