"""The composed motion of a `springfit fling`, evaluated independently from its phases.

`springfit fling --format json` lists the phases (kind, start state, a spring's target) with
the decay rate and the spring's parameters; each phase is evaluated here by its own closed
form (a decay x0 + v0/lambda (1 - e^(-lambda t)), a spring by `spring_reference.Spring`), not
by springfit's, and the motion rests on its target from `rest` seconds on.
"""

import json
import math
import subprocess

from spring_reference import Spring


class FlingReference:
    """The motion of one fling: `value(seconds)` from the phases of its JSON report."""

    def __init__(self, report, rest):
        self.rate = report["decay"]["decayRate"]
        spring = report["spring"]
        self.phases = []
        for phase in report["phases"]:
            start = phase["start"]
            if phase["kind"] == "spring":
                law = Spring(repr(spring["mass"]), repr(spring["stiffness"]),
                             repr(spring["damping"]), repr(start["position"]),
                             repr(phase["target"]), repr(start["velocity"]))
            else:
                law = None
            self.phases.append((start["time"], start["position"], start["velocity"], law))
        self.target = report["target"]
        self.rest = rest
        # What the suites' Case objects read: the release and the target.
        self.start = self.phases[0][1]
        self.damping_ratio = float("nan")

    def value(self, seconds):
        if seconds >= self.rest:
            return self.target
        seconds = max(seconds, 0.0)
        start, position, velocity, law = self.phases[0]
        for phase in self.phases:
            if phase[0] <= seconds:
                start, position, velocity, law = phase
        t = seconds - start
        if law is not None:
            return law.value(t)
        return position + velocity / self.rate * -math.expm1(-self.rate * t)


def report(springfit, arguments):
    """The fling's JSON report."""
    run = subprocess.run([springfit, "fling", *arguments, "--format", "json"],
                         capture_output=True, text=True, check=True)
    return json.loads(run.stdout)
