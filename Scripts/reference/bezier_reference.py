"""Generate high-precision reference values for SpringKit's cubic Bézier timing functions.

A timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2) is

    x(t) = 3(1 − t)²t·x1 + 3(1 − t)t²·x2 + t³
    y(t) = 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³          t in [0, 1]

and its progress at a time is y(t) where x(t) = time. For x1, x2 in [0, 1], x is increasing on
[0, 1], so the root is unique and [0, 1] brackets it.

Every control point and time is an IEEE double written with repr(); the root is computed from
the exact values of those doubles with mpmath.findroot (the bracketing Anderson–Björk solver on
[0, 1], then the secant method from its answer) at 50 significant digits, checked to bracket the root, and recomputed at 80 digits;
the two runs must agree to 1e-40. Roots that are exactly 0, 1/2 or 1 (checked with fractions)
are taken exactly, since a bracketing solver converges slowly on the triple root at t = 1/2
when x1 = 1 and x2 = 0.

Columns: label, x1, y1, x2, y2, time, parameter (t), progress (y(t)) and slope (dy/dx =
y′(t)/x′(t); where x′(t) = 0 the limit along the curve, "inf" or "-inf" when it is vertical),
numbers written with 25 significant digits.

Output: Tests/ReferenceData/cubic-bezier.csv. Rerun from the repository root (deterministic,
a few seconds):
    python3 Scripts/reference/bezier_reference.py
"""
import csv
from fractions import Fraction
from pathlib import Path

from mpmath import mp, mpf

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "cubic-bezier.csv"
DIGITS = 50
CHECK_DIGITS = 80

CURVES = [
    # Core Animation's named functions; CSS's keywords are the same curves.
    ("ca-linear", 0.0, 0.0, 1.0, 1.0),
    ("ca-easeIn", 0.42, 0.0, 1.0, 1.0),
    ("ca-easeOut", 0.0, 0.0, 0.58, 1.0),
    ("ca-easeInEaseOut", 0.42, 0.0, 0.58, 1.0),
    ("ca-default", 0.25, 0.1, 0.25, 1.0),
    # Overshooting curves (easings.net's CSS approximations and common presets).
    ("overshoot", 0.34, 1.56, 0.64, 1.0),
    ("back-in", 0.36, 0.0, 0.66, -0.56),
    ("back-in-out", 0.68, -0.6, 0.32, 1.6),
    ("swift-out", 0.175, 0.885, 0.32, 1.275),
    ("large-y", 0.3, 10.0, 0.7, -9.0),
    # Steep and flat ones.
    ("expo-out", 0.16, 1.0, 0.3, 1.0),
    ("expo-in-out", 0.87, 0.0, 0.13, 1.0),
    ("quint-out", 0.22, 1.0, 0.36, 1.0),
    ("material-standard", 0.4, 0.0, 0.2, 1.0),
    ("material-emphasized-decelerate", 0.05, 0.7, 0.1, 1.0),
    # Control points at the edges of the valid x range.
    ("x-both-0", 0.0, 1.0, 0.0, 1.0),
    ("x-both-1", 1.0, 0.0, 1.0, 0.0),
    ("x-1-then-0", 1.0, 0.0, 0.0, 1.0),
    ("x-0-then-1-flat", 0.0, 1.0, 1.0, 0.0),
    ("x-nearly-1-then-0", 0.999, 0.0, 0.001, 1.0),
    ("x1-tiny", 1e-9, 0.5, 0.5, 1.0),
]

TIMES = [0.0, 0.001] + [k / 20 for k in range(1, 20)] + [1 / 3, 0.999, 1.0]


def coordinate(t, a, b):
    s = 1 - t
    return 3 * s * s * t * a + 3 * s * t * t * b + t**3


def derivatives(t, a, b):
    """x′, x″, x‴ of the Bernstein cubic with inner control values a, b."""
    s = 1 - t
    first = 3 * (s * s * a + 2 * s * t * (b - a) + t * t * (1 - b))
    second = 6 * (s * (b - 2 * a) + t * (1 - 2 * b + a))
    third = 6 * (1 - 3 * b + 3 * a)
    return first, second, third


def exact_root(curve, time):
    """The root as a Fraction when it is 0, 1/2 or 1, else None."""
    _, x1, _, x2, _ = curve
    target = Fraction(time)
    for t in (Fraction(0), Fraction(1, 2), Fraction(1)):
        if coordinate(t, Fraction(x1), Fraction(x2)) == target:
            return t
    return None


def solve(curve, time, digits):
    _, x1, y1, x2, y2 = curve
    with mp.workdps(digits):
        exact = exact_root(curve, time)
        if exact is not None:
            t = mpf(exact.numerator) / exact.denominator
        else:
            f = lambda t: coordinate(t, mpf(x1), mpf(x2)) - mpf(time)
            # Bracketing first (robust), then the secant method from there (fast, verified).
            t = mp.findroot(f, (mpf(0), mpf(1)), solver="anderson", maxsteps=500, verify=False)
            t = mp.findroot(f, t)
            assert 0 <= t <= 1, (curve, time, t)
            delta = mpf(10) ** (-digits // 2)
            assert f(max(t - delta, 0)) <= 0 <= f(min(t + delta, 1)), (curve, time)
            assert abs(f(t)) < mpf(10) ** (-digits + 5), (curve, time, f(t))
        y = coordinate(t, mpf(y1), mpf(y2))
        xs = derivatives(t, mpf(x1), mpf(x2))
        ys = derivatives(t, mpf(y1), mpf(y2))
        slope = None
        if exact is not None:
            # Decide zeros exactly, so a vertical tangent is reported as such.
            fx = derivatives(exact, Fraction(x1), Fraction(x2))
            fy = derivatives(exact, Fraction(y1), Fraction(y2))
            for order in range(3):
                if fx[order] == 0 and fy[order] != 0:
                    slope = mp.inf if fy[order] > 0 else -mp.inf
                    break
                if fx[order] != 0:
                    slope = mpf(fy[order].numerator) / fy[order].denominator
                    slope /= mpf(fx[order].numerator) / fx[order].denominator
                    break
        else:
            slope = ys[0] / xs[0]
        return t, y, slope


def text(value):
    if mp.isinf(value):
        return "inf" if value > 0 else "-inf"
    return mp.nstr(value, 25, min_fixed=-4, max_fixed=4)


def main():
    rows = []
    for curve in CURVES:
        for time in TIMES:
            t, y, slope = solve(curve, time, DIGITS)
            t2, y2, slope2 = solve(curve, time, CHECK_DIGITS)
            assert abs(t - t2) < mpf(10) ** -40 and abs(y - y2) < mpf(10) ** -40, (curve, time)
            if not mp.isinf(slope):
                assert abs(slope - slope2) <= mpf(10) ** -30 * (1 + abs(slope)), (curve, time)
            label, x1, y1, x2, y2 = curve
            rows.append(
                [label, repr(x1), repr(y1), repr(x2), repr(y2), repr(time), text(t), text(y),
                 text(slope)])
    with OUT.open("w", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(
            ["label", "x1", "y1", "x2", "y2", "time", "parameter", "progress", "slope"])
        writer.writerows(rows)
    print(f"{OUT.name}: {len(rows)} rows")


if __name__ == "__main__":
    mp.dps = DIGITS
    main()
