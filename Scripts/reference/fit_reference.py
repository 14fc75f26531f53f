"""Reference fits for SpringFitting: a generic optimiser on the same objective.

For each keyframe set, the keyframe curve (Core Animation semantics as DESIGN.md defines
them: linear, or cubic Catmull-Rom with phantom end points equal to the end values, evenly
spaced keyTimes) is sampled at 1001 evenly spaced times over [0, duration]; a mass-1 spring
from the first to the last value with free ω0, ζ and v0 is fitted to it with scipy's
least_squares from 30 seeded random starts, and the best RMS error is written out.
SpringFitter must be no worse on every row (Tests/SpringFittingTests).

Rerun from the repository root:  python3 Scripts/reference/fit_reference.py
"""
import csv
from pathlib import Path

import numpy as np
from scipy.optimize import least_squares

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "fit-reference.csv"

CASES = [
    ("scale-pop", "cubic", 1 / 3, [0.4, 1, 0.9, 1]),
    ("scale-pop-linear", "linear", 1 / 3, [0.4, 1, 0.9, 1]),
    ("overshoot", "cubic", 0.6, [0, 1.2, 0.95, 1.02, 1]),
    ("ease-out", "linear", 0.5, [0, 0.6, 0.85, 0.95, 1]),
    ("bounce-twice", "cubic", 1.0, [0, 1.3, 0.8, 1.1, 0.97, 1]),
    ("slow-settle", "cubic", 2.0, [10, 60, 85, 95, 99, 100]),
]


def curve(values, mode, duration, t):
    n = len(values)
    f = np.clip(t / duration, 0, 1)
    seg = np.minimum((f * (n - 1)).astype(int), n - 2)
    s = f * (n - 1) - seg
    p = lambda i: np.array(values)[np.clip(i, 0, n - 1)]
    if mode == "linear":
        return p(seg) + s * (p(seg + 1) - p(seg))
    d0 = (p(seg + 1) - p(seg - 1)) / 2
    d1 = (p(seg + 2) - p(seg)) / 2
    h00, h10 = 2 * s**3 - 3 * s**2 + 1, s**3 - 2 * s**2 + s
    h01, h11 = -2 * s**3 + 3 * s**2, s**3 - s**2
    return h00 * p(seg) + h10 * d0 + h01 * p(seg + 1) + h11 * d1


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


def main():
    rows = []
    for label, mode, duration, values in CASES:
        t = np.linspace(0, duration, 1001)
        y = curve(values, mode, duration, t)
        scale = max(values) - min(values)
        rng = np.random.default_rng(2026)
        best = None
        for _ in range(30):
            base = 2 * np.pi / duration
            x0 = [base * rng.uniform(0.2, 10), rng.uniform(0.05, 3), rng.uniform(-20, 20) * scale]
            result = least_squares(
                lambda p: spring(p, t, values[0], values[-1]) - y, x0,
                bounds=([1e-6, 0, -np.inf], [np.inf, 1e3, np.inf]), xtol=1e-15, ftol=1e-15,
                gtol=1e-15)
            rms = float(np.sqrt(np.mean(result.fun**2)))
            if best is None or rms < best[0]:
                best = (rms, result.x)
        rms, (w, z, v) = best
        rows.append([label, mode, repr(duration), ";".join(map(repr, map(float, values))),
                     repr(float(rms)), repr(float(w)), repr(float(z)), repr(float(v))])
        print(f"{label}: rms {rms:.6g} at w0 {w:.6g}, zeta {z:.6g}, v0 {v:.6g}")
    with OUT.open("w", newline="") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["label", "mode", "duration", "values", "rmsError", "naturalFrequency",
                         "dampingRatio", "initialVelocity"])
        writer.writerows(rows)


if __name__ == "__main__":
    main()
