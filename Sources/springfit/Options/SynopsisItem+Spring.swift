import ArgumentParsing

extension SynopsisItem {
  /// The SPRING forms, after some alternatives of the command's own:
  /// `[--example menu-bounce | --stiffness K --damping C [--mass M] | …]`, written
  /// `[--example menu-bounce | SPRING]` in the docs.
  static func springForms(after leading: [OptionSpec]) -> Self {
    .forms(after: leading, synopses: SpringOptions.formSynopses, name: "SPRING")
  }

  /// The synopsis of the SPRING forms alone.
  static let springForms = springForms(after: [])
}
