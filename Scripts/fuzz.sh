#!/usr/bin/env bash
# Builds and runs springfit's libFuzzer targets (Fuzz/Targets/*.swift). Run from anywhere:
#
#   Scripts/fuzz.sh --brief            every target for 20 s (CI), or FUZZ_SECONDS seconds
#   Scripts/fuzz.sh --runs N           every target for N executions (a long run: 10000000)
#   Scripts/fuzz.sh --time S           every target for S seconds
#   Scripts/fuzz.sh --build            build only
#   Scripts/fuzz.sh ... TARGET...      only these targets (ArgumentsFuzz, KeyframeCSVFuzz, ...)
#
# The targets call springfit's internal types, so they are built outside SwiftPM's normal
# build and never touch .build: the libraries and ArgumentParsing come from the
# AddressSanitizer build in .build-asan, which carries libFuzzer's coverage instrumentation
# (Scripts/lib/address-build.sh; shared with Scripts/sanitizers.sh), then swiftc compiles
# springfit's sources (minus main.swift) with every target into one binary,
# .build-fuzz/bin/SpringfitFuzz (libFuzzer supplies main; SPRINGFIT_FUZZ_TARGET names the
# target a run feeds). Each target starts from its committed seed corpus in
# Fuzz/Corpus/TARGET and adds what it finds to .build-fuzz/corpus/TARGET (not committed).
# Crashes are written to .build-fuzz/crashes/TARGET/; the script exits 1 when any target
# fails. Put a crashing input into Fuzz/Corpus/TARGET once it is fixed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/lib/address-build.sh

mode=brief
amount=${FUZZ_SECONDS:-20}
targets=()
while [ $# -gt 0 ]; do
  case $1 in
    --brief) mode=brief ;;
    --runs) mode=runs; amount=${2:?--runs needs a number}; shift ;;
    --time) mode=time; amount=${2:?--time needs seconds}; shift ;;
    --build) mode=build ;;
    -h | --help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "error: unknown option '$1' (try --help)" >&2; exit 64 ;;
    *) targets+=("$1") ;;
  esac
  shift
done
if [ ${#targets[@]} -eq 0 ]; then
  for file in Fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi
for target in "${targets[@]}"; do
  [ -f "Fuzz/Targets/$target.swift" ] || { echo "error: no Fuzz/Targets/$target.swift" >&2; exit 64; }
done

scratch=.build-fuzz
features=(
  -swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility
)

# The libraries and springfit's ArgumentParsing, instrumented, from the AddressSanitizer build
# the sanitizers stage runs the tests on (Scripts/lib/address-build.sh): after
# Scripts/sanitizers.sh this build has nothing left to do.
build_start=$SECONDS
swift build "${address_build_flags[@]}" --scratch-path "$address_scratch" --build-tests
products=$address_scratch/release
# springfit reaches SpringFormats' and ArgumentParsing's `package` declarations (the shared
# name suggestions and trim, the scanner and help), which needs the package name SwiftPM
# compiled them with.
package_name=$(grep -o '"-package-name","[^"]*"' "$address_scratch/release.yaml" | head -n 1 | cut -d '"' -f 4) || true
if [ -z "$package_name" ]; then
  echo "error: found no -package-name in $address_scratch/release.yaml (SwiftPM's build manifest)" >&2
  exit 1
fi
objects=()
for library in SpringKit SpringFitting SpringScenarios NameSuggestions SpringFormats ArgumentParsing; do
  objects+=("$products/$library.build"/*.o)
done
sources=()
# The sources sit in folders by role; main.swift alone stays at the top.
while IFS= read -r file; do
  [ "$(basename "$file")" = main.swift ] || sources+=("$file")
done < <(find Sources/springfit -name '*.swift' | sort)
mkdir -p "$scratch/bin"
# Every target goes into one binary (Fuzz/Entry/FuzzEntry.swift picks the target a run feeds
# from SPRINGFIT_FUZZ_TARGET), so springfit's sources compile once; rebuilt only when a source
# is newer than the binary.
binary=$scratch/bin/SpringfitFuzz
if [ ! -x "$binary" ] || [ -n "$(find Sources Fuzz -name '*.swift' -newer "$binary" | head -n 1)" ]; then
  echo "-- building $binary"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name springfit \
    -package-name "$package_name" \
    "${features[@]}" -warnings-as-errors -I "$products/Modules" \
    "${sources[@]}" Fuzz/Targets/*.swift Fuzz/Entry/*.swift "${objects[@]}" -lm -o "$binary"
fi
echo "-- build: $((SECONDS - build_start)) s"
[ "$mode" = build ] && exit 0

failures=()
for target in "${targets[@]}"; do
  corpus=$scratch/corpus/$target
  crashes=$scratch/crashes/$target
  mkdir -p "$corpus" "$crashes"
  case $mode in
    brief | time) limit=(-max_total_time="$amount") ;;
    runs) limit=(-runs="$amount") ;;
  esac
  echo "-- fuzzing $target (${limit[*]})"
  start=$SECONDS
  status=0
  # Leaks are not crashes here (Swift's runtime keeps metadata alive); the rest of ASan is on.
  ASAN_OPTIONS=detect_leaks=0 SPRINGFIT_FUZZ_TARGET=$target "$binary" "${limit[@]}" -max_len=4096 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix="$crashes/" -print_final_stats=1 \
    "$corpus" "Fuzz/Corpus/$target" >"$scratch/$target.log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/$target.log" | tail -n 1)
  echo "-- $target: ${runs:-?} executions in $((SECONDS - start)) s, exit $status"
  if [ "$status" -ne 0 ]; then
    failures+=("$target")
    grep -E -m 20 'ERROR|Fatal|fatal|panic|SUMMARY|Test unit written' "$scratch/$target.log" >&2 || true
  fi
done
if [ ${#failures[@]} -gt 0 ]; then
  echo "error: crashes in ${failures[*]} (inputs in $scratch/crashes/)" >&2
  exit 1
fi
