"""Reference decays for SpringKit's momentum subsystem, at 50 significant digits (mpmath).

Two tables, both computed from the formulas as the libraries write them, independently of
SpringKit's Swift code. Every parameter is first rounded to the IEEE double (or, for
Compose's constants, the IEEE single) the library holds, then used exactly.

1. Tests/ReferenceData/decay-closed-form.csv: the exponential decay
   x(t) = x0 + v0*(1 - exp(-lambda*t))/lambda, v(t) = v0*exp(-lambda*t), over rates
   1e-6..1e6 per second, times 0..1e6 s (including tiny times where 1 - exp cancels) and
   velocities up to 1e300 (no intermediate overflow).

2. Tests/ReferenceData/decay-dialects.csv: where each library lands a fling and where it
   stops, one row per (dialect, parameters, release):
   - uikit: continuous form of b3ll/Motion DecayFunction.swift (2b76a66) and ScrollMechanics
     DecelerationTimingParameters.swift (d0a36d6): destination x0 - v0/(1000 ln r).
   - project: Wave UIMathUtilities.swift project() (3065db7): x0 + (v0/1000) r/(1-r).
   - exponential: x0 + v0*tau.
   - react-native: DecayAnimation.js onUpdate (16d86c4): the closed form in ms and
     units/ms at frames n*1000/fps (n >= 1), ending at the first frame that moved < 0.1
     from the previous value (the first previous value is x0); the value published there.
   - compose: FloatExponentialDecaySpec (31adf48): friction = float32(-4.2f * max(1e-4f,
     m)); asymptote x0 - v0/f; getTargetValue with threshold 0.1f: x0 when |v0| <= thr,
     else x0 - v0/f + (v0/f)*exp(f*duration/1000), duration = ln(|thr/v0|)/f*1000.
   - motion: inertia.ts (75ecd89): target = x0 + power*v0; done when
     |power*v0|*exp(-t/tau) <= restDelta (0.5), t in ms; curve velocity at 0 is
     power*v0/tau*1000 units/s.
   - reanimated: rigidDecay.ts (0e73604) replayed: frames at n*1000/fps ms (n >= 1; the
     call at the start timestamp moves nothing), dt = min(frame, 64),
     v <- v*exp(-(1-d)*(n*frame)*0.1), x <- x + v*vf*dt/1000, stop after the update once
     |v| < 1. The asymptote is the loop's sum without the stop rule.

Rerun from the repository root:
    python3 Scripts/reference/decay_reference.py
"""

import csv
import struct

from mpmath import mp, mpf, exp, expm1, log, nstr

mp.dps = 50


def f32(x):
    """The IEEE single nearest x, as an exact mpf."""
    return mpf(struct.unpack("f", struct.pack("f", float(x)))[0])


def d(x):
    """A double, exactly."""
    return mpf(float(x))


def s(x):
    return nstr(x, 25, min_fixed=-30, max_fixed=30) if x is not None else ""


def closed_form_rows():
    rows = []
    rates = [1e-6, 0.001, 0.5, 2.0, 2.0000000000000004, 4.2, 10.0, 1000.0, 1e6]
    times = [0.0, 1e-300, 1e-12, 1e-6, 0.001, 0.016666666666666666, 0.25, 1.0, 7.5, 100.0, 1e6]
    releases = [(0.0, 1000.0), (-3.0, 250.0), (120.5, -3000.0), (1e-3, 1e-9), (0.0, 1e300),
                (5e5, 7.0)]
    for rate in rates:
        lam = d(rate)
        for x0, v0 in releases:
            for t in times:
                tt = d(t)
                factor = -expm1(-lam * tt) / lam
                x = d(x0) + d(v0) * factor
                v = d(v0) * exp(-lam * tt)
                if abs(x) > mpf("1e307"):
                    continue
                rows.append([f"rate {rate} from {x0} v {v0} t {t}", repr(rate), repr(x0),
                             repr(v0), repr(t), s(x), s(v)])
    return rows


def react_native_stop(x0, v0, dec, fps):
    v = d(v0) / 1000
    slope = 1 - d(dec)
    frame = d(1000.0 / fps)
    last = d(x0)
    n = 0
    while True:
        n += 1
        value = d(x0) + (v / slope) * (1 - exp(-slope * (n * frame)))
        if abs(last - value) < mpf("0.1"):
            return value, n * frame / 1000
        last = value


def reanimated(x0, v0, dec, fps, vf=1.0, eps=1.0):
    frame = d(1000.0 / fps)
    step = min(frame, mpf(64))
    k = 1 - d(dec)
    x = d(x0)
    v = d(v0)
    stop = None
    if abs(v) < eps:
        stop = (x, mpf(0))
    n = 0
    total = d(x0)
    # the stop value, then the sum without the stop rule (the asymptote)
    while True:
        n += 1
        v = v * exp(-k * (n * frame) * mpf("0.1"))
        total = total + v * d(vf) * step / 1000
        if stop is None and abs(v) < eps:
            stop = (total, n * frame / 1000)
        if stop is not None and abs(v) * step < mpf(10) ** (-60) * (abs(total) + 1):
            return total, stop


def dialect_rows():
    header = ["label", "dialect", "rate", "timeConstant", "deceleration", "frictionMultiplier",
              "power", "frameRate", "from", "initialVelocity", "asymptote", "stopValue",
              "stopTime", "startingVelocity"]
    rows = []

    def add(label, dialect, params, x0, v0, asym, stop=None, start=None):
        row = dict(label=label, dialect=dialect, **{k: repr(v) for k, v in params.items()})
        row.update({"from": repr(x0), "initialVelocity": repr(v0), "asymptote": s(asym),
                    "stopValue": s(stop[0]) if stop else "",
                    "stopTime": s(stop[1]) if stop else "",
                    "startingVelocity": s(start if start is not None else d(v0))})
        rows.append([row.get(h, "") for h in header])

    releases = [(0.0, 1000.0), (0.0, 250.0), (0.0, -3000.0), (37.5, 12.0), (-200.0, 5000.0)]
    for x0, v0 in releases:
        for r in [0.998, 0.99, 0.9999999]:
            asym = d(x0) - d(v0) / (1000 * log(d(r)))
            add(f"uikit {r} {v0}", "uikit", {"rate": r}, x0, v0, asym)
            proj = d(x0) + (d(v0) / 1000) * d(r) / (1 - d(r))
            add(f"project {r} {v0}", "project", {"rate": r}, x0, v0, proj)
        for tau in [0.325, 1.0]:
            add(f"exponential {tau} {v0}", "exponential", {"timeConstant": tau}, x0, v0,
                d(x0) + d(v0) * d(tau))
        for dec in [0.998, 0.99, 0.9997]:
            for fps in [60.0, 120.0]:
                slope = 1 - d(dec)
                asym = d(x0) + (d(v0) / 1000) / slope
                add(f"react-native {dec} {fps} {v0}", "react-native",
                    {"deceleration": dec, "frameRate": fps}, x0, v0, asym,
                    react_native_stop(x0, v0, dec, fps))
        for m in [1.0, 0.5, 2.5]:
            fr = f32(f32(-4.2) * f32(max(1e-4, m)))
            thr = f32(0.1)
            asym = d(x0) - d(v0) / fr
            if abs(d(v0)) <= thr:
                stop = (d(x0), mpf(0))
            else:
                duration = log(abs(thr / d(v0))) / fr * 1000
                stop = (d(x0) - d(v0) / fr + d(v0) / fr * exp(fr * duration / 1000),
                        duration / 1000)
            add(f"compose {m} {v0}", "compose", {"frictionMultiplier": m}, x0, v0, asym, stop)
        for power, tau in [(0.8, 325.0), (0.325, 325.0), (0.35, 700.0)]:
            amp = d(power) * d(v0)
            target = d(x0) + amp
            t = 0 if abs(amp) <= mpf("0.5") else d(tau) * log(abs(amp) / mpf("0.5")) / 1000
            add(f"motion {power} {tau} {v0}", "motion",
                {"power": power, "timeConstant": tau}, x0, v0, target, (target, t),
                amp / d(tau) * 1000)
        for dec in [0.998, 0.99]:
            for fps in [60.0, 120.0, 30.0, 10.0]:
                asym, stop = reanimated(x0, v0, dec, fps)
                add(f"reanimated {dec} {fps} {v0}", "reanimated",
                    {"deceleration": dec, "frameRate": fps}, x0, v0, asym, stop)
    return header, rows


def main():
    with open("Tests/ReferenceData/decay-closed-form.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["label", "decayRate", "from", "initialVelocity", "time", "position",
                    "velocity"])
        w.writerows(closed_form_rows())
    header, rows = dialect_rows()
    with open("Tests/ReferenceData/decay-dialects.csv", "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)


if __name__ == "__main__":
    main()
