"""The CSS exports of `springfit keyframes --format css`, played by Chromium.

Each spring and tolerance is exported twice: with the default template `transform:
scale({value})` and with `--v: {value}`, a custom property registered as a `<number>` (it
never clamps, and Typed OM reads its double). Each export holds a transition with a
`linear()` easing and an `@keyframes` rule with its `animation`; the page plays every part
apart:

- transition linear() (--v), transition linear() (scale): the transition as written, from
  --from to --to;
- animation linear() (--v): the same linear() easing and duration as the timing function of
  an animation from --from to --to;
- @keyframes (--v), @keyframes (scale): the keyframes and animation as written.

Only the selector and the rule name are renamed, so that the parts of all cases can share one
page; every number is the writer's. Each case is paused at >= 1,000 times (a uniform grid to
110 % of the duration, and 8 times in every segment between stops, where the straight line is
farthest from the spring) in one script, and each value is compared with the closed form at
the time Chromium reports back.
"""

import re
import subprocess

from spring_reference import Spring

# Springs across regimes, some with an initial velocity, one moving down. The parameters are
# the texts passed to springfit.
SPRINGS = [
    Spring(mass="1", stiffness="100", damping="3", start="0", target="1", velocity="0"),
    Spring(mass="1", stiffness="400", damping="12", start="0", target="1", velocity="5"),
    Spring(mass="2", stiffness="300", damping="24.5", start="1", target="0", velocity="-3"),
    # SwiftUI's Spring(duration: 0.5, bounce: 0.3): zeta 0.7.
    Spring(mass="1", stiffness="157.91367041742973", damping="17.59291886010284", start="0",
           target="1", velocity="0"),
    Spring(mass="1", stiffness="100", damping="20", start="0.5", target="1.5", velocity="4"),
    Spring(mass="1", stiffness="100", damping="40", start="0", target="1", velocity="10"),
]
TOLERANCES = ["1e-2", "1e-3", "1e-4", "1e-5"]
KINDS = [
    "transition linear() (--v)",
    "transition linear() (transform: scale)",
    "animation linear() (--v)",
    "@keyframes (--v)",
    "@keyframes (transform: scale)",
]
UNIFORM_READS = 1000
READS_PER_SEGMENT = 8

# Installed once on the page: plays one case and reads it back at every time.
PAGE_SCRIPT = r"""
CSS.registerProperty({name: '--v', syntax: '<number>', inherits: false, initialValue: '0'});
window.measureCSS = function (spec) {
  const style = document.createElement('style');
  style.textContent = spec.css;
  document.head.appendChild(style);
  const element = document.createElement('div');
  element.style.width = '10px';
  element.style.height = '10px';
  document.body.appendChild(element);
  const result = {times: [], values: [], error: null};
  const read = spec.property === 'transform' ? function () {
    const transform = element.computedStyleMap().get('transform');
    if (!(transform instanceof CSSTransformValue) || transform.length !== 1 ||
        !(transform[0] instanceof CSSScale) || transform[0].x.value !== transform[0].y.value) {
      throw new Error('transform is not one uniform scale(): ' + String(transform));
    }
    return transform[0].x.value;
  } : function () { return element.computedStyleMap().get('--v').value; };
  const set = function (value) {
    if (spec.property === 'transform') element.style.transform = 'scale(' + value + ')';
    else element.style.setProperty('--v', String(value));
  };
  try {
    if (spec.transition) {
      element.className = spec.className;
      set(spec.from);
      read();  // the before-change style
      set(spec.to);
    } else {
      element.className = spec.className;
    }
    const animations = element.getAnimations();
    if (animations.length !== 1) throw new Error(animations.length + ' animations, not 1');
    const animation = animations[0];
    animation.pause();
    for (const time of spec.times) {
      animation.currentTime = time;
      result.times.push(animation.currentTime);
      result.values.push(read());
    }
    animation.cancel();
  } catch (error) {
    result.error = String(error);
  }
  element.remove();
  style.remove();
  return result;
};
"""


class Case:
    """One export played one way: what to install, how to read it, what to expect."""

    def __init__(self, spring, tolerance, kind, css, property_name, transition, class_name,
                 duration_ms, stop_times_ms):
        self.spring, self.tolerance, self.kind = spring, tolerance, kind
        self.css, self.property_name, self.transition = css, property_name, transition
        self.class_name, self.duration_ms = class_name, duration_ms
        self.stop_times_ms = stop_times_ms

    @property
    def name(self):
        s = self.spring
        return (f"{self.kind}, zeta {s.damping_ratio:.3g} ({' '.join(s.arguments())}), "
                f"tolerance {self.tolerance}")

    def times_ms(self):
        """The uniform grid to 110 % of the duration and 8 times per segment."""
        end = 1.1 * self.duration_ms
        times = {end * i / (UNIFORM_READS - 1) for i in range(UNIFORM_READS)}
        stops = self.stop_times_ms
        for a, b in zip(stops, stops[1:]):
            times.update(a + (b - a) * j / READS_PER_SEGMENT for j in range(READS_PER_SEGMENT))
        times.add(self.duration_ms)
        return sorted(times)

    def spec(self):
        return {
            "css": self.css, "property": self.property_name, "transition": self.transition,
            "className": self.class_name, "from": self.spring.start, "to": self.spring.target,
            "times": self.times_ms(),
        }


class ExportFormatError(Exception):
    """springfit's CSS no longer has the shape this suite plays."""


def export(springfit, spring, tolerance, template=None):
    """`springfit keyframes --format css` for the spring, as text."""
    arguments = [springfit, "keyframes", *spring.arguments(), "--tolerance", tolerance,
                 "--format", "css"]
    if template is not None:
        arguments.append("--property=" + template)
    run = subprocess.run(arguments, capture_output=True, text=True)
    if run.returncode != 0:
        raise ExportFormatError(
            f"{' '.join(arguments)} exited with {run.returncode}: {run.stderr.strip()}")
    return run.stdout


def replace_once(text, old, new, what):
    if text.count(old) != 1:
        raise ExportFormatError(f"expected one '{old}' in the {what}, found {text.count(old)}")
    return text.replace(old, new)


def cases_of_export(text, spring, tolerance, property_name, number):
    """The transition, the linear() animation (for --v) and the @keyframes of one export."""
    split = text.find("\n\n/* Spring keyframes")
    if split < 0:
        raise ExportFormatError("no '/* Spring keyframes' comment after the transition")
    transition_css, keyframes_css = text[:split], text[split + 2:]
    match = re.search(
        r"transition: (\S+) ([0-9.]+)ms (linear\((.*?)\));", transition_css, re.DOTALL)
    if not match or match.group(1) != property_name:
        raise ExportFormatError(f"no 'transition: {property_name} <ms> linear(...)' found")
    duration_text, easing = match.group(2), match.group(3)
    duration = float(duration_text)
    stops = []
    for stop in match.group(4).split(","):
        parts = stop.split()
        stops.append(float(parts[1].rstrip("%")) if len(parts) > 1 else None)
    stops[0] = 0.0 if stops[0] is None else stops[0]
    stops[-1] = 100.0 if stops[-1] is None else stops[-1]
    stop_times = [duration * p / 100 for p in stops if p is not None]
    selectors = [float(p) for p in re.findall(r"^  ([0-9.]+)% \{", keyframes_css, re.MULTILINE)]
    keyframe_times = [duration * p / 100 for p in selectors]
    short = "--v" if property_name == "--v" else "transform: scale"
    tag = f"c{number}{'v' if property_name == '--v' else 's'}"
    cases = [
        Case(spring, tolerance, f"transition linear() ({short})",
             replace_once(transition_css, ".spring {", f".{tag}t {{", "transition"),
             property_name, True, f"{tag}t", duration, stop_times),
    ]
    if property_name == "--v":
        animation_css = (
            f"@keyframes {tag}e {{ from {{ --v: {spring.text['start']}; }} "
            f"to {{ --v: {spring.text['target']}; }} }}\n"
            f".{tag}e {{ animation: {tag}e {duration_text}ms {easing} both; }}\n")
        cases.append(Case(spring, tolerance, "animation linear() (--v)", animation_css,
                          property_name, False, f"{tag}e", duration, stop_times))
    renamed = replace_once(keyframes_css, "@keyframes spring {", f"@keyframes {tag}k {{",
                           "@keyframes rule")
    renamed = replace_once(renamed, ".spring {", f".{tag}k {{", "@keyframes export")
    renamed = replace_once(renamed, "animation: spring ", f"animation: {tag}k ",
                           "@keyframes export")
    if f"animation: {tag}k {duration_text}ms linear both;" not in renamed:
        raise ExportFormatError(
            f"the animation does not play {duration_text}ms linear both like the transition")
    cases.append(Case(spring, tolerance, f"@keyframes ({short})", renamed, property_name, False,
                      f"{tag}k", duration, keyframe_times))
    return cases


def all_cases(springfit):
    cases = []
    for spring in SPRINGS:
        for tolerance in TOLERANCES:
            number = len(cases)
            cases += cases_of_export(export(springfit, spring, tolerance, "--v: {value}"),
                                     spring, tolerance, "--v", number)
            cases += cases_of_export(export(springfit, spring, tolerance), spring, tolerance,
                                     "transform", number)
    return cases


class Outcome:
    """The worst read of one case."""

    def __init__(self, case, reads, worst, error=None):
        self.case, self.reads, self.worst, self.error = case, reads, worst, error

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
    result = driver.execute_script("return window.measureCSS(arguments[0]);", case.spec())
    if result["error"]:
        return Outcome(case, 0, None, "Chromium: " + result["error"])
    worst = None
    for time_ms, value in zip(result["times"], result["values"]):
        expected = case.spring.value(time_ms / 1000)
        error = abs(value - expected) if value == value else float("inf")
        if worst is None or error > worst[3]:
            worst = (time_ms, value, expected, error)
    return Outcome(case, len(result["values"]), worst)
