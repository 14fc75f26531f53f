"""`springfit lottie bake --expression` on a real file, read back by real Lottie tools.

Tests/ReferenceData/lottie/real/lights.json (airbnb/lottie-web, MIT) carries on layers[2].ks.p
an inertial-bounce expression whose amp, freq and decay come from effect sliders (20 / 2.5,
40 / 20, 40 / 20; `v/100` in the formula). The bake must:

- remove the expression `x` and change nothing outside that property object;
- add no schema error at the property (the original file has its own there: legacy `e`);
- rendered by rlottie at every frame from the first bounce's keyframe to the out point, put
  the layer where the expression puts it: a document with only that layer, drawn as a white
  bar, is rendered from the baked property and from a reference property with one linear
  keyframe per frame at the expression's value, evaluated here from its formula
  (`value + (v/100)·amp·sin(2π·freq·t)/exp(decay·t)`, v the keyframed velocity a tenth of a
  frame before the key, differentiated on the Bézier easing), plus, where the bake lands
  on the keyframe's value before the next keyframe (frame 180) or the out point (300), the
  landing's aim: target·step(t), target = −bounce(T)/step(T), a spring being linear in its
  target. The bar's box and centre must agree within the tolerance of the bounce's swing
  plus one pixel.
"""

import json
import math
import os
import subprocess

from lottie_bake import measures
from spring_reference import Spring

HERE = os.path.dirname(os.path.abspath(__file__))
FILE = os.path.join(HERE, "..", "ReferenceData", "lottie", "real", "lights.json")
TOLERANCE = 1e-3


def bezier(a, b, s):
    return 3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s * s * b + s ** 3


def slope(a, b, s):
    return 3 * (1 - s) ** 2 * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)


def arriving_velocity(keyframes, index, fps):
    """The velocity (units per second) of segment index - 1 a tenth of a frame before key
    `index` (legacy `e` keyframes, one easing for every dimension)."""
    k = keyframes[index - 1]
    t0, t1 = k["t"], keyframes[index]["t"]
    u = (t1 - 0.1 - t0) / (t1 - t0)
    low, high = 0.0, 1.0
    for _ in range(100):
        middle = (low + high) / 2
        if bezier(k["o"]["x"], k["i"]["x"], middle) < u:
            low = middle
        else:
            high = middle
    s = (low + high) / 2
    rate = slope(k["o"]["y"], k["i"]["y"], s) / slope(k["o"]["x"], k["i"]["x"], s)
    return [(e - a) * rate / (t1 - t0) * fps for a, e in zip(k["s"], k["e"])]


def slider(layer, name):
    effect = next(e for e in layer["ef"] if e["nm"] == name)
    return min(max(effect["ef"][0]["v"]["k"], 0), 100)


def only_layer(document, layer, prop):
    """A document with the layer alone (a null layer in the file), its position `prop`,
    drawn as an opaque white bar."""
    layer = json.loads(json.dumps(layer))
    layer["ks"]["p"] = prop
    layer["ks"]["o"] = {"a": 0, "k": 100}  # a null layer, at opacity 0 in the file
    layer.pop("ef", None)
    layer["ty"] = 4
    layer["shapes"] = [
        {"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 20]},
         "r": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]
    layer.pop("parent", None)
    result = dict(document, layers=[layer], assets=[])
    return json.dumps(result)


class Case:
    """The one case, named for the report."""

    def label(self):
        return "lights.json layer 3 position --expression"


def check(report, tools, springfit):
    with open(FILE, "rb") as file:
        original_bytes = file.read()
    original = json.loads(original_bytes)
    result = subprocess.run(
        [springfit, "lottie", "bake", FILE, "--layer", "3", "--property", "position",
         "--expression", "--tolerance", repr(TOLERANCE)], capture_output=True)
    label = Case()
    if result.returncode != 0:
        report.check("expression-bake", label, False, 0.0, result.stderr.decode())
        return
    baked = json.loads(result.stdout)
    prop = baked["layers"][2]["ks"]["p"]
    # Only the property changed, and it has no expression.
    rest_original = json.loads(json.dumps(original))
    rest_baked = json.loads(json.dumps(baked))
    del rest_original["layers"][2]["ks"]["p"], rest_baked["layers"][2]["ks"]["p"]
    report.check("expression-bytes", label, rest_original == rest_baked and "x" not in prop,
                 0.0, "the file changed outside layers[2].ks.p, or x is still there")
    def at_property(document):
        return {e for e in tools["schema_errors"](document) if e.startswith("layers/2/ks/p")}
    errors = sorted(at_property(baked) - at_property(original))
    report.check("expression-schema", label, not errors, 0.0, "; ".join(errors[:3]))
    # The expression, evaluated here.
    fps = original["fr"]
    layer = original["layers"][2]
    keyframes = layer["ks"]["p"]["k"]
    amp = slider(layer, "Position - Overshoot") / 2.5
    freq = slider(layer, "Position - Bounce") / 20
    decay = slider(layer, "Position - Friction") / 20
    omega = 2 * math.pi * freq
    stiffness, damping = repr(decay * decay + omega * omega), repr(2 * decay)
    # (key index, key frame, rest value, the last frame the bake may end at)
    bounces = [(1, 60, [397, 397, 0], 179), (3, 190, [397, 276, 0], 300)]
    values = {}
    worst_swing = 0.0
    for index, key, rest, latest in bounces:
        v = arriving_velocity(keyframes, index, fps)
        speed = math.sqrt(sum(c * c for c in v))
        direction = [c / speed for c in v]
        start = speed / 100 * amp * omega

        def bounce(t):
            return start / omega * math.sin(omega * t) / math.exp(decay * t)

        worst_swing = max(worst_swing, max(abs(bounce(f / 600)) for f in range(600)))
        landing = (latest - key) / fps
        step = Spring("1", stiffness, damping, "0", "1", "0")
        target = -bounce(landing) / step.value(landing)
        for frame in range(key, latest + 1):
            t = (frame - key) / fps
            q = bounce(t) + target * step.value(t)
            values[frame] = [r + d * q for r, d in zip(rest, direction)]
    # The reference property: the file's keyframes 0 (0 -> 60) and 2 (180 -> 190) as they
    # are, and one linear keyframe per frame of each bounce. All carry their end `e`, as the
    # file's do: rlottie ends a keyframe on the next one's `s` only when that has no `e`.
    linear = {"o": {"x": 1 / 3, "y": 1 / 3}, "i": {"x": 2 / 3, "y": 2 / 3}}
    reference_keys = [dict(keyframes[0])]
    for first, last in ((60, 179), (190, 300)):
        for frame in range(first, last + 1):
            reference_keys.append(dict(linear, t=frame, s=values[frame]))
        if first == 60:
            reference_keys.append(dict(keyframes[2]))
    for key, following in zip(reference_keys, reference_keys[1:]):
        if "e" not in key:
            key["e"] = following["s"]
    last = reference_keys[-1]
    reference_keys[-1] = {"t": last["t"], "s": last["s"]}
    reference_prop = {"a": 1, "k": reference_keys}
    ours = tools["rlottie"].LottieAnimation.from_data(only_layer(original, baked["layers"][2], prop))
    theirs = tools["rlottie"].LottieAnimation.from_data(
        only_layer(original, baked["layers"][2], reference_prop))
    width, height = int(original["w"]), int(original["h"])
    bound = TOLERANCE * worst_swing + 1.0
    worst, message = 0.0, "no frame"
    for frame in range(60, int(original["op"])):
        a = measures(ours.lottie_animation_render(frame_num=frame, width=width, height=height),
                     width, height)
        b = measures(theirs.lottie_animation_render(frame_num=frame, width=width, height=height),
                     width, height)
        if not a[6] > 0 or not b[6] > 0:
            worst, message = math.inf, f"frame {frame}: nothing drawn"
            break
        for measure in range(6):
            ratio = abs(a[measure] - b[measure]) / bound
            if ratio > worst:
                worst = ratio
                message = (f"frame {frame}, measure {measure}: {a[measure]:.3f} against "
                           f"{b[measure]:.3f} (bound {bound:.3f})")
    report.check("expression-rlottie", label, worst <= 1, worst, message)
