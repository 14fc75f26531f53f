#!/usr/bin/env bash
# Reads springfit's Lottie exports with real Lottie tools (Tests/Lottie): the specification's
# JSON schema, rlottie's renderer and python-lottie's evaluator, each checked against the
# spring's closed form.
#
#   Scripts/lottie-tests.sh [--require] [--verbose]
#
# Uses the release springfit (.build/release/springfit; built if missing) and, in Debian's
# /usr/bin/python3, the PyPI packages rlottie-python, Pillow, lottie, jsonschema and
# lottie-specs (.ci/run installs them). Prints one summary line when every case passes. A
# missing tool is a skip, said on stdout, unless --require (CI) makes it a failure.
# SPRINGFIT and PYTHON override the paths.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

arguments=()
for argument in "$@"; do
  case $argument in
    --require | --verbose) arguments+=("$argument") ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$argument' (try --help)" >&2; exit 64 ;;
  esac
done

springfit=${SPRINGFIT:-.build/release/springfit}
if [ ! -x "$springfit" ]; then
  swift build -c release --product springfit >/dev/null
fi
# The packages go into Debian's python3 (pip --break-system-packages); another python3 on
# PATH (pyenv, a virtualenv) may not have them.
python=${PYTHON:-}
if [ -z "$python" ]; then
  if [ -x /usr/bin/python3 ]; then python=/usr/bin/python3; else python=python3; fi
fi
exec "$python" Tests/Lottie/run.py --springfit "$springfit" ${arguments[@]+"${arguments[@]}"}
