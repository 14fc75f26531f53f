#!/usr/bin/env bash
# Plays springfit's CSS exports and animated SVG in headless Chromium (Tests/Browser) and
# checks every read against the spring's closed form or the JSON frames.
#
#   Scripts/browser-tests.sh [--require] [--verbose] [--only=css|svg|preview|gallery|layers] [--screenshots=DIR]
#
# Uses the release springfit (.build/release/springfit; built if missing), Chromium,
# chromedriver and Selenium (Debian: chromium, chromium-driver, python3-selenium; .ci/run
# installs them). Prints one summary line when every case passes. A missing browser is a
# skip, said on stdout, unless --require (CI) makes it a failure. SPRINGFIT, PYTHON,
# CHROMIUM and CHROMEDRIVER override the paths.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

arguments=()
for argument in "$@"; do
  case $argument in
    --require | --verbose | --only=* | --screenshots=*) arguments+=("$argument") ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$argument' (try --help)" >&2; exit 64 ;;
  esac
done

springfit=${SPRINGFIT:-.build/release/springfit}
if [ ! -x "$springfit" ]; then
  swift build -c release --product springfit >/dev/null
fi
# Debian's python3 is the one python3-selenium installs into; another python3 on PATH (pyenv,
# a virtualenv) may not have it.
python=${PYTHON:-}
if [ -z "$python" ]; then
  if [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import selenium' 2>/dev/null; then
    python=/usr/bin/python3
  else
    python=python3
  fi
fi
exec "$python" Tests/Browser/run.py --springfit "$springfit" ${arguments[@]+"${arguments[@]}"}
