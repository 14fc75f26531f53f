"""Reference rest instants for SpringSimulation, independent of SpringKit's settling solver.

A simulated spring comes to rest at t*: the earliest time after which |u(t)| <= distance and
|v(t)| <= speed for ever (u = x - target and v = x', Euclidean norms, vectors in the plane).
With overshoot clamping the motion ends sooner if it first reaches the target: the first
t > 0 with u(t)·d <= 0, where d is u(0) (or v(0) when u(0) = 0). A case may retarget: after
`retargetTime` seconds the target moves to `newTo`, and the motion restarts from the exact
state at that instant; t* is then counted on the simulation's clock, from the start.

Method (no extremum formulas, unlike the Swift solver): an upper bound of |u| and |v| from
the triangle inequality gives a horizon beyond which both are inside their thresholds; a
dense double-precision scan of g(t) = max(|u|/distance, |v|/speed) − 1 over [0, horizon],
with 400 points per half period for oscillating springs, finds its last sign change (and
the first sign change of u·d); mpmath bisection at 50 digits then pins each root down. Every
case is scanned twice, at the density above and at twice it, and both must agree to 1e-20 s.

Output: Tests/ReferenceData/rest-time.csv, with the inputs as repr() doubles and restTime to
25 significant digits. Rerun from the repository root (takes a few seconds):
    python3 Scripts/reference/rest_reference.py
"""
import csv
import math
from fractions import Fraction
from pathlib import Path

from mpmath import mp, mpf

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "rest-time.csv"
mp.dps = 50


class Motion:
    """The exact motion of m·x'' = −k(x − to) − c·x' in the plane, from (u0, v0) at time 0."""

    def __init__(self, m, k, c, u0, v0):
        self.m, self.k, self.c = mpf(m), mpf(k), mpf(c)
        disc = 4 * Fraction(k) * Fraction(m) - Fraction(c) ** 2  # exact, so critical is exact
        self.sign = (disc > 0) - (disc < 0)
        self.lam = self.c / (2 * self.m)
        self.w2 = self.k / self.m
        self.rate = mp.sqrt(abs(mpf(disc.numerator) / disc.denominator)) / (2 * self.m)
        self.u0 = [mpf(x) for x in u0]
        self.v0 = [mpf(x) for x in v0]
        self.B = [v + self.lam * u for u, v in zip(self.u0, self.v0)]
        self.D = [self.w2 * u + self.lam * v for u, v in zip(self.u0, self.v0)]

    def basis(self, t):
        if self.sign > 0:
            return mp.cos(self.rate * t), mp.sin(self.rate * t) / self.rate
        if self.sign < 0:
            return mp.cosh(self.rate * t), mp.sinh(self.rate * t) / self.rate
        return mpf(1), t

    def state(self, t):
        t = mpf(t)
        C, S = self.basis(t)
        e = mp.exp(-self.lam * t)
        u = [e * (a * C + b * S) for a, b in zip(self.u0, self.B)]
        v = [e * (a * C - b * S) for a, b in zip(self.v0, self.D)]
        return u, v

    def bound(self, t):
        """Upper bounds of |u(t)| and |v(t)|."""
        t = mpf(t)
        if self.sign > 0:
            C, S = mpf(1), 1 / self.rate
        else:
            C, S = self.basis(t)
        e = mp.exp(-self.lam * t)
        norm = lambda w: mp.sqrt(sum(x * x for x in w))
        return (e * (norm(self.u0) * C + norm(self.B) * S),
                e * (norm(self.v0) * C + norm(self.D) * S))


def norm(w):
    return mp.sqrt(sum(x * x for x in w))


def last_exit(motion, distance, speed, density):
    def g(t):
        u, v = motion.state(t)
        return max(norm(u) / distance, norm(v) / speed) - 1

    slow = motion.lam if motion.sign >= 0 else motion.lam - motion.rate
    horizon = 1 / slow
    while True:
        bu, bv = motion.bound(horizon)
        if bu < distance and bv < speed:
            break
        horizon *= 1.25
    horizon = float(horizon) * 1.01
    if motion.sign > 0:
        step = float(mp.pi / motion.rate) / density
    else:
        step = horizon / (50 * density)
    n = int(horizon / step) + 1
    last = None
    for i in range(n, -1, -1):  # from the horizon back to the first point outside
        if g(i * step) >= 0:
            last = i
            break
    if last is None:
        return mpf(0)
    lo, hi = mpf(last * step), mpf((last + 1) * step)
    for _ in range(200):  # g(lo) >= 0 > g(hi)
        mid = (lo + hi) / 2
        if g(mid) >= 0:
            lo = mid
        else:
            hi = mid
    return lo


def first_crossing(motion, density):
    d = motion.u0 if any(motion.u0) else motion.v0
    if not any(d):
        return mp.inf

    def f(t):
        u, _ = motion.state(t)
        return sum(a * b for a, b in zip(u, d))

    slow = motion.lam if motion.sign >= 0 else motion.lam - motion.rate
    horizon = 40 / slow
    step = float(mp.pi / motion.rate) / density if motion.sign > 0 else horizon / (50 * density)
    i = 1
    while i * step <= horizon:
        if f(i * step) <= 0:
            lo, hi = mpf((i - 1) * step) if i > 1 else mpf(step) / 1000, mpf(i * step)
            for _ in range(200):  # f(lo) > 0 >= f(hi)
                mid = (lo + hi) / 2
                if f(mid) > 0:
                    lo = mid
                else:
                    hi = mid
            return hi
        i += 1
    return mp.inf


def rest_time(case, density):
    m, k, c = case["mass"], case["stiffness"], case["damping"]
    u0 = [a - b for a, b in zip(case["from"], case["to"])]
    motion = Motion(m, k, c, u0, case["velocity"])
    offset = mpf(0)
    if case["retargetTime"] > 0:
        offset = mpf(case["retargetTime"])
        u, v = motion.state(offset)
        x = [mpf(t) + a for t, a in zip(case["to"], u)]
        motion = Motion(m, k, c, [a - mpf(b) for a, b in zip(x, case["newTo"])], v)
    t = last_exit(motion, mpf(case["distance"]), mpf(case["speed"]), density)
    if case["clamps"]:
        t = min(t, first_crossing(motion, density))
    return offset + t


def cases():
    points = dict(distance=0.75, speed=46.875)
    rows = []

    def add(label, m, k, c, frm, to, velocity=None, retarget=0.0, new_to=None, clamps=False,
            threshold=points):
        dim = len(frm)
        rows.append(dict(label=label, dimension=dim, mass=m, stiffness=k, damping=c,
                         **{"from": list(frm)}, to=list(to),
                         velocity=list(velocity or [0.0] * dim), retargetTime=retarget,
                         newTo=list(new_to or to), clamps=clamps, **threshold))

    # The spring: ζ ≈ 0.7, travel 1,000, default thresholds.
    add("issue-zeta0.7", 1.0, 157.9, 17.6, [0.0], [1000.0])
    add("underdamped-zeta0.3-velocity", 1.0, 157.91367041742973, 7.5398223686155035,
        [0.0], [100.0], [-300.0])
    add("critical", 1.0, 100.0, 20.0, [0.0], [500.0])
    add("overdamped-zeta1.5", 1.0, 100.0, 30.0, [0.0], [200.0], [800.0])
    add("underdamped-vector", 1.0, 157.9, 9.0, [0.0, 0.0], [300.0, -120.0], [0.0, 500.0])
    add("critical-vector", 2.0, 200.0, 40.0, [10.0, 0.0], [-250.0, 80.0], [400.0, 300.0])
    add("overdamped-vector", 1.0, 64.0, 40.0, [0.0, 0.0], [120.0, 90.0], [-200.0, 50.0])
    add("retarget-underdamped", 1.0, 157.9, 17.6, [0.0], [1000.0], retarget=1 / 6,
        new_to=[-400.0])
    add("retarget-vector-critical", 1.0, 100.0, 20.0, [0.0, 0.0], [300.0, 300.0],
        retarget=1 / 6, new_to=[-100.0, 200.0])
    add("retarget-overdamped", 1.0, 100.0, 30.0, [0.0], [200.0], [800.0], retarget=1 / 6,
        new_to=[50.0])
    add("clamp-underdamped", 1.0, 157.9, 9.0, [0.0], [1000.0], clamps=True)
    add("clamp-vector", 1.0, 157.9, 9.0, [0.0, 0.0], [300.0, -120.0], [0.0, 500.0],
        clamps=True)
    add("clamp-overdamped-overshoot", 1.0, 100.0, 30.0, [0.0], [200.0], [5000.0], clamps=True)
    add("clamp-critical-no-crossing", 1.0, 100.0, 20.0, [0.0], [500.0], clamps=True)
    add("clamp-retarget-underdamped", 1.0, 40.0, 4.0, [0.0], [1000.0], retarget=1 / 6,
        new_to=[-400.0], clamps=True)
    return rows


def fmt(x):
    text = mp.nstr(x, 25, strip_zeros=False, min_fixed=1, max_fixed=0)
    mant, _, exp = text.partition("e")
    return f"{mant}e{int(exp or 0):+03d}"


def main():
    header = ("label,dimension,mass,stiffness,damping,fromX,fromY,toX,toY,velocityX,velocityY,"
              "retargetTime,newToX,newToY,distance,speed,clamps,restTime").split(",")
    with open(OUT, "w", newline="") as fh:
        writer = csv.writer(fh, lineterminator="\n")
        writer.writerow(header)
        for case in cases():
            coarse, fine = rest_time(case, 400), rest_time(case, 800)
            assert abs(coarse - fine) < mpf("1e-20"), (case["label"], coarse, fine)
            pad = lambda w: (w + [0.0])[:2]
            fx, fy = pad(case["from"])
            tx, ty = pad(case["to"])
            vx, vy = pad(case["velocity"])
            nx, ny = pad(case["newTo"])
            writer.writerow([case["label"], case["dimension"]]
                            + [repr(float(x)) for x in (case["mass"], case["stiffness"],
                                                        case["damping"], fx, fy, tx, ty, vx, vy,
                                                        case["retargetTime"], nx, ny,
                                                        case["distance"], case["speed"])]
                            + [int(case["clamps"]), fmt(fine)])
            print(f"{case['label']}: {mp.nstr(fine, 17)}")


if __name__ == "__main__":
    main()
