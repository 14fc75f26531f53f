/// One option a subcommand accepts: its name, how it takes a value, and its help.
struct OptionSpec: Sendable, Hashable {
  /// How an option takes its value.
  enum Kind: Sendable, Hashable {
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
  var name: String
  /// How the option takes its value.
  var kind: Kind
  /// The placeholder for the value in usage and help (`K`); empty for flags.
  var valueName: String
  /// What the option does, with its rule, unit and default; wrapped by the help renderer.
  var help: String

  /// The option as the help lists it: `--stiffness K`.
  var label: String { valueName.isEmpty ? name : "\(name) \(valueName)" }
}

/// A titled group of options in a help text.
struct OptionSection: Sendable, Hashable {
  /// The heading, in capitals (`SPRING`), optionally followed by a remark.
  var title: String
  /// The options, in the order listed.
  var options: [OptionSpec]
}
