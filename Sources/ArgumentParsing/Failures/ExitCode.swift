/// The exit statuses of `springfit`, from BSD's sysexits.
///
/// Scripts rely on these (see DESIGN.md, "The springfit command-line contract").
package enum ExitCode: Int32, Sendable, CaseIterable {
  /// Success, including printing help or the version.
  case success = 0
  /// Any failure not covered by a more specific status.
  case failure = 1
  /// Bad usage or a bad option value (`EX_USAGE`).
  case usage = 64
  /// Bad data in an input file (`EX_DATAERR`).
  case dataError = 65
  /// An input file is missing or unreadable (`EX_NOINPUT`).
  case noInput = 66
}
