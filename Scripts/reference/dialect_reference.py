"""Reference springs for the dialects SpringKit reads, computed the way each tool does.

Each tool's own conversion and its own motion are transliterated from its source (in
double precision, as the tools compute), independently of SpringKit's Swift code:

- react-native: `packages/react-native/Libraries/Animated/SpringConfig.js` (Origami and
  bounciness/speed) and `Libraries/Animated/animations/SpringAnimation.js` `onUpdate`
  (closed form, critically damped branch for every zeta >= 1), facebook/react-native at
  4bda59e9 / 1c4cd4f6.

Every row is a `--spring` spec (its commas written as semicolons), the physical parameters the tool derives (mass, stiffness,
damping), the initial velocity in distances per second (0 unless the tool has one built
in), and the tool's own position of a 0 -> 1 motion at three times.

Output: Tests/ReferenceData/dialects.csv. Rerun from the repository root:
    python3 Scripts/reference/dialect_reference.py
"""
import csv
import math
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "dialects.csv"
TIMES = (0.05, 0.2, 0.5)


# --- React Native -----------------------------------------------------------------------
def rn_origami(tension, friction):
    return (tension - 30) * 3.62 + 194, (friction - 8) * 3 + 25


def rn_bounciness_speed(bounciness, speed):
    def normalize(value, start, end):
        return (value - start) / (end - start)

    def project_normal(n, start, end):
        return start + n * (end - start)

    def linear(t, start, end):
        return t * end + (1 - t) * start

    def quadratic_out(t, start, end):
        return linear(2 * t - t * t, start, end)

    def b3_friction1(x):
        return 0.0007 * x**3 - 0.031 * x**2 + 0.64 * x + 1.28

    def b3_friction2(x):
        return 0.000044 * x**3 - 0.006 * x**2 + 0.36 * x + 2

    def b3_friction3(x):
        return 0.00000045 * x**3 - 0.000332 * x**2 + 0.1078 * x + 5.84

    def b3_nobounce(tension):
        if tension <= 18:
            return b3_friction1(tension)
        if tension <= 44:
            return b3_friction2(tension)
        return b3_friction3(tension)

    b = project_normal(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
    s = normalize(speed / 1.7, 0, 20)
    tension = project_normal(s, 0.5, 200)
    friction = quadratic_out(b, b3_nobounce(tension), 0.01)
    return rn_origami(tension, friction)


def rn_position(m, k, c, velocity, t, start=0.0, to=1.0):
    """SpringAnimation.js onUpdate at frame time t (seconds)."""
    v0 = -velocity
    zeta = c / (2 * math.sqrt(k * m))
    omega0 = math.sqrt(k / m)
    x0 = to - start
    if zeta < 1:
        omega1 = omega0 * math.sqrt(1.0 - zeta * zeta)
        envelope = math.exp(-zeta * omega0 * t)
        return to - envelope * (
            ((v0 + zeta * omega0 * x0) / omega1) * math.sin(omega1 * t) + x0 * math.cos(omega1 * t)
        )
    envelope = math.exp(-omega0 * t)
    return to - envelope * (x0 + (v0 + omega0 * x0) * t)


def react_native_rows():
    rows = []
    for label, spec, (k, c), m in [
        ("rn-default", "react-native", rn_origami(40, 7), 1.0),
        ("rn-origami", "react-native:tension=80,friction=12", rn_origami(80, 12), 1.0),
        ("rn-bounciness-default", "react-native:speed=12", rn_bounciness_speed(8, 12), 1.0),
        ("rn-bounciness", "react-native:bounciness=15,speed=4", rn_bounciness_speed(15, 4), 1.0),
        ("rn-physical", "react-native:stiffness=200,damping=12,mass=2", (200.0, 12.0), 2.0),
        ("rn-overdamped", "react-native:stiffness=100,damping=30", (100.0, 30.0), 1.0),
    ]:
        rows.append((label, spec, m, k, c, 0.0, [rn_position(m, k, c, 0.0, t) for t in TIMES]))
    return rows


def main():
    rows = react_native_rows()
    with OUT.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        header = ["label", "spec", "mass", "stiffness", "damping", "velocity"]
        for index in range(len(TIMES)):
            header += [f"t{index + 1}", f"x{index + 1}"]
        writer.writerow(header)
        for label, spec, m, k, c, velocity, positions in rows:
            # The table reader splits on every comma: the spec's commas travel as semicolons.
            row = [label, spec.replace(",", ";"), repr(m), repr(k), repr(c), repr(velocity)]
            for t, x in zip(TIMES, positions):
                row += [repr(t), repr(x)]
            writer.writerow(row)


if __name__ == "__main__":
    main()
