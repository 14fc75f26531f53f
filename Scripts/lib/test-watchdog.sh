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
watch_tests() {
  local limit=$1
  shift
  local log status errexit=no sentinel
  log=$(mktemp "${TMPDIR:-/tmp}/springkit-tests.XXXXXX")
  [[ $- == *e* ]] && errexit=yes
  set +e
  # The sentinel's sleep ends with it and holds none of the caller's descriptors.
  (
    trap 'kill $nap 2>/dev/null; exit 0' TERM
    sleep $((limit > 40 ? limit - 20 : limit / 2)) </dev/null >/dev/null 2>&1 &
    nap=$!
    wait $nap && describe_hang $$ >&2
  ) &
  sentinel=$!
  # timeout signals its own process group: swift test and the test runner it starts.
  timeout --kill-after=30 "$limit" "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  kill "$sentinel" 2>/dev/null
  wait "$sentinel" 2>/dev/null
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
