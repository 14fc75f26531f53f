"""The nearest cubic-bezier (`springfit easing`), played by Chromium.

`springfit easing --format css` prints two declarations, `transition-timing-function:
cubic-bezier(...)` and `transition-duration: <ms>`. They are installed as printed in a rule
that transitions --v from 0 to 1, paused at the times of css_cases (a uniform grid to 110 % of
the duration), and compared with the spring's closed form at the time Chromium reports. The
tolerance is the error `springfit easing` states for the curve (`largest error E of the
travel` in its text), which must hold for the curve as printed.
"""

import math
import re
import subprocess

import css_cases
from spring_reference import Spring


def spring(response, damping_ratio):
    """A spring of mass 1 from a response and a damping ratio, moving from 0 to 1 at rest."""
    stiffness = (2 * math.pi / response) ** 2
    damping = 2 * damping_ratio * math.sqrt(stiffness)
    return Spring(mass="1", stiffness=repr(stiffness), damping=repr(damping), start="0",
                  target="1", velocity="0")


# SwiftUI's .smooth, .snappy and .bouncy (response 0.5 s; bounce 0, 0.15, 0.3 are zeta 1,
# 0.85, 0.7) and an overdamped spring.
SPRINGS = [spring(0.5, 1), spring(0.5, 0.85), spring(0.5, 0.7), spring(0.4, 1.5)]


def run(arguments):
    done = subprocess.run(arguments, capture_output=True, text=True)
    if done.returncode != 0:
        raise css_cases.ExportFormatError(
            f"{' '.join(arguments)} exited with {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def easing_case(springfit, reference, number):
    options = ["--mass", "1", "--stiffness", reference.text["stiffness"],
               "--damping", reference.text["damping"]]
    text = run([springfit, "easing", *options])
    stated = re.search(r"largest error ([0-9.e+-]+) of the travel", text)
    if not stated:
        raise css_cases.ExportFormatError("no 'largest error E of the travel' in easing's text")
    css = run([springfit, "easing", *options, "--format", "css"])
    duration = re.search(r"^transition-duration: ([0-9.]+)ms;$", css, re.MULTILINE)
    if not duration or "transition-timing-function: cubic-bezier(" not in css:
        raise css_cases.ExportFormatError("easing's CSS is not a timing function and a duration")
    tag = f"ease{number}"
    rule = f".{tag} {{ transition-property: --v;\n{css}}}\n"
    return css_cases.Case(reference, stated.group(1), "easing cubic-bezier (--v)", rule, "--v",
                          True, tag, float(duration.group(1)), [])


def all_cases(springfit):
    return [easing_case(springfit, reference, number)
            for number, reference in enumerate(SPRINGS)]
