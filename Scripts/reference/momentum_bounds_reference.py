"""Reference values for SpringKit's bounds and composed momentum motions, independent of it.

Three tables, each computed at 50 digits with mpmath from the inputs as exact binary doubles:

* kind=wall: a fling (x0, v0) with exponential decay rate lam reaching a wall at w. The wall
  instant is found by mpmath's findroot on x(t) - w = 0 with x(t) = x0 + v0 (1 - e^(-lam t))/lam
  (not from the logarithm the Swift code uses), and v(t*) = v0 e^(-lam t*).
* kind=springwall: a spring (mass 1, stiffness k, damping c) from x0 (the wall at 0) and velocity
  v0 toward a wall at its target, bouncing with restitution e. Each crossing of the target is
  found by scanning the closed form u(t) on a grid of 2,000 points per damped period for its
  first sign change, then bisection at 50 digits; rows give the first `bounces` instants and the
  arrival velocities (before the bounce reverses them).
* kind=springbounds: a spring toward a target inside [lower, upper] (the wall column holds
  the target, the rate column "lower upper"), bouncing off either wall with restitution e. Each instant is the first t > 0
  with u(t) = wall − target for either wall, by the same scan (sign changes of u − level,
  2,000 points per damped period, from just after the start) and bisection.
* kind=rubber: UIScrollView's rubber band b(x) = (1 - 1/(x c/d + 1)) d with c = the double
  nearest 0.55, as an exact rational evaluated at 50 digits, then rounded to the nearest double.

Output: Tests/ReferenceData/momentum-bounds.csv (inputs as repr() doubles, results to 25
significant digits). Rerun from the repository root:
    python3 Scripts/reference/momentum_bounds_reference.py
"""
import csv
from pathlib import Path

from mpmath import mp, mpf

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "momentum-bounds.csv"
mp.dps = 50


def fmt(x):
    return mp.nstr(x, 25, min_fixed=-5, max_fixed=5) if x != 0 else "0"


def wall_rows():
    cases = [
        ("uikit-upper", 900.0, 3000.0, 2.0020026706730793, 1200.0),
        ("uikit-lower", 300.0, -2500.0, 2.0020026706730793, 0.0),
        ("fast-near-landing", 0.0, 1000.0, 10.050335853501443, 99.4),
        ("compose", 10.0, 4000.0, 4.2, 900.0),
        ("grazing", 0.0, 1000.0, 2.0, 499.999),
        ("tiny-rate", 0.0, 1.0, 1e-9, 0.5),
        ("huge-velocity", 0.0, 1e12, 3.0, 1e11),
        ("snap-point", 320.0, 900.0, 2.0, 700.0),
    ]
    rows = []
    for label, x0, v0, lam, w in cases:
        X0, V0, L, W = mpf(x0), mpf(v0), mpf(lam), mpf(w)
        f = lambda t: X0 + V0 * (1 - mp.exp(-L * t)) / L - W
        guess = -mp.log(1 - L * (W - X0) / V0) / L  # starting point only
        t = mp.findroot(f, guess * (1 + mpf(10) ** -8))
        assert abs(f(t)) < mpf(10) ** -40 * (abs(W) + 1)
        rows.append(dict(kind="wall", label=label, x0=repr(x0), v0=repr(v0), rate=repr(lam),
                         wall=repr(w), index="0", time=fmt(t), velocity=fmt(V0 * mp.exp(-L * t))))
    return rows


def spring_state(k, c, u0, v0, t):
    lam = c / 2
    wd2 = k - lam * lam
    wd = mp.sqrt(wd2)
    env = mp.exp(-lam * t)
    q = (v0 + lam * u0) / wd
    u = env * (u0 * mp.cos(wd * t) + q * mp.sin(wd * t))
    v = env * ((v0) * mp.cos(wd * t) - (lam * v0 + k * u0) / wd * mp.sin(wd * t))
    return u, v


def first_crossing(k, c, u0, v0):
    """First t > 0 with u(t) = 0 for an underdamped spring, by scan and bisection."""
    wd = mp.sqrt(k - c * c / 4)
    period = 2 * mp.pi / wd
    n = 2000
    h = period / n
    side = 1 if (u0 > 0 or (u0 == 0 and v0 > 0)) else -1
    prev = mpf(0)
    for i in range(1, 4 * n):
        t = h * i
        u, _ = spring_state(k, c, u0, v0, t)
        if side * u <= 0:
            a, b = prev, t
            for _ in range(200):
                m = (a + b) / 2
                um, _ = spring_state(k, c, u0, v0, m)
                if side * um > 0:
                    a = m
                else:
                    b = m
            return (a + b) / 2
        prev = t
    raise RuntimeError("no crossing")


def first_reach(k, c, u0, v0, level):
    """First t > 0 with u(t) = level, by scan and bisection; None within 20 periods."""
    wd = mp.sqrt(k - c * c / 4)
    h = 2 * mp.pi / wd / 2000
    f = lambda t: spring_state(k, c, u0, v0, t)[0] - level
    f0 = u0 - level
    side = (1 if f0 > 0 else -1) if f0 != 0 else (1 if v0 > 0 else -1)
    prev = mpf(0)
    for i in range(1, 40000):
        t = h * i
        if side * f(t) <= 0:
            a, b = prev, t
            for _ in range(200):
                m = (a + b) / 2
                if side * f(m) > 0:
                    a = m
                else:
                    b = m
            return (a + b) / 2
        prev = t
    return None


def spring_bounds_rows():
    cases = [
        # label, stiffness, damping, target, x0, v0, lower, upper, restitution, bounces
        ("card", 157.91367041742973, 12.566370614359172, 380.0, 100.0, 2500.0, 0.0, 400.0,
         0.5, 2),
        ("tray", 400.0, 1.0, 50.0, 10.0, -900.0, 0.0, 105.0, 1.0, 4),
    ]
    rows = []
    for label, k, c, target, x0, v0, lower, upper, e, bounces in cases:
        K, C, T = mpf(k), mpf(c), mpf(target)
        U, V = mpf(x0) - T, mpf(v0)
        clock = mpf(0)
        for i in range(bounces):
            hits = [(first_reach(K, C, U, V, mpf(w) - T), w) for w in (lower, upper)]
            hits = [(t, w) for t, w in hits if t is not None]
            if not hits:
                break
            t, w = min(hits)
            _, v = spring_state(K, C, U, V, t)
            clock += t
            rows.append(dict(kind="springbounds", label=label, x0=repr(x0), v0=repr(v0),
                             rate=repr(lower) + " " + repr(upper), stiffness=repr(k),
                             damping=repr(c), wall=repr(target), index=str(i), time=fmt(clock),
                             velocity=fmt(v), restitution=repr(e)))
            U, V = mpf(w) - T, -mpf(e) * v
    return rows


def spring_wall_rows():
    cases = [
        # label, stiffness, damping, x0 - wall, v0, restitution, bounces
        ("ball", 100.0, 2.0, -300.0, 0.0, 0.6, 4),
        ("thrown", 400.0, 8.0, -50.0, -900.0, 0.8, 3),
        ("soft", 39.47841760435743, 2.5132741228718345, 120.0, 400.0, 0.5, 3),
    ]
    rows = []
    for label, k, c, u0, v0, e, bounces in cases:
        K, C, U, V, E = mpf(k), mpf(c), mpf(u0), mpf(v0), mpf(e)
        clock = mpf(0)
        for i in range(bounces):
            t = first_crossing(K, C, U, V)
            _, v = spring_state(K, C, U, V, t)
            clock += t
            rows.append(dict(kind="springwall", label=label, x0=repr(u0), v0=repr(v0),
                             stiffness=repr(k), damping=repr(c), wall="0.0", index=str(i), time=fmt(clock),
                             velocity=fmt(v), restitution=repr(e)))
            U, V = mpf(0), -E * v
    return rows


def rubber_rows():
    c = mpf(0.55)  # the double nearest 0.55, exactly
    rows = []
    for d in (1.0, 320.0, 812.0, 1e-3, 1e6):
        for x in (1e-300, 1e-12, 0.001, 0.3, 1.0, 25.0, 150.0, 812.0, 1e4, 1e12, 1e200):
            X, D = mpf(x), mpf(d)
            # (1 - 1/(x c/d + 1)) d, rewritten as c x d / (c x + d): the same rational, without
            # the cancellation that would need more than 50 digits for x = 1e-300.
            b = c * X * D / (c * X + D)
            rows.append(dict(kind="rubber", label=f"d={d!r} x={x!r}", x0=repr(x), wall=repr(d),
                             index="0", time="0", velocity=repr(float(b))))
    return rows


def main():
    rows = wall_rows() + spring_wall_rows() + spring_bounds_rows() + rubber_rows()
    columns = ["kind", "label", "x0", "v0", "rate", "stiffness", "damping", "wall", "restitution",
               "index", "time", "velocity"]
    with OUT.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({key: row.get(key, "") for key in columns})


if __name__ == "__main__":
    main()
