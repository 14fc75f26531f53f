"""`springfit preview` pages, played by Chromium.

Each page has two shapes, `#keyframes-shape` and `#spring-shape`, whose animations set
`--value`, a `<number>` custom property the page registers (`@property`), from which their
`transform` is computed. For each shape the page is paused at 1,000 evenly spaced times up to
110 % of the animation's duration and at 8 times within every interval between its stops, in
one script; `--value` is read through Typed OM and compared with an independent reference:

- a fit page's keyframes with the keyframe curve (keyframe_reference.py) and its spring with the
  closed form of the spring `springfit fit --format json` prints for the same input;
- a spring page's two shapes with the spring's closed form (`springfit convert --format json`
  gives its mass, stiffness and damping);
- a fling page's (`springfit fling --format html`) shapes, `#fling-shape` and `#decay-shape`,
  with the phases of `springfit fling --format json` for the same release with and without its
  bounds or snap points, evaluated by `fling_reference.FlingReference`.

The bound is the page's tolerance, 0.001 x |to - from| unless --tolerance is given; cubic
keyframes of a spring page are within the tolerance of the spring and played within a tenth of
it of their curve, so that shape's bound is 1.1 x the tolerance. The transform is checked to
follow `--value` at every read (scale, translate or rotate, as the key path says).
"""

import json
import os
import re
import subprocess
import tempfile

from fling_reference import FlingReference, report
from keyframe_reference import KeyframeCurve
from spring_reference import Spring

UNIFORM_READS = 1000
READS_PER_INTERVAL = 8

SCALE_POP = KeyframeCurve([0.4, 1, 0.9, 1], 1.0 / 3, mode="cubic")
EASED = {
    "values": [0, 1.2, 0.9, 1], "keyTimes": [0, 0.4, 0.7, 1], "duration": 0.5,
    "calculationMode": "linear", "timingFunctions": ["easeOut", [0.25, 0.1, 0.25, 1], "linear"],
    "keyPath": "position.y",
}
TENSE = {
    "values": [0, 1.15, 0.95, 1.02, 1], "duration": 0.6, "calculationMode": "cubic",
    "tensionValues": [0, 0.3, -0.2, 0, 0], "continuityValues": [0, 0, 0.2, 0, 0],
    "biasValues": [0, -0.3, 0, 0.1, 0], "keyPath": "transform.rotation",
}

# Installed once: pauses both shapes of the loaded page at the given times and reads them.
READ_SCRIPT = r"""
const spec = arguments[0];
const result = {};
for (const id of spec.lanes) {
  const shape = document.getElementById(id + '-shape');
  const out = {times: [], values: [], transformErrors: 0, error: null, duration: 0};
  try {
    const animations = shape.getAnimations();
    if (animations.length !== 1) throw new Error(animations.length + ' animations, not 1');
    const animation = animations[0];
    animation.pause();
    out.duration = animation.effect.getComputedTiming().duration;
    const times = spec.uniform.map(f => f * 1.1 * out.duration).concat(spec.extra[id] || []);
    for (const time of times) {
      animation.currentTime = time;
      out.times.push(animation.currentTime);
      const value = shape.computedStyleMap().get('--value').value;
      out.values.push(value);
      const transform = shape.computedStyleMap().get('transform');
      const part = transform instanceof CSSTransformValue && transform.length === 1 ?
        transform[0] : null;
      let shown = NaN;
      if (spec.motion === 'scale' && part instanceof CSSScale) shown = part.x.value;
      if (spec.motion === 'rotation' && part instanceof CSSRotate) shown = part.angle.to('rad').value;
      if (spec.motion === 'translation' && part instanceof CSSTranslate) {
        shown = part[spec.axis].to('px').value / spec.perUnit + spec.low;
      }
      if (!(Math.abs(shown - value) <= 1e-4 * Math.max(1, Math.abs(value)))) out.transformErrors++;
    }
  } catch (error) {
    out.error = String(error);
  }
  result[id] = out;
}
return result;
"""


class PreviewFormatError(Exception):
    """The page no longer has the shape this suite reads."""


def run(springfit, arguments, stdin=None):
    done = subprocess.run([springfit, *arguments], capture_output=True, text=True, input=stdin)
    if done.returncode != 0:
        raise PreviewFormatError(
            f"springfit {' '.join(arguments)} exited with {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def spring_from_json(document, start, target, velocity):
    spring = document["spring"]
    return Spring(mass=repr(float(spring["mass"])), stiffness=repr(float(spring["stiffness"])),
                  damping=repr(float(spring["damping"])), start=repr(float(start)),
                  target=repr(float(target)), velocity=repr(float(velocity)))


def travel_epsilon(start, target):
    return 0.001 * abs(target - start) if target != start else 0.001


class Case:
    """One page: its HTML, the motion its transform shows, the references and bounds."""

    def __init__(self, page, name, html, motion, references, bounds):
        self.page, self.name, self.html, self.motion = page, name, html, motion
        self.references, self.bounds = references, bounds
        self.lanes = list(references)

    def stop_times(self, lane, duration_ms):
        """The lane's stop times in ms, from its @keyframes rule or linear() easing."""
        block = re.search(r"@keyframes " + lane + r"-motion \{(.*?)\n\}", self.html, re.DOTALL)
        easing = re.search(r"#" + lane + r"-shape \{ animation: \S+ \S+ linear\((.*?)\) both",
                           self.html, re.DOTALL)
        percents = []
        if easing:
            for stop in easing.group(1).split(","):
                parts = stop.split()
                if len(parts) > 1:
                    percents.append(float(parts[1].rstrip("%")))
            percents = [0.0] + percents + [100.0]
        elif block:
            percents = [float(p) for p in re.findall(r"^  ([0-9.e+-]+)% \{", block.group(1),
                                                     re.MULTILINE)]
        if len(percents) < 2:
            raise PreviewFormatError(f"no stops found for #{lane}-shape")
        return [duration_ms * p / 100 for p in percents]

    def translation_scale(self):
        """The translation's axis, the value at its start and its pixels per value unit."""
        match = re.search(r"translate([XY])\(calc\(\(var\(--value\) - (\S+)\) \* (\S+)px\)\)",
                          self.html)
        if not match:
            return "y", 0.0, 1.0
        return match.group(1).lower(), float(match.group(2)), float(match.group(3))


def fit_case(springfit, name, input_arguments, curve, stdin=None, motion="scale"):
    document = json.loads(run(springfit, ["fit", *input_arguments, "--format", "json"], stdin))
    spring = spring_from_json(document, document["from"], document["to"],
                              document["initialVelocity"])
    html = run(springfit, ["preview", *input_arguments], stdin)
    tolerance = travel_epsilon(document["from"], document["to"])
    return Case("fit", name, html, motion, {"keyframes": curve.value, "spring": spring.value},
                {"keyframes": tolerance, "spring": tolerance})


def spring_case(springfit, name, spec, motion_arguments, start, target, velocity,
                tolerance=None, cubic=False, motion="scale"):
    document = json.loads(run(springfit, ["convert", "--spring", spec, "--format", "json"]))
    spring = spring_from_json(document, start, target, velocity)
    arguments = ["preview", "--spring", spec, *motion_arguments]
    if tolerance is not None:
        arguments += ["--tolerance", tolerance]
    html = run(springfit, arguments)
    bound = float(tolerance) if tolerance is not None else travel_epsilon(start, target)
    return Case("spring", name, html, motion, {"keyframes": spring.value, "spring": spring.value},
                {"keyframes": bound * (1.1 if cubic else 1), "spring": bound})


def fling_case(springfit, name, release, ends):
    """A fling page; `release` alone is the free decay the page shows beside it."""
    html = run(springfit, ["fling", *release, *ends, "--format", "html"])
    durations = {lane: float(match) / 1000 for lane, match in re.findall(
        r"#(fling|decay)-shape \{\n  animation: \S+ ([0-9.]+)ms linear both;", html)}
    if set(durations) != {"fling", "decay"}:
        raise PreviewFormatError("the fling page has no '#fling-shape' and '#decay-shape' rules")
    fling = report(springfit, [*release, *ends])
    free = report(springfit, release)
    tolerance = travel_epsilon(fling["phases"][0]["start"]["position"], fling["target"])
    return Case("fling", name, html, "translation",
                {"fling": FlingReference(fling, durations["fling"]).value,
                 "decay": FlingReference(free, durations["decay"]).value},
                {"fling": tolerance, "decay": tolerance})


def all_cases(springfit):
    with tempfile.TemporaryDirectory() as directory:
        eased = os.path.join(directory, "eased.json")
        with open(eased, "w") as file:
            json.dump(EASED, file)
        tense = os.path.join(directory, "tense.json")
        with open(tense, "w") as file:
            json.dump(TENSE, file)
        return [
            fit_case(springfit, "fit --example scale-pop (cubic)", ["--example", "scale-pop"],
                     SCALE_POP),
            fit_case(springfit, "fit of linear keyframes with timing functions (position.y)",
                     [eased], KeyframeCurve(
                         EASED["values"], EASED["duration"], "linear", EASED["keyTimes"],
                         EASED["timingFunctions"]), motion="translation"),
            fit_case(springfit, "fit of cubic keyframes with tension, continuity, bias "
                     "(rotation), from standard input", ["-"], KeyframeCurve(
                         TENSE["values"], TENSE["duration"], "cubic",
                         tensions=TENSE["tensionValues"], continuities=TENSE["continuityValues"],
                         biases=TENSE["biasValues"]),
                     stdin=json.dumps(TENSE), motion="rotation"),
            spring_case(springfit, "spring preset:bouncy", "preset:bouncy", [], 0, 1, 0),
            spring_case(springfit, "spring swiftui:duration=0.6,bounce=-0.3 from 1 to 0, "
                        "velocity -2, tolerance 1e-4",
                        "swiftui:duration=0.6,bounce=-0.3",
                        ["--from", "1", "--to", "0", "--velocity", "-2"], 1, 0, -2,
                        tolerance="1e-4"),
            spring_case(springfit, "spring preset:bouncy, cubic keyframes", "preset:bouncy",
                        ["--interpolation", "cubic"], 0, 1, 0, cubic=True),
            fling_case(springfit, "fling onto a bound", ["--from", "900", "--velocity", "3000"],
                       ["--bounds", "0,1200"]),
            fling_case(springfit, "fling onto a snap point, bouncy",
                       ["--from", "320", "--velocity", "-900"],
                       ["--snap", "0,300,700", "--spring", "preset:bouncy"]),
        ]


class Outcome:
    """The worst read of one shape of one page."""

    def __init__(self, case, lane, reads, worst, error=None):
        self.case, self.lane, self.reads, self.worst, self.error = case, lane, reads, worst, error
        self.kind = f"preview {case.page} #{lane}-shape"

    @property
    def ratio(self):
        return float("inf") if self.error else self.worst[3] / self.case.bounds[self.lane]

    @property
    def passed(self):
        return self.error is None and self.reads >= UNIFORM_READS and self.ratio <= 1

    def describe(self):
        name = f"preview {self.case.name}, #{self.lane}-shape"
        if self.error:
            return f"FAIL {name}: {self.error}"
        time_ms, value, expected, error = self.worst
        verdict = "ok" if self.passed else "FAIL"
        return (f"{verdict} {name}: {self.reads} reads, worst at t = {time_ms / 1000:.9g} s: "
                f"value {value:.12g}, expected {expected:.12g}, error {error:.4g} = "
                f"{self.ratio:.4f} x tolerance {self.case.bounds[self.lane]:.3g}")


def load(driver, html):
    """Opens the page from a file, as a user would."""
    handle, path = tempfile.mkstemp(suffix=".html")
    with os.fdopen(handle, "w") as file:
        file.write(html)
    driver.get("file://" + path)
    return path


def measure(driver, case):
    path = load(driver, case.html)
    try:
        axis, low, per_unit = case.translation_scale()
        spec = {"uniform": [i / (UNIFORM_READS - 1) for i in range(UNIFORM_READS)],
                "motion": case.motion, "axis": axis, "low": low, "perUnit": per_unit,
                "extra": {}, "lanes": case.lanes}
        durations = driver.execute_script(
            "return arguments[0].map(id => document.getElementById(id + '-shape')"
            ".getAnimations()[0].effect.getComputedTiming().duration);", case.lanes)
        for lane, duration in zip(case.lanes, durations):
            stops = case.stop_times(lane, duration)
            spec["extra"][lane] = [a + (b - a) * j / READS_PER_INTERVAL
                                   for a, b in zip(stops, stops[1:])
                                   for j in range(1, READS_PER_INTERVAL)]
        result = driver.execute_script(READ_SCRIPT, spec)
    finally:
        os.remove(path)
    outcomes = []
    for lane in case.lanes:
        read = result[lane]
        if read["error"]:
            outcomes.append(Outcome(case, lane, 0, None, "Chromium: " + read["error"]))
            continue
        if read["transformErrors"]:
            outcomes.append(Outcome(case, lane, 0, None,
                                    f"the transform does not follow --value at "
                                    f"{read['transformErrors']} reads"))
            continue
        worst = None
        reference = case.references[lane]
        for time_ms, value in zip(read["times"], read["values"]):
            expected = reference(time_ms / 1000)
            error = abs(value - expected) if value == value else float("inf")
            if worst is None or error > worst[3]:
                worst = (time_ms, value, expected, error)
        outcomes.append(Outcome(case, lane, len(read["values"]), worst))
    return outcomes


def screenshot(driver, html, path, time_ms=120):
    """A PNG of the page with both shapes paused at `time_ms`."""
    page = load(driver, html)
    try:
        driver.execute_script(
            "for (const s of document.querySelectorAll('.shape')) for (const a of "
            "s.getAnimations()) { a.pause(); a.currentTime = arguments[0]; }", time_ms)
        driver.save_screenshot(path)
    finally:
        os.remove(page)


# The page as a designer reads it, at a laptop's and a phone's width: the page never scrolls
# sideways (the code table may, inside its own box), code never wraps inside an identifier,
# a fit's verdict leads the page in large type, the table spans the page, and the chart speaks
# the report's duration and bounce.
LAYOUT_WIDTHS = [(1200, 900), (390, 844)]

LAYOUT_SCRIPT = r"""
const problems = [];
const root = document.documentElement;
const width = root.clientWidth;
if (root.scrollWidth > width + 1) {
  problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${width} px`);
}
for (const element of document.querySelectorAll('header, main, .verdict, .top, .motion, ' +
    '.chart, .equivalents, .table-box, .note')) {
  const box = element.getBoundingClientRect();
  if (box.right > width + 1) {
    problems.push(`${element.tagName.toLowerCase()}.${element.className} ends at ` +
                  `${Math.round(box.right)} px, beyond the ${width} px viewport`);
  }
}
// A line break between two identifier characters ([A-Za-z0-9_$]) splits a token; breaks at
// spaces and at the page's <wbr> (before a member's '.', after a '(') are between tokens.
const cells = Array.from(document.querySelectorAll('td.code code'));
if (cells.length === 0) problems.push('no code cells (td.code code)');
let breaks = 0;
const identifier = /[A-Za-z0-9_$]/;
for (const code of cells) {
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let previous = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const character = node.data[i];
      if (/\s/.test(character)) { previous = null; continue; }
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (previous && rect.top > previous.top + rect.height / 2) {
        breaks++;
        if (identifier.test(previous.character) && identifier.test(character)) {
          const text = code.textContent;
          problems.push(`code wraps inside an identifier, after '${previous.character}' ` +
                        `before '${character}' in '${text.slice(0, 60)}'`);
        }
      }
      previous = {top: rect.top, character};
    }
  }
}
const verdict = document.querySelector('.verdict');
const headline = verdict && verdict.querySelector('.verdict-headline');
const stage = document.querySelector('.stage').getBoundingClientRect();
const tableBox = document.querySelector('.table-box');
if (!tableBox) problems.push('no .table-box around the code table');
const result = {problems, breaks, width, verdict: null, tableShare: 0, chartText: ''};
if (verdict) {
  const box = verdict.getBoundingClientRect();
  result.verdict = {
    top: box.top, aboveStage: box.bottom <= stage.top + 1,
    headlineSize: parseFloat(getComputedStyle(headline).fontSize),
    bodySize: parseFloat(getComputedStyle(document.body).fontSize),
    border: parseFloat(getComputedStyle(verdict).borderLeftWidth),
    text: headline.textContent,
  };
}
const main = document.querySelector('main').getBoundingClientRect();
result.tableShare = tableBox ? tableBox.getBoundingClientRect().width / main.width : 0;
result.chartText = document.querySelector('.chart svg').textContent;
return result;
"""


class LayoutOutcome:
    """The layout of one page at one width: passed, or the problems found."""

    def __init__(self, case, width, problems, breaks):
        self.case, self.width, self.problems, self.breaks = case, width, problems, breaks
        self.kind = "preview layout"

    @property
    def passed(self):
        return not self.problems

    @property
    def ratio(self):
        return 0.0 if self.passed else float("inf")

    def describe(self):
        name = f"preview layout {self.case.name} at {self.width} px"
        if self.passed:
            return f"ok {name}: no sideways scroll, {self.breaks} line breaks in code, all between tokens"
        return f"FAIL {name}: " + "; ".join(self.problems)


def check_layout(driver, case, screenshots=None, number=0):
    """The page at each of LAYOUT_WIDTHS (device metrics emulated, so the viewport is exact)."""
    outcomes = []
    path = load(driver, case.html)
    try:
        for width, height in LAYOUT_WIDTHS:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            driver.get("file://" + path)
            result = driver.execute_script(LAYOUT_SCRIPT)
            problems = list(result["problems"])
            if result["width"] != width:
                problems.append(f"the viewport is {result['width']} px, not {width}")
            verdict = result["verdict"]
            if case.page == "fit":
                if verdict is None:
                    problems.append("a fit's page has no .verdict")
                else:
                    if not verdict["aboveStage"]:
                        problems.append("the verdict is not above the shapes")
                    if verdict["top"] > height / 3:
                        problems.append(f"the verdict starts {verdict['top']:.0f} px down, "
                                        f"below the first third of the screen")
                    if verdict["headlineSize"] < 1.25 * verdict["bodySize"]:
                        problems.append(f"the verdict's headline is {verdict['headlineSize']} px "
                                        f"against {verdict['bodySize']} px text")
                    if verdict["border"] < 4:
                        problems.append("the verdict has no coloured edge")
            elif verdict is not None:
                problems.append("a spring's page shows a verdict")
            if result["tableShare"] < 0.9:
                problems.append(f"the code table spans {100 * result['tableShare']:.0f} % of "
                                f"the page's width, not the whole")
            chart = result["chartText"]
            if case.page == "fling":
                # A fling's chart names its decay and its phases, not a spring's parameters.
                if "decay" not in chart or "spring" not in chart:
                    problems.append("the fling's chart does not name its decay and phases")
            elif "duration" not in chart or "bounce" not in chart or "ω₀" in chart:
                problems.append("the chart does not speak duration and bounce (or still ω₀)")
            if "units/s" not in chart:
                problems.append("the chart does not state v₀ in units/s")
            outcomes.append(LayoutOutcome(case, width, problems, result["breaks"]))
            if screenshots:
                driver.save_screenshot(
                    os.path.join(screenshots, f"preview-{number}-{width}x{height}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        os.remove(path)
    return outcomes
