"""`springfit fit --batch` against scipy's least_squares from 6 starts, side by side.

Writes N random keyframe sets (cubic, 4 to 8 values from 0 to 1, 0.3 to 1 s), times
`springfit fit --batch` on all of them (release build, every core), then scipy's
least_squares from 6 seeded random starts of the same objective (the keyframe curve at 1001
times over the duration, then the last value held at 1000 more up to twice it; free ω0, ζ ≥ 0,
v0) on the first M sets, one after the other as a script would, and prints the time per fit of
each and their ratio. The issue's bar is 100×.

  swift build -c release --product springfit
  python3 Scripts/reference/batch_speed.py [N] [M]

SPRINGFIT=/path/to/springfit times another build (an older one, for a before/after).
"""
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from scipy.optimize import least_squares

ROOT = Path(__file__).resolve().parents[2]
SPRINGFIT = Path(os.environ.get("SPRINGFIT", ROOT / ".build" / "release" / "springfit"))


def curve(values, duration, t):
    """Catmull-Rom keyframe curve, phantom ends equal to the end values (DESIGN.md)."""
    n = len(values)
    f = np.clip(t / duration, 0, 1)
    seg = np.minimum((f * (n - 1)).astype(int), n - 2)
    s = f * (n - 1) - seg
    p = lambda i: np.array(values)[np.clip(i, 0, n - 1)]
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


def scipy_fit(values, duration, rng):
    t = np.linspace(0, duration, 1001)
    y = curve(values, duration, t)
    t = np.concatenate([t, duration + t[1:]])
    y = np.concatenate([y, np.full(1000, values[-1])])
    base = 2 * np.pi / duration
    best = None
    for _ in range(6):
        x0 = [base * rng.uniform(0.2, 10), rng.uniform(0.05, 3), rng.uniform(-20, 20)]
        result = least_squares(
            lambda p: spring(p, t, values[0], values[-1]) - y, x0,
            bounds=([1e-6, 0, -np.inf], [np.inf, 1e3, np.inf]))
        rms = float(np.sqrt(np.mean(result.fun**2)))
        best = rms if best is None else min(best, rms)
    return best


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    m = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = np.random.default_rng(15)
    sets = []
    for _ in range(n):
        count = int(rng.integers(4, 9))
        values = [0.0] + list(map(float, rng.uniform(0.5, 1.5, count - 2))) + [1.0]
        sets.append({"values": values, "duration": float(rng.uniform(0.3, 1.0)),
                     "calculationMode": "cubic"})
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "sets.jsonl")
        with open(path, "w") as f:
            for s in sets:
                f.write(json.dumps(s) + "\n")
        start = time.perf_counter()
        run = subprocess.run([str(SPRINGFIT), "fit", "--batch", path], capture_output=True,
                             text=True, check=True)
        ours = (time.perf_counter() - start) / n
    results = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(results) == n and all("rmsError" in r for r in results)
    rng = np.random.default_rng(16)
    start = time.perf_counter()
    references = [scipy_fit(s["values"], s["duration"], rng) for s in sets[:m]]
    theirs = (time.perf_counter() - start) / m
    worse = sum(1 for r, ref in zip(results, references) if r["rmsError"] > ref * (1 + 1e-6))
    print(f"springfit fit --batch: {n} fits, {ours * 1e3:.3f} ms per fit ({os.cpu_count()} cores)")
    print(f"scipy least_squares, 6 starts: {m} fits, {theirs * 1e3:.1f} ms per fit")
    print(f"ratio: {theirs / ours:.0f}x; springfit worse than scipy on {worse} of {m}")


if __name__ == "__main__":
    main()
