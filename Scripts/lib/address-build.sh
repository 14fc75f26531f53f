# Sourced by Scripts/sanitizers.sh and Scripts/fuzz.sh: the one AddressSanitizer build both use.
#
# The tests under ASan (sanitizers.sh) and the libFuzzer binary (fuzz.sh) need the same
# libraries, instrumented for ASan and for libFuzzer's coverage, so they share one optimised
# build in .build-asan instead of building the package twice (about 100 s of CI). The coverage
# flags are what `-sanitize=fuzzer` turns on, without linking libFuzzer (whose `main` would
# replace the test runner's); the ASan runtime answers the coverage callbacks in the test
# binary, libFuzzer in the fuzz binary. `-enable-testing` is for the tests' @testable imports.
# Both scripts build with `swift build --build-tests` and exactly these flags, or SwiftPM
# rebuilds everything (`swift test` builds with other settings than `swift build`).
address_scratch=.build-asan
address_build_flags=(
  -c release -Xswiftc -enable-testing --sanitize address
  -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table
)
