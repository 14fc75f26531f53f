"""`springfit keyframes --from COLOUR --to COLOUR`: Chromium plays the colour exports within
their stated ΔE_ok of the spring, and inside the sRGB gamut.

For red → blue with the smooth and bouncy presets, springing in each space (oklab, srgb,
srgb-linear), the CSS export (and for oklab the Web Animations export; springfit refuses
rgb() keyframes for element.animate(), which Chromium rounds to 8 bits) is played on one element, paused at
600 times up to 105 % of the animation, and `getComputedStyle(...).backgroundColor` is read
back. Each read is compared with the reference built here (colour_spring_reference.py at 50
digits: the oscillator's closed form, CSS Color 4's matrices and gamut mapping) by ΔE_ok, and
its sRGB channels must lie in 0…1 (within half an 8-bit step, 0.5/255).

Chromium serialises a computed `rgb()` colour to 8-bit channels, so reads of rgb() exports
carry up to half a step of rounding on top of the interpolation; their bound is the tolerance
plus the ΔE_ok of that rounding at the reference colour (stated in each case's line). oklab()
reads are serialised with enough digits to need no allowance.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from mpmath import mpf

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts" / "reference"))
from colour_spring_reference import (  # noqa: E402
    delta_e, displacement, gamut_mapped, oklab_of)
from oklab_reference import decoded, encoded  # noqa: E402

FROM, TO = "#ff0000", "#0000ff"
FROM_RGB, TO_RGB = (1.0, 0.0, 0.0), (0.0, 0.0, 1.0)
SPRINGS = {"smooth": (0.5, 0.0), "bouncy": (0.5, 0.3)}
READS = 600

PLAY_SCRIPT = r"""
const [mode, doc] = arguments;
const element = document.getElementById('moving');
if (mode === 'web-animations') element.animate(doc.keyframes, doc.options);
const animations = element.getAnimations();
for (const animation of animations) animation.pause();
const end = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
const out = {count: animations.length, end: end, times: [], colours: []};
for (let i = 0; i < %d; i++) {
  const time = 1.05 * end * i / (%d - 1);
  for (const animation of animations) animation.currentTime = time;
  out.times.push(time);
  out.colours.push(getComputedStyle(element).backgroundColor);
}
return out;
""" % (READS, READS)


class Outcome:
    """The worst read of one export."""

    def __init__(self, name, reads, worst, tolerance, excursion=0.0, error=None):
        self.kind = "colour"
        self.name, self.reads, self.worst, self.tolerance = name, reads, worst, tolerance
        self.excursion, self.error = excursion, error

    @property
    def ratio(self):
        return float("inf") if self.error else self.worst / self.tolerance

    @property
    def passed(self):
        return (self.error is None and self.reads >= READS and self.ratio <= 1
                and self.excursion <= 0.5 / 255)

    def describe(self):
        if self.error:
            return f"FAIL colour, {self.name}: {self.error}"
        verdict = "ok" if self.passed else "FAIL"
        return (f"{verdict} colour, {self.name}: {self.reads} reads, worst (ΔE_ok - rounding "
                f"allowance) {self.worst:.4g} = {self.ratio:.4f} x tolerance "
                f"{self.tolerance:.3g}; out of gamut by at most {self.excursion:.3g}")


def springfit(executable, arguments):
    done = subprocess.run([executable, *arguments], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"springfit {' '.join(arguments)} exited with {done.returncode}: "
                           f"{done.stderr.strip()}")
    return done.stdout


def coordinates(rgb, space):
    if space == "oklab":
        return oklab_of(rgb)
    if space == "srgb-linear":
        return [decoded(c) for c in rgb]
    return [mpf(c) for c in rgb]


def reference(space, duration, bounce, time):
    """The spring's colour at `time` seconds, mapped into sRGB, in Oklab."""
    start, end = coordinates(FROM_RGB, space), coordinates(TO_RGB, space)
    u = displacement(duration, bounce, time)
    point = [e + u * (s - e) for s, e in zip(start, end)]
    if space == "oklab":
        lab = point
    else:
        rgb = point if space == "srgb" else [encoded(c) for c in point]
        lab = oklab_of(rgb)
    return oklab_of(gamut_mapped(lab))


NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def parse(text):
    """A computed colour as (sRGB channels, Oklab, 8-bit rounded?)."""
    numbers = [float(n) for n in re.findall(NUMBER, text)]
    if text.startswith("oklab("):
        from oklab_reference import inverse
        lab = [mpf(n) for n in numbers[:3]]
        return [float(c) for c in inverse(lab)[1]], lab, False
    if text.startswith("rgb"):
        rgb = [n / 255 for n in numbers[:3]]
        return rgb, oklab_of(rgb), True
    if text.startswith("color(srgb "):
        rgb = numbers[:3]
        return rgb, oklab_of(rgb), False
    raise ValueError(f"unexpected computed colour {text!r}")


def rounding_allowance(lab_rgb):
    """The largest ΔE_ok that rounding each channel of the colour to 8 bits can cause."""
    rgb = [float(c) for c in lab_rgb]
    base = oklab_of(rgb)
    worst = mpf(0)
    for index in range(3):
        for sign in (-1, 1):
            moved = list(rgb)
            moved[index] = min(max(moved[index] + sign * 0.5 / 255, 0.0), 1.0)
            worst = max(worst, delta_e(oklab_of(moved), base))
    return worst


def judge(name, read, space, spring, tolerance):
    duration, bounce = SPRINGS[spring]
    if read["count"] != 1:
        return Outcome(name, 0, 0, tolerance, error=f"{read['count']} animations, expected 1")
    worst, excursion = 0.0, 0.0
    from oklab_reference import inverse
    for time, text in zip(read["times"], read["colours"]):
        rgb, lab, rounded = parse(text)
        truth = reference(space, duration, bounce, time / 1000)
        error = delta_e(lab, truth)
        if rounded:
            error -= rounding_allowance(inverse(truth)[1])
        worst = max(worst, float(error))
        excursion = max(excursion, *(max(-c, c - 1, 0.0) for c in rgb))
    return Outcome(name, len(read["colours"]), worst, tolerance, excursion)


def page(css):
    return ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>\n"
            f"{css}\n</style></head><body><div id=\"moving\" class=\"spring\" "
            "style=\"width: 10px; height: 10px\"></div></body></html>")


def play(driver, mode, export):
    handle, path = tempfile.mkstemp(suffix=".html")
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(page(export if mode == "css" else ""))
    try:
        driver.get("file://" + path)
        return driver.execute_script(PLAY_SCRIPT, mode,
                                     json.loads(export) if mode != "css" else None)
    finally:
        os.remove(path)


def run_all(driver, executable):
    outcomes = []
    for space in ["oklab", "srgb", "srgb-linear"]:
        for spring in SPRINGS:
            # element.animate() rounds rgb() keyframes to 8 bits: springfit refuses it.
            for mode in ["css", "web-animations"] if space == "oklab" else ["css"]:
                name = f"{mode}, {spring}, --space {space}"
                try:
                    export = springfit(executable, [
                        "keyframes", "--spring", f"preset:{spring}", "--from", FROM, "--to", TO,
                        "--space", space, "--format", mode])
                    stated = re.search(r"ΔE_ok ([0-9.]+)", export) if mode == "css" else None
                    tolerance = (float(stated.group(1)) if stated else
                                 json.loads(export)["tolerance"]["deltaEOK"])
                    read = play(driver, mode, export)
                except Exception as error:  # a page that does not load or a script that throws
                    outcomes.append(Outcome(name, 0, 0, 1, error=f"{error}"))
                    continue
                outcomes.append(judge(name, read, space, spring, tolerance))
    return outcomes
