# Sourced by .ci/run and Scripts/sanitizers.sh: a time limit for a test run, and the tests a
# hang is in.
#
# A test run that hangs would otherwise hold CI until the runner's own limit and print
# nothing (a stage's log is printed when the stage ends). A CI run once did exactly that in
# the ThreadSanitizer stage, which takes under 10 minutes. With the limit, the run stops with
# exit 124 and the log ends with the tests that had started and not ended.

# watch_tests SECONDS COMMAND...: runs COMMAND (a `swift test`), its output passed through;
# after SECONDS it stops COMMAND and everything it started, names the tests still running
# and returns 124. Otherwise returns COMMAND's status. Twenty seconds before the limit it
# prints the processes and, with gdb, every thread's stack of the test binaries and the
# programs they started: where a hang waits, not only which tests it holds.
#
# The tests' progress and the unfinished ones come from Swift Testing's event stream (JSON
# lines), not from its output, which `--quiet` keeps to failures and the summary: the file
# COMMAND's `--event-stream-output-path` names, or one added to COMMAND. Every minute a line
# says how many tests ended and which one runs (Scripts/slowest-tests.sh --progress), on
# descriptor 3 when it is open (.ci/run's stages open it on the console: the stage's log is
# printed only when the stage ends), else on standard error.
watch_tests() {
  local limit=$1
  shift
  local status errexit=no sentinel reporter events="" argument previous="" added=""
  for argument in "$@"; do
    [ "$previous" = --event-stream-output-path ] && events=$argument
    previous=$argument
  done
  if [ -z "$events" ]; then
    added=$(mktemp "${TMPDIR:-/tmp}/springkit-test-events.XXXXXX")
    events=$added
    set -- "$@" --event-stream-output-path "$events"
  fi
  rm -f "$events"  # no stale progress from an earlier run
  [[ $- == *e* ]] && errexit=yes
  set +e
  (
    trap 'kill $nap 2>/dev/null; exit 0' TERM
    while :; do
      sleep 60 </dev/null >/dev/null 2>&1 &
      nap=$!
      wait $nap
      [ -r "$events" ] || continue
      if { true >&3; } 2>/dev/null; then
        "$watchdog_scripts/slowest-tests.sh" --progress "$events" >&3
      else
        "$watchdog_scripts/slowest-tests.sh" --progress "$events" >&2
      fi
    done
  ) </dev/null &
  reporter=$!
  # The sentinel's sleep ends with it and holds none of the caller's descriptors.
  (
    trap 'kill $nap 2>/dev/null; exit 0' TERM
    sleep $((limit > 40 ? limit - 20 : limit / 2)) </dev/null >/dev/null 2>&1 &
    nap=$!
    wait $nap && describe_hang $$ >&2
  ) &
  sentinel=$!
  # timeout signals its own process group: swift test and the test runner it starts.
  timeout --kill-after=30 "$limit" "$@" 2>&1
  status=$?
  kill "$sentinel" "$reporter" 2>/dev/null
  wait "$sentinel" "$reporter" 2>/dev/null
  [ "$errexit" = no ] || set -e
  if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
    echo "error: the tests did not end within $limit s; still running:" >&2
    unfinished_tests "$events" >&2
    status=124
  fi
  [ -z "$added" ] || rm -f "$added"
  return "$status"
}

watchdog_scripts=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# unfinished_tests EVENTS: each test of Swift Testing's event stream EVENTS that started and
# did not end, with its cases that did not end (a parameterised test's). In a parallel run
# every test ends only near the run's end, so there the cases are the ones that hang.
unfinished_tests() {
  awk '
    function field(key,    value) {
      if (!match($0, "\"" key "\":\"([^\"\\\\]|\\\\.)*\"")) return ""
      value = substr($0, RSTART + length(key) + 4, RLENGTH - length(key) - 5)
      gsub(/\\\//, "/", value)
      return value
    }
    /^\{"kind":"test"/ { if (index($0, "\"kind\":\"function\"")) function_[field("id")] = 1; next }
    /"kind":"testStarted"/ { id = field("testID"); if (id in function_) running[id] = 1; next }
    /"kind":"testEnded"/ { delete running[field("testID")]; next }
    /"kind":"testCaseStarted"/ { cases[field("testID")]++; next }
    /"kind":"testCaseEnded"/ { cases[field("testID")]--; next }
    END {
      for (id in running)
        print "   " id (cases[id] > 0 ? " (" cases[id] " of its cases running)" : "")
    }
  ' "$1"
}

# describe_hang PID: the processes under PID, then the threads (gdb) of each test binary,
# springfit and shell among them.
describe_hang() {
  local pids=() queue=("$1") pid child
  while [ ${#queue[@]} -gt 0 ]; do
    pid=${queue[0]}
    queue=("${queue[@]:1}")
    for child in $(pgrep -P "$pid"); do
      pids+=("$child")
      queue+=("$child")
    done
  done
  echo "== a test run near its time limit: the processes"
  ps --forest -o pid,ppid,stat,etime,time,args -p "$(IFS=,; echo "${pids[*]}")" | cut -c1-200
  command -v gdb >/dev/null || { echo "(no gdb: no stacks)"; return 0; }
  for pid in "${pids[@]}"; do
    case $(cat /proc/"$pid"/comm 2>/dev/null) in
      *PackageTests* | *xctest* | springfit | sh | rsvg-convert) ;;
      *) continue ;;
    esac
    echo "== threads of $pid: $(tr '\0' ' ' </proc/"$pid"/cmdline 2>/dev/null | cut -c1-160)"
    timeout 60 gdb -batch -p "$pid" -ex 'thread apply all bt 25' 2>&1 \
      | grep -E '^(Thread|#)' | head -400
  done
}
