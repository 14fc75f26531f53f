"""The seed animations of Plots/animations/ (`springfit scenario NAME`), played by Chromium.

Each animated SVG is opened from the generated file as a document of its own, its animations
paused and sought to every frame time, every midpoint between frames, times in the held last
frame and times in the second repetition; what Chromium draws there is read back (a circle's
r, cx and cy, a group's scale, a bar's width, which label is visible, a donut segment's dash
length and offset, the menu's path) and compared with the geometry the scenario's JSON frames
give, rebuilt here from the seeds' own numbers (SEEDS.md): particle k at angle
-90° + 360°·k/7 + turn, the menu's outline from its top edge y and bend offset, a segment's
arc from the cumulative sweeps. Between frames the drawing is a straight line, so the expected
value is the frames' geometry interpolated linearly; after the last frame it is held for the
JSON's `hold` seconds, then the animation repeats.

The bound of each read is the drawing's rounding (coordinates and lengths to 0.01, so 0.005;
scales to 1e-4, so 5e-5), 1e-4 for Chromium's floats, the keyTimes' 6 decimals (1e-6 of `dur`
times the fastest speed of the quantity) and, for serialised numbers, half a unit of their 6th
significant digit. A label must be the frame's integer, read only between frame times (where
the discrete value is unambiguous). The files must equal what `springfit scenario` prints.
"""

import base64
import json
import math
import os
import re
import subprocess

from svg_cases import SVGOutcome, interpolated, read_resolution

NAMES = ["menu-bounce", "menu-drag", "shine-button", "counter", "donut-sweep", "animation-view"]
GALLERY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Plots",
                       "animations")
FLOAT_MARGIN = 1e-4
COORDINATE_ROUNDING = 0.005
SCALE_ROUNDING = 5e-5

# The seeds' numbers (SEEDS.md), not read from the drawing.
MENU_WIDTH, MENU_HEIGHT, MENU_OVERHANG = 375.0, (3 + 2) * 16.0 + 3 * 48.0, 100.0
SHINE_COUNT = 7
COUNTER_FULL, COUNTER_BAR = 250.0, 200.0


def menu_path(y, offset):
    """Hokusai's outline on screen: M, then four quadratic edges (control, end), then Z."""
    w, h, o = MENU_WIDTH, MENU_HEIGHT, MENU_OVERHANG
    return [0, y, w / 2, y + offset, w, y, w, y + h / 2, w, y + h + o,
            w / 2, y + h + o, 0, y + h + o, 0, y + h / 2, 0, y]


def quantities(name, columns, values):
    """The frame's geometry, named as the reads below name it, and each one's rounding."""
    v = dict(zip(columns, values))
    out = {}
    if name in ("menu-bounce", "menu-drag"):
        for i, number in enumerate(menu_path(v["y"], v["offset"])):
            out[f"d[{i}]"] = (number, COORDINATE_ROUNDING)
    elif name == "shine-button":
        for lane, scale in enumerate([v["iconScale"], v["springIconScale"]]):
            out[f"lane{lane} circle r"] = (v["circleRadius"], COORDINATE_ROUNDING)
            out[f"lane{lane} icon scale"] = (scale, SCALE_ROUNDING)
            for k in range(SHINE_COUNT):
                angle = -math.pi / 2 + 2 * math.pi * k / SHINE_COUNT + v["rotation"]
                d = v["particleDistance"]
                out[f"lane{lane} particle{k} cx"] = (d * math.cos(angle), COORDINATE_ROUNDING)
                out[f"lane{lane} particle{k} cy"] = (d * math.sin(angle), COORDINATE_ROUNDING)
                out[f"lane{lane} particle{k} r"] = (v["particleRadius"], COORDINATE_ROUNDING)
    elif name == "counter":
        for lane, key in enumerate(["eased", "spring"]):
            out[f"lane{lane} bar width"] = (max(v[key], 0) / COUNTER_FULL * COUNTER_BAR,
                                            COORDINATE_ROUNDING)
    elif name == "animation-view":
        for lane, prefix in enumerate(["basic", "spring"]):
            out[f"lane{lane} x"] = (v[prefix + "X"], COORDINATE_ROUNDING)
            out[f"lane{lane} y"] = (v[prefix + "Y"], COORDINATE_ROUNDING)
            out[f"lane{lane} scale"] = (v[prefix + "Scale"], SCALE_ROUNDING)
            out[f"lane{lane} opacity"] = (v[prefix + "Opacity"], SCALE_ROUNDING)
    elif name == "donut-sweep":
        for lane, prefix in enumerate(["easedSweep", "springSweep"]):
            start = 0.0
            for k in range(1, 4):
                sweep = v[f"{prefix}{k}"]
                out[f"lane{lane} segment{k - 1} sweep (rad)"] = (sweep, None)
                out[f"lane{lane} segment{k - 1} start (rad)"] = (start, None)
                start += sweep
    return out


READ_SCRIPT = """
  const svg = document.documentElement;
  svg.pauseAnimations();
  const lanes = [...document.querySelectorAll('g.lane')];
  const out = [];
  for (const t of arguments[0]) {
    svg.setCurrentTime(t);
    const read = {};
    const path = document.querySelector('path');
    if (lanes.length === 0 && path) {
      const d = getComputedStyle(path).d;
      (d.match(/-?[0-9.]+(?:e-?[0-9]+)?/g) || []).forEach((n, i) => read['d[' + i + ']'] = +n);
    }
    lanes.forEach((lane, l) => {
      const circle = lane.querySelector('circle.circle');
      if (circle) read['lane' + l + ' circle r'] = circle.r.animVal.value;
      const icon = lane.querySelector('g.icon');
      if (icon) {
        const list = icon.transform.animVal;
        read['lane' + l + ' icon scale'] = list.numberOfItems ? list.getItem(0).matrix.a : 1;
        read['lane' + l + ' icon scale y'] = list.numberOfItems ? list.getItem(0).matrix.d : 1;
      }
      lane.querySelectorAll('circle.particle').forEach((p, k) => {
        read['lane' + l + ' particle' + k + ' cx'] = p.cx.animVal.value;
        read['lane' + l + ' particle' + k + ' cy'] = p.cy.animVal.value;
        read['lane' + l + ' particle' + k + ' r'] = p.r.animVal.value;
      });
      const bar = lane.querySelector('rect.bar');
      if (bar) read['lane' + l + ' bar width'] = bar.width.animVal.value;
      const labels = [...lane.querySelectorAll('text.label')]
        .filter(e => getComputedStyle(e).visibility === 'visible').map(e => e.textContent.trim());
      if (lane.querySelector('text.label')) read['lane' + l + ' labels'] = labels;
      const position = lane.querySelector('g.position');
      if (position) {
        const m = position.transform.animVal.getItem(0).matrix;
        read['lane' + l + ' x'] = m.e;
        read['lane' + l + ' y'] = m.f;
        read['lane' + l + ' scale'] =
          lane.querySelector('g.scale').transform.animVal.getItem(0).matrix.a;
        read['lane' + l + ' opacity'] =
          parseFloat(getComputedStyle(lane.querySelector('rect.view')).opacity);
        read['lane' + l + ' calls'] = [...lane.querySelectorAll('text.call')]
          .filter(e => getComputedStyle(e).visibility === 'visible')
          .map(e => e.textContent.trim());
      }
      lane.querySelectorAll('circle.segment').forEach((c, k) => {
        const style = getComputedStyle(c);
        read['lane' + l + ' segment' + k + ' dash'] = style.strokeDasharray;
        read['lane' + l + ' segment' + k + ' offset'] = style.strokeDashoffset;
        read['lane' + l + ' segment' + k + ' radius'] = c.r.baseVal.value;
      });
    });
    out.push([svg.getCurrentTime(), read]);
  }
  return out;"""


def pixels(text):
    return [float(v) for v in re.findall(r"-?[0-9.]+(?:e-?[0-9]+)?", text)]


def run_case(driver, springfit, name):
    with open(os.path.join(GALLERY, name + ".svg")) as file:
        svg = file.read()
    with open(os.path.join(GALLERY, name + ".json")) as file:
        text = file.read()
    outcomes = []
    for arguments, written in ((["scenario", name], svg),
                               (["scenario", name, "--format", "json"], text)):
        run = subprocess.run([springfit, *arguments], capture_output=True, text=True)
        if run.returncode != 0 or run.stdout != written:
            return [SVGOutcome("gallery", name, 0, None, 1,
                               f"Plots/animations differs from 'springfit {' '.join(arguments)}' "
                               f"(exit {run.returncode}); run Scripts/plots.sh")]
    document = json.loads(text)
    columns, hold = document["columns"], document["hold"]
    frames = document["frames"]
    times = [f["time"] for f in frames]
    geometry = [quantities(name, columns, f["values"]) for f in frames]
    keys = list(geometry[0])
    series = {key: [g[key][0] for g in geometry] for key in keys}
    rounding = {key: geometry[0][key][1] for key in keys}
    duration, total = times[-1], times[-1] + hold
    speeds = {key: max((abs(b - a) / (s - r) for r, s, a, b in
                        zip(times, times[1:], series[key], series[key][1:])), default=0)
              for key in keys}

    def expected(key, t):
        t = math.fmod(t, total)
        return series[key][-1] if t >= duration else interpolated(times, [[x] for x in
                                                                         series[key]], t)[0]

    middles = [(a + b) / 2 for a, b in zip(times, times[1:])]
    held = [duration + hold * f for f in (0.1, 0.5, 0.9)]
    again = [total + t for t in (times[1], middles[len(middles) // 2], times[-2])]
    seek = times + middles + held + again
    driver.get("data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode())
    reads = driver.execute_script(READ_SCRIPT, seek)

    worst = None
    label_worst = None
    label_reads = 0
    count = 0
    for (t, read), asked in zip(reads, seek):
        if name == "donut-sweep":
            for lane in range(2):
                for k in range(3):
                    radius = read[f"lane{lane} segment{k} radius"]
                    dash = pixels(read[f"lane{lane} segment{k} dash"])
                    offset = pixels(read[f"lane{lane} segment{k} offset"])
                    read[f"lane{lane} segment{k} sweep (rad)"] = dash[0] / radius
                    read[f"lane{lane} segment{k} start (rad)"] = -offset[0] / radius if offset \
                        else 0.0
                    # In pixels along the circle: the dash's rounding, floats and the 6 digits
                    # Chromium serialises; an angle is that over the radius.
                    for part, number in (("sweep", dash[0]), ("start", offset[0] if offset
                                                              else 0.0)):
                        rounding[f"lane{lane} segment{k} {part} (rad)"] = (
                            COORDINATE_ROUNDING + FLOAT_MARGIN + read_resolution(number)) / radius
        for key in keys:
            if key not in read:
                return [SVGOutcome("gallery", name, count, None, 1,
                                   f"Chromium's drawing has no '{key}' at t = {t} s")]
            drawn, want = read[key], expected(key, t)
            # Angles carry their whole pixel bound in `rounding` already.
            angle = name == "donut-sweep"
            bound = (rounding[key] + (0 if angle else FLOAT_MARGIN)
                     + speeds[key] * 1e-6 * total + (0 if angle else read_resolution(drawn)))
            error = abs(drawn - want)
            count += 1
            entry = (t, error / bound, f"{key}: drawn {drawn:.6g}, frames {want:.9g}, off by "
                                       f"{error:.3g} within {bound:.3g}")
            if worst is None or entry[1] > worst[1]:
                worst = entry
        if name == "shine-button":
            for lane in range(2):
                x, y = read[f"lane{lane} icon scale"], read[f"lane{lane} icon scale y"]
                if x != y:
                    return [SVGOutcome("gallery", name, count, None, 1,
                                       f"lane {lane}'s icon scales unevenly at t = {t}: {x}, {y}")]
        phase = math.fmod(t, total)
        # A discrete value changes at a frame time: read labels only away from them.
        if name == "counter" and min(abs(phase - time) for time in times + [total]) > 1e-3:
            index = len(times) - 1 if phase >= duration else \
                max(i for i, time in enumerate(times) if time <= phase)
            for lane, key in enumerate(["easedShown", "springShown"]):
                want = str(int(frames[index]["values"][columns.index(key)]))
                shown = read[f"lane{lane} labels"]
                label_reads += 1
                bad = shown != [want]
                if bad or label_worst is None:
                    label_worst = (t, 2.0 if bad else 0.0,
                                   f"lane {lane} shows {shown}, frame {index} says {want}")
                if bad:
                    break
        if name == "animation-view" and \
                min(abs(phase - time) for time in times + [total]) > 1e-3:
            index = len(times) - 1 if phase >= duration else \
                max(i for i, time in enumerate(times) if time <= phase)
            for lane, driver in enumerate(["basic", "spring"]):
                want = [c["text"] for c in document["calls"]
                        if c["lane"] == driver and c["time"] <= times[index]]
                shown = read[f"lane{lane} calls"]
                label_reads += 1
                bad = shown != want
                if bad or label_worst is None:
                    label_worst = (t, 2.0 if bad else 0.0,
                                   f"lane {lane} lists {len(shown)} calls, frame {index} "
                                   f"{len(want)}: {shown[-1:]} against {want[-1:]}")
                if bad:
                    break
    outcomes.append(SVGOutcome("gallery frames", name, count, (worst[0], worst[1], worst[2]), 1))
    if name in ("counter", "animation-view"):
        outcomes.append(SVGOutcome("gallery labels", name, label_reads, label_worst, 1))
    return outcomes


def screenshot(driver, name, directory):
    """PNGs of the animation at four times of its first play, for a person to look at."""
    with open(os.path.join(GALLERY, name + ".svg")) as file:
        svg = file.read()
    driver.get("data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode())
    with open(os.path.join(GALLERY, name + ".json")) as file:
        duration = json.load(file)["frames"][-1]["time"]
    for fraction in (0.0, 0.15, 0.35, 1.0):
        t = duration * fraction
        driver.execute_script(
            "document.documentElement.pauseAnimations();"
            "document.documentElement.setCurrentTime(arguments[0]);", t)
        box = driver.execute_script(
            "const r = document.documentElement.getBoundingClientRect();"
            "return [r.width, r.height];")
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png",
            "clip": {"x": 0, "y": 0, "width": box[0], "height": box[1], "scale": 1}})
        with open(os.path.join(directory, f"gallery-{name}-{t:.3f}s.png"), "wb") as file:
            file.write(base64.b64decode(shot["data"]))


def run_all(driver, springfit, screenshots=None):
    outcomes = []
    for name in NAMES:
        outcomes += run_case(driver, springfit, name)
        if screenshots:
            os.makedirs(screenshots, exist_ok=True)
            screenshot(driver, name, screenshots)
    return outcomes
