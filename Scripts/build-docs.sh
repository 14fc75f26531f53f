#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain's own `docc`,
# warnings as errors.
#
#   Scripts/build-docs.sh [--output-dir DIR] [MODULE ...]
#
#   MODULE             a library module (SpringKit, SpringFitting, SpringFormats); default: every
#                      module of every library product in Package.swift
#   --output-dir DIR   where the archives go (default: docs-build); each module's archive is
#                      DIR/<Module>.doccarchive
#   -h, --help         show this help
#
# Steps:
#   1. Every public declaration in Sources/<Module> has a doc comment, for every module built
#      (swift-format's AllPublicDeclarationsHaveDocumentation rule; DocC only reports missing
#      docs on request).
#   2. `swift package dump-symbol-graph` builds the package once and writes symbol graphs.
#      Each module gets only its own files (<Module>.symbols.json and its extension files
#      <Module>@<Other>.symbols.json), copied into a directory of its own.
#   3. `docc convert` on Sources/<Module>/<Module>.docc with --warnings-as-errors. A library
#      module without a catalog is still documented, from its symbol graphs alone. Every
#      module is converted even when an earlier one fails, and the failures are listed.
# SWIFT_BUILD_FLAGS (say "-Xswiftc -warnings-as-errors") go to step 2's build: the same flags
# as an earlier debug build reuse it, where other flags would compile the package again.
# Exits non-zero on any docc warning or error, or on an undocumented public declaration.
# A catalog is built alone, so its doc comments and articles cannot link to another
# module's symbols with ``Symbol``: write such names in code voice (`Spring`).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }

output_dir=docs-build
requested=()
while [ "$#" -gt 0 ]; do
  case $1 in
    -h | --help) usage; exit 0 ;;
    --output-dir)
      [ "$#" -ge 2 ] || { echo "error: --output-dir needs a directory" >&2; exit 64; }
      output_dir=$2
      shift 2
      ;;
    --output-dir=*) output_dir=${1#--output-dir=}; shift ;;
    -*) echo "error: unknown option '$1' (try --help)" >&2; exit 64 ;;
    *) requested+=("$1"); shift ;;
  esac
done
[ -n "$output_dir" ] || { echo "error: --output-dir needs a directory" >&2; exit 64; }

swift_path=$(command -v swift) || { echo "error: swift is not on PATH" >&2; exit 1; }
toolchain_bin=$(dirname "$(readlink -f "$swift_path")")
docc="$toolchain_bin/docc"
[ -x "$docc" ] || { echo "error: no docc next to swift at $docc" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/springkit-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The modules of the library products, in Package.swift's order, from the text of
# `swift package describe` (a product block: "    Name: P", "        Library:", then its
# targets indented by eight spaces under "    Targets:").
swift package describe >"$work/describe.txt" 2>"$work/describe.log" || {
  cat "$work/describe.log" >&2
  echo "error: swift package describe failed" >&2
  exit 1
}
libraries=$(awk '
  /^Products:/ { products = 1; next }
  /^[^ ]/ { products = 0 }
  !products { next }
  /^    Name: / { library = 0; targets = 0; next }
  /^        Library:/ { library = 1; next }
  /^    Targets:/ { targets = 1; next }
  /^[[:space:]]*$/ { targets = 0; next }
  targets && library && /^        [^ ]/ && !seen[$1]++ { print $1 }
' "$work/describe.txt")
[ -n "$libraries" ] || {
  echo "error: found no library product in 'swift package describe'" >&2
  exit 1
}

modules=()
if [ "${#requested[@]}" -eq 0 ]; then
  while IFS= read -r module; do modules+=("$module"); done <<<"$libraries"
else
  for module in "${requested[@]}"; do
    if ! grep -qxF "$module" <<<"$libraries"; then
      echo "error: '$module' is not a library module; the library modules are:" \
        $libraries >&2
      exit 64
    fi
    modules+=("$module")
  done
fi
echo "-- Library modules: ${modules[*]}"

for module in "${modules[@]}"; do
  echo "-- Checking that every public declaration in Sources/$module is documented"
  # swift-format exits non-zero for any finding; keep only this rule's findings here (the
  # other rules are CI's lint stage).
  swift format lint --recursive "Sources/$module" >"$work/lint-$module.log" 2>&1 || true
  if grep -F '[AllPublicDeclarationsHaveDocumentation]' "$work/lint-$module.log"; then
    echo "error: public declarations above lack a /// doc comment" >&2
    exit 1
  fi
done

echo "-- Dumping symbol graphs"
stamp="$work/stamp"
touch "$stamp"
sleep 1  # so that freshly written files are strictly newer than the stamp
dump_status=0
read -r -a build_flags <<<"${SWIFT_BUILD_FLAGS:-}"
swift package ${build_flags[@]+"${build_flags[@]}"} dump-symbol-graph >"$work/dump.log" 2>&1 \
  || dump_status=$?
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
if [ "$dump_status" -ne 0 ]; then
  # SwiftPM also tries the test modules and fails for them unless tests were built; that
  # is harmless here. Any other error (for instance a library failing to compile) is not.
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

mkdir -p "$output_dir"
failed=()
for module in "${modules[@]}"; do
  if [ -z "$(find "$graphs" -maxdepth 1 -name "$module.symbols.json" -newer "$stamp")" ]; then
    cat "$work/dump.log" >&2
    echo "error: $graphs/$module.symbols.json was not written by this run" >&2
    exit 1
  fi
  module_graphs="$work/symbol-graphs/$module"
  mkdir -p "$module_graphs"
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  # Extension graphs (SpringKit's extensions of Double, Float, SIMD2/3/4 live in
  # SpringKit@Swift.symbols.json). Skip stale ones left over from earlier builds.
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -newer "$stamp" \
    -exec cp {} "$module_graphs/" \;
  echo "-- $module: $(ls "$module_graphs" | tr '\n' ' ')"

  catalog="Sources/$module/$module.docc"
  output="$output_dir/$module.doccarchive"
  arguments=()
  if [ -d "$catalog" ]; then
    arguments+=("$catalog")
    echo "-- Converting $catalog with $docc"
  else
    echo "-- Converting $module's symbol graphs with $docc (no $catalog)"
  fi
  rm -rf "$output"
  # Keep going after a failing module so that one run reports every module's problems.
  if "$docc" convert "${arguments[@]}" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.springkit.$module" \
    --warnings-as-errors \
    --output-path "$output"; then
    echo "-- Documentation archive: $output"
  else
    echo "error: docc failed for $module (warnings count as errors)" >&2
    failed+=("$module")
  fi
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "error: documentation failed for: ${failed[*]}" >&2
  exit 1
fi
