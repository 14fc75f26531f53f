"""The Lottie exports of `springfit fling --format lottie`: a fling's whole composed motion as
the x of a split position, checked by run.py like the spring exports (schema, form, the
specification's replay, rlottie's cache and rendering) against
`fling_reference.FlingReference`, built from the phases of the JSON report.

The flings keep the 256-pixel square on the 512-pixel canvas (its centre within 128...384).
"""

import json
import subprocess

from fling_reference import FlingReference, report

FLINGS = [
    ["--from", "150", "--velocity", "600", "--bounds", "150,350"],
    ["--from", "150", "--velocity", "400"],
    ["--from", "260", "--velocity", "-300", "--snap", "180,260,340"],
]
TOLERANCES = [(0.5, 60.0), (0.05, 30.0)]


class FlingCase:
    """One fling at one tolerance and frame rate, exported as a position."""

    lottie_property = "position"

    def __init__(self, arguments, tolerance, fps, data):
        self.arguments, self.tolerance, self.fps, self.data = arguments, tolerance, fps, data
        self.reference = None

    def label(self):
        return (f"fling ({' '.join(self.arguments)}) position, tolerance {self.tolerance:g}, "
                f"{self.fps:g} fps")

    def command(self, document):
        return (self.arguments + ["--format", "lottie", "--tolerance", repr(self.tolerance),
                                  "--fps", repr(self.fps)]
                + (["--document"] if document else []))

    def export(self, springfit, document):
        result = subprocess.run([springfit, "fling"] + self.command(document),
                                capture_output=True, text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(f"springfit fling {' '.join(self.command(document))} exited "
                               f"{result.returncode}: {result.stderr.strip()}")
        parsed = json.loads(result.stdout)
        prop = parsed["layers"][0]["ks"]["p"]["x"] if document else parsed
        # The motion rests on its target from the last keyframe's time on.
        self.reference = FlingReference(self.data, prop["k"][-1]["t"] / self.fps)
        return result.stdout, parsed

    def expected(self, seconds):
        return self.reference.value(seconds)


def all_cases(springfit):
    cases = []
    for arguments in FLINGS:
        data = report(springfit, arguments)
        for tolerance, fps in TOLERANCES:
            cases.append(FlingCase(arguments, tolerance, fps, data))
    return cases
