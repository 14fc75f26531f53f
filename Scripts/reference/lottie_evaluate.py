"""Reference values of the animated properties in Tests/ReferenceData/lottie/*.json.

Each property is evaluated at fractional frames of its layer's time, independently of the
Swift evaluator, with lottie-web's semantics (airbnb/lottie-web PropertyFactory.js
interpolateValue, bez.js buildBezierData):

- before the first keyframe its value, after the last the last value; a hold keeps the
  segment's start value; the end of a segment is the next keyframe's s (or the legacy e);
- an eased segment: u = (frame − t0)/(t1 − t0); per dimension d the Bézier (0,0), o, i, (1,1)
  with the handle entries x[d] || x[0] (JavaScript's ||: the first entry when the array is
  shorter or the entry is 0); progress y(τ) where x(τ) = u, τ found by bisection in mpmath
  at 40 digits (x is increasing for handle x in [0, 1]); value s0 + (s1 − s0)·progress;
- a curved position segment (to/ti not on the chord): 150 points at τ = k/149 of the cubic
  s0, s0 + to, s1 + ti, s1, the polyline walked to ease(u)·length, one easing from the
  handles' first entries; an eased progress outside [0, 1] gives the end point.

python-lottie 0.7.2 (PyPI `lottie`) is used as a second, independent check where it is correct:
one-dimensional properties without holds in the segment evaluated (it takes only the first
entry of per-dimension handles, merges split positions and ignores easing and arc length on
curved positions, so it is not consulted there). Where it is consulted the script asserts it
agrees with the mpmath value within 1e-6 of the segment's change (its easing solves x(τ) = u
with Newton's method from an 11-sample table, as lottie-web does, which is what that tolerance
covers). Without python-lottie installed the script stops: install it with
`pip install --break-system-packages lottie`.

Columns: file, path (the property's JSON path), frame, dimension, value (repr of the double
nearest the mpmath value), checker (mpmath, or mpmath+python-lottie).

Output: Tests/ReferenceData/lottie-evaluation.csv. Rerun from the repository root
(deterministic, a few seconds):
    python3 Scripts/reference/lottie_evaluate.py
"""
import csv
import json
from pathlib import Path

from mpmath import mp, mpf, sqrt

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "Tests" / "ReferenceData" / "lottie"
OUT = ROOT / "Tests" / "ReferenceData" / "lottie-evaluation.csv"
FILES = [
    "scale-pop.json", "position-tangents.json", "split-position.json", "rotation-wiggle.json",
    "opacity-holds.json", "precomp-stretch.json",
]
SHAPE_MEMBERS = {"rc": ["s", "p", "r"], "el": ["s", "p"], "fl": ["o", "c"],
                 "st": ["o", "c", "w"], "tm": ["s", "e", "o"]}
SAMPLES = 150


def as_list(value):
    return value if isinstance(value, list) else [value]


def animated_properties(document):
    """(path, property object) for every animated property the Swift reader keeps."""
    found = []

    def prop(path, obj):
        k = obj.get("k")
        if isinstance(k, list) and k and isinstance(k[0], dict):
            found.append((path, obj))

    def transform(path, ks):
        for key in ["a", "s", "o", "sk", "sa"]:
            if key in ks:
                prop(f"{path}.{key}", ks[key])
        if "r" in ks:
            prop(f"{path}.r", ks["r"])
        p = ks.get("p")
        if p is not None:
            if p.get("s") is True:
                for axis in ["x", "y", "z"]:
                    if axis in p:
                        prop(f"{path}.p.{axis}", p[axis])
            else:
                prop(f"{path}.p", p)

    def shapes(path, items):
        for index, item in enumerate(items):
            here = f"{path}[{index}]"
            for key in SHAPE_MEMBERS.get(item.get("ty"), []):
                if key in item:
                    prop(f"{here}.{key}", item[key])
            if item.get("ty") == "gr":
                for inner_index, inner in enumerate(item.get("it", [])):
                    if inner.get("ty") == "tr":
                        transform(f"{here}.it[{inner_index}]", inner)
                shapes(f"{here}.it", [i for i in item.get("it", []) if i.get("ty") != "tr"])

    def layers(path, items):
        for index, layer in enumerate(items):
            here = f"{path}[{index}]"
            if "ks" in layer:
                transform(f"{here}.ks", layer["ks"])
            shapes(f"{here}.shapes", layer.get("shapes", []))

    layers("layers", document["layers"])
    for index, asset in enumerate(document.get("assets", [])):
        if "layers" in asset:
            layers(f"assets[{index}].layers", asset["layers"])
    return found


def entry(values, d):
    values = as_list(values)
    value = values[d] if d < len(values) else 0
    return mpf(value) if value != 0 else mpf(values[0])


def bernstein(t, a, b):
    return 3 * (1 - t) ** 2 * t * a + 3 * (1 - t) * t ** 2 * b + t ** 3


def ease(u, x1, y1, x2, y2):
    if u <= 0:
        return mpf(0)
    if u >= 1:
        return mpf(1)
    lo, hi = mpf(0), mpf(1)
    for _ in range(140):
        mid = (lo + hi) / 2
        if bernstein(mid, x1, x2) < u:
            lo = mid
        else:
            hi = mid
    return bernstein((lo + hi) / 2, y1, y2)


def curved(start, end, to, ti):
    """The sampled path, or None when lottie-web draws the segment straight."""
    if to is None or ti is None or len(start) < 2:
        return None
    dims = len(start)
    t_o = [mpf(to[d]) if d < len(to) else mpf(0) for d in range(dims)]
    t_i = [mpf(ti[d]) if d < len(ti) else mpf(0) for d in range(dims)]
    if start == end and all(v == 0 for v in t_o + t_i):
        return None
    flat = all(start[d] == 0 and end[d] == 0 and t_o[d] == 0 and t_i[d] == 0 for d in range(2, dims))
    if start != end and flat:
        def on_chord(x, y):
            return abs((end[0] - start[0]) * (y - start[1]) - (x - start[0]) * (end[1] - start[1])) < mpf("0.001")
        if on_chord(start[0] + t_o[0], start[1] + t_o[1]) and on_chord(end[0] + t_i[0], end[1] + t_i[1]):
            return None
    points, lengths = [], []
    for k in range(SAMPLES):
        t = mpf(k) / (SAMPLES - 1)
        point = [(1 - t) ** 3 * start[d] + 3 * (1 - t) ** 2 * t * (start[d] + t_o[d])
                 + 3 * (1 - t) * t ** 2 * (end[d] + t_i[d]) + t ** 3 * end[d] for d in range(dims)]
        if points:
            lengths.append(lengths[-1] + sqrt(sum((a - b) ** 2 for a, b in zip(point, points[-1]))))
        else:
            lengths.append(mpf(0))
        points.append(point)
    return points, lengths


def walk(path, fraction):
    points, lengths = path
    total = lengths[-1]
    if fraction == 0 or total == 0:
        return points[0]
    distance = total * fraction
    if not (0 < distance < total):
        return points[-1]
    for j in range(len(points) - 1):
        if lengths[j] <= distance < lengths[j + 1]:
            along = (distance - lengths[j]) / (lengths[j + 1] - lengths[j])
            return [a + (b - a) * along for a, b in zip(points[j], points[j + 1])]
    return points[-1]


def evaluate(keyframes, frame):
    frame = mpf(frame)
    values = [[mpf(v) for v in as_list(k["s"])] if "s" in k else None for k in keyframes]
    ends = [[mpf(v) for v in as_list(k["e"])] if "e" in k else None for k in keyframes]
    if len(keyframes) == 1:
        return values[0]
    last = len(keyframes) - 1

    def end_of(j):
        return values[j + 1] or ends[j] or values[j]

    if frame >= keyframes[last]["t"]:
        return end_of(last - 1)
    j = 0
    while j < last - 1 and keyframes[j + 1]["t"] <= frame:
        j += 1
    keyframe = keyframes[j]
    start = values[j]
    if keyframe.get("h") in (1, True) or frame < keyframe["t"]:
        return start
    end = end_of(j)
    u = (frame - keyframe["t"]) / (mpf(keyframes[j + 1]["t"]) - keyframe["t"])
    o, i = keyframe["o"], keyframe["i"]
    path = curved(start, end, keyframe.get("to"), keyframe.get("ti"))
    if path is not None:
        eased = ease(u, mpf(as_list(o["x"])[0]), mpf(as_list(o["y"])[0]),
                     mpf(as_list(i["x"])[0]), mpf(as_list(i["y"])[0]))
        return walk(path, eased)
    result = []
    for d in range(len(start)):
        if isinstance(o["x"], list):
            handles = (entry(o["x"], d), entry(o["y"], d), entry(i["x"], d), entry(i["y"], d))
        else:
            handles = (mpf(o["x"]), mpf(o["y"]), mpf(i["x"]), mpf(i["y"]))
        result.append(start[d] + (end[d] - start[d]) * ease(u, *handles))
    return result


def python_lottie_value(obj, frame):
    """python-lottie's value of a one-dimensional property object at a frame."""
    from lottie.objects.properties import Value
    return Value.load(obj).get_value(frame)


def main():
    mp.dps = 40
    try:
        from lottie.objects.properties import Value  # noqa: F401
    except ImportError:
        raise SystemExit("install python-lottie: pip install --break-system-packages lottie")
    rows = []
    for name in FILES:
        document = json.loads((DATA / name).read_text())
        for path, obj in animated_properties(document):
            keyframes = obj["k"]
            first, last = keyframes[0]["t"], keyframes[-1]["t"]
            frames = [first - 2 + 0.37 * n for n in range(int((last - first + 4) / 0.37) + 1)]
            frames += [k["t"] for k in keyframes]
            one_dimensional = len(as_list(keyframes[0]["s"])) == 1
            for frame in sorted(set(frames)):
                value = evaluate(keyframes, frame)
                checker = "mpmath"
                if one_dimensional and not any(k.get("h") for k in keyframes):
                    other = python_lottie_value(obj, frame)
                    change = max(abs(mpf(as_list(a["s"])[0]) - mpf(as_list(b["s"])[0]))
                                 for a, b in zip(keyframes, keyframes[1:]))
                    assert abs(mpf(other) - value[0]) <= mpf("1e-6") * change, (name, path, frame, other, value)
                    checker = "mpmath+python-lottie"
                for d, v in enumerate(value):
                    rows.append([name, path, repr(float(frame)), d, repr(float(v)), checker])
    with OUT.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["file", "path", "frame", "dimension", "value", "checker"])
        writer.writerows(rows)


if __name__ == "__main__":
    main()
