"""The Lottie exports of `springfit keyframes --format lottie`, and what each check reads.

Every case is one springfit command: a spring (mass, stiffness, damping, from, to, velocity as
decimal text, read by Python as the same doubles Swift reads), a property (scale, position,
rotation), a tolerance in value units and a frame rate. The springs cover the regimes: under-
damped (zeta 0.2 and 0.5, one moving down with an initial velocity), critically damped (exactly
zeta 1) and overdamped (zeta 2) with initial velocities.
"""

import json
import math
import subprocess

from spring_reference import Spring

# (name, spring): m, k, c as text; zeta = c / (2 sqrt(k m)).
SPRINGS = [
    ("zeta 0.2", Spring("1", "157.91367041742973", "5.026548245743669", "0", "1", "0")),
    ("zeta 0.5 down, v -3", Spring("1", "100", "10", "1", "0.25", "-3")),
    ("zeta 1, v 4", Spring("1", "64", "16", "0", "1", "4")),
    ("zeta 2, v -2", Spring("1", "25", "20", "0", "1", "-2")),
]

# The document's geometry (LottieDocumentWriter's defaults): a 512 x 512 canvas, a 256-pixel
# square centred on it.
CANVAS = 512
SIDE = 256.0


class Case:
    """One export: the spring, the property's motion, the tolerance and the frame rate."""

    def __init__(self, name, spring, lottie_property, relative, fps):
        self.name = name
        self.lottie_property = lottie_property
        self.fps = fps
        # The motion in the property's units: scale as given (a factor), position over 100
        # pixels from x = 200 (the square stays on the canvas through every overshoot),
        # rotation through 45 degrees.
        start, target, velocity = spring.start, spring.target, spring.velocity
        if lottie_property == "position":
            scale, offset = 100.0, 200.0
        elif lottie_property == "rotation":
            scale, offset = 45.0, 0.0
        else:
            scale, offset = 1.0, 0.0
        text = spring.text
        self.spring = Spring(
            text["mass"], text["stiffness"], text["damping"], repr(offset + scale * start),
            repr(offset + scale * target), repr(scale * velocity))
        self.tolerance = relative * abs(self.spring.target - self.spring.start)

    def label(self):
        return (f"{self.name} {self.lottie_property}, tolerance {self.tolerance:g}, "
                f"{self.fps:g} fps")

    def arguments(self, document):
        arguments = self.spring.arguments() + [
            "--format", "lottie", "--property", self.lottie_property,
            "--tolerance", repr(self.tolerance), "--fps", repr(self.fps)]
        return arguments + (["--document"] if document else [])

    def export(self, springfit, document):
        """springfit's output: the text and the parsed JSON (whose dicts keep the text's
        key order)."""
        result = subprocess.run(
            [springfit, "keyframes"] + self.arguments(document), capture_output=True,
            text=True, check=False)
        if result.returncode != 0:
            raise RuntimeError(
                f"springfit keyframes {' '.join(self.arguments(document))} exited "
                f"{result.returncode}: {result.stderr.strip()}")
        return result.stdout, json.loads(result.stdout)

    def expected(self, seconds):
        """The property's value at `seconds`, from the closed form."""
        return self.spring.value(seconds)


def all_cases():
    """Every spring with every property, at three tolerances and four frame rates (not the
    full product: each spring gets each tolerance and frame rate at least once per property)."""
    cases = []
    rates = [24, 30, 60, 120]
    relatives = [1e-2, 1e-3, 1e-4]
    for index, (name, spring) in enumerate(SPRINGS):
        for offset, lottie_property in enumerate(["scale", "position", "rotation"]):
            for step, relative in enumerate(relatives):
                fps = rates[(index + offset + step) % len(rates)]
                cases.append(Case(name, spring, lottie_property, relative, fps))
    # A lightly damped spring whose planned segments would need handles beyond |y| = 100: the
    # writer splits them on the same curve.
    cases.append(Case("zeta 0.02", Spring("1", "157.91367041742973", "0.5026548245743669",
                                          "0", "1", "0"), "scale", 1e-2, 24))
    # Springs whose handles, before the writer split such segments, printed to rlottie keys
    # that an earlier keyframe had (rlottie then drew them with that keyframe's curve).
    cases.append(Case("zeta 0.15", Spring("1", "157.91367041742973", "3.7699111843077517",
                                          "0", "1", "0"), "rotation", 1e-4, 30))
    return cases


def animated_property(document, lottie_property):
    """The animated property of the document's one layer."""
    transform = document["layers"][0]["ks"]
    if lottie_property == "scale":
        return transform["s"]
    if lottie_property == "rotation":
        return transform["r"]
    return transform["p"]["x"]


def bezier_progress(x1, y1, x2, y2, u):
    """The cubic-bezier easing from (0,0) through (x1,y1), (x2,y2) to (1,1) at time u,
    solved by bisection on x (monotone for x1, x2 in [0, 1]) to 1e-15."""
    if u <= 0:
        return 0.0
    if u >= 1:
        return 1.0
    low, high = 0.0, 1.0
    for _ in range(60):
        s = (low + high) / 2
        x = 3 * (1 - s) ** 2 * s * x1 + 3 * (1 - s) * s * s * x2 + s ** 3
        if x < u:
            low = s
        else:
            high = s
    s = (low + high) / 2
    return 3 * (1 - s) ** 2 * s * y1 + 3 * (1 - s) * s * s * y2 + s ** 3


def lottie_value(keyframes, frame, factor):
    """The value a Lottie player draws at `frame` from the keyframes as written (the
    specification's and lottie-web's rule, the first element of every array), over
    `factor`."""
    if frame <= keyframes[0]["t"]:
        return keyframes[0]["s"][0] / factor
    for start, end in zip(keyframes, keyframes[1:]):
        if start["t"] <= frame < end["t"]:
            u = (frame - start["t"]) / (end["t"] - start["t"])
            o, i = start["o"], start["i"]
            ease = bezier_progress(o["x"][0], o["y"][0], i["x"][0], i["y"][0], u)
            return (start["s"][0] + (end["s"][0] - start["s"][0]) * ease) / factor
    return keyframes[-1]["s"][0] / factor


def form_problems(prop, lottie_property):
    """Where an animated property leaves the form every player plays the same."""
    problems = []
    keyframes = prop.get("k", [])
    if prop.get("a") != 1 or not keyframes:
        return ["not an animated property with keyframes"]
    dimensions = 2 if lottie_property == "scale" else 1
    for index, keyframe in enumerate(keyframes):
        where = f"k[{index}]"
        if "n" in keyframe or "h" in keyframe or "to" in keyframe or "ti" in keyframe:
            problems.append(f"{where} has a name, a hold or spatial tangents")
        if len(keyframe["s"]) != dimensions or len(set(keyframe["s"])) != 1:
            problems.append(f"{where}.s is not {dimensions} equal numbers: {keyframe['s']}")
        last = index == len(keyframes) - 1
        if last != ("i" not in keyframe and "o" not in keyframe):
            problems.append(f"{where}: i/o must be on every keyframe but the last")
        for handle in ("o", "i"):
            if handle not in keyframe:
                continue
            x, y = keyframe[handle]["x"], keyframe[handle]["y"]
            if len(x) != 1 or len(y) != 1:
                problems.append(f"{where}.{handle} is not one easing for all dimensions")
            elif not 0 <= x[0] <= 1 or abs(y[0]) > 100:
                problems.append(f"{where}.{handle} = ({x[0]}, {y[0]}) is out of range")
        if index > 0 and not keyframe["t"] > keyframes[index - 1]["t"]:
            problems.append(f"{where}.t does not increase")
    return problems


def factor_of(lottie_property):
    return 100.0 if lottie_property == "scale" else 1.0


def measured_extent(pixels, lottie_property):
    """What the rendered frame shows of the square (BGRA premultiplied bytes, white square):
    for scale its width along the middle row (the bounding box's width, to a fraction of a
    pixel from the edge pixels' coverage), for position the middle of that row's covered span
    (the bounding box's centre), for rotation the chord along the middle row (a rotated
    square's bounding box ends at two vertices, too faint in the antialiased edge to read to
    a pixel; the chord is read to a fraction of one and has a closed form too)."""
    row = CANVAS // 2
    alpha = pixels[row * CANVAS * 4 + 3:(row + 1) * CANVAS * 4:4]
    coverage = [a / 255.0 for a in alpha]
    width = sum(coverage)
    if lottie_property == "position":
        if width == 0:
            return float("nan")
        return sum((x + 0.5) * c for x, c in enumerate(coverage)) / width
    return width


def expected_extent(value, lottie_property):
    """The closed form of what `measured_extent` reads, for the property's value."""
    if lottie_property == "scale":
        return SIDE * abs(value)
    if lottie_property == "position":
        return value
    return rotated_chord(math.radians(value), ROW_OFFSET)


# The middle row (index CANVAS / 2) samples y half a pixel below the square's centre.
ROW_OFFSET = 0.5


def rotated_chord(angle, offset):
    """The length of the line y = offset inside the square of side SIDE centred at the origin
    and rotated by `angle`: the points with |x cos + y sin| <= SIDE/2 and
    |-x sin + y cos| <= SIDE/2."""
    low, high = -math.inf, math.inf
    half = SIDE / 2
    for a, b in ((math.cos(angle), math.sin(angle)), (-math.sin(angle), math.cos(angle))):
        # |a x + b offset| <= half
        if abs(a) < 1e-15:
            if abs(b * offset) > half:
                return 0.0
            continue
        ends = sorted(((-half - b * offset) / a, (half - b * offset) / a))
        low, high = max(low, ends[0]), min(high, ends[1])
    return max(0.0, high - low)


def extent_per_unit(lottie_property):
    """The most pixels the extent moves per value unit (for the tolerance): the side for
    scale, 1 for position, and for rotation the steepest slope of side / max(|cos|, |sin|),
    side * sqrt(2) per radian (at 45 degrees), in degrees."""
    if lottie_property == "scale":
        return SIDE
    if lottie_property == "position":
        return 1.0
    return SIDE * math.sqrt(2) * math.pi / 180


def rlottie_key(handles_out, handles_in):
    """rlottie's interpolator cache key: snprintf into 20 bytes of "%.2f_%.2f_%.2f_%.2f" of
    i.x, i.y, o.x, o.y (floats), so at most 19 characters."""
    import struct

    def as_float(value):
        return struct.unpack("f", struct.pack("f", value))[0]

    text = "%.2f_%.2f_%.2f_%.2f" % tuple(
        as_float(v) for v in (handles_in["x"][0], handles_in["y"][0],
                              handles_out["x"][0], handles_out["y"][0]))
    return text[:19]


def rlottie_shared(keyframes):
    """The keyframes as rlottie keeps them: each keyframe's handles replaced by those of the
    first keyframe with the same cache key."""
    cache = {}
    shared = []
    for keyframe in keyframes:
        if "o" not in keyframe:
            shared.append(keyframe)
            continue
        key = rlottie_key(keyframe["o"], keyframe["i"])
        first = cache.setdefault(key, (keyframe["o"], keyframe["i"]))
        shared.append(dict(keyframe, o=first[0], i=first[1]))
    return shared
