"""The animated SVG of `springfit outline --format svg`, played by Chromium.

Each SVG is opened as a document of its own (the bytes written, as a data: URL), its
animations paused (`pauseAnimations()`) and sought (`setCurrentTime(t)`) to every frame time,
every midpoint between frames and times after the end; `getComputedStyle(path).d` gives the
path Chromium draws (the `d` attribute keeps its static value under SMIL in Chromium). The
expected path is the JSON frames of the same command, moved to their position on screen and
interpolated linearly between frames; after the end, the rest frame (or, with --loop, the rest
frame for --hold seconds and then the motion again). Screenshots at three times check that the
top edge is drawn where the frames put it.
"""

import base64
import json
import math
import re
import subprocess

from png_image import PNGImage

# (name, the outline options; --loop and --hold shape the SVG only)
CASES = [
    ("show", []),
    ("dismiss", ["--dismiss"]),
    ("six buttons, 240 fps, SwiftUI spring", ["--buttons", "6", "--fps", "240", "--duration",
                                             "1", "--bounce", "0.6"]),
    ("show --loop --hold 1", ["--loop", "--hold", "1"]),
]
SCREENSHOT_COLUMNS = [20, 100, 187, 280, 355]
# Rounding to 0.01 points moves a coordinate by 0.005; Chromium keeps path data in floats
# (a few 1e-5 at 1000 points).
COORDINATE_ROUNDING = 0.005
FLOAT_MARGIN = 1e-4
# A screenshot's top edge (the first row whose ink darkens white by more than a sixth) may
# sit this many pixels from the stroke's top, for antialiasing.
EDGE_PIXELS = 1.5


class SVGOutcome:
    def __init__(self, kind, name, reads, worst, tolerance, error=None):
        self.kind, self.name, self.reads = kind, name, reads
        self.worst, self.tolerance, self.error = worst, tolerance, error

    @property
    def ratio(self):
        if self.error or self.worst is None:
            return float("inf")
        return self.worst[1] / self.tolerance

    @property
    def passed(self):
        return self.error is None and self.ratio <= 1

    def describe(self):
        if self.error:
            return f"FAIL {self.kind}, {self.name}: {self.error}"
        time, error, detail = self.worst
        verdict = "ok" if self.passed else "FAIL"
        return (f"{verdict} {self.kind}, {self.name}: {self.reads} reads, worst at t = "
                f"{time:.9g} s: {detail}, error {error:.4g} of {self.tolerance:.4g} = "
                f"{self.ratio:.4f} x tolerance")


def springfit_output(springfit, arguments):
    run = subprocess.run([springfit, *arguments], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"springfit {' '.join(arguments)} exited with {run.returncode}: "
                           f"{run.stderr.strip()}")
    return run.stdout


def check_reference(springfit, spring):
    """None if `springfit sample` agrees with the Python closed form within 1e-12 (so the suite
    reads springfit's options as springfit does) and the doubles with mpmath; else why not."""
    csv = springfit_output(
        springfit, ["sample", *spring.arguments(), "--fps", "100", "--end", "1"])
    worst = 0.0
    for line in csv.splitlines()[1:]:
        time, position, _ = (float(v) for v in line.split(","))
        worst = max(worst, abs(position - spring.value(time)))
    if worst > 1e-12:
        return f"FAIL reference: springfit sample differs from the closed form by {worst:.3g} " \
               f"for {' '.join(spring.arguments())}"
    try:
        spring.check_against_mpmath(end=3.0)
    except AssertionError as error:
        return f"FAIL reference: {error}"
    return None


def frame_coordinates(frame):
    """The frame's path on screen, as the numbers of its d in order."""
    numbers = []
    y0 = frame["position"]
    for element in frame["path"]:
        if "move" in element:
            numbers += [element["move"][0], element["move"][1] + y0]
        elif "line" in element:
            numbers += [element["line"][0], element["line"][1] + y0]
        elif "quadCurve" in element:
            control, to = element["quadCurve"]["control"], element["quadCurve"]["to"]
            numbers += [control[0], control[1] + y0, to[0], to[1] + y0]
    return numbers


def read_resolution(number):
    """Half a unit in the 6th significant digit of a number Chromium serialised."""
    return 0.5 * 10.0 ** (math.floor(math.log10(abs(number))) - 5) if number else 0.0


def interpolated(times, paths, t):
    if t <= times[0]:
        return paths[0]
    if t >= times[-1]:
        return paths[-1]
    low, high = 0, len(times) - 1
    while high - low > 1:
        middle = (low + high) // 2
        if times[middle] <= t:
            low = middle
        else:
            high = middle
    f = (t - times[low]) / (times[high] - times[low])
    return [a + (b - a) * f for a, b in zip(paths[low], paths[high])]


def seek_and_read(driver, times):
    return driver.execute_script("""
      const svg = document.documentElement;
      svg.pauseAnimations();
      const path = document.querySelector('path');
      const out = [];
      for (const t of arguments[0]) {
        svg.setCurrentTime(t);
        out.push([svg.getCurrentTime(), getComputedStyle(path).d,
                  path.getAttribute('d')]);
      }
      return out;""", times)


def top_edge_rows(driver, columns, height):
    """The first row from the top, in each column, that is not (nearly) white."""
    rows = []
    for x in columns:
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "clip": {"x": x, "y": 0, "width": 1, "height": height, "scale": 1}})
        image = PNGImage(base64.b64decode(shot["data"]))
        row = next((y for y in range(image.height)
                    if 255 * 3 - sum(image.pixel(0, y)) > 3 * 255 / 6), None)
        rows.append(row)
    return rows


def run_case(driver, springfit, name, arguments):
    svg_only = {"--loop", "--hold", "1"} if "--loop" in arguments else set()
    json_arguments = [a for a in arguments if a not in svg_only]
    document = json.loads(springfit_output(springfit, ["outline", *json_arguments]))
    svg = springfit_output(springfit, ["outline", *arguments, "--format", "svg"])
    frames = document["frames"]
    times = [f["time"] - frames[0]["time"] for f in frames]
    paths = [frame_coordinates(f) for f in frames]
    duration = times[-1]
    hold = float(arguments[arguments.index("--hold") + 1]) if "--loop" in arguments else None
    view_box = [float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split()]

    def expected(t):
        if hold is None:
            return interpolated(times, paths, t)
        t = math.fmod(t, duration + hold)
        return paths[-1] if t >= duration else interpolated(times, paths, t)

    # The bound: rounding, floats, and the 6-decimal keyTimes: each moves by at most 5e-7 of
    # the animation's dur, so the fraction within a segment is off by at most 1e-6 dur over
    # the segment's length, and the point by 1e-6 dur times the path's fastest speed.
    total = duration + (hold or 0)
    speed = max(max(abs(b - a) for a, b in zip(p, q)) / (s - r)
                for r, s, p, q in zip(times, times[1:], paths, paths[1:]))
    tolerance = COORDINATE_ROUNDING + FLOAT_MARGIN + speed * 1e-6 * total

    seek = list(times) + [(a + b) / 2 for a, b in zip(times, times[1:])]
    rest_times = [duration + 0.25, duration + 3, duration + 60]
    if hold is not None:
        rest_times = [duration + 0.01, duration + hold / 2, duration + hold - 0.01]
        seek += [duration + hold + t for t in (times[1], times[len(times) // 2], times[-2])]
    seek += rest_times
    outcomes = []
    driver.get("data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode())
    reads = seek_and_read(driver, seek)
    worst, rest_worst, static_ok = None, None, True
    for (t, d, attribute), asked in zip(reads, seek):
        numbers = [float(v) for v in re.findall(r"-?[0-9.]+(?:e-?[0-9]+)?", d)]
        want = expected(t)
        if len(numbers) != len(want):
            return [SVGOutcome("SVG frames", name, len(reads), None, tolerance,
                               f"at t = {t} s Chromium's d has {len(numbers)} numbers, the "
                               f"frames {len(want)}: {d[:120]}")]
        # Each coordinate against the tolerance plus the read's own rounding: Chromium
        # serialises the computed d with 6 significant digits (0.005 at 1000 points).
        ratios = [abs(a - b) / (tolerance + read_resolution(a)) for a, b in zip(numbers, want)]
        index = max(range(len(want)), key=lambda i: ratios[i])
        detail = (f"coordinate {index}: drawn {numbers[index]:.6g}, frames {want[index]:.9g}, "
                  f"off by {abs(numbers[index] - want[index]):.4g} within "
                  f"{tolerance + read_resolution(numbers[index]):.4g}")
        error = ratios[index] * tolerance
        entry = (t, error, detail)
        if asked in rest_times:
            if rest_worst is None or error > rest_worst[1]:
                rest_worst = (t, error, "after the end: " + detail)
        elif worst is None or error > worst[1]:
            worst = entry
        static_ok = static_ok and attribute == svg.split('<path d="')[1].split('"')[0]
    outcomes.append(SVGOutcome("SVG frames", name, len(reads) - len(rest_times), worst,
                               tolerance, None if static_ok else
                               "the d attribute changed: SMIL now animates it in Chromium"))
    outcomes.append(SVGOutcome("SVG holds rest", name, len(rest_times), rest_worst, tolerance))

    # Screenshots: the stroke's top at each column, from the frames.
    if name in ("show", "show --loop --hold 1"):
        shots = [0.0, times[len(times) // 4], duration + (hold / 2 if hold else 1)]
        worst_edge = None
        for t in shots:
            seek_and_read(driver, [t])
            coordinates = expected(t)
            y0, control_y = coordinates[1], coordinates[3]
            rows = top_edge_rows(driver, SCREENSHOT_COLUMNS, int(view_box[3]))
            for x, row in zip(SCREENSHOT_COLUMNS, rows):
                s = (x + 0.5 + view_box[0]) / coordinates[4]  # the column's centre
                slope = 2 * (control_y - y0) * (1 - 2 * s) / coordinates[4]
                top = y0 + 2 * s * (1 - s) * (control_y - y0) - 0.75 * math.hypot(1, slope)
                expected_row = top - view_box[1]
                error = float("inf") if row is None else abs(row + 0.5 - expected_row)
                if worst_edge is None or error > worst_edge[1]:
                    worst_edge = (t, error, f"column {x}: first inked row {row}, the stroke's "
                                            f"top at {expected_row:.2f}")
        outcomes.append(SVGOutcome("SVG screenshot top edge", name, len(shots), worst_edge,
                                   EDGE_PIXELS))
    return outcomes


def run_all(driver, springfit):
    outcomes = []
    for name, arguments in CASES:
        outcomes += run_case(driver, springfit, name, arguments)
    return outcomes
