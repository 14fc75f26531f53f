# Sourced by .ci/run and Scripts/sanitizers.sh: a time limit for a test run, and the tests a
# hang is in.
#
# A test run that hangs would otherwise hold CI until the runner's own limit and print
# nothing (a stage's log is printed when the stage ends). A CI run once did exactly that in
# the ThreadSanitizer stage, which takes under 10 minutes. With the limit, the run stops with
# exit 124 and the log ends with the tests that had started and not ended.

# watch_tests SECONDS COMMAND...: runs COMMAND (a `swift test`), its output passed through;
# after SECONDS it stops COMMAND and everything it started, names the tests still running
# and returns 124. Otherwise returns COMMAND's status.
watch_tests() {
  local limit=$1
  shift
  local log status errexit=no
  log=$(mktemp "${TMPDIR:-/tmp}/springkit-tests.XXXXXX")
  [[ $- == *e* ]] && errexit=yes
  set +e
  # timeout signals its own process group: swift test and the test runner it starts.
  timeout --kill-after=30 "$limit" "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  [ "$errexit" = no ] || set -e
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "error: the tests did not end within $limit s; still running:" >&2
    unfinished_tests <"$log" >&2
    status=124
  fi
  rm -f "$log"
  return "$status"
}

# unfinished_tests: reads Swift Testing's output and prints each test that started and did
# not pass, fail or skip ("◇ Test NAME started." without "✔/✘ Test NAME … after").
unfinished_tests() {
  awk '
    /^◇ Test case / { next }
    /^◇ Test .* started\.$/ {
      name = $0; sub(/^◇ Test /, "", name); sub(/ started\.$/, "", name)
      running[name] = 1; next
    }
    /^(✔|✘|➜) Test / {
      name = $0; sub(/^(✔|✘|➜) Test /, "", name)
      sub(/ (with [0-9]+ test cases? )?(passed|failed|skipped).*$/, "", name)
      delete running[name]
    }
    END { for (name in running) print "   " name }
  '
}
