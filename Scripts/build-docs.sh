#!/usr/bin/env bash
# Builds the SpringKit DocC catalog with the toolchain's own `docc`, warnings as errors.
#
#   Scripts/build-docs.sh [OUTPUT_PATH]      (default: docs-build/SpringKit.doccarchive)
#
# Steps:
#   1. Every public declaration in Sources/SpringKit has a doc comment (swift-format's
#      AllPublicDeclarationsHaveDocumentation rule; DocC only reports missing docs on request).
#   2. `swift package dump-symbol-graph` builds the package and writes symbol graphs; only
#      SpringKit's own files (SpringKit.symbols.json and its extension files
#      SpringKit@<Module>.symbols.json) are copied into a temporary directory.
#   3. `docc convert` on Sources/SpringKit/SpringKit.docc with --warnings-as-errors.
# Exits non-zero on any docc warning or error, or on an undocumented public declaration.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

module=SpringKit
catalog="Sources/$module/$module.docc"
output=${1:-docs-build/$module.doccarchive}

swift_path=$(command -v swift) || { echo "error: swift is not on PATH" >&2; exit 1; }
toolchain_bin=$(dirname "$(readlink -f "$swift_path")")
docc="$toolchain_bin/docc"
[ -x "$docc" ] || { echo "error: no docc next to swift at $docc" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/springkit-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "-- Checking that every public declaration in Sources/$module is documented"
# swift-format exits non-zero for any finding; keep only this rule's findings here (the
# other rules are CI's lint stage).
swift format lint --recursive "Sources/$module" >"$work/lint.log" 2>&1 || true
if grep -F '[AllPublicDeclarationsHaveDocumentation]' "$work/lint.log"; then
  echo "error: public declarations above lack a /// doc comment" >&2
  exit 1
fi

echo "-- Dumping symbol graphs"
stamp="$work/stamp"
touch "$stamp"
sleep 1  # so that freshly written files are strictly newer than the stamp
dump_status=0
swift package dump-symbol-graph >"$work/dump.log" 2>&1 || dump_status=$?
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
if [ "$dump_status" -ne 0 ]; then
  # SwiftPM also tries the test modules and fails for them unless tests were built; that
  # is harmless here. Any other error (for instance SpringKit failing to compile) is not.
  if grep -E '^error: ' "$work/dump.log" \
    | grep -vE "^error: Failed to emit symbol graph for '[A-Za-z0-9_]*(Package|Discovered)?Tests'" \
    | grep -q .; then
    cat "$work/dump.log" >&2
    echo "error: swift package dump-symbol-graph failed" >&2
    exit 1
  fi
fi
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$work/dump.log" >&2
  echo "error: could not find where dump-symbol-graph wrote the symbol graphs" >&2
  exit 1
fi
if [ -z "$(find "$graphs" -maxdepth 1 -name "$module.symbols.json" -newer "$stamp")" ]; then
  cat "$work/dump.log" >&2
  echo "error: $graphs/$module.symbols.json was not written by this run" >&2
  exit 1
fi
mkdir "$work/symbol-graphs"
cp "$graphs/$module.symbols.json" "$work/symbol-graphs/"
# Extension graphs (SpringKit's extensions of Double, Float, SIMD2/3/4 live in
# SpringKit@Swift.symbols.json). Skip stale ones left over from earlier builds.
find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -newer "$stamp" \
  -exec cp {} "$work/symbol-graphs/" \;
echo "   $(ls "$work/symbol-graphs" | tr '\n' ' ')"

echo "-- Converting $catalog with $docc"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
"$docc" convert "$catalog" \
  --additional-symbol-graph-dir "$work/symbol-graphs" \
  --fallback-display-name "$module" \
  --fallback-bundle-identifier "org.springkit.$module" \
  --warnings-as-errors \
  --output-path "$output"
echo "-- Documentation archive: $output"
