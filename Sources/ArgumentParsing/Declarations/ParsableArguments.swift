/// The options of one command, declared in swift-argument-parser's shape: the option groups,
/// the rules between options, the synopsis derived from them, and the scan step that checks
/// them.
///
/// A tool's command protocol refines this one with its configuration and `run`. A group of
/// alternative forms (springfit's SPRING) is declared through ``formOptions``,
/// ``formsItem`` and ``formRelations``: the synopsis shows those options as the one piece,
/// and the scan checks the relations between the exclusions and ``relations``.
package protocol ParsableArguments {
  /// The option groups, in help order; the scanner accepts exactly these options.
  static var sections: [OptionSection] { get }
  /// Options that exclude each other, each group shown as one `[--a A | --b B]` piece and
  /// refused together; none by default.
  static var exclusions: [[OptionSpec]] { get }
  /// The other rules between options (one needs another, one excludes others), checked in
  /// order after the exclusions and ``formRelations``; none by default.
  static var relations: [OptionRelation] { get }
  /// The options the synopsis shows as ``formsItem``, where the first of them is; none by
  /// default.
  static var formOptions: [OptionSpec] { get }
  /// The synopsis piece that stands for ``formOptions``.
  static var formsItem: SynopsisItem { get }
  /// The rules of the forms, checked after the exclusions; none by default.
  static var formRelations: [OptionRelation] { get }
  /// Whether the command takes positional arguments; without any the scan refuses them.
  static var takesArguments: Bool { get }
  /// The synopsis after the command's name; by default ``derivedSynopsis``.
  static var synopsis: [SynopsisItem] { get }
}

extension ParsableArguments {
  /// Every option the command accepts.
  package static var options: [OptionSpec] { sections.flatMap(\.options) }

  /// No exclusive options.
  package static var exclusions: [[OptionSpec]] { [] }

  /// No other rules between options.
  package static var relations: [OptionRelation] { [] }

  /// No forms.
  package static var formOptions: [OptionSpec] { [] }

  /// No forms piece.
  package static var formsItem: SynopsisItem { .literal("") }

  /// No rules of forms.
  package static var formRelations: [OptionRelation] { [] }

  /// Every rule the scan step checks, in order: the exclusions, the forms' rules, then
  /// ``relations``.
  package static var allRelations: [OptionRelation] {
    exclusions.map(OptionRelation.atMostOne) + formRelations + relations
  }

  /// The options in help order: ``formOptions`` as the one ``formsItem`` piece, each
  /// exclusive group as one piece where its first option is, every other option in
  /// brackets.
  package static var synopsis: [SynopsisItem] { derivedSynopsis }

  /// The synopsis derived from the sections and exclusions (see ``synopsis``).
  package static var derivedSynopsis: [SynopsisItem] {
    var items: [SynopsisItem] = []
    for option in options {
      if formOptions.contains(option) {
        let forms = formsItem
        if !items.contains(forms) { items.append(forms) }
      } else if let group = exclusions.first(where: { $0.contains(option) }) {
        if group.first == option { items.append(.oneOf(group)) }
      } else {
        items.append(.optional(option))
      }
    }
    return items
  }

  /// The first step of parsing: the scan, then the checks every command shares.
  ///
  /// A command that takes no positional arguments refuses them; then every rule of
  /// ``allRelations`` is checked, in order.
  ///
  /// - Returns: The scanned arguments, or `nil` when help is asked for.
  /// - Throws: ``UsageError`` for the first problem in argument order, then the first
  ///   broken rule.
  package static func scan(_ arguments: [String]) throws(UsageError) -> ScannedArguments? {
    guard case .arguments(let scanned) = try OptionScanner.scan(arguments, options: options)
    else { return nil }
    if !takesArguments, let extra = scanned.positionals.first {
      throw .unexpectedArgument(extra)
    }
    for relation in allRelations { try relation.check(scanned) }
    return scanned
  }
}
