"""The interruptible CSS exports of `springfit keyframes --retarget`, played by Chromium.

Each case exports a spring retargeted 12 times as additive layers (`--format css`: one
`@keyframes` per layer with its `animation-delay`, `animation-composition: add` on the
registered `<number>` property `--value`, over the model value). The page plays every layer
of a case together, pauses them all at >= 1,000 times (a uniform grid to 110 % of the last
layer's end, and the retarget instants with both sides of each) and reads the composed
`--value`. Each read is compared with an independent reference: the spring's closed form
restarted at every retarget from the position and velocity it has there (as
`SpringSimulation.setTarget` does), not the sum of layers SpringKit writes.
"""

import json
import math
import re
import subprocess

UNIFORM_READS = 1000

# (mass, stiffness, damping) as texts, start, velocity, first target, retargets (seconds, value).
RETARGETS = [(0.06 * (i + 1), [40, 90, -30, 10, 75, 60, 5, 120, 80, 20, 55, 50][i])
             for i in range(12)]
CASES = [
    (("1", "157.91367041742973", "17.59291886010284"), 0, 0, 100, RETARGETS, "0.05"),
    (("1", "100", "3"), 10, -200, 100, RETARGETS, "0.1"),
    (("2", "300", "60"), 0, 50, 100, RETARGETS, "0.02"),
]


class RetargetedReference:
    """The closed form of m x'' = -k (x - T) - c x', restarted at each retarget."""

    def __init__(self, mass, stiffness, damping, start, velocity, target, retargets):
        m, k, c = float(mass), float(stiffness), float(damping)
        self.lam = c / (2 * m)
        self.d = k / m - self.lam * self.lam
        self.zeta = c / (2 * math.sqrt(k * m))
        # The anchors: (time, x, v, target) at 0 and at each retarget.
        self.anchors = [(0.0, float(start), float(velocity), float(target))]
        for time, new_target in retargets:
            t0, x0, v0, target0 = self.anchors[-1]
            x, v = self._state(x0, v0, target0, time - t0)
            self.anchors.append((time, x, v, float(new_target)))

    def _cs(self, t):
        d = self.d
        if d > 0:
            w = math.sqrt(d)
            return math.cos(w * t), math.sin(w * t) / w
        if d < 0:
            s = math.sqrt(-d)
            return math.cosh(s * t), math.sinh(s * t) / s
        return 1.0, t

    def _state(self, x0, v0, target, t):
        u0 = x0 - target
        b = v0 + self.lam * u0
        c, s = self._cs(t)
        decay = math.exp(-self.lam * t)
        u = decay * (u0 * c + b * s)
        # C' = -d S and S' = C in every regime.
        v = -self.lam * u + decay * (-u0 * self.d * s + b * c)
        return target + u, v

    def value(self, seconds):
        anchor = self.anchors[0]
        for candidate in self.anchors:
            if candidate[0] <= seconds:
                anchor = candidate
        t0, x0, v0, target = anchor
        return self._state(x0, v0, target, max(0.0, seconds - t0))[0]


class LayersFormatError(Exception):
    """springfit's layered CSS no longer has the shape this suite plays."""


class Case:
    def __init__(self, number, spring, start, velocity, target, retargets, tolerance, css,
                 end_ms):
        self.number, self.tolerance, self.css, self.end_ms = number, tolerance, css, end_ms
        self.retargets = retargets
        self.waapi = None
        self.reference = RetargetedReference(*spring, start, velocity, target, retargets)
        self.kind = "@keyframes layers, add (--value)"
        self.name = (f"{self.kind}, zeta {self.reference.zeta:.3g}, {len(retargets)} retargets, "
                     f"tolerance {tolerance}")

    def times_ms(self):
        end = 1.1 * self.end_ms
        times = {end * i / (UNIFORM_READS - 1) for i in range(UNIFORM_READS)}
        for time, _ in self.retargets:
            times.update({1000 * time - 0.01, 1000 * time, 1000 * time + 0.01})
        return sorted(times)


def export(springfit, number, spring, start, velocity, target, retargets, tolerance):
    pairs = ",".join(f"{time:.6g}:{value}" for time, value in retargets)
    arguments = [springfit, "keyframes", "--mass", spring[0], "--stiffness", spring[1],
                 "--damping", spring[2], "--from", str(start), "--velocity", str(velocity),
                 "--to", str(target), "--tolerance", tolerance, "--retarget", pairs,
                 "--format", "css"]
    run = subprocess.run(arguments, capture_output=True, text=True)
    if run.returncode != 0:
        raise LayersFormatError(
            f"{' '.join(arguments)} exited with {run.returncode}: {run.stderr.strip()}")
    css = run.stdout
    durations = re.search(r"animation-duration: ([^;]+);", css)
    delays = re.search(r"animation-delay: ([^;]+);", css)
    if (not durations or not delays or "animation-composition: add;" not in css
            or "@property --value" not in css or css.count(".spring {") != 1):
        raise LayersFormatError("no .spring rule with durations, delays and add")
    ends = [float(d.strip().rstrip("ms")) + float(e.strip().rstrip("ms"))
            for d, e in zip(durations.group(1).split(","), delays.group(1).split(","))]
    css = css.replace(".spring {", f".r{number} {{").replace("spring-layer-", f"r{number}-layer-")
    return Case(number, spring, start, velocity, target, retargets, tolerance, css, max(ends))


def export_waapi(springfit, number, spring, start, velocity, target, retargets, tolerance):
    """The same motion as `--format web-animations`: one effect per layer, composite add."""
    pairs = ",".join(f"{time:.6g}:{value}" for time, value in retargets)
    arguments = [springfit, "keyframes", "--mass", spring[0], "--stiffness", spring[1],
                 "--damping", spring[2], "--from", str(start), "--velocity", str(velocity),
                 "--to", str(target), "--tolerance", tolerance, "--retarget", pairs,
                 "--format", "web-animations"]
    run = subprocess.run(arguments, capture_output=True, text=True)
    if run.returncode != 0:
        raise LayersFormatError(
            f"{' '.join(arguments)} exited with {run.returncode}: {run.stderr.strip()}")
    document = json.loads(run.stdout)
    effects = document["effects"]
    if any(effect["options"].get("composite") != "add" for effect in effects):
        raise LayersFormatError("a Web Animations effect without composite add")
    end = max(effect["options"]["delay"] + effect["options"]["duration"] for effect in effects)
    case = Case(number, spring, start, velocity, target, retargets, tolerance, None, end)
    case.kind = "Web Animations layers, composite add (--value)"
    case.name = case.name.replace("@keyframes layers, add (--value)", case.kind)
    case.waapi = {"model": document["modelValue"], "effects": effects}
    return case


def all_cases(springfit):
    cases = [export(springfit, number, *case) for number, case in enumerate(CASES)]
    return cases + [export_waapi(springfit, number, *case) for number, case in enumerate(CASES)]


PAGE_SCRIPT = r"""
window.measureLayers = function (spec) {
  const style = document.createElement('style');
  style.textContent = spec.css;
  document.head.appendChild(style);
  const element = document.createElement('div');
  document.body.appendChild(element);
  const result = {times: [], values: [], error: null, count: 0};
  try {
    element.className = spec.className;
    const animations = element.getAnimations();
    result.count = animations.length;
    for (const animation of animations) animation.pause();
    for (const time of spec.times) {
      for (const animation of animations) animation.currentTime = time;
      result.times.push(animations[0].currentTime);
      result.values.push(element.computedStyleMap().get('--value').value);
    }
    for (const animation of animations) animation.cancel();
  } catch (error) {
    result.error = String(error);
  }
  element.remove();
  style.remove();
  return result;
};
"""


WAAPI_SCRIPT = r"""
window.measureLayersWAAPI = function (spec) {
  try {
    CSS.registerProperty({name: '--value', syntax: '<number>', inherits: false,
                          initialValue: '0'});
  } catch (error) {
    // Registered by an earlier case.
  }
  const element = document.createElement('div');
  document.body.appendChild(element);
  element.style.setProperty('--value', String(spec.model));
  const result = {times: [], values: [], error: null, count: 0};
  try {
    const animations = spec.effects.map(e => element.animate(e.keyframes, e.options));
    result.count = animations.length;
    for (const animation of animations) animation.pause();
    for (const time of spec.times) {
      for (const animation of animations) animation.currentTime = time;
      result.times.push(animations[0].currentTime);
      result.values.push(element.computedStyleMap().get('--value').value);
    }
    for (const animation of animations) animation.cancel();
  } catch (error) {
    result.error = String(error);
  }
  element.remove();
  return result;
};
"""


class Outcome:
    def __init__(self, case, reads, worst, error=None):
        self.case, self.reads, self.worst, self.error = case, reads, worst, error
        self.kind = case.kind

    @property
    def ratio(self):
        return float("inf") if self.error else self.worst[3] / float(self.case.tolerance)

    @property
    def passed(self):
        return self.error is None and self.reads >= UNIFORM_READS and self.ratio <= 1

    def describe(self):
        if self.error:
            return f"FAIL {self.case.name}: {self.error}"
        time_ms, value, expected, error = self.worst
        verdict = "ok" if self.passed else "FAIL"
        return (f"{verdict} {self.case.name}: {self.reads} reads, worst at t = "
                f"{time_ms / 1000:.9g} s: value {value:.12g}, expected {expected:.12g}, "
                f"error {error:.4g} = {self.ratio:.4f} x tolerance")


def measure(driver, case):
    if case.waapi is not None:
        spec = dict(case.waapi, times=case.times_ms())
        result = driver.execute_script("return window.measureLayersWAAPI(arguments[0]);", spec)
    else:
        spec = {"css": case.css, "className": f"r{case.number}", "times": case.times_ms()}
        result = driver.execute_script("return window.measureLayers(arguments[0]);", spec)
    if result["error"]:
        return Outcome(case, 0, None, "Chromium: " + result["error"])
    if result["count"] < 2:
        return Outcome(case, 0, None, f"{result['count']} animations, not one per layer")
    worst = None
    for time_ms, value in zip(result["times"], result["values"]):
        expected = case.reference.value(time_ms / 1000)
        error = abs(value - expected) if value == value else float("inf")
        if worst is None or error > worst[3]:
            worst = (time_ms, value, expected, error)
    return Outcome(case, len(result["values"]), worst)
