"""Generate high-precision reference data for SpringKit's damped-spring tests.

Model (scalar motion):  m·x'' = −k·(x − to) − c·x',  x(0) = from,  x'(0) = initialVelocity.
With u = x − to, u0 = from − to, v0 = initialVelocity, λ = c/(2m), ω0² = k/m and the exact
discriminant Δ = 4km − c², the solution is

    u(t) = e^{−λt} [u0·C(t) + (v0 + λu0)·S(t)]
    v(t) = e^{−λt} [v0·C(t) − (ω0²u0 + λv0)·S(t)]

where C, S are cos(ωd t), sin(ωd t)/ωd with ωd = sqrt(Δ)/(2m) (underdamped, Δ > 0),
cosh(s t), sinh(s t)/s with s = sqrt(−Δ)/(2m) (overdamped, Δ < 0), and 1, t (critical, Δ == 0).

Every parameter is an IEEE double written to the CSV with repr(); the reference values are
computed from the *exact* values of those doubles with mpmath at 60 significant digits, then
recomputed at doubled precision until two runs agree to 1e-35 (relative), and written with
25 significant digits. Δ is computed exactly with fractions, so "critical" means c² == 4km exactly.

Outputs (in Tests/ReferenceData/):
  closed-form.csv        position/velocity at selected times for a grid of ζ, ω0, m and states
  uniform-sampling.csv   state at the exact times index·step for step = 1/60 and 1/240
  settling-duration.csv  last time t ≥ 0 with |x(t) − to| ≥ epsilon: a grid of springs and states,
                         then adversarial cases (near-critical presets, extreme scales, very light
                         damping, epsilon above |from − to|). Every row is checked: |u| = epsilon at
                         t, |u| falling there and below epsilon at every later extremum; each
                         adversarial row also against a dense scan of the ODE's matrix exponential
                         (unless it oscillates ≥ 1e4 times before settling).

Rerun from the repository root (deterministic, takes well under a minute):
    python3 Scripts/reference/spring_reference.py
"""
import csv
import math
import time
from collections import namedtuple
from fractions import Fraction
from pathlib import Path

from mpmath import mp, mpf

OUT_DIR = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData"
BASE_DPS = 60
mp.dps = BASE_DPS  # also the precision of everything computed outside `accurate`
ESCALATED = set()  # labels of cases that needed more than BASE_DPS digits

Spring = namedtuple("Spring", "label m k c x0 to v0")


def make_spring(label, m, zeta, omega, state):
    """Nominal (ζ, ω0) -> doubles k = m·ω0², c = 2ζ·sqrt(k·m); state is (from, to, v0)."""
    k = float(m * omega**2)
    c = float(2 * zeta * math.sqrt(k * m))
    return Spring(label, float(m), k, c, *map(float, state))


def states(omega):
    return [(0.0, 1.0, 0.0), (2.0, -1.0, 4 * omega)]


# ---------------------------------------------------------------- closed form
def regime(s):
    """Exact discriminant Δ = 4km − c² of the doubles (as an mpf) and derived constants."""
    disc = 4 * Fraction(s.k) * Fraction(s.m) - Fraction(s.c) ** 2
    m, k, c = mpf(s.m), mpf(s.k), mpf(s.c)
    u0, v0 = mpf(s.x0) - mpf(s.to), mpf(s.v0)
    lam, w2 = c / (2 * m), k / m
    rate = mp.sqrt(abs(mpf(disc.numerator) / disc.denominator)) / (2 * m)  # ωd or s
    return dict(sign=(disc > 0) - (disc < 0), rate=rate, lam=lam, w2=w2, u0=u0, v0=v0,
                B=v0 + lam * u0, D=w2 * u0 + lam * v0)


def basis(p, t):
    """(C(t), S(t)) for the regime in p."""
    if p["sign"] > 0:
        return mp.cos(p["rate"] * t), mp.sin(p["rate"] * t) / p["rate"]
    if p["sign"] < 0:
        return mp.cosh(p["rate"] * t), mp.sinh(p["rate"] * t) / p["rate"]
    return mpf(1), t


def solution(s, t):
    """(u, v) = (x − to, x') at time t (an mpf or float, taken exactly) at the current precision."""
    p, t = regime(s), mpf(t)
    C, S = basis(p, t)
    e = mp.exp(-p["lam"] * t)
    return e * (p["u0"] * C + p["B"] * S), e * (p["v0"] * C - p["D"] * S)


def agree(a, b):
    return a == b or abs(a - b) <= mpf("1e-35") * abs(b)


def accurate(label, fn, *args):
    """Evaluate fn (returning a tuple of mpf) at rising precision until two runs agree."""
    dps = BASE_DPS
    with mp.workdps(dps):
        prev = fn(*args)
    while True:
        with mp.workdps(2 * dps):
            cur = fn(*args)
        if all(agree(a, b) for a, b in zip(prev, cur)):
            return cur
        ESCALATED.add(label)
        dps, prev = 2 * dps, cur
        if dps > 4000:
            raise RuntimeError(f"no convergence for {label} {args}")


def fmt(x):
    """25 significant digits in exponent form (d.ddd…e±XX); exact zero as '0'."""
    if x == 0:
        return "0"
    text = mp.nstr(x, 25, strip_zeros=False, min_fixed=1, max_fixed=0)
    mant, _, exp = text.partition("e")
    return f"{mant}e{int(exp or 0):+03d}"


def inputs(s):
    return [s.label] + [repr(v) for v in (s.m, s.k, s.c, s.x0, s.to, s.v0)]


def position_velocity(s, t):
    u, v = solution(s, t)
    return mpf(s.to) + u, v


def state_row(s, t):
    x, v = accurate(s.label, position_velocity, s, t)  # position itself must agree to 1e-35
    return [fmt(x), fmt(v)]


ZETAS = [("0", 0.0), ("1e-06", 1e-6), ("0.05", 0.05), ("0.5", 0.5), ("1-1e-9", 1 - 1e-9),
         ("1", 1.0), ("1+1e-9", 1 + 1e-9), ("1.5", 1.5), ("10", 10.0), ("1e3", 1e3), ("1e6", 1e6)]


def case_times(zeta, omega):
    taus = [0.1, 0.5, 1, 2, 5, 10, 30, 100]
    times = [0.0, 1e-6] + [tau * (1 / omega) for tau in taus] + [1.0, 100.0, 1e4, 1e6]
    if zeta > 1:
        slow = 1 / abs(-omega / (zeta + math.sqrt(zeta**2 - 1)))
        times += [tau * slow for tau in (0.5, 2, 10, 50)]
    if 0 < zeta < 1:
        times += [tau / (zeta * omega) for tau in (0.5, 1, 3, 20)]
    return sorted({t for t in times if t <= 1e6})


def closed_form_rows():
    cases = []
    for zlabel, zeta in ZETAS:
        for omega in (0.01, 0.3, 1.0, 100.0, 1e4):
            for m in (1.0, 2.5):
                for i, st in enumerate(states(omega), 1):
                    label = f"zeta={zlabel};omega={omega:g};m={m:g};state={i}"
                    cases.append((make_spring(label, m, zeta, omega, st), case_times(zeta, omega)))
    for m, k, c in ((1.0, 100.0, 20.0), (4.0, 1.0, 4.0), (0.25, 16.0, 4.0)):
        omega = math.sqrt(k / m)
        for i, st in enumerate(states(omega), 1):
            s = Spring(f"critical;m={m:g};k={k:g};c={c:g};state={i}", m, k, c, *st)
            cases.append((s, case_times(1.0, omega)))
    return [inputs(s) + [repr(t)] + state_row(s, t) for s, times in cases for t in times]


# ------------------------------------------------------------ uniform sampling
INDICES = [0, 1, 2, 63, 64, 255, 256, 257, 4095, 4096, 4097, 65535, 1000000, 9999999]


def uniform_rows():
    omega, rows = 2 * math.pi * 1.7, []
    for zlabel, zeta in [z for z in ZETAS if z[0] in ("0", "0.05", "0.5", "1-1e-9", "1", "1.5", "10")]:
        for i, st in enumerate(states(omega), 1):
            for slabel, step in (("1/60", 1 / 60), ("1/240", 1 / 240)):
                label = f"zeta={zlabel};omega=2pi*1.7;m=1;state={i};step={slabel}"
                s = make_spring(label, 1.0, zeta, omega, st)
                for n in INDICES:  # the exact real product n·step, not its double rounding
                    t = mp.fmul(n, step, exact=True)
                    rows.append(inputs(s) + [repr(step), str(n)] + state_row(s, t))
    return rows


# ----------------------------------------------------------- settling duration
def zeros(p, a, b, horizon, start=0):
    """Times in (start, horizon] (start >= 0) where a·C(t) + b·S(t) = 0.

    |u| is monotone between consecutive zeros of u (a, b = u0, B) and of v (a, b = v0, −D).
    """
    if a == 0 and b == 0:
        return []
    w = p["rate"]
    if p["sign"] > 0:  # tan(w t) = −a w / b: one zero per half period, none skipped before start
        first = (-mp.atan2(a * w, b)) % mp.pi / w
        skip = max(0, int(mp.floor((start - first) * w / mp.pi)))
        return [first + n * mp.pi / w for n in range(skip, int((horizon - first) * w / mp.pi) + 1)
                if start < first + n * mp.pi / w <= horizon]
    if b == 0:
        return []
    if p["sign"] < 0:  # tanh(s t) = −a s / b
        r = -a * w / b
        return [mp.atanh(r) / w] if 0 < r < 1 else []
    return [-a / b] if -a / b > 0 else []


def settling(s, eps):
    """Last t >= 0 with |u(t)| >= eps, as a 1-tuple (so it can go through `accurate`)."""
    p, eps = regime(s), mpf(eps)
    f = lambda t: abs(solution(s, t)[0]) - eps
    start = mpf(0)
    if p["sign"] > 0:  # envelope |u| <= R e^{-λt}; beyond `horizon` |u| < eps strictly
        if p["lam"] == 0:
            raise ValueError("undamped spring never settles")
        R = mp.sqrt(p["u0"] ** 2 + (p["B"] / p["rate"]) ** 2)
        horizon = max(mp.log(R / eps), 0) / p["lam"] + 1 / p["lam"]
        # u = R e^{-λt} cos(ωd t − φ), so at every extremum (v = 0, tan(ωd t − φ) = −λ/ωd)
        # |u| = R (ωd/ω0) e^{-λt}: exactly the extrema at t <= last_peak reach eps. The last
        # crossing follows the last of them within half a period, so only [start, horizon]
        # is searched: a lightly damped spring makes ~1e13 half periods before settling.
        # Its phase ωd·t (t ~ 1e13) stays exact to ~1e-47 rad at BASE_DPS = 60 digits.
        half = mp.pi / p["rate"]
        last_peak = mp.log(R * p["rate"] / mp.sqrt(p["w2"]) / eps) / p["lam"]
        start = max(last_peak - half, start)
        horizon = min(horizon, max(last_peak, 0) + half)
    else:  # at most one extremum and one zero; afterwards |u| decreases to 0
        extrema_and_zeros = zeros(p, p["u0"], p["B"], mp.inf) + zeros(p, p["v0"], -p["D"], mp.inf)
        horizon = max([1 / p["lam"]] + extrema_and_zeros)
        while f(horizon) >= 0:
            horizon *= 2
    points = sorted(set([start, horizon] + zeros(p, p["u0"], p["B"], horizon, start)
                        + zeros(p, p["v0"], -p["D"], horizon, start)))
    for a, b in reversed(list(zip(points, points[1:]))):  # invariant: f(b) < 0
        fa = f(a)
        if fa == 0:
            return (a,)
        if fa > 0:
            # log|u| − log ε is nearly linear in t on a decaying piece: Illinois converges fast.
            g = lambda t: mp.log(abs(solution(s, t)[0])) - mp.log(eps)
            return (mp.findroot(g, (a, b), solver="illinois", maxsteps=500, verify=False),)
    return (mpf(0),)


def settling_rows():
    springs = []
    for D in (0.5, 1.0):
        for bounce in (0.0, 0.15, 0.3, 0.7, -0.5):
            c = 4 * math.pi * (1 - bounce) / D if bounce >= 0 else 4 * math.pi / (D * (1 + bounce))
            springs.append((f"swiftui;duration={D:g};bounce={bounce:g}", 1.0, (2 * math.pi / D) ** 2, c))
    springs += [("k=100;c=10;m=1", 1.0, 100.0, 10.0), ("k=100;c=20;m=1", 1.0, 100.0, 20.0)]
    for zlabel, zeta in (("10", 10.0), ("1e-3", 1e-3), ("1-1e-9", 1 - 1e-9), ("1+1e-9", 1 + 1e-9)):
        z = make_spring("", 1.5, zeta, 10.0, (0, 0, 0))
        springs.append((f"zeta={zlabel};omega=10;m=1.5", z.m, z.k, z.c))
    rows = []
    for name, m, k, c in springs:
        for i in (1, 2, 3, 4):
            s = Spring(f"{name};state={i}", m, k, c, *SETTLING_STATES[i])
            for eps in (1e-3, 1e-6):
                rows.append(settling_row(s, eps))
    for name, m, k, c, cases in adversarial_settling_cases():
        for i, eps in cases:
            s = Spring(f"{name};state={i}", m, k, c, *SETTLING_STATES[i])
            rows.append(settling_row(s, eps, dense_check=True))
    return rows


# (from, to, initialVelocity) by the number in the labels: every spring of the grid above uses
# 1–4; the adversarial cases pick theirs.
SETTLING_STATES = {
    1: (0.0, 1.0, 0.0), 2: (0.0, 1.0, 30.0), 3: (1.0, 0.0, -50.0), 4: (0.0, 1e-4, 0.0),
    5: (1.0, 0.0, -100.0), 6: (1.0, 0.0, -21.0), 7: (1.0, 0.0, -34.0), 8: (1.0, 0.0, -0.3),
    9: (1e155, 0.0, 0.0), 10: (1e-170, 0.0, 0.0), 11: (1e-310, 0.0, 0.0), 12: (1.0, 0.0, 0.0),
    13: (1.0, 0.0, -40.0), 14: (0.2, 0.0, 30.0),
}


def adversarial_settling_cases():
    """(name, m, k, c, [(state, epsilon), ...]) for cases a review found the library getting wrong.

    Their rows follow the grid's in the CSV, so the grid's rows keep their places.
    """
    w = 2 * math.pi / 0.5  # ω0 of SwiftUI's presets and of Spring(response: 0.5, …), as Swift has it
    # Nominally critical, but in doubles c² < 4km: Δ ≈ 9e-15, ωd ≈ 5e-8 rad/s, a half period of
    # ~6.6e7 s. The ε straddle the overshoot (peak |u| ≈ 2.22 for state 5, ≈ 0.35 for 7, ≈ 0.056
    # for 6, which therefore settles on the way down).
    near_critical = [(5, 2.0), (6, 0.5), (7, 0.3), (7, 1e-3), (1, 1e-3)]
    return [
        ("swiftui.smooth", 1.0, w * w, 2 * 1.0 * w, near_critical),  # Spring.smooth
        ("response=0.5;dampingRatio=1", 1.0, 1.0 * w * w, 2 * 1.0 * 1.0 * w, near_critical),
        # Slow and (inexactly) critical; the overshoot peak |u| ≈ 10.3 is just above ε = 10.
        ("k=1e-4;c=0.02;m=1", 1.0, 1e-4, 0.02, [(8, 10.0), (8, 1e-3)]),
        # Scaling from, to, v and ε together scales nothing else: near overflow and subnormal.
        ("swiftui.bouncy", 1.0, w * w, 2 * (1 - 0.3) * w,
         [(9, 1e152), (10, 1e-173), (11, 1e-313), (12, 1e-170)]),
        ("swiftui.smooth", 1.0, w * w, 2 * 1.0 * w, [(12, 1e-170)]),
        # Very light damping: ~6.6e10 and ~4.4e12 half periods before the last peak above ε.
        ("zeta=1e-10;omega=1e4;m=1", 1.0, 1e4 * 1e4, 2 * 1e-10 * 1e4, [(12, 1e-9), (12, 1e-3)]),
        ("k=1;c=1e-12;m=1", 1.0, 1.0, 1e-12, [(12, 1e-3)]),
        # ε above |u0|: state 1 never leaves the band (|u| <= 1 < 1.5 throughout), state 13 leaves
        # it by overshooting, state 14 climbs from 0.2 through ε = 1 before turning back.
        ("k=100;c=4;m=1", 1.0, 100.0, 4.0, [(1, 1.5), (13, 1.5), (14, 1.0)]),
    ]


def settling_row(s, eps, dense_check=False):
    (t,) = accurate(s.label, settling, s, eps)
    verify_settling(s, eps, t)
    if dense_check and settled_oscillations(s, t) < 1e4:  # else far too many samples
        check_by_dense_scan(s, eps, t)
    return inputs(s) + [repr(eps), fmt(t)]


def verify_settling(s, eps, t):
    with mp.workdps(BASE_DPS):
        eps = mpf(eps)
        after = abs(solution(s, t + mpf("1e-7") * max(1, t))[0])
        assert after < eps, (s.label, eps, t)
        if t > 0:
            at = abs(solution(s, t)[0])
            assert abs(at - eps) <= mpf("1e-20") * eps, (s.label, eps, t, at)
        verify_below_after(s, eps, t)


def verify_below_after(s, eps, t):
    """|u| < eps on all of (t, ∞): falling at t (below eps if t = 0), every later extremum below.

    Between consecutive zeros of u and v, |u| is monotone, so on (t, ∞) it stays below the larger
    of its value just after t and its values at the extrema (zeros of v) after t.
    """
    p = regime(s)
    u, v = solution(s, t)
    if t > 0:
        assert u * v < 0, (s.label, eps, t, "|u| not falling at the settling time")
    else:
        assert abs(u) < eps, (s.label, eps, "|u0| >= eps but settling time 0")
    if p["sign"] > 0:  # later extrema shrink by e^{−λπ/ωd} each: the first one is the largest
        later = zeros(p, p["v0"], -p["D"], t + mp.pi / p["rate"], t)
    else:
        later = [z for z in zeros(p, p["v0"], -p["D"], mp.inf) if z > t]
    for z in later:
        assert abs(solution(s, z)[0]) < eps, (s.label, eps, t, "later extremum", z)


def settled_oscillations(s, t):
    """How many undamped periods 2π/ω0 fit into [0, t]."""
    return float(t) * math.sqrt(s.k / s.m) / (2 * math.pi)


def check_by_dense_scan(s, eps, t, samples=20000, dps=50):
    """Recompute the settling time without the closed form: step the state (u, v) along a dense
    grid with the matrix exponential of the ODE, bisect the step after the last sample with
    |u| >= eps (again by the matrix exponential), and require agreement with t."""
    with mp.workdps(dps):
        m, k, c, eps = mpf(s.m), mpf(s.k), mpf(s.c), mpf(eps)
        A = mp.matrix([[0, 1], [-k / m, -c / m]])
        span = 2 * t + 40 * m / c  # 20 decay times e^{-ct/2m} past t
        h = span / samples
        E = mp.expm(A * h)
        (e00, e01), (e10, e11) = (E[0, 0], E[0, 1]), (E[1, 0], E[1, 1])
        u, v = mpf(s.x0) - mpf(s.to), mpf(s.v0)
        last = None  # (index, u, v) of the last sample with |u| >= eps
        for n in range(samples + 1):
            if abs(u) >= eps:
                last = (n, u, v)
            u, v = e00 * u + e01 * v, e10 * u + e11 * v
        if last is None:
            scanned = mpf(0)
        else:
            n, u, v = last
            assert n < samples, (s.label, eps, "dense scan too short")
            lo, hi = mpf(0), h  # |u(n·h + lo)| >= eps > |u(n·h + hi)|
            while hi - lo > h * mpf(2) ** -120:
                mid = (lo + hi) / 2
                if abs((mp.expm(A * mid) * mp.matrix([u, v]))[0]) >= eps:
                    lo = mid
                else:
                    hi = mid
            scanned = n * h + lo
        assert abs(scanned - t) <= mpf("1e-25") * max(t, h), (s.label, eps, t, scanned)


# ----------------------------------------------------------------------- main
def write(name, header, rows):
    with open(OUT_DIR / name, "w", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header.split(","))
        writer.writerows(rows)
    print(f"{name}: {len(rows)} rows")


def main():
    start = time.time()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    spring_cols = "label,mass,stiffness,damping,from,to,initialVelocity"
    write("closed-form.csv", spring_cols + ",time,position,velocity", closed_form_rows())
    write("uniform-sampling.csv", spring_cols + ",step,index,position,velocity", uniform_rows())
    write("settling-duration.csv", spring_cols + ",epsilon,settlingDuration", settling_rows())
    if ESCALATED:
        print(f"needed more than {BASE_DPS} digits: " + ", ".join(sorted(ESCALATED)))
    print(f"done in {time.time() - start:.1f} s")


if __name__ == "__main__":
    main()
