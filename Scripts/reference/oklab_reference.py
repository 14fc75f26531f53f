"""Reference colour conversions sRGB ↔ linear sRGB ↔ Oklab ↔ Oklch, independent of SpringKit.

The published constants of CSS Color 4 (sample code `conversions.js`, the matrices
"recalculated for 64-bit precision" after csswg-drafts issue 6642, the same as colour.js):
linear sRGB ↔ XYZ (D65) as exact rationals, and XYZ ↔ LMS, ∛LMS ↔ Oklab as the published
decimals, each taken as an exact decimal number here and evaluated with mpmath at 50 digits.
The sRGB transfer function is IEC 61966-2-1's, extended to negative values by odd symmetry
as CSS Color 4 does, with its knees as the code compares them: the double nearest 0.04045
when decoding, and its image 0.04045 / 12.92 when encoding (SpringKit's choice, so that the
two directions are inverses; see SRGBTransfer.swift).

Rows:
- `forward`: an sRGB colour (r, g, b, exact doubles) → linear (linR, linG, linB) with the
  transfer function → Oklab (L, a, b) with the forward matrices → Oklch (C, h in degrees).
- `inverse`: an Oklab colour (L, a, b, exact doubles) → linear sRGB with the published inverse
  matrices → sRGB (r, g, b) with the inverse transfer function; some lie outside the gamut.

Output: Tests/ReferenceData/oklab.csv, inputs as repr() doubles, results to 25 significant
digits. Rerun from the repository root (takes about a second):
    python3 Scripts/reference/oklab_reference.py
"""
import csv
import random
from pathlib import Path

from mpmath import mp, mpf

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "oklab.csv"
mp.dps = 50


def rational(p, q):
    return mpf(p) / mpf(q)


LIN_SRGB_TO_XYZ = [
    [rational(506752, 1228815), rational(87881, 245763), rational(12673, 70218)],
    [rational(87098, 409605), rational(175762, 245763), rational(12673, 175545)],
    [rational(7918, 409605), rational(87881, 737289), rational(1001167, 1053270)],
]
XYZ_TO_LIN_SRGB = [
    [rational(12831, 3959), rational(-329, 214), rational(-1974, 3959)],
    [rational(-851781, 878810), rational(1648619, 878810), rational(36519, 878810)],
    [rational(705, 12673), rational(-2585, 12673), rational(705, 667)],
]


def decimal_matrix(rows):
    return [[mpf(entry) for entry in row.split()] for row in rows]


XYZ_TO_LMS = decimal_matrix([
    "0.8190224379967030 0.3619062600528904 -0.1288737815209879",
    "0.0329836539323885 0.9292868615863434 0.0361446663506424",
    "0.0481771893596242 0.2642395317527308 0.6335478284694309",
])
LMS_TO_XYZ = decimal_matrix([
    "1.2268798758459243 -0.5578149944602171 0.2813910456659647",
    "-0.0405757452148008 1.1122868032803170 -0.0717110580655164",
    "-0.0763729366746601 -0.4214933324022432 1.5869240198367816",
])
LMS_TO_OKLAB = decimal_matrix([
    "0.2104542683093140 0.7936177747023054 -0.0040720430116193",
    "1.9779985324311684 -2.4285922420485799 0.4505937096174110",
    "0.0259040424655478 0.7827717124575296 -0.8086757549230774",
])
OKLAB_TO_LMS = decimal_matrix([
    "1.0000000000000000 0.3963377773761749 0.2158037573099136",
    "1.0000000000000000 -0.1055613458156586 -0.0638541728258133",
    "1.0000000000000000 -0.0894841775298119 -1.2914855480194092",
])


def apply(matrix, vector):
    return [sum(m * v for m, v in zip(row, vector)) for row in matrix]


KNEE = mpf(0.04045)  # the double, as the code compares
LINEAR_KNEE = KNEE / mpf("12.92")


def decoded(c):
    c = mpf(c)
    if abs(c) < KNEE:
        return c / mpf("12.92")
    value = ((abs(c) + mpf("0.055")) / mpf("1.055")) ** mpf("2.4")
    return -value if c < 0 else value


def encoded(c):
    if abs(c) <= LINEAR_KNEE:
        return mpf("12.92") * c
    value = mpf("1.055") * abs(c) ** (1 / mpf("2.4")) - mpf("0.055")
    return -value if c < 0 else value


def cbrt(x):
    return mp.cbrt(x) if x >= 0 else -mp.cbrt(-x)


def forward(rgb):
    linear = [decoded(c) for c in rgb]
    lms = apply(XYZ_TO_LMS, apply(LIN_SRGB_TO_XYZ, linear))
    lab = apply(LMS_TO_OKLAB, [cbrt(c) for c in lms])
    chroma = mp.sqrt(lab[1] ** 2 + lab[2] ** 2)
    hue = mp.degrees(mp.atan2(lab[2], lab[1]))
    if hue < 0:
        hue += 360
    return linear, lab, chroma, hue


def inverse(lab):
    lms = [c ** 3 for c in apply(OKLAB_TO_LMS, [mpf(c) for c in lab])]
    linear = apply(XYZ_TO_LIN_SRGB, apply(LMS_TO_XYZ, lms))
    return linear, [encoded(c) for c in linear]


def text(x):
    return mp.nstr(x, 25, min_fixed=1, max_fixed=0, strip_zeros=False)


def main():
    generator = random.Random(0x0C0105)
    named = [
        ("red", (1.0, 0.0, 0.0)), ("green", (0.0, 1.0, 0.0)), ("blue", (0.0, 0.0, 1.0)),
        ("cyan", (0.0, 1.0, 1.0)), ("magenta", (1.0, 0.0, 1.0)), ("yellow", (1.0, 1.0, 0.0)),
        ("white", (1.0, 1.0, 1.0)), ("mid-grey", (0.5, 0.5, 0.5)),
        ("orange", (1.0, 0.5, 0.0)), ("dark", (0.01, 0.02, 0.03)),
        ("at-knee", (0.04045, 0.040449999999999996, 0.04045000000000001)),
        ("extended", (1.2, -0.1, 0.5)), ("extended-negative", (-0.3, 0.2, 1.1)),
    ]
    rows = []
    for label, rgb in named:
        rows.append(("forward", label, rgb))
    for index in range(60):
        rgb = tuple(generator.random() for _ in range(3))
        rows.append(("forward", f"random-{index}", rgb))
    inverse_cases = [
        ("oklab-red", (0.627955, 0.224863, 0.125846)),
        ("out-of-gamut-green", (0.5, -0.4, -0.1)),
        ("out-of-gamut-blue", (0.3, 0.0, -0.35)),
        ("bright", (0.95, 0.1, 0.1)),
    ]
    for index in range(30):
        lab = (generator.uniform(0.05, 0.95), generator.uniform(-0.3, 0.3),
               generator.uniform(-0.3, 0.3))
        inverse_cases.append((f"random-lab-{index}", lab))

    columns = ["label", "direction", "r", "g", "b", "linR", "linG", "linB", "L", "a", "bOk",
               "C", "h"]
    with OUT.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for direction, label, rgb in rows:
            linear, lab, chroma, hue = forward(rgb)
            writer.writerow([label, direction, *(repr(float(c)) for c in rgb),
                             *(text(c) for c in linear), *(text(c) for c in lab),
                             text(chroma), text(hue)])
        for label, lab in inverse_cases:
            linear, rgb = inverse(lab)
            chroma = mp.sqrt(mpf(lab[1]) ** 2 + mpf(lab[2]) ** 2)
            hue = mp.degrees(mp.atan2(mpf(lab[2]), mpf(lab[1])))
            if hue < 0:
                hue += 360
            writer.writerow([label, "inverse", *(text(c) for c in rgb),
                             *(text(c) for c in linear), *(repr(float(c)) for c in lab),
                             text(chroma), text(hue)])


if __name__ == "__main__":
    main()
