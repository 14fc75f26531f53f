"""Reference colour springs: a spring between two sRGB colours run in Oklab, mapped into sRGB.

Independent of SpringKit: the spring is the closed form of a unit-mass oscillator released at
rest (SwiftUI's duration/bounce: ω₀ = 2π / duration, ζ = 1 − bounce), the conversions are
CSS Color 4's published matrices at 50 digits (shared with oklab_reference.py), and the gamut
mapping is CSS Color 4's "CSS gamut mapping to an RGB destination" (§13.2, binary search on
Oklch chroma at constant lightness and hue, JND 0.02, ε 0.0001) written from the
specification's pseudo-code.

Rows: a motion label, the time in seconds, the Oklab coordinates the spring reaches
(L, a, bOk), the same colour in sRGB before mapping (r, g, b; outside 0…1 while the spring
overshoots out of the gamut) and after (mr, mg, mb).

Output: Tests/ReferenceData/colour-spring.csv, results to 25 significant digits. Rerun from
the repository root (takes a few seconds):
    python3 Scripts/reference/colour_spring_reference.py
"""
import csv
import sys
from pathlib import Path

from mpmath import mp, mpf

sys.path.insert(0, str(Path(__file__).resolve().parent))
from oklab_reference import forward, inverse, text  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData" / "colour-spring.csv"
mp.dps = 50


def displacement(duration, bounce, t):
    """u(t) of x from 1 to 0 released at rest: 1 at t = 0, toward 0."""
    omega = 2 * mp.pi / mpf(duration)
    zeta = 1 - mpf(bounce)
    t = mpf(t)
    if zeta == 1:
        return mp.exp(-omega * t) * (1 + omega * t)
    damped = omega * mp.sqrt(1 - zeta ** 2)
    return mp.exp(-zeta * omega * t) * (
        mp.cos(damped * t) + zeta * omega / damped * mp.sin(damped * t))


def oklab_of(rgb):
    return forward(rgb)[1]


def srgb_of(lab):
    return inverse(lab)[1]


def in_gamut(rgb):
    return all(0 <= c <= 1 for c in rgb)


def clip(rgb):
    return [min(max(c, mpf(0)), mpf(1)) for c in rgb]


def delta_e(lab1, lab2):
    return mp.sqrt(sum((x - y) ** 2 for x, y in zip(lab1, lab2)))


def lch_to_lab(lightness, chroma, hue):
    radians = hue * mp.pi / 180
    return [lightness, chroma * mp.cos(radians), chroma * mp.sin(radians)]


def gamut_mapped(lab):
    """CSS Color 4, "CSS gamut mapping to an RGB destination", for sRGB."""
    rgb = srgb_of(lab)
    if in_gamut(rgb):
        return rgb
    lightness = lab[0]
    if lightness >= 1:
        return [mpf(1)] * 3
    if lightness <= 0:
        return [mpf(0)] * 3
    chroma = mp.sqrt(lab[1] ** 2 + lab[2] ** 2)
    hue = mp.degrees(mp.atan2(lab[2], lab[1]))
    jnd = mpf("0.02")
    epsilon = mpf("0.0001")
    clipped = clip(rgb)
    if delta_e(oklab_of(clipped), lab) < jnd:
        return clipped
    low, high, low_in_gamut = mpf(0), chroma, True
    while high - low > epsilon:
        middle = (low + high) / 2
        candidate = lch_to_lab(lightness, middle, hue)
        unclipped = srgb_of(candidate)
        if low_in_gamut and in_gamut(unclipped):
            low = middle
            continue
        clipped = clip(unclipped)
        difference = delta_e(oklab_of(clipped), candidate)
        if difference < jnd:
            if jnd - difference < epsilon:
                return clipped
            low_in_gamut = False
            low = middle
        else:
            high = middle
    return clipped


MOTIONS = [
    # label, from sRGB, to sRGB, duration, bounce
    ("red-blue-smooth", (1.0, 0.0, 0.0), (0.0, 0.0, 1.0), 0.5, 0.0),
    ("red-blue-bouncy", (1.0, 0.0, 0.0), (0.0, 0.0, 1.0), 0.5, 0.3),
    ("white-green-bouncy", (1.0, 1.0, 1.0), (0.0, 0.6, 0.2), 0.4, 0.5),
]
TIMES = [i / 40 for i in range(0, 41)]


def main():
    columns = ["motion", "time", "L", "a", "bOk", "r", "g", "b", "mr", "mg", "mb"]
    with OUT.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(columns)
        for label, start, end, duration, bounce in MOTIONS:
            start_lab, end_lab = oklab_of(start), oklab_of(end)
            for time in TIMES:
                u = displacement(duration, bounce, time)
                lab = [e + u * (s - e) for s, e in zip(start_lab, end_lab)]
                writer.writerow([label, repr(time), *(text(c) for c in lab),
                                 *(text(c) for c in srgb_of(lab)),
                                 *(text(c) for c in gamut_mapped(lab))])


if __name__ == "__main__":
    main()
