"""`springfit keyframes --reduced-motion`: Chromium plays the variant with the media feature
`prefers-reduced-motion` emulated on (`reduce`) and the full motion with it off.

Each export is written with the template `--v: {value}` (a registered `<number>`, read back as
a double) and played on one element: the CSS as printed (its `@media` rule after the motion's
rules), the Web Animations JSON through the snippet its documentation gives
(`matchMedia('(prefers-reduced-motion: reduce)')` picks `reducedMotion` or the motion). At 1,000
paused times up to 110 % of each animation:

- off: one animation, the full spring's, within the export's tolerance of the spring's closed
  form (`spring_reference.Spring`, parameters from `springfit convert --format json`);
- jump: `--v` is the end value at every time and nothing lasts longer than 0 ms;
- fade: `--v` is the end value at every time and `opacity` is t / 200 ms;
- critical: one animation, the stand-in's, within the tolerance of the critically damped
  spring with half the response, built here from the full spring's mass and stiffness
  (k' = 4k, c' = 2 sqrt(k' m)), not read from springfit.
"""

import json
import math
import os
import subprocess
import tempfile

from spring_reference import Spring

SPEC = "preset:bouncy"
FROM, TO, TOLERANCE = "0", "300", "0.3"
READS = 1000

PLAY_SCRIPT = r"""
const [mode, doc] = arguments;
const element = document.getElementById('moving');
if (mode === 'web-animations') {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const { keyframes, options } = reduce ? doc.reducedMotion : doc;
  element.animate(keyframes, options);
}
const animations = element.getAnimations();
for (const animation of animations) animation.pause();
const longest = Math.max(0, ...animations.map(a => a.effect.getComputedTiming().endTime));
const out = {names: animations.map(a => a.animationName || 'script'),
             durations: animations.map(a => a.effect.getComputedTiming().duration),
             times: [], values: [], opacities: []};
const span = Math.max(longest, 1);
for (let i = 0; i < %d; i++) {
  const time = 1.1 * span * i / (%d - 1);
  for (const animation of animations) animation.currentTime = time;
  out.times.push(time);
  const style = element.computedStyleMap();
  out.values.push(style.get('--v').value);
  out.opacities.push(style.get('opacity').value);
}
return out;
""" % (READS, READS)


class Outcome:
    """The worst read of one export played with the media feature on or off."""

    def __init__(self, name, reads, worst, tolerance, error=None):
        self.kind = "reduced motion"
        self.name, self.reads, self.worst, self.tolerance, self.error = (
            name, reads, worst, tolerance, error)

    @property
    def ratio(self):
        return float("inf") if self.error else self.worst / self.tolerance

    @property
    def passed(self):
        return self.error is None and self.reads >= READS and self.ratio <= 1

    def describe(self):
        if self.error:
            return f"FAIL reduced motion, {self.name}: {self.error}"
        verdict = "ok" if self.passed else "FAIL"
        return (f"{verdict} reduced motion, {self.name}: {self.reads} reads, worst error "
                f"{self.worst:.4g} = {self.ratio:.4f} x tolerance {self.tolerance:.3g}")


def springfit(executable, arguments):
    done = subprocess.run([executable, *arguments], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"springfit {' '.join(arguments)} exited with {done.returncode}: "
                           f"{done.stderr.strip()}")
    return done.stdout


def springs(executable):
    """The full spring and the critically damped stand-in with half its response."""
    spring = json.loads(springfit(executable, ["convert", "--spring", SPEC, "--format", "json"]))
    spring = spring["spring"]
    mass, stiffness = float(spring["mass"]), float(spring["stiffness"])
    full = Spring(repr(mass), repr(stiffness), repr(float(spring["damping"])), FROM, TO, "0")
    stiff = 4 * stiffness  # half the response: twice the natural frequency
    stand_in = Spring(repr(mass), repr(stiff), repr(2 * math.sqrt(stiff * mass)), FROM, TO, "0")
    return full, stand_in


def page(css):
    return ("<!DOCTYPE html><html><head><style>\n"
            "@property --v { syntax: '<number>'; inherits: false; initial-value: 0; }\n"
            f"{css}\n</style></head><body><div id=\"moving\" class=\"spring\"></div>"
            "</body></html>")


def emulate(driver, reduce):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-reduced-motion", "value": "reduce" if reduce else "no-preference"}]})


def play(driver, mode, export):
    """Loads the page (the CSS in it, or a blank one for the JSON) and reads it."""
    handle, path = tempfile.mkstemp(suffix=".html")
    with os.fdopen(handle, "w") as file:
        file.write(page(export if mode == "css" else ""))
    try:
        driver.get("file://" + path)
        return driver.execute_script(PLAY_SCRIPT, mode,
                                     json.loads(export) if mode != "css" else None)
    finally:
        os.remove(path)


def judge(name, read, expect_names, value, opacity=None, instant=False):
    """The worst error of `--v` (and of opacity, if expected) over every read."""
    if read["names"] != expect_names:
        return Outcome(name, 0, 0, 1, f"animations {read['names']}, expected {expect_names}")
    if instant and any(duration != 0 for duration in read["durations"]):
        return Outcome(name, 0, 0, 1, f"durations {read['durations']} ms, expected 0")
    worst = 0.0
    for time, got, shown in zip(read["times"], read["values"], read["opacities"]):
        worst = max(worst, abs(got - value(time / 1000)))
        if opacity is not None:
            worst = max(worst, abs(shown - opacity(time)) * float(TOLERANCE))
    return Outcome(name, len(read["values"]), worst, float(TOLERANCE))


def run_all(driver, executable):
    full, stand_in = springs(executable)
    end = float(TO)
    outcomes = []
    for mode in ["css", "web-animations"]:
        for policy in ["jump", "fade", "critical"]:
            export = springfit(executable, [
                "keyframes", "--spring", SPEC, "--from", FROM, "--to", TO, "--tolerance",
                TOLERANCE, "--format", mode, "--property=--v: {value}", "--reduced-motion",
                policy])
            for reduce in [False, True]:
                name = f"{mode} --reduced-motion {policy}, media feature {'on' if reduce else 'off'}"
                try:
                    emulate(driver, reduce)
                    read = play(driver, mode, export)
                except Exception as error:  # a page that does not load or a script that throws
                    outcomes.append(Outcome(name, 0, 0, 1, f"Chromium: {error}"))
                    continue
                script = mode != "css"
                if not reduce:
                    outcomes.append(judge(name, read, ["script" if script else "spring"],
                                          full.value))
                elif policy == "jump":
                    outcomes.append(judge(name, read, ["script" if script else "spring"],
                                          lambda t: end, instant=True))
                elif policy == "fade":
                    names = ["script"] if script else ["spring", "spring-fade"]
                    outcomes.append(judge(name, read, names, lambda t: end,
                                          opacity=lambda ms: min(ms / 200, 1)))
                else:
                    outcomes.append(judge(name, read, ["script" if script else "spring-reduced"],
                                          stand_in.value))
    emulate(driver, False)
    return outcomes
