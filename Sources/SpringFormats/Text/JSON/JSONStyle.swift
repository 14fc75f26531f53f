/// How JSON writers lay out a document.
public enum JSONStyle: Sendable, Hashable {
  /// No whitespace at all: `{"a":[1.0,2.0]}`.
  case compact
  /// One member or element per line, indented by two spaces per level, with `": "` after
  /// keys; empty containers stay `[]` and `{}`.
  case pretty
}
