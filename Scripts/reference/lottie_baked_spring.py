"""Write a Lottie file whose scale is a known spring baked one keyframe per frame.

Bodymovin bakes an expression (a spring written in After Effects) into one keyframe per frame
with linear easing; `springfit fit` must recognise such a motion as a sampled spring and recover
it. The spring is the closed form of the damped oscillator

    x(t) = to + (from − to)·e^(−σt)·(cos ω_d t + (σ/ω_d)·sin ω_d t)      (initial velocity 0)

with mass 1, stiffness k, damping c: σ = c/2, ω_d = √(k − σ²) (under-damped). It is evaluated
with mpmath at 40 digits and written with repr() of the nearest double. Each of the two scale
dimensions has its own from and the same target, so one spring moves both.

Output: Tests/ReferenceData/lottie/baked-spring.json. Rerun from the repository root
(deterministic):
    python3 Scripts/reference/lottie_baked_spring.py
"""
import json
from pathlib import Path

from mpmath import cos, exp, mp, mpf, sin, sqrt

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "lottie" / "baked-spring.json"

STIFFNESS = 170
DAMPING = 14
FRAME_RATE = 60
FRAMES = 72  # 1.2 s: the motion runs from frame 0 to frame 72
FROM = [40, 60]
TO = [100, 100]


def spring(start, target, time):
    sigma = mpf(DAMPING) / 2
    omega = sqrt(mpf(STIFFNESS) - sigma**2)
    envelope = exp(-sigma * time) * (cos(omega * time) + sigma / omega * sin(omega * time))
    return target + (start - target) * envelope


def main():
    mp.dps = 40
    keyframes = []
    for frame in range(FRAMES + 1):
        time = mpf(frame) / FRAME_RATE
        value = [float(spring(mpf(a), mpf(b), time)) for a, b in zip(FROM, TO)]
        keyframe = {"t": frame, "s": value}
        if frame < FRAMES:
            keyframe["o"] = {"x": [0], "y": [0]}
            keyframe["i"] = {"x": [1], "y": [1]}
        keyframes.append(keyframe)
    document = {
        "v": "5.7.4", "fr": FRAME_RATE, "ip": 0, "op": FRAMES + 18, "w": 400, "h": 400,
        "nm": f"spring stiffness {STIFFNESS} damping {DAMPING} baked at {FRAME_RATE} fps",
        "layers": [{
            "ind": 1, "ty": 4, "nm": "Baked", "ip": 0, "op": FRAMES + 18, "st": 0,
            "ks": {"s": {"a": 1, "k": keyframes}},
            "shapes": [{"ty": "rc", "nm": "Box", "s": {"a": 0, "k": [100, 100]},
                        "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}],
        }],
    }
    # One keyframe per line keeps the file readable and its diffs small.
    text = json.dumps(document, indent=1)
    rows = ",\n".join("      " + json.dumps(keyframe) for keyframe in keyframes)
    marker = json.dumps(keyframes, indent=1).replace("\n", "\n" + " " * 5)
    assert marker in text
    OUT.write_text(text.replace(marker, "[\n" + rows + "\n     ]") + "\n")


if __name__ == "__main__":
    main()
