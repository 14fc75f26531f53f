#!/usr/bin/env bash
# Rewrites the outputs that README.md and Documentation/springfit/TheSpringfitCommand.md show for
# their `$ springfit ...` examples with what the tool prints now.
#
#   Scripts/update-doc-outputs.sh
#
# Run it after any change that alters what springfit prints (numbers, headers, layouts), then
# review the diff. It builds the tests and runs DocOutputTests with SPRINGFIT_RECORD_SNAPSHOTS=1,
# which rewrites each shown output in place (keeping a `...` elision's first and last lines);
# without the variable the same test fails when a shown output drifts.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift build --build-tests
SPRINGFIT_RECORD_SNAPSHOTS=1 swift test --skip-build --disable-xctest --filter DocOutputTests
git --no-pager diff --stat -- README.md Documentation/springfit/TheSpringfitCommand.md
