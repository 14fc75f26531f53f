#!/usr/bin/env bash
# Draws every plot of Plots/ (SVG, the CSV it was drawn from, and the index README.md)
# with the springplots executable, which uses SpringKit's own SVG charts.
#
#   Scripts/plots.sh            regenerate Plots/
#   Scripts/plots.sh --check    draw into a temporary folder and fail if Plots/ differs
#
# SWIFT_BUILD_FLAGS (say "-Xswiftc -warnings-as-errors") go to `swift run`: the same flags as
# an earlier debug build reuse it, where other flags would compile the package again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
read -r -a build_flags <<<"${SWIFT_BUILD_FLAGS:-}"

case ${1:-} in
  "")
    swift run ${build_flags[@]+"${build_flags[@]}"} springplots Plots
    ;;
  --check)
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/springkit-plots.XXXXXX")
    trap 'rm -rf "$scratch"' EXIT
    swift run ${build_flags[@]+"${build_flags[@]}"} springplots "$scratch" >/dev/null
    if ! diff -r "$scratch" Plots >/dev/null; then
      echo "error: Plots/ is not current; run Scripts/plots.sh and commit the result." >&2
      diff -rq "$scratch" Plots >&2 || true
      exit 1
    fi
    echo "-- Plots/ is current ($(ls Plots | wc -l) files)"
    ;;
  -h | --help)
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    ;;
  *)
    echo "error: unknown argument '$1' (try --help)" >&2
    exit 64
    ;;
esac
