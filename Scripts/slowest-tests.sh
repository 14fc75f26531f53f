#!/usr/bin/env bash
# The slowest tests of a test run, or its progress while it runs, from the event stream that
# the README's test command writes (Swift Testing's JSON lines, --event-stream-output-path):
#
#   swift test --disable-xctest --no-parallel --quiet --event-stream-output-path .build/test-events.jsonl
#   Scripts/slowest-tests.sh               the 20 slowest tests of that run (or, while it
#                                          runs, how far it is and the test running now)
#   Scripts/slowest-tests.sh --count 10    the 10 slowest
#   Scripts/slowest-tests.sh --progress    one line: how far the run is and the test running
#   Scripts/slowest-tests.sh FILE          another event stream
#
# A test's time is from its start to its end; with --no-parallel (the README's command) that
# is the test's own time. In a parallel run every test ends only near the run's end (Swift
# Testing queues a test's end behind all the work started before it), so there the times
# mean little, except for parameterised tests, whose cases' own times are summed instead.
# Needs only bash and awk.
set -euo pipefail

count=20
file=""
progress=0
while [ $# -gt 0 ]; do
  case $1 in
    --count | -n)
      [[ ${2:-} =~ ^[1-9][0-9]*$ ]] || { echo "error: --count needs a positive number" >&2; exit 64; }
      count=$2
      shift
      ;;
    --progress) progress=1 ;;
    -h | --help) sed -n '2,/^[^#]/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "error: unknown option '$1' (try --help)" >&2; exit 64 ;;
    *) file=$1 ;;
  esac
  shift
done
[ -n "$file" ] || file="$(dirname "${BASH_SOURCE[0]}")/../.build/test-events.jsonl"
[ -r "$file" ] || {
  echo "error: no event stream at $file: run the README's test command first" >&2
  exit 66
}

awk -v count="$count" -v file="$file" -v progress="$progress" '
  # The string value of "key" on this line, unescaped ("\/" is "/"), or "".
  function field(key,    value) {
    if (!match($0, "\"" key "\":\"([^\"\\\\]|\\\\.)*\"")) return ""
    value = substr($0, RSTART + length(key) + 4, RLENGTH - length(key) - 5)
    gsub(/\\\//, "/", value)
    return value
  }
  function instant() {
    if (!match($0, /"absolute":[-0-9.eE+]+/)) return 0
    return substr($0, RSTART + 11, RLENGTH - 11) + 0
  }
  /^\{"kind":"test"/ {
    if (index($0, "\"kind\":\"function\"")) { id = field("id"); order[++tests] = id }
    next
  }
  {
    if (!match($0, /"kind":"(testStarted|testEnded|testCaseStarted|testCaseEnded|runStarted|runEnded)"/)) next
    kind = substr($0, RSTART + 8, RLENGTH - 9)
    now = instant()
    if (kind == "runStarted") { runStart = now; next }
    if (kind == "runEnded") { runEnd = now; ended = 1; next }
    id = field("testID")
    if (kind == "testStarted") { started[id] = now; current = id }
    else if (kind == "testEnded") { finished[id] = now; if (id in started) done++ }
    else if (kind == "testCaseStarted") { caseTime[id] -= now; cases[id]++ }
    else if (kind == "testCaseEnded") caseTime[id] += now
    last = now
  }
  function name(id,    shown) {
    shown = id
    sub(/\/[^\/]*:[0-9]+:[0-9]+$/, "", shown)
    return shown
  }
  function location(id,    place) {
    place = id
    sub(/^.*\//, "", place)
    sub(/:[0-9]+$/, "", place)
    return place
  }
  END {
    functions = 0
    for (i = 1; i <= tests; i++) if (order[i] in finished) {
      id = order[i]
      seconds = (id in cases) ? caseTime[id] : finished[id] - started[id]
      listed[++functions] = sprintf("%9.2f s  %s  (%s%s)", seconds, name(id), location(id), \
        (id in cases) ? ", " cases[id] " cases" : "")
      time[functions] = seconds
      total += seconds
    }
    if (progress) {
      printf "tests: %d of %d ended after %d s", functions, tests, last - runStart
      if (ended) printf "; the run has ended"
      else if (current != "" && !(current in finished))
        printf "; running %s for %d s", name(current), last - started[current]
      printf "\n"
      exit 0
    }
    if (!ended) {
      printf "The run is still going: %d of %d tests ended after %d s.\n", functions, tests, last - runStart
      if (current != "" && !(current in finished))
        printf "Running now: %s (%s), for %d s.\n", name(current), location(current), last - started[current]
    }
    if (functions == 0) exit 0
    # Selection sort of the first `count`: a few hundred tests, no sort(1) on fields with spaces.
    shown = functions < count ? functions : count
    printf "The %d slowest of %d tests (%.0f s together; %s):\n", shown, functions, total, file
    for (rank = 1; rank <= shown; rank++) {
      best = rank
      for (j = rank + 1; j <= functions; j++) if (time[j] > time[best]) best = j
      line = listed[best]; listed[best] = listed[rank]; listed[rank] = line
      value = time[best]; time[best] = time[rank]; time[rank] = value
      print line
    }
    if (ended) printf "The run took %.0f s.\n", runEnd - runStart
  }
' "$file"
