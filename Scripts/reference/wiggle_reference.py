"""Reference fits for wiggles: keyframes whose first and last values are equal.

Attention seekers written from the public descriptions of animate.css's effects (shakeX,
headShake, swing, tada's rotation, wobble, jello, heartBeat, bounce, rubberBand, pulse) and of
the waving-hand emoji CSS, plus synthetic keyframes of known springs from rest position with a
velocity (nearly undamped ones included). Each is a linear keyframe track (Core Animation
semantics: piecewise linear between (keyTime, value)); a mass-1 spring from the first to the
last value with free ω0, ζ ≥ 0 and v0 is fitted with scipy's least_squares from 30 seeded
random starts, over both windows SpringFitter offers:

- keyframesThenHeld: 1001 evenly spaced times over [0, T], then 1000 more over (T, 2T] where
  the data is the last value, held;
- keyframesOnly: the 1001 times over [0, T].

SpringFitter must be no worse than 1e-3 relative on every row (Tests/SpringFittingTests).

Rerun from the repository root:  python3 Scripts/reference/wiggle_reference.py
"""
import csv
from pathlib import Path

import numpy as np
from scipy.optimize import least_squares

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "wiggle-reference.csv"


def even(n):
    return [i / (n - 1) for i in range(n)]


def spring(params, t, start, end):
    w, z, v = params
    u0, lam = start - end, z * w
    if abs(z - 1) < 1e-9:
        u = np.exp(-lam * t) * (u0 + (v + lam * u0) * t)
    elif z < 1:
        wd = w * np.sqrt(1 - z * z)
        u = np.exp(-lam * t) * (u0 * np.cos(wd * t) + (v + lam * u0) / wd * np.sin(wd * t))
    else:
        s = w * np.sqrt(z * z - 1)
        slow, fast = np.exp((-lam + s) * t), np.exp((-lam - s) * t)
        u = u0 * (slow + fast) / 2 + (v + lam * u0) * (slow - fast) / (2 * s)
    return end + u


def synthetic(w, z, v, cycles, count):
    """`count` keyframes of a known spring leaving 0 with velocity v, over `cycles` whole
    damped periods, so that the last keyframe is 0 again (from == to). Returns the duration
    and the values."""
    duration = 2 * np.pi * cycles / (w * np.sqrt(1 - z * z))
    values = list(map(float, spring((w, z, v), np.linspace(0, duration, count), 0.0, 0.0)))
    values[-1] = 0.0  # sin(2π·cycles) is 0 but for rounding
    return duration, values


def synthetic_case(label, w, z, v, cycles, count):
    duration, values = synthetic(w, z, v, cycles, count)
    return (label, duration, even(count), values)


# (label, duration, keyTimes, values)
CASES = [
    ("shakeX", 1.0, even(11), [0, -10, 10, -10, 10, -10, 10, -10, 10, -10, 0]),
    ("headShake", 1.0, [0, 0.065, 0.185, 0.315, 0.435, 0.5, 1], [0, -6, 5, -3, 2, 0, 0]),
    ("swing", 1.0, even(6), [0, 15, -10, 5, -5, 0]),
    ("tada-rotation", 1.0, even(11), [0, -3, -3, 3, -3, 3, -3, 3, -3, 3, 0]),
    ("wobble", 1.0, [0, 0.15, 0.3, 0.45, 0.6, 0.75, 1], [0, -25, 20, -15, 10, -5, 0]),
    ("jello", 1.0, [0, 0.111, 0.222, 0.333, 0.444, 0.555, 0.666, 0.777, 0.888, 1],
     [0, 0, -12.5, 6.25, -3.125, 1.5625, -0.78125, 0.390625, -0.1953125, 0]),
    ("heartBeat", 1.3, [0, 0.14, 0.28, 0.42, 0.7, 1], [1, 1.3, 1, 1.3, 1, 1]),
    ("bounce", 1.0, [0, 0.2, 0.4, 0.43, 0.53, 0.7, 0.8, 0.9, 1], [0, 0, -30, -30, 0, -15, 0, -4, 0]),
    ("rubberBand", 1.0, [0, 0.3, 0.4, 0.5, 0.65, 0.75, 1], [1, 1.25, 0.75, 1.15, 0.95, 1.05, 1]),
    ("pulse", 1.0, even(3), [1, 1.05, 1]),
    ("wave-emoji", 2.5, [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 1], [0, 14, -8, 14, -4, 10, 0, 0]),
    synthetic_case("spring-z0.15", 40, 0.15, 30, 6, 37),
    synthetic_case("spring-z0.05", 25, 0.05, 20, 4, 33),
    synthetic_case("spring-z0", 30, 0.0, 12, 3, 37),
    synthetic_case("spring-z0.01-fast", 60, 0.01, -50, 8, 65),
]


def data(duration, key_times, values, window):
    t = np.linspace(0, duration, 1001)
    y = np.interp(t, np.array(key_times) * duration, values)
    if window == "keyframesThenHeld":
        tail = duration + t[1:]
        t = np.concatenate([t, tail])
        y = np.concatenate([y, np.full(1000, values[-1])])
    return t, y


def fit(t, y, start, end, duration, scale, rng, starts=30):
    best = None
    base = 2 * np.pi / duration
    for _ in range(starts):
        x0 = [base * rng.uniform(0.2, 12), rng.uniform(0.0, 1.5),
              rng.uniform(-20, 20) * scale * rng.uniform(0.2, 3)]
        result = least_squares(
            lambda p: spring(p, t, start, end) - y, x0,
            bounds=([1e-6, 0, -np.inf], [np.inf, 1e3, np.inf]), xtol=1e-15, ftol=1e-15,
            gtol=1e-15, max_nfev=4000)
        rms = float(np.sqrt(np.mean(result.fun**2)))
        if best is None or rms < best[0]:
            best = (rms, result.x)
    return best


def main():
    rows = []
    for label, duration, key_times, values in CASES:
        for window in ["keyframesThenHeld", "keyframesOnly"]:
            t, y = data(duration, key_times, values, window)
            scale = max(values) - min(values)
            rng = np.random.default_rng(2026)
            rms, (w, z, v) = fit(t, y, values[0], values[-1], duration, scale, rng)
            rows.append([label, window, repr(float(duration)), ";".join(map(repr, map(float, key_times))),
                         ";".join(map(repr, map(float, values))), repr(rms), repr(float(w)),
                         repr(float(z)), repr(float(v))])
            print(f"{label} {window}: rms {rms:.6g} at w0 {w:.6g}, zeta {z:.6g}, v0 {v:.6g}")
    with OUT.open("w", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["label", "window", "duration", "keyTimes", "values", "rmsError",
                         "naturalFrequency", "dampingRatio", "initialVelocity"])
        writer.writerows(rows)


if __name__ == "__main__":
    main()
