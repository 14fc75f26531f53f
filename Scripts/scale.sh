#!/usr/bin/env bash
# Checks that springfit handles large inputs in linear time and bounded memory, and prints
# the figures. Run from anywhere:
#
#   Scripts/scale.sh            10^6 keyframes vs 10^5, and a 10^5-line batch vs 10^4
#   Scripts/scale.sh --quick    10^5 keyframes vs 10^4, and a 2000-line batch vs 200 (CI)
#
# Builds the release springfit, writes the inputs to a temporary folder, and runs each with
# /usr/bin/time -v for the wall time and the maximum resident set size. Not timing-fragile:
# it fails only when ten times the input takes more than 25 times as long (linear gives
# about 10, quadratic 100), when a fit's memory grows more than 25 times for ten times the
# keyframes, or when the batch's memory grows more than 2 times for ten times the lines (it
# streams, so it should not grow at all).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

keyframes_large=1000000
lines_large=100000
case ${1:-} in
  --quick) keyframes_large=100000; lines_large=2000 ;;
  "") ;;
  -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  *) echo "error: unknown argument '$1' (try --help)" >&2; exit 64 ;;
esac
keyframes_small=$((keyframes_large / 10))
lines_small=$((lines_large / 10))

command -v /usr/bin/time >/dev/null || { echo "error: needs /usr/bin/time (Debian: time)" >&2; exit 1; }
swift build -c release --product springfit
springfit="$(swift build -c release --show-bin-path)/springfit"
work=$(mktemp -d "${TMPDIR:-/tmp}/springfit-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT

# keyframes N FILE: a keyframe JSON file with N values, a damped wobble settling at 1.
keyframes() {
  awk -v n="$1" 'BEGIN {
    printf "{\"duration\": 2, \"calculationMode\": \"linear\", \"values\": ["
    for (i = 0; i < n; i++) {
      t = 2 * i / (n - 1)
      printf "%s%.9g", (i ? "," : ""), 1 - exp(-6 * t) * cos(20 * t)
    }
    print "]}"
  }' >"$2"
}

# batch N FILE: N lines of small keyframe sets (each different).
batch() {
  awk -v n="$1" 'BEGIN {
    for (i = 0; i < n; i++) {
      b = 0.9 + (i % 97) / 1000
      printf "{\"values\": [0.4, 1, %.4f, 1], \"duration\": 0.3333, \"calculationMode\": \"cubic\"}\n", b
    }
  }' >"$2"
}

# measure NAME ARGS...: runs springfit, prints "seconds kilobytes" for the run.
measure() {
  local log=$work/time.log
  /usr/bin/time -v "$springfit" "$@" >"$work/out" 2>"$log" || {
    echo "error: springfit $* failed:" >&2
    head -n 5 "$log" >&2
    exit 1
  }
  local wall rss
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$log" |
    awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$log")
  echo "$wall $rss"
}

# ratio A B: A / B with two decimals (B at least 0.01 s so tiny runs do not divide by 0).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b < 0.01) b = 0.01; printf "%.2f", a / b }'; }

status=0
check() {  # check DESCRIPTION VALUE LIMIT
  if awk -v v="$2" -v l="$3" 'BEGIN { exit !(v > l) }'; then
    echo "FAIL: $1 is $2 (limit $3)" >&2
    status=1
  fi
}

keyframes "$keyframes_small" "$work/small.json"
keyframes "$keyframes_large" "$work/large.json"
read -r small_time small_rss < <(measure fit "$work/small.json" --format json)
read -r large_time large_rss < <(measure fit "$work/large.json" --format json)
echo "fit: $keyframes_small keyframes ($(du -k "$work/small.json" | cut -f1) KB) in ${small_time} s, max RSS ${small_rss} KB"
echo "fit: $keyframes_large keyframes ($(du -k "$work/large.json" | cut -f1) KB) in ${large_time} s, max RSS ${large_rss} KB"
echo "fit: time ratio $(ratio "$large_time" "$small_time"), memory ratio $(ratio "$large_rss" "$small_rss") for 10x the keyframes"
check "fit's time ratio" "$(ratio "$large_time" "$small_time")" 25
check "fit's memory ratio" "$(ratio "$large_rss" "$small_rss")" 25

batch "$lines_small" "$work/small.jsonl"
batch "$lines_large" "$work/large.jsonl"
read -r small_time small_rss < <(measure fit --batch "$work/small.jsonl")
[ "$(wc -l <"$work/out")" -eq "$lines_small" ] || { echo "error: expected $lines_small results" >&2; exit 1; }
read -r large_time large_rss < <(measure fit --batch "$work/large.jsonl")
[ "$(wc -l <"$work/out")" -eq "$lines_large" ] || { echo "error: expected $lines_large results" >&2; exit 1; }
grep -q '"error"' "$work/out" && { echo "error: a batch line failed: $(grep -m 1 '"error"' "$work/out")" >&2; exit 1; }
echo "batch: $lines_small lines in ${small_time} s, max RSS ${small_rss} KB"
echo "batch: $lines_large lines in ${large_time} s, max RSS ${large_rss} KB"
echo "batch: time ratio $(ratio "$large_time" "$small_time"), memory ratio $(ratio "$large_rss" "$small_rss") for 10x the lines"
check "the batch's time ratio" "$(ratio "$large_time" "$small_time")" 25
check "the batch's memory ratio" "$(ratio "$large_rss" "$small_rss")" 2
exit "$status"
