"""`springfit lottie bake` on the reference files (Tests/ReferenceData/lottie), read back by
real Lottie tools.

For every motion of every reference file (as `springfit fit --format csv` lists them) and two
springs (zeta 0.5 and zeta 2, given as mass, stiffness and damping), the bake must:

- keep every byte before and after the replaced keyframes, and the property's other
  keyframes (the common prefix and suffix of the original and baked texts are found here);
- validate against the Lottie schema (every reference file does);
- rendered by rlottie at every frame from the motion's start to a frame after the spring's
  end (for opacity, every frame where the spring is inside (0, 100) % by more than the
  tolerance: rlottie does not clamp opacity, and its alpha wraps around past 100 %), show what rlottie renders from the same file with the motion replaced, here, by one
  keyframe at the spring's closed-form value at every frame (linear between, so exact at the
  frames rlottie draws): the drawing's bounding box and alpha-weighted centre within the
  tolerance of their travel plus one pixel, and its total coverage within the tolerance of its
  travel plus one alpha step per pixel (opacity changes coverage, not geometry).

The spring's line is computed here from the original keyframes: from the motion's start value
to its end value, or, for a motion that comes back to its start (the wiggle), along its first
segment, started at an explicit --velocity. A spring that would settle after the next keyframe
or an out point is aimed to land on the end value there (springfit warns; the reference is aimed
the same way, from the closed form); one that cannot land is refused with exit 65, and the case
is baked again with --end-frame at the frame the message names (less one frame for a keyframe).
"""

import json
import math
import os
import re
import subprocess

from spring_reference import Spring

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCES = os.path.join(HERE, "..", "ReferenceData", "lottie")

# (name, mass, stiffness, damping): zeta 0.5 and zeta 2.
SPRINGS = [("zeta 0.5", "1", "100", "10"), ("zeta 2", "1", "25", "20")]
TOLERANCE = 1e-3
# The start speed of a motion that comes back to where it starts, units per second.
RETURN_SPEED = 300.0


class BakeCase:
    """One bake: a reference file, a motion of it and a spring."""

    def __init__(self, file, layer, prop, motion, spring):
        self.file, self.layer, self.prop, self.motion = file, layer, prop, motion
        self.spring_name, self.mass, self.stiffness, self.damping = spring
        self.velocity = 0.0
        self.end = None

    def label(self):
        end = f", end {self.end:g}" if self.end is not None else ""
        return (f"bake {self.file} {self.layer} {self.prop} motion {self.motion}, "
                f"{self.spring_name}{end}")

    def arguments(self):
        arguments = [
            "lottie", "bake", os.path.join(REFERENCES, self.file), "--layer", self.layer,
            "--property", self.prop, "--motion", str(self.motion), "--mass", self.mass,
            "--stiffness", self.stiffness, "--damping", self.damping,
            "--velocity", repr(self.velocity), "--tolerance", repr(TOLERANCE)]
        if self.end is not None:
            arguments += ["--end-frame", repr(self.end)]
        return arguments


def motions(springfit, name):
    """(layer, property, motion) of every motion `springfit fit` reports in a file."""
    result = subprocess.run(
        [springfit, "fit", os.path.join(REFERENCES, name), "--format", "csv"],
        capture_output=True, text=True, check=True)
    rows = result.stdout.strip().split("\n")[1:]
    return [(row.split(",")[0], row.split(",")[1], int(row.split(",")[2])) for row in rows]


def all_cases(springfit):
    cases = []
    # The files beside this list, not the real exports in real/ (read by the Swift tests).
    for name in sorted(n for n in os.listdir(REFERENCES) if n.endswith(".json")):
        for layer, prop, motion in motions(springfit, name):
            for spring in SPRINGS:
                cases.append(BakeCase(name, layer, prop, motion, spring))
    return cases


def property_of(document, layer_path, prop):
    """The property object and the clock (scale, offset: its frames to main frames) of a
    layer named by its path through precompositions. A layer's own keyframes are on its
    composition's clock (players compare `t` with the composition's frame; `st` cancels):
    only a precomposition layer's `st` and `sr` move the clock of the layers inside it."""
    layers, scale, offset = document["layers"], 1.0, 0.0
    parts = layer_path.split("/")
    for depth, part in enumerate(parts):
        layer = next(item for item in layers if item.get("nm") == part)
        if depth < len(parts) - 1:
            offset += scale * layer.get("st", 0)
            scale *= layer.get("sr", 1)
            asset = next(a for a in document["assets"] if a["id"] == layer["refId"])
            layers = asset["layers"]
    keys = {"scale": "s", "rotation": "r", "opacity": "o", "position": "p", "anchor": "a"}
    names = prop.split(".")
    if names[0] in keys:
        found = layer["ks"][keys[names[0]]]
        for axis in names[1:]:
            found = found[axis]
    else:
        shape = next(item for item in layer["shapes"] if item.get("nm") == names[0])
        found = shape[{"opacity": "o", "size": "s", "color": "c"}[names[1]]]
    return found, scale, offset


def bake(springfit, case):
    """Runs the bake; on a refusal naming a frame, bakes again ending there. Returns the
    baked file and whether the spring was aimed to land on the end value (it would settle
    after the out point or the next keyframe: the warning says so)."""
    for _ in range(2):
        result = subprocess.run([springfit] + case.arguments(), capture_output=True)
        if result.returncode == 0:
            return result.stdout, b"so that it lands on the end value" in result.stderr
        message = result.stderr.decode()
        keyframe = re.search(r"this keyframe of the property at frame (\S+?);", message)
        out_point = re.search(r"after this out point at frame (\S+?),", message)
        latest = re.search(r"after frame (\S+?), the last it may end at", message)
        if (result.returncode != 65 or case.end is not None
                or not (keyframe or out_point or latest)):
            break
        case.end = (float(keyframe.group(1)) - 1 if keyframe
                    else float((out_point or latest).group(1)))
    raise RuntimeError(f"springfit {' '.join(case.arguments())} exited {result.returncode}: "
                       f"{result.stderr.decode().strip()}")


def common_ends(original, baked):
    """The lengths of the longest common prefix and suffix of two sequences (not
    overlapping)."""
    prefix = 0
    while prefix < min(len(original), len(baked)) and original[prefix] == baked[prefix]:
        prefix += 1
    suffix = 0
    while (suffix < min(len(original), len(baked)) - prefix
           and original[-1 - suffix] == baked[-1 - suffix]):
        suffix += 1
    return prefix, suffix


def exact_document(original, case, first, last, end_local, lands=False):
    """The original document with the motion's keyframes replaced by the spring's closed
    form at every frame (main composition and layer frames), linear in between; and the
    spring's line. When the bake `lands`, the spring is aimed at the target that puts it on
    the end value at the last keyframe: a spring is linear in its target, so at that time T
    the value is target * step(T) + kick(T), and target = (length - kick(T)) / step(T)."""
    document = json.loads(json.dumps(original))
    prop, scale, offset = property_of(document, case.layer, case.prop)
    keyframes = prop["k"]
    start = keyframes[first]["s"]
    end = keyframes[last].get("s") or keyframes[last - 1]["e"]
    travel = [b - a for a, b in zip(start, end)]
    length = math.sqrt(sum(d * d for d in travel))
    if length > 0:
        direction = [d / length for d in travel]
    else:
        chord = [b - a for a, b in zip(start, keyframes[first + 1]["s"])]
        norm = math.sqrt(sum(c * c for c in chord))
        direction = [c / norm for c in chord]
    fps = document["fr"]
    t0 = keyframes[first]["t"]
    target = length
    if lands:
        landing = (end_local - t0) * scale / fps
        step = Spring(case.mass, case.stiffness, case.damping, "0", "1", "0").value(landing)
        kick = Spring(case.mass, case.stiffness, case.damping, "0", "0",
                      repr(case.velocity)).value(landing)
        target = (length - kick) / step
    spring = Spring(case.mass, case.stiffness, case.damping, "0", repr(target),
                    repr(case.velocity))

    def value(local):
        q = spring.value((local - t0) * scale / fps)
        return [a + d * q for a, d in zip(start, direction)]

    main_start = scale * t0 + offset
    main_end = scale * end_local + offset
    times = {t0, end_local}
    times.update(t for t in range(math.ceil(t0), math.floor(end_local) + 1))
    times.update((f - offset) / scale for f in range(math.ceil(main_start),
                                                     math.floor(main_end) + 1))
    times = sorted(t for t in times if t0 <= t <= end_local)
    linear = {"o": {"x": [1 / 3], "y": [1 / 3]}, "i": {"x": [2 / 3], "y": [2 / 3]}}
    new = [dict(linear, t=t, s=value(t)) for t in times[:-1]]
    tail = {k: v for k, v in keyframes[last].items() if k not in ("t", "s")}
    new.append(dict(tail, t=times[-1], s=value(times[-1])))
    prop["k"] = keyframes[:first] + new + keyframes[last + 1:]

    def at_main(frame):
        return value(min(max((frame - offset) / scale, t0), end_local))

    return document, (main_start, main_end), at_main


def measures(pixels, width, height):
    """The drawing's bounding box (4: alpha over 8 counts), alpha-weighted centre (2) and
    coverage (1: the sum of alpha over 255, in pixels), from rlottie's BGRA bytes."""
    from PIL import Image

    alpha = Image.frombytes("RGBA", (width, height), bytes(pixels)).getchannel("A")
    box = alpha.point(lambda a: 255 if a > 8 else 0).getbbox()
    if box is None:
        return [0.0] * 7
    weights = alpha.convert("F")
    columns = list(weights.resize((width, 1), Image.BOX).getdata())
    rows = list(weights.resize((1, height), Image.BOX).getdata())
    total = sum(columns) * height / 255.0
    cx = sum((x + 0.5) * c for x, c in enumerate(columns)) / sum(columns)
    cy = sum((y + 0.5) * r for y, r in enumerate(rows)) / sum(rows)
    return [float(v) for v in box] + [cx, cy, total]


def motion_range(keyframes, number):
    """The first and last keyframe indices of the property's motion `number` (from 1): runs
    of segments that move (not a hold, and the next value differs or a tangent curves)."""
    def moves(index):
        keyframe, following = keyframes[index], keyframes[index + 1]
        if keyframe.get("h") or following["t"] <= keyframe["t"]:
            return False
        end = following.get("s", keyframe.get("e"))
        return end != keyframe["s"] or any(keyframe.get(k) for k in ("to", "ti"))
    runs, start = [], None
    for index in range(len(keyframes) - 1):
        if moves(index):
            start = index if start is None else start
        elif start is not None:
            runs.append((start, index))
            start = None
    if start is not None:
        runs.append((start, len(keyframes) - 1))
    return runs[number - 1]


def with_probe(document):
    """The document with a white off-centre bar and a fill added to every shape layer (and
    precomposition layer) without a fill, so that rlottie draws it and a rotation shows; the
    same for the baked file and its reference."""
    document = json.loads(json.dumps(document))
    layers = list(document["layers"])
    for asset in document.get("assets", []):
        layers += asset.get("layers", [])
    for layer in layers:
        shapes = layer.get("shapes")
        if layer.get("ty") != 4 or shapes is None:
            continue
        if not any(shape.get("ty") == "fl" for shape in shapes):
            shapes.append({"ty": "rc", "p": {"a": 0, "k": [30, 0]}, "s": {"a": 0, "k": [40, 12]},
                           "r": {"a": 0, "k": 0}})
            shapes.append({"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]},
                           "o": {"a": 0, "k": 100}})
    return json.dumps(document)


def check(report, tools, springfit, case):
    path = os.path.join(REFERENCES, case.file)
    with open(path, "rb") as file:
        original_bytes = file.read()
    original = json.loads(original_bytes)
    old_prop, _, _ = property_of(original, case.layer, case.prop)
    first, last = motion_range(old_prop["k"], case.motion)
    if old_prop["k"][first]["s"] == old_prop["k"][last].get("s"):
        # A motion back to its start value: the spring needs a start speed to move.
        case.velocity = RETURN_SPEED
    text, lands = bake(springfit, case)
    baked = json.loads(text)
    errors = tools["schema_errors"](baked)
    report.check("bake-schema", case, not errors, 0.0, "; ".join(errors[:3]))
    # The bytes: only the motion's keyframes differ, and they are one run of keyframes of
    # the property.
    prefix, suffix = common_ends(original_bytes, text)
    old_prop, scale, offset = property_of(original, case.layer, case.prop)
    new_prop, _, _ = property_of(baked, case.layer, case.prop)
    prefix_count, suffix_count = common_ends(old_prop["k"], new_prop["k"])
    count = len(new_prop["k"]) - first - suffix_count
    same = (json.dumps(dict(original, layers=None, assets=None))
            == json.dumps(dict(baked, layers=None, assets=None)))
    changed = original_bytes[prefix:len(original_bytes) - suffix]
    report.check("bake-bytes", case, same and count >= 2 and prefix_count == first
                 and suffix_count == len(old_prop["k"]) - last - 1 and changed.count(b'"t"') >= 1
                 and not original_bytes[:prefix].endswith(b"[ ") and prefix > 0,
                 0.0, f"prefix {prefix}, suffix {suffix}, {count} keyframes")
    end_local = new_prop["k"][first + count - 1]["t"]
    exact, (main_start, main_end), at_main = exact_document(
        original, case, first, last, end_local, lands)
    animation = tools["rlottie"].LottieAnimation.from_data(with_probe(baked))
    reference = tools["rlottie"].LottieAnimation.from_data(with_probe(exact))
    width, height = int(original["w"]), int(original["h"])
    frames = range(int(math.floor(main_start)), min(int(math.ceil(main_end)) + 2,
                                                      int(original["op"])))
    pairs = []
    for frame in frames:
        # rlottie does not clamp opacity: past 100 % its alpha wraps around, so a frame
        # where the spring is within the tolerance of 100 % or beyond (or of 0) is drawn
        # unlike its value by any file, ours or the reference. lottie-web clamps there.
        if case.prop.endswith("opacity"):
            level = at_main(frame)[0]
            band = TOLERANCE * 100
            if not band < level < 100 - band:
                continue
        ours = measures(animation.lottie_animation_render(
            frame_num=frame, width=width, height=height), width, height)
        theirs = measures(reference.lottie_animation_render(
            frame_num=frame, width=width, height=height), width, height)
        pairs.append((frame, ours, theirs))
    worst, message = 0.0, "no frame"
    covered = max((p[2][6] for p in pairs), default=0.0)
    for index in range(7):
        values = [p[2][index] for p in pairs]
        travel = max(values) - min(values) if values else 0.0
        slack = covered / 255.0 if index == 6 else 1.0
        bound = TOLERANCE * travel + slack
        for frame, ours, theirs in pairs:
            ratio = abs(ours[index] - theirs[index]) / bound
            if ratio > worst:
                worst = ratio
                message = (f"frame {frame}, measure {index}: {ours[index]:.3f} against "
                           f"{theirs[index]:.3f} (bound {bound:.3f})")
    report.check("bake-rlottie", case, worst <= 1, worst, message)
    return count
