"""Reference values of After Effects' inertial-bounce expression on a real Lottie file.

Tests/ReferenceData/lottie/real/lights.json (airbnb/lottie-web, MIT) carries on
layers[2].ks.p the expression Bodymovin exported from the "Overshoot / Bounce / Friction"
slider rig:

    amp = div(effect('Position - Overshoot')('ADBE Slider Control-0001'), 2.5)
    freq = div(effect('Position - Bounce')('ADBE Slider Control-0001'), 20)
    decay = div(effect('Position - Friction')('ADBE Slider Control-0001'), 20)
    n = nearestKey(time).index, n-- when key(n).time > time; t = time - key(n).time
    v = velocityAtTime(key(n).time - thisComp.frameDuration/10)
    value + (v/100)*amp*sin(freq*t*2*PI)/exp(decay*t)

The slider values (20, 40, 40, each under clamp(value, 0, 100)) are read from the file's
`ef` by this script, the formula is evaluated directly in mpmath (50 digits), independently
of the Swift reader:

- v: the keyframed position's velocity a tenth of a frame (fr = 60) before the key, per
  second: per dimension (e − s)·y'(τ)/x'(τ)/span·fr with τ solving x(τ) = u by bisection
  on the Bézier (0,0), o, i, (1,1) of the arriving segment (legacy `e` keyframes);
- the bounce's offset from the keyframed value at t seconds after the key.

Columns: keyframe (index), frame, seconds (t after the key), dimension, velocity (v, units
per second), offset (repr of the double nearest the mpmath value).

Output: Tests/ReferenceData/lottie-bounce.csv. Rerun from the repository root:
    python3 Scripts/reference/lottie_bounce_reference.py
"""

import json
import mpmath

mpmath.mp.dps = 50

FILE = "Tests/ReferenceData/lottie/real/lights.json"
OUT = "Tests/ReferenceData/lottie-bounce.csv"


def slider(layer, name):
    for effect in layer["ef"]:
        if effect["nm"] == name:
            value = mpmath.mpf(effect["ef"][0]["v"]["k"])
            return min(max(value, 0), 100)  # the control's own clamp(value, 0, 100)
    raise KeyError(name)


def bezier(a, b, s):
    return 3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s**2 * b + s**3


def bezier_slope(a, b, s):
    return 3 * (1 - s) ** 2 * a + 6 * (1 - s) * s * (b - a) + 3 * s**2 * (1 - b)


def velocity(keyframes, index, frame, fr):
    """Per-second velocity of the segment keyframes[index] -> keyframes[index+1] at frame."""
    k = keyframes[index]
    t0, t1 = mpmath.mpf(k["t"]), mpmath.mpf(keyframes[index + 1]["t"])
    u = (frame - t0) / (t1 - t0)
    x1, y1 = mpmath.mpf(k["o"]["x"]), mpmath.mpf(k["o"]["y"])
    x2, y2 = mpmath.mpf(k["i"]["x"]), mpmath.mpf(k["i"]["y"])
    low, high = mpmath.mpf(0), mpmath.mpf(1)
    for _ in range(200):
        middle = (low + high) / 2
        if bezier(x1, x2, middle) < u:
            low = middle
        else:
            high = middle
    s = (low + high) / 2
    slope = bezier_slope(y1, y2, s) / bezier_slope(x1, x2, s)
    return [
        (mpmath.mpf(e) - mpmath.mpf(a)) * slope / (t1 - t0) * fr
        for a, e in zip(k["s"], k["e"])
    ]


def main():
    with open(FILE) as handle:
        document = json.load(handle)
    fr = mpmath.mpf(document["fr"])
    layer = document["layers"][2]
    keyframes = layer["ks"]["p"]["k"]
    amp = slider(layer, "Position - Overshoot") / mpmath.mpf("2.5")
    freq = slider(layer, "Position - Bounce") / 20
    decay = slider(layer, "Position - Friction") / 20
    rows = ["keyframe,frame,seconds,dimension,velocity,offset"]
    for index in (1, 3):  # the keyframes arrived at moving (0 -> 60 and 180 -> 190)
        key_frame = mpmath.mpf(keyframes[index]["t"])
        v = velocity(keyframes, index - 1, key_frame - mpmath.mpf("0.1"), fr)
        for step in range(0, 61):
            seconds = mpmath.mpf(step) / 40  # 0 to 1.5 s
            for dimension, vd in enumerate(v):
                offset = (
                    vd / 100 * amp * mpmath.sin(freq * seconds * 2 * mpmath.pi)
                    / mpmath.exp(decay * seconds)
                )
                rows.append(
                    f"{index},{mpmath.nstr(key_frame, 17)},{repr(float(seconds))},{dimension},"
                    f"{repr(float(vd))},{repr(float(offset))}"
                )
    with open(OUT, "w") as handle:
        handle.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
