"""SpringKit's browser suite: Chromium plays springfit's CSS and SVG exports.

    python3 Tests/Browser/run.py --springfit .build/release/springfit [--require] [--verbose]

Prints one summary line when every case passes; otherwise every failing case (which, the time,
the value, the expected value and the error as a multiple of the tolerance) and exits 1. A
missing browser, chromedriver or Selenium is a skip (exit 0, said on stdout) unless --require
is given (CI), where it fails the run (exit 1).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import browser_session  # noqa: E402
import bezier_cases  # noqa: E402
import colour_cases  # noqa: E402
import css_cases  # noqa: E402
import easing_cases  # noqa: E402
import fling_cases  # noqa: E402
import gallery_cases  # noqa: E402
import layers_cases  # noqa: E402
import preview_cases  # noqa: E402
import reduced_motion_cases  # noqa: E402
import svg_cases  # noqa: E402


class Tally:
    """Counts the outcomes, keeps the worst of each kind and the lines to print."""

    def __init__(self, failures, lines, verbose):
        self.failures, self.lines, self.verbose = failures, lines, verbose
        self.passed = 0
        self.worst_by_kind = {}

    def add(self, outcome, kind=None):
        kind = kind or outcome.kind
        worst = self.worst_by_kind.get(kind)
        if worst is None or outcome.ratio > worst.ratio:
            self.worst_by_kind[kind] = outcome
        if outcome.passed:
            self.passed += 1
        else:
            self.failures.append(outcome.describe())
        if self.verbose:
            self.lines.append(outcome.describe())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--springfit", required=True, help="the springfit executable")
    parser.add_argument("--require", action="store_true",
                        help="fail instead of skipping when the browser is missing")
    parser.add_argument("--verbose", action="store_true", help="print every case")
    parser.add_argument("--only", choices=["css", "svg", "preview", "gallery", "layers",
                                           "reduced-motion", "colour"],
                        help="run one part of the suite")
    parser.add_argument("--screenshots", metavar="DIR",
                        help="also save PNG screenshots of the preview pages and the gallery in DIR")
    arguments = parser.parse_args()
    start = time.monotonic()

    # The reference and the command line agree before anything is played.
    failures = []
    lines = []
    try:
        import mpmath  # noqa: F401  (the reference's own check)
    except ImportError:
        message = "mpmath is not installed (Debian: python3-mpmath)"
        if arguments.require:
            print(f"browser tests: FAILED: {message}", file=sys.stderr)
            return 1
        print(f"browser tests: skipped: {message}")
        return 0
    if arguments.only in (None, "css"):
        for spring in css_cases.SPRINGS:
            problem = svg_cases.check_reference(arguments.springfit, spring)
            if problem:
                failures.append(problem)
        cases = css_cases.all_cases(arguments.springfit)
        cases += bezier_cases.all_cases(arguments.springfit)
        cases += easing_cases.all_cases(arguments.springfit)
        cases += fling_cases.all_cases(arguments.springfit)
    if arguments.only in (None, "layers"):
        try:
            layered = layers_cases.all_cases(arguments.springfit)
        except layers_cases.LayersFormatError as error:
            failures.append(f"FAIL layers: {error}")
            layered = []
    if arguments.only in (None, "preview"):
        try:
            previews = preview_cases.all_cases(arguments.springfit)
        except preview_cases.PreviewFormatError as error:
            failures.append(f"FAIL preview: {error}")
            previews = []
    try:
        driver = browser_session.start()
    except browser_session.BrowserUnavailable as error:
        if arguments.require:
            print(f"browser tests: FAILED: {error}", file=sys.stderr)
            return 1
        print(f"browser tests: skipped: {error}")
        return 0
    tally = Tally(failures, lines, arguments.verbose)
    try:
        version = driver.capabilities.get("browserVersion", "?")
        if arguments.only in (None, "css"):
            driver.get("about:blank")
            driver.execute_script(css_cases.PAGE_SCRIPT)
            driver.execute_script(bezier_cases.WAAPI_SCRIPT)
            for case in cases:
                outcome = bezier_cases.measure(driver, case)
                tally.add(outcome, kind=case.kind)
        if arguments.only in (None, "layers"):
            driver.get("about:blank")
            driver.execute_script(layers_cases.PAGE_SCRIPT)
            driver.execute_script(layers_cases.WAAPI_SCRIPT)
            for case in layered:
                tally.add(layers_cases.measure(driver, case))
        if arguments.only in (None, "preview"):
            for number, case in enumerate(previews):
                for outcome in preview_cases.measure(driver, case):
                    tally.add(outcome)
                if arguments.screenshots:
                    os.makedirs(arguments.screenshots, exist_ok=True)
                    preview_cases.screenshot(
                        driver, case.html,
                        os.path.join(arguments.screenshots, f"preview-{number}.png"))
                for outcome in preview_cases.check_layout(driver, case, arguments.screenshots,
                                                          number):
                    tally.add(outcome)
        if arguments.only in (None, "svg"):
            for outcome in svg_cases.run_all(driver, arguments.springfit):
                tally.add(outcome)
        if arguments.only in (None, "reduced-motion"):
            for outcome in reduced_motion_cases.run_all(driver, arguments.springfit):
                tally.add(outcome)
        if arguments.only in (None, "colour"):
            for outcome in colour_cases.run_all(driver, arguments.springfit):
                tally.add(outcome)
        if arguments.only in (None, "gallery"):
            for outcome in gallery_cases.run_all(driver, arguments.springfit,
                                                 arguments.screenshots):
                tally.add(outcome)
    finally:
        driver.quit()
    elapsed = time.monotonic() - start
    ratios = "; ".join(
        f"{kind} {outcome.ratio:.4f}" for kind, outcome in tally.worst_by_kind.items())
    for line in lines:
        print(line)
    summary = (f"browser tests (Chromium {version}): {tally.passed} passed, {len(failures)} failed "
               f"in {elapsed:.1f} s; worst error / tolerance: {ratios}")
    if failures:
        for failure in failures:
            print(failure, file=sys.stderr)
        print("worst case of each kind:", file=sys.stderr)
        for kind, outcome in tally.worst_by_kind.items():
            print("  " + outcome.describe(), file=sys.stderr)
        print(summary, file=sys.stderr)
        return 1
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
