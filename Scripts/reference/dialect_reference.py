"""Reference springs for the dialects SpringKit reads, computed the way each tool does.

Each tool's own conversion and its own motion are transliterated from its source (in
double precision, as the tools compute), independently of SpringKit's Swift code:

- react-native: `packages/react-native/Libraries/Animated/SpringConfig.js` (Origami and
  bounciness/speed) and `Libraries/Animated/animations/SpringAnimation.js` `onUpdate`
  (closed form, critically damped branch for every zeta >= 1), facebook/react-native at
  4bda59e9 / 1c4cd4f6.
- reanimated, reanimated3: software-mansion/react-native-reanimated
  `packages/react-native-reanimated/src/animation/spring/springConfigs.ts` (defaults, at
  6498574a), `springUtils.ts` (`calculateNewStiffnessToMatchDuration`, `bisectRoot`, the
  under- and critically damped steps, at 0893dd90) and `spring.ts` (`withSpring`: the
  default config, `useDuration`, the `zeta < 1` choice, frames of at most 64 ms, at
  01e4626e). The motion is stepped frame by frame at 60 Hz, as `springOnFrame` does.
- animejs: juliangarnier/anime `src/easings/spring/index.js` at 308c0934 (v4.4.1: the
  clamps, `calculateSDFromBD` with its rounding, `compute` and `solve`); animejs3: tag
  v3.2.2 `src/index.js` `spring()` (every value clamped to [0.1, 100], the critical branch
  for zeta >= 1).
- figma: no source publishes Figma's motion; the rows are the classic damped oscillator for
  its `easingFunctionSpring` (initialVelocity read as distances per second) and SwiftUI's
  mapping for `{ bounce, duration }`, SpringKit's documented assumptions.
- svelte (#19, dialects-b): `packages/svelte/src/motion/spring.js` `tick_spring` at
  sveltejs/svelte 89bd38d2, iterated frame by frame (dt = min(60/fps, 2)); the continuous
  equivalent from the recurrence's poles (complex arithmetic, s = fps*ln r) and the
  velocity that puts it through frames -1 and 0, checked here against every frame.
- gsap (#19, dialects-b): `src/gsap-core.js` `_configElastic` (elastic.out) at
  greensock/GSAP 8b6107ac; positions are GSAP's own ease over the tween.
- after-effects (#19, dialects-b): the inertial-bounce expression
  `value + v*amp*Math.sin(freq*t*2*Math.PI)/Math.exp(decay*t)`, evaluated as written, in
  its own file (Tests/ReferenceData/after-effects.csv: the bounce from the target for an
  arriving velocity of 1, and velocityFactor = amp*2*pi*freq).

Every row is a `--spring` spec (its commas written as semicolons), the physical parameters the tool derives (mass, stiffness,
damping), the initial velocity in distances per second (0 unless the tool has one built
in), and the tool's own position of a 0 -> 1 motion at three times.

Output: Tests/ReferenceData/dialects.csv. Rerun from the repository root:
    python3 Scripts/reference/dialect_reference.py
"""
import cmath
import csv
import math
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "Tests" / "ReferenceData"
OUT = DATA / "dialects.csv"
AE_OUT = DATA / "after-effects.csv"
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


# --- Reanimated ---------------------------------------------------------------------------
def reanimated_bisect(func, low, high, precision, max_iterations):
    """springUtils.ts bisectRoot."""
    direction = 1 if func(high) >= func(low) else -1
    steps = max_iterations
    current = (high + low) / 2
    while abs(func(current)) > precision and steps > 0:
        steps -= 1
        if func(current) * direction < 0:
            low = current
        else:
            high = current
        current = (low + high) / 2
    return current


def reanimated_duration_stiffness(duration, zeta, m, threshold=6e-9, x0=-1.0, v0=0.0):
    """springUtils.ts calculateNewStiffnessToMatchDuration (x0 = start - toValue)."""

    def energy(x, v, k):
        return 0.5 * k * x**2 + 0.5 * m * v**2

    def diff(k):
        settling = duration * 1.5 / 1000
        omega = math.sqrt(k / m) * zeta
        xt = (x0 + (v0 + x0 * omega) * settling) * math.exp(-omega * settling)
        vt = (x0 + (v0 + x0 * omega) * settling) * math.exp(-omega * settling) * -omega + (
            v0 + x0 * omega
        ) * math.exp(-omega * settling)
        return energy(xt, vt, k) / energy(x0, v0, k) - threshold

    return reanimated_bisect(diff, sys.float_info.epsilon, 8e3, threshold * 1e-3, 100)


def reanimated_position(zeta, omega0, t, to=1.0, start=0.0, velocity=0.0, frame=1 / 60):
    """spring.ts springOnFrame, one closed-form step per frame from the current state."""
    omega1 = omega0 * math.sqrt(1 - zeta**2) if zeta < 1 else float("nan")
    current, v, elapsed = start, velocity, 0.0
    while elapsed < t - 1e-12:
        dt = min(frame, t - elapsed, 0.064)
        x0, v0 = current - to, v
        if zeta < 1:
            envelope = math.exp(-zeta * omega0 * dt)
            sin1, cos1 = math.sin(omega1 * dt), math.cos(omega1 * dt)
            frag = envelope * (sin1 * ((v0 + zeta * omega0 * x0) / omega1) + x0 * cos1)
            current = to + frag
            v = -zeta * omega0 * frag + envelope * (
                cos1 * (v0 + zeta * omega0 * x0) - omega1 * x0 * sin1
            )
        else:
            envelope = math.exp(-omega0 * dt)
            current = to + envelope * (x0 + (v0 + omega0 * x0) * dt)
            v = envelope * -omega0 * (x0 + (v0 + omega0 * x0) * dt) + envelope * (
                v0 + omega0 * x0
            )
        elapsed += dt
    return current


def reanimated_rows():
    rows = []
    physical = [
        ("reanimated-default", "reanimated", 4.0, 900.0, 120.0),
        ("reanimated-wiggly", "reanimated:damping=90", 4.0, 900.0, 90.0),
        ("reanimated-physical", "reanimated:stiffness=200,damping=12,mass=2", 2.0, 200.0, 12.0),
        ("reanimated-overdamped", "reanimated:stiffness=100,damping=30,mass=1", 1.0, 100.0, 30.0),
        ("reanimated3-default", "reanimated3", 1.0, 100.0, 10.0),
        ("reanimated3-physical", "reanimated3:stiffness=300,damping=20", 1.0, 300.0, 20.0),
    ]
    for label, spec, m, k, c in physical:
        zeta = c / (2 * math.sqrt(k * m))
        positions = [reanimated_position(zeta, math.sqrt(k / m), t) for t in TIMES]
        rows.append((label, spec, m, k, c, 0.0, positions))
    durations = [
        ("reanimated-duration-default", "reanimated:dampingRatio=1", 550.0, 1.0),
        ("reanimated-wiggly-duration", "reanimated:duration=550,dampingRatio=0.75", 550.0, 0.75),
        ("reanimated-r3-duration", "reanimated:duration=1333,dampingRatio=0.5", 1333.0, 0.5),
        ("reanimated-short", "reanimated:duration=200", 200.0, 1.0),
    ]
    for label, spec, duration, zeta in durations:
        m = 4.0
        k = reanimated_duration_stiffness(duration, zeta, m)
        c = 2 * min(zeta, 1) * math.sqrt(k * m)
        positions = [reanimated_position(zeta, math.sqrt(k / m), t) for t in TIMES]
        rows.append((label, spec, m, k, c, 0.0, positions))
    return rows


# --- anime.js -----------------------------------------------------------------------------
def clamp(value, low, high):
    return min(max(value, low), high)


def js_round(value, decimals):
    """anime.js helpers.js round (Math.round of the scaled value)."""
    p = 10**decimals
    return math.floor(value * p + 0.5) / p


def anime4(mass=None, stiffness=None, damping=None, velocity=None, bounce=None, duration=None):
    """src/easings/spring/index.js: the Spring constructor; returns (m, k, c, v, solve)."""
    top = 1e3 * 10
    bn = clamp(0.5 if bounce is None else bounce, -1, 1)
    pd = clamp(628 if duration is None else duration, 10, top)
    m = clamp(1 if mass is None else mass, 1, top)
    s = clamp(100 if stiffness is None else stiffness, 1e-11, top)
    d = clamp(10 if damping is None else damping, 1e-11, top)
    v = clamp(0 if velocity is None else velocity, -top, top)
    if bounce is not None or duration is not None:
        pds = pd / 1e3
        m, v = 1, 0
        s = (2 * math.pi / pds) ** 2
        d = (1 - bn) * 4 * math.pi / pds if bn >= 0 else 4 * math.pi / (pds * (1 + bn))
        s = js_round(clamp(s, 1e-11, top), 3)
        d = js_round(clamp(d, 1e-11, 300), 3)
    w0 = clamp(math.sqrt(s / m), 1e-11, 1e3)
    zeta = d / (2 * math.sqrt(s * m))
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        b = (zeta * w0 - v) / wd
    elif zeta == 1:
        wd, b = 0.0, -v + w0
    else:
        wd = w0 * math.sqrt(zeta * zeta - 1)
        b = (zeta * w0 - v) / wd

    def solve(t):
        if zeta < 1:
            x = math.exp(-t * zeta * w0) * (math.cos(wd * t) + b * math.sin(wd * t))
        elif zeta == 1:
            x = (1 + b * t) * math.exp(-t * w0)
        else:
            x = ((1 + b) * math.exp((-zeta * w0 + wd) * t) + (1 - b) * math.exp((-zeta * w0 - wd) * t)) / 2
        return 1 - x

    return m, s, d, v, solve


def anime3(mass=None, stiffness=None, damping=None, velocity=None):
    """v3.2.2 src/index.js spring(): returns (m, k, c, v, solver in seconds)."""
    m = clamp(1 if mass is None else mass, 0.1, 100)
    k = clamp(100 if stiffness is None else stiffness, 0.1, 100)
    c = clamp(10 if damping is None else damping, 0.1, 100)
    v = clamp(0 if velocity is None else velocity, 0.1, 100)
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    wd = w0 * math.sqrt(1 - zeta * zeta) if zeta < 1 else 0
    b = (zeta * w0 - v) / wd if zeta < 1 else -v + w0

    def solve(t):
        if zeta < 1:
            x = math.exp(-t * zeta * w0) * (math.cos(wd * t) + b * math.sin(wd * t))
        else:
            x = (1 + b * t) * math.exp(-t * w0)
        return 1 - x

    return m, k, c, v, solve


def anime_rows():
    rows = []
    for label, spec, arguments in [
        ("animejs-default", "animejs", {}),
        ("animejs-physical", "animejs:mass=2,stiffness=300,damping=12", dict(mass=2, stiffness=300, damping=12)),
        ("animejs-velocity", "animejs:stiffness=200,damping=15,velocity=3", dict(stiffness=200, damping=15, velocity=3)),
        ("animejs-overdamped", "animejs:stiffness=100,damping=30", dict(stiffness=100, damping=30)),
        ("animejs-light-mass", "animejs:mass=0.5", dict(mass=0.5)),
        ("animejs-bounce-default", "animejs:bounce=0.5", dict(bounce=0.5)),
        ("animejs-bounce", "animejs:bounce=0.3,duration=500", dict(bounce=0.3, duration=500)),
        ("animejs-bounce-negative", "animejs:bounce=-0.5,duration=400", dict(bounce=-0.5, duration=400)),
    ]:
        m, k, c, v, solve = anime4(**arguments)
        rows.append((label, spec, float(m), float(k), float(c), float(v), [solve(t) for t in TIMES]))
    for label, spec, arguments in [
        ("animejs3-default", "animejs3", {}),
        ("animejs3-velocity-zero", "animejs3:mass=1,stiffness=80,damping=10,velocity=0", dict(mass=1, stiffness=80, damping=10, velocity=0)),
        ("animejs3-critical", "animejs3:stiffness=50,damping=40", dict(stiffness=50, damping=40)),
        ("animejs3-clamped", "animejs3:stiffness=500,damping=5", dict(stiffness=500, damping=5)),
        ("animejs3-velocity", "animejs3:velocity=5", dict(velocity=5)),
    ]:
        m, k, c, v, solve = anime3(**arguments)
        rows.append((label, spec, float(m), float(k), float(c), float(v), [solve(t) for t in TIMES]))
    return rows


# --- Figma --------------------------------------------------------------------------------
def oscillator_position(m, k, c, v0, t):
    """The damped oscillator m x'' + c x' + k x = 0 about 1, from x = 0 at speed v0."""
    omega = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    e0, de0 = -1.0, v0
    if zeta < 1:
        wd = omega * math.sqrt(1 - zeta * zeta)
        a = (de0 + zeta * omega * e0) / wd
        e = math.exp(-zeta * omega * t) * (e0 * math.cos(wd * t) + a * math.sin(wd * t))
    elif zeta == 1:
        e = (e0 + (de0 + omega * e0) * t) * math.exp(-omega * t)
    else:
        r = omega * math.sqrt(zeta * zeta - 1)
        s1, s2 = -zeta * omega + r, -zeta * omega - r
        a1 = (de0 - s2 * e0) / (s1 - s2)
        a2 = e0 - a1
        e = a1 * math.exp(s1 * t) + a2 * math.exp(s2 * t)
    return 1 + e


def figma_rows():
    rows = []
    for label, spec, (m, k, c, v) in [
        ("figma-forum", "figma:mass=1,stiffness=80,damping=30", (1.0, 80.0, 30.0, 0.0)),
        ("figma-velocity", "figma:mass=1,stiffness=300,damping=20,initialVelocity=2", (1.0, 300.0, 20.0, 2.0)),
        ("figma-heavy", "figma:mass=3,stiffness=250,damping=18", (3.0, 250.0, 18.0, 0.0)),
    ]:
        rows.append((label, spec, m, k, c, v, [oscillator_position(m, k, c, v, t) for t in TIMES]))
    for label, spec, bounce, duration in [
        ("figma-bounce", "figma:bounce=0.35,duration=0.4", 0.35, 0.4),
        ("figma-bounce-negative", "figma:bounce=-0.3,duration=0.5", -0.3, 0.5),
    ]:
        k = (2 * math.pi / duration) ** 2
        c = 4 * math.pi * (1 - bounce) / duration if bounce >= 0 else 4 * math.pi / (duration * (1 + bounce))
        rows.append((label, spec, 1.0, k, c, 0.0, [oscillator_position(1.0, k, c, 0.0, t) for t in TIMES]))
    return rows


# --- Svelte, GSAP, After Effects (#19, dialects-b) ---------------------------------------
def svelte_frames(k, c, fps, count):
    """tick_spring from 0 toward 1 at a steady frame rate, without the precision snap."""
    dt = min(60 / fps, 2)
    last, current, frames = 0.0, 0.0, []
    for _ in range(count):
        frames.append(current)
        velocity = (current - last) / dt
        acceleration = k * (1 - current) - c * velocity
        last, current = current, current + (velocity + acceleration) * dt
    return frames


def svelte_equivalent(k, c, fps):
    """The continuous spring through the frames: poles r, s = fps*ln r; mass 1."""
    dt = min(60 / fps, 2)
    b, p = 2 - c - k * dt, 1 - c
    root = cmath.sqrt(b * b - 4 * p)
    r1, r2 = (b + root) / 2, (b - root) / 2
    s1, s2 = fps * cmath.log(r1), fps * cmath.log(r2)
    # e(t) = a1 e^(s1 t) + a2 e^(s2 t) through e(0) = -1 and e(-1/fps) = -1 (at rest).
    a2 = (1 / r1 - 1) / (1 / r2 - 1 / r1)
    a1 = -1 - a2
    velocity = (a1 * s1 + a2 * s2).real
    stiffness, damping = (s1 * s2).real, -(s1 + s2).real

    def position(t):
        return 1 + (a1 * cmath.exp(s1 * t) + a2 * cmath.exp(s2 * t)).real

    frames = svelte_frames(k, c, fps, 600)
    worst = max(abs(position(n / fps) - x) for n, x in enumerate(frames))
    assert worst < 1e-12, (k, c, fps, worst)
    return stiffness, damping, velocity


def svelte_rows():
    rows = []
    for label, k, c, fps in [
        ("svelte-default-60", 0.15, 0.8, 60),
        ("svelte-default-30", 0.15, 0.8, 30),
        ("svelte-default-120", 0.15, 0.8, 120),
        ("svelte-default-240", 0.15, 0.8, 240),
        ("svelte-bouncy-60", 0.1, 0.25, 60),
        ("svelte-bouncy-120", 0.1, 0.25, 120),
        ("svelte-stiff-60", 0.9, 0.3, 60),
        ("svelte-fast-30", 1.0, 0.5, 30),
    ]:
        stiffness, damping, velocity = svelte_equivalent(k, c, fps)
        frames = svelte_frames(k, c, fps, 61)
        picks = (3, 12, 30)
        spec = f"svelte:stiffness={k},damping={c},fps={fps}"
        rows.append(
            (label, spec, 1.0, stiffness, damping, velocity,
             [(n / fps, frames[n]) for n in picks]))
    return rows


def gsap_elastic_out(amplitude, period, p):
    """GSAP's elastic.out at progress p, as _configElastic builds it."""
    p1 = amplitude if amplitude >= 1 else 1
    p2 = (period or 0.3) / (amplitude if amplitude < 1 else 1)
    p3 = p2 / (2 * math.pi) * (math.asin(1 / p1) or 0)
    if p == 1:
        return 1
    return p1 * 2 ** (-10 * p) * math.sin((p - p3) * (2 * math.pi / p2)) + 1


def gsap_rows():
    rows = []
    for label, spec, amplitude, period, duration in [
        ("gsap-default", "gsap", 1, 0.3, 0.5),
        ("gsap-amplitude", "gsap:amplitude=1.5,period=0.4,duration=1.2", 1.5, 0.4, 1.2),
        ("gsap-small-amplitude", "gsap:amplitude=0.5,period=0.3,duration=1", 0.5, 0.3, 1.0),
    ]:
        a = max(amplitude, 1)
        big_p = period / min(amplitude, 1)
        sigma = 10 * math.log(2) / duration
        omega_d = 2 * math.pi / (big_p * duration)
        velocity = sigma + omega_d * math.sqrt(a * a - 1)
        times = (0.05 * duration, 0.3 * duration, 0.8 * duration)
        rows.append(
            (label, spec, 1.0, sigma**2 + omega_d**2, 2 * sigma, velocity,
             [(t, gsap_elastic_out(amplitude, period, t / duration)) for t in times]))
    return rows


def after_effects_rows():
    rows = []
    for label, spec, amp, freq, decay in [
        ("ae-default", "after-effects", 0.1, 2.0, 2.0),
        ("ae-snappy", "after-effects:amp=0.05,freq=4,decay=8", 0.05, 4.0, 8.0),
    ]:
        times = (0.05, 0.2, 0.5)
        v = 1.0  # the velocity the layer arrives with; the bounce scales with it
        bounce = [(t, v * amp * math.sin(freq * t * 2 * math.pi) / math.exp(decay * t)) for t in times]
        omega_d = 2 * math.pi * freq
        rows.append(
            (label, spec, 1.0, decay**2 + omega_d**2, 2 * decay, amp * omega_d, bounce))
    return rows


def write(path, rows, velocity_name):
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        header = ["label", "spec", "mass", "stiffness", "damping", velocity_name]
        for index in range(len(TIMES)):
            header += [f"t{index + 1}", f"x{index + 1}"]
        writer.writerow(header)
        for label, spec, m, k, c, velocity, positions in rows:
            # The table reader splits on every comma: the spec's commas travel as semicolons.
            row = [label, spec.replace(",", ";"), repr(m), repr(k), repr(c), repr(velocity)]
            for t, x in positions:
                row += [repr(t), repr(x)]
            writer.writerow(row)


def main():
    rows = [
        (label, spec, m, k, c, velocity, list(zip(TIMES, positions)))
        for label, spec, m, k, c, velocity, positions in react_native_rows()
        + reanimated_rows() + anime_rows() + figma_rows()
    ]
    write(OUT, rows + svelte_rows() + gsap_rows(), "velocity")
    write(AE_OUT, after_effects_rows(), "velocityFactor")


if __name__ == "__main__":
    main()
