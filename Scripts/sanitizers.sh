#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer. Run from anywhere:
#
#   Scripts/sanitizers.sh               both
#   Scripts/sanitizers.sh address       AddressSanitizer only (scratch path .build-asan)
#   Scripts/sanitizers.sh thread        ThreadSanitizer only (scratch path .build-tsan)
#
# Each sanitizer builds into its own scratch path, so the normal .build is untouched and
# later runs are incremental. Swift Testing only (--disable-xctest), as .ci/run tests.
# Leak checking is off: the Swift runtime and the test harness keep allocations alive on
# purpose until exit (the issue's "XCTest's own leaks"), so a leak report would be noise.
# The process tests run the sanitized springfit the build leaves next to the test binary.
#
# The build is optimised (-c release, with -enable-testing for the tests' @testable imports),
# as sanitizer builds usually are: the sanitizers instrument optimised code just as well, and
# an unoptimised build runs the generic numerical code unspecialised, several times slower
# again under ThreadSanitizer — it took over 17 minutes for one test and pushed CI past its
# 30-minute budget. The normal test stage runs the same suite unoptimised; every test runs
# under both sanitizers, nothing is skipped. The ASan build also carries libFuzzer's coverage
# instrumentation, so Scripts/fuzz.sh links its libraries instead of building its own
# (Scripts/lib/address-build.sh).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
source Scripts/lib/address-build.sh
source Scripts/lib/test-watchdog.sh

sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

for sanitizer in "${sanitizers[@]}"; do
  case $sanitizer in
    address) scratch=$address_scratch flags=("${address_build_flags[@]}") ;;
    thread) scratch=.build-tsan flags=(-c release -Xswiftc -enable-testing --sanitize thread) ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 64 ;;
  esac
  start=$SECONDS
  echo "-- swift test --sanitize=$sanitizer (scratch path $scratch)"
  # halt_on_error makes the first report fail the run instead of scrolling past.
  # SWIFT_BACKTRACE=enable=no: on the abort that follows a report, the Swift runtime's crash
  # handler forks its backtracer, and ThreadSanitizer's fork hook deadlocks on the lock its
  # own report still holds; the run then hung until the watchdog's 15 minutes instead of
  # failing at once with the report.
  # Built with `swift build --build-tests` and run with --skip-build: `swift test` builds with
  # other settings, and Scripts/fuzz.sh reuses exactly this build.
  swift build "${flags[@]}" --scratch-path "$scratch" --build-tests
  # The run takes one to two minutes; a hang stops after 15 and names its tests.
  watch_tests 900 env SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1 \
    TSAN_OPTIONS=halt_on_error=1:abort_on_error=1 \
    swift test "${flags[@]}" --scratch-path "$scratch" --disable-xctest --skip-build
  echo "-- $sanitizer: $((SECONDS - start)) s"
done
