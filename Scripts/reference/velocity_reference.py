"""Reference release velocities: a port of Jetpack Compose's VelocityTracker1D, exact arithmetic.

Ported from androidx/androidx
compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/input/pointer/util/VelocityTracker.kt
at a561d9e8 (read for its algorithm; no code copied), independently of SpringKit's Swift code:

- History: a ring of 20 samples (addDataPoint overwrites the oldest).
- Window (calculateVelocity): from the newest sample backwards, at most 20; for each sample
  age = t_newest - t and delta = |t - t_previous|, where t_previous is the previously visited
  sample for Lsq2 and always the newest sample for Impulse on positions (the current code's
  `previousSample = if (strategy == Lsq2 || isDataDifferential) sample else newestSample`).
  Stop before the first sample with age > 100 ms or delta > 40 ms. Decisions are taken on the
  trace's times in milliseconds, exactly (Python Fractions), as Compose compares whole
  milliseconds.
- Minimum counts: Lsq2 3 samples, Impulse 2; otherwise 0.
- Lsq2: the least-squares parabola x(tau) = b0 + b1 tau + b2 tau^2 over the window, velocity
  b1. Compose solves it by Gram-Schmidt in Float; here the normal equations are solved in
  mpmath at 50 digits (the exact least-squares slope). Where the window has fewer than three
  distinct times the parabola is not determined: Compose's current code clamps a column norm at
  1e-6 and returns an unusable number, its Compose 1.5 era code caught the failure and returned
  0; SpringKit (and this port) return 0.
- Impulse: oldest to newest, skip pairs at equal times; v_k = dx/dt; E += (v_k - s)|v_k| with
  s = sign(E) sqrt(2|E|); after the oldest pair (when not skipped) E /= 2; result
  sign(E) sqrt(2|E|). Per axis for 2-D traces, as Compose runs one 1-D tracker per axis.

Arithmetic: every time is written to the CSV in seconds as the double nearest ms/1000, and
every position as a double; the velocities are computed from exactly those doubles (mpmath,
50 digits), in units per second, with tau = t - t_newest in seconds.

Outputs (from the repository root: python3 Scripts/reference/velocity_reference.py):
- Tests/ReferenceData/velocity-traces.csv: label,index,time,x,y (y empty for 1-D traces).
- Tests/ReferenceData/velocity-reference.csv: label,strategy,count,vx,vy,scale,composeX,composeY,
  where count is the window's sample count, scale a speed of the trace (the largest |dx/dt|
  between neighbouring samples at distinct times, over all axes) against which a test measures
  error when the velocity itself is near 0, and composeX/composeY what Compose itself computes
  in Float (emulated with numpy float32, traces at whole milliseconds only).
"""

import csv
import random
from fractions import Fraction

from mpmath import mp, mpf, matrix, lu_solve, sqrt, nstr

mp.dps = 50

HISTORY = 20
HORIZON_MS = 100
PAUSE_MS = 40


def window(times_ms, strategy):
    """Indices (oldest first) of Compose's window over the newest HISTORY samples."""
    kept = list(range(len(times_ms)))[-HISTORY:]
    if not kept:
        return []
    newest = kept[-1]
    previous = newest
    chosen = []
    for i in reversed(kept):
        age = times_ms[newest] - times_ms[i]
        delta = abs(times_ms[i] - times_ms[previous])
        previous = i if strategy == "lsq2" else newest
        if age > HORIZON_MS or delta > PAUSE_MS:
            break
        chosen.append(i)
    return list(reversed(chosen))


def lsq2(taus, xs):
    if len(set(taus)) < 3:
        return mpf(0)
    # Normal equations of the unweighted quadratic fit, solved at 50 digits.
    s = [sum(t ** k for t in taus) for k in range(5)]
    b = [sum(x * t ** k for t, x in zip(taus, xs)) for k in range(3)]
    a = matrix([[s[i + j] for j in range(3)] for i in range(3)])
    coefficients = lu_solve(a, matrix(b))
    return coefficients[1]


def energy_velocity(e):
    if e == 0:
        return mpf(0)
    return (1 if e > 0 else -1) * sqrt(2 * abs(e))


def impulse(taus, xs):
    e = mpf(0)
    for k in range(1, len(taus)):
        dt = taus[k] - taus[k - 1]
        if dt == 0:
            continue
        v = (xs[k] - xs[k - 1]) / dt
        e += (v - energy_velocity(e)) * abs(v)
        if k == 1:
            e /= 2
    return energy_velocity(e)


def velocity(trace, strategy):
    times_ms, axes = trace["ms"], trace["axes"]
    indices = window(times_ms, strategy)
    minimum = 3 if strategy == "lsq2" else 2
    if len(indices) < minimum:
        return len(indices), [mpf(0)] * len(axes)
    seconds = [mpf(trace["seconds"][i]) for i in indices]
    taus = [t - seconds[-1] for t in seconds]
    method = lsq2 if strategy == "lsq2" else impulse
    return len(indices), [method(taus, [mpf(axis[i]) for i in indices]) for axis in axes]


def scale(trace):
    best = mpf(0)
    secs = trace["seconds"]
    for axis in trace["axes"]:
        for k in range(1, len(secs)):
            if secs[k] != secs[k - 1]:
                best = max(best, abs((mpf(axis[k]) - mpf(axis[k - 1])) / (mpf(secs[k]) - mpf(secs[k - 1]))))
    return best


def make(label, ms, *axes):
    ms = [Fraction(m) for m in ms]
    return {"label": label, "ms": ms, "seconds": [float(m / 1000) for m in ms],
            "axes": [[float(v) for v in axis] for axis in axes]}


def steps(start, deltas):
    out = [start]
    for d in deltas:
        out.append(out[-1] + d)
    return out


def traces():
    rng = random.Random(35)
    result = []
    # Constant velocity 2.5 px/ms at 8 ms steps, 30 samples: the ring holds 20, the horizon 13.
    ms = [8 * k for k in range(30)]
    result.append(make("constant velocity", ms, [100 + 2.5 * m for m in ms]))
    # Constant acceleration, irregular steps, large uptime timestamps (123456.789 s).
    ms = steps(Fraction("123456789"), [Fraction(d) for d in
               ["8.3", "8.2", "7.9", "8.4", "8.1", "8.3", "8.2", "8.0", "8.3", "8.2", "8.4"]])
    rel = [m - ms[0] for m in ms]
    result.append(make("quadratic uptime", ms, [float(1500 - 1.2 * float(r) - 0.004 * float(r) ** 2)
                                                for r in rel]))
    # 2-D: x accelerates, y decelerates through a turn.
    ms = [0, 7, 15, 24, 31, 40, 48, 57, 64, 72]
    result.append(make("planar turn", ms, [10 + 0.8 * m + 0.01 * m * m for m in ms],
                       [400 - 3.0 * m + 0.035 * m * m for m in ms]))
    # mui/base-ui #5658, reconstructed: the PR gives the tail of an upward flick on a Galaxy
    # Z Flip 4 (Chrome on Android) as dy/dt per pointermove: ... -35.5/8.3, -66.2/8.2, then the
    # trailing -0.7/7.8, then pointerup at the same coordinates 8.2 ms later. The earlier
    # segments (-1.5 ... -21.0) are made up to accelerate smoothly into that tail.
    deltas = [(8.3, -1.5), (8.2, -3.4), (8.4, -7.9), (8.1, -13.6), (8.3, -21.0), (8.3, -35.5),
              (8.2, -66.2), (7.8, -0.7)]
    ms = steps(Fraction(5000), [Fraction(str(d)) for d, _ in deltas])
    ys = steps(Fraction(1400), [Fraction(str(y)) for _, y in deltas])
    result.append(make("mui 5658 moves", ms, ys))
    ms_up = ms + [ms[-1] + Fraction("8.2")]
    result.append(make("mui 5658 with pointerup", ms_up, ys + [ys[-1]]))
    # 2-D recorded-like flick: 120 Hz with jitter, positions quantised to 1/2.8125 px.
    ms = [Fraction(0)]
    for _ in range(25):
        ms.append(ms[-1] + Fraction(rng.randint(75, 92), 10))
    q = Fraction(1) / Fraction("2.8125")

    def quant(v):
        return float(round(Fraction(v) / q) * q)
    result.append(make("recorded-like flick", ms,
                       [quant(700 + 0.3 * float(m) + 0.002 * float(m) ** 2) for m in ms],
                       [quant(1200 - 0.5 * float(m) - 0.006 * float(m) ** 2 + 0.4 * rng.random()) for m in ms]))
    # A pause of 45 ms inside the window: Lsq2 stops at it; Impulse keeps only the last 40 ms.
    ms = [0, 8, 16, 24, 69, 77, 85, 93]
    result.append(make("pause 45 ms", ms, [0, 10, 20, 30, 31, 40, 52, 66]))
    # Limits exactly: gaps of exactly 40 ms and an age of exactly 100 ms are kept.
    ms = [0, 40, 60, 100]
    result.append(make("limits exact", ms, [0, 30, 55, 95]))
    ms = [0, 41, 60, 100]
    result.append(make("limits passed", ms, [0, 30, 55, 95]))
    ms = [0, 20, 60, 100]
    result.append(make("age exactly 100", ms, [0, 30, 55, 95]))
    ms = [0, 10, 20, 30, 40, 50, 60, 70]
    result.append(make("impulse 40 ms window", ms, [0, 1, 4, 9, 16, 25, 36, 49]))
    # Duplicate timestamps (a 1 kHz digitiser reported in whole ms).
    ms = [0, 0, 1, 1, 2, 3, 3, 4, 5, 5]
    result.append(make("duplicate times", ms, [0, 0.4, 1.1, 1.5, 2.2, 3.0, 3.3, 4.1, 5.0, 5.2]))
    # Edges.
    result.append(make("one sample", [0], [5]))
    result.append(make("two samples", [0, 8], [5, 9]))
    result.append(make("two samples equal times", [0, 0], [5, 9]))
    result.append(make("three samples", [0, 8, 20], [5, 9, 20]))
    result.append(make("three samples two times", [0, 8, 8], [5, 9, 11]))
    # Velocity through zero and back (a flick reversed).
    ms = [8 * k for k in range(12)]
    result.append(make("reversal", ms, [0.05 * (m - 50) ** 2 for m in ms]))
    # 60 seeded noisy samples at ~60 Hz, a long drag: only the newest 20 are kept.
    ms = [Fraction(0)]
    for _ in range(59):
        ms.append(ms[-1] + Fraction(rng.randint(150, 185), 10))
    result.append(make("long drag 60 Hz", ms, [round(300 + 0.9 * float(m) + rng.gauss(0, 0.5), 2) for m in ms]))
    return result


def compose_float(trace, strategy):
    """Compose's own Float arithmetic (numpy float32), for traces at whole milliseconds (its
    Long times): Gram-Schmidt QR for Lsq2 with the 1e-6 norm clamp, Float impulse. Only to
    measure how far Compose's output is from the exact algorithm; None for other traces."""
    import numpy as np
    f = np.float32
    if any(m.denominator != 1 for m in trace["ms"]):
        return None
    indices = window(trace["ms"], strategy)
    minimum = 3 if strategy == "lsq2" else 2
    if len(indices) < minimum:
        return [0.0] * len(trace["axes"])
    newest = int(trace["ms"][indices[-1]])
    # Compose's arrays run newest first, time = -age.
    order = list(reversed(indices))
    time = [f(-(newest - int(trace["ms"][i]))) for i in order]
    result = []
    for axis in trace["axes"]:
        data = [f(axis[i]) for i in order]
        m = len(order)
        if strategy == "impulse":
            work = f(0)
            start = m - 1
            for i in range(start, 0, -1):
                if time[i] == time[i - 1]:
                    continue
                v = f(f(data[i] - data[i - 1]) / f(time[i] - time[i - 1]))
                prev = f(np.sign(work) * np.sqrt(f(2) * abs(work)))
                work = f(work + f(f(v - prev) * abs(v)))
                if i == start:
                    work = f(work * f(0.5))
            result.append(float(f(np.sign(work) * np.sqrt(f(2) * abs(work))) * f(1000)))
            continue
        n = min(3, m)
        a = [[f(1)] * m]
        for i in range(1, n):
            a.append([f(a[i - 1][h] * time[h]) for h in range(m)])

        def dot(u, w):
            acc = f(0)
            for h in range(m):
                acc = f(acc + f(u[h] * w[h]))
            return acc
        q, r = [], []
        for j in range(n):
            w = list(a[j])
            for i in range(j):
                d = dot(w, q[i])
                w = [f(w[h] - f(d * q[i][h])) for h in range(m)]
            norm = f(np.sqrt(dot(w, w)))
            inv = f(f(1) / max(norm, f(1e-6)))
            w = [f(x * inv) for x in w]
            q.append(w)
            r.append([f(0) if i < j else dot(w, a[i]) for i in range(n)])
        coefficients = [f(0)] * 3
        for i in range(n - 1, -1, -1):
            c = dot(q[i], data)
            for j in range(n - 1, i, -1):
                c = f(c - f(r[i][j] * coefficients[j]))
            coefficients[i] = f(c / r[i][i])
        result.append(float(f(coefficients[1] * f(1000))))
    return result


def fmt(x):
    return nstr(x, 25, min_fixed=-30, max_fixed=30) if x != 0 else "0.0"


def main():
    all_traces = traces()
    with open("Tests/ReferenceData/velocity-traces.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label", "index", "time", "x", "y"])
        for t in all_traces:
            for i, sec in enumerate(t["seconds"]):
                y = repr(t["axes"][1][i]) if len(t["axes"]) > 1 else ""
                w.writerow([t["label"], i, repr(sec), repr(t["axes"][0][i]), y])
    with open("Tests/ReferenceData/velocity-reference.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label", "strategy", "count", "vx", "vy", "scale", "composeX", "composeY"])
        for t in all_traces:
            for strategy in ["lsq2", "impulse"]:
                count, v = velocity(t, strategy)
                vy = fmt(v[1]) if len(v) > 1 else ""
                compose = compose_float(t, strategy) or []
                cx = repr(compose[0]) if compose else ""
                cy = repr(compose[1]) if len(compose) > 1 else ""
                w.writerow([t["label"], strategy, count, fmt(v[0]), vy, fmt(scale(t)), cx, cy])


if __name__ == "__main__":
    main()
