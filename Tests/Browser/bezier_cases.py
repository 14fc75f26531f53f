"""Bezier-eased exports, played by Chromium.

- @keyframes bezier (--v): `springfit keyframes --mode bezier --format css` with the template
  `--v: {value}`: the @keyframes rule with each keyframe's animation-timing-function, as
  written (rule and selector renamed);
- Web Animations bezier (--v): `--format web-animations`, passed to element.animate() as
  printed (keyframes with offset, easing and --v; the options' duration, fill and easing).

Each is paused at the times of css_cases (a uniform grid to 110 % of the duration and 8 times
per segment) and compared with the closed form at the time Chromium reports.
"""

import json
import re
import subprocess

import css_cases

SPRINGS = [css_cases.SPRINGS[index] for index in (0, 1, 2, 3, 5)]
TOLERANCES = ["1e-2", "1e-3", "1e-4"]
WAAPI_SCRIPT = r"""
window.measureWAAPI = function (spec) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const result = {times: [], values: [], error: null};
  try {
    const animation = element.animate(spec.keyframes, spec.options);
    animation.pause();
    for (const time of spec.times) {
      animation.currentTime = time;
      result.times.push(animation.currentTime);
      result.values.push(element.computedStyleMap().get('--v').value);
    }
    animation.cancel();
  } catch (error) {
    result.error = String(error);
  }
  element.remove();
  return result;
};
"""


def run(arguments):
    done = subprocess.run(arguments, capture_output=True, text=True)
    if done.returncode != 0:
        raise css_cases.ExportFormatError(
            f"{' '.join(arguments)} exited with {done.returncode}: {done.stderr.strip()}")
    return done.stdout


class WebAnimationsCase(css_cases.Case):
    """An element.animate() of the printed keyframes and options."""

    def __init__(self, spring, tolerance, document):
        duration = document["options"]["duration"]
        offsets = [frame["offset"] * duration for frame in document["keyframes"]]
        super().__init__(spring, tolerance, "Web Animations bezier (--v)", None, "--v", False,
                         None, duration, offsets)
        self.document = document

    def spec(self):
        return {"keyframes": self.document["keyframes"], "options": self.document["options"],
                "times": self.times_ms()}


def keyframe_cases(springfit, spring, tolerance, number):
    base = [springfit, "keyframes", *spring.arguments(), "--tolerance", tolerance, "--mode",
            "bezier", "--property=--v: {value}"]
    css = run(base + ["--format", "css"])
    if "linear(" in css or "animation-timing-function: cubic-bezier(" not in css:
        raise css_cases.ExportFormatError("the bezier CSS has no per-keyframe cubic-bezier")
    match = re.search(r"animation: spring ([0-9.]+)ms linear both;", css)
    if not match:
        raise css_cases.ExportFormatError("no 'animation: spring <ms> linear both'")
    duration = float(match.group(1))
    tag = f"b{number}"
    renamed = css_cases.replace_once(css, "@keyframes spring {", f"@keyframes {tag} {{", "rule")
    renamed = css_cases.replace_once(renamed, ".spring {", f".{tag} {{", "export")
    renamed = css_cases.replace_once(renamed, "animation: spring ", f"animation: {tag} ",
                                     "export")
    selectors = [float(p) for p in re.findall(r"^  ([0-9.]+)% \{", css, re.MULTILINE)]
    cases = [css_cases.Case(spring, tolerance, "@keyframes bezier (--v)", renamed, "--v", False,
                            tag, duration, [duration * p / 100 for p in selectors])]
    document = json.loads(run(base + ["--format", "web-animations"]))
    cases.append(WebAnimationsCase(spring, tolerance, document))
    return cases


def all_cases(springfit):
    cases = []
    for spring in SPRINGS:
        for tolerance in TOLERANCES:
            cases += keyframe_cases(springfit, spring, tolerance, len(cases))
    return cases


def measure(driver, case):
    if not isinstance(case, WebAnimationsCase):
        return css_cases.measure(driver, case)
    result = driver.execute_script("return window.measureWAAPI(arguments[0]);", case.spec())
    if result["error"]:
        return css_cases.Outcome(case, 0, None, "Chromium: " + result["error"])
    worst = None
    for time_ms, value in zip(result["times"], result["values"]):
        expected = case.spring.value(time_ms / 1000)
        error = abs(value - expected) if value == value else float("inf")
        if worst is None or error > worst[3]:
            worst = (time_ms, value, expected, error)
    return css_cases.Outcome(case, len(result["values"]), worst)
