"""Core Animation's keyframe curve, computed independently of SpringKit.

The semantics are DESIGN.md's ("Keyframe semantics"): `linear` draws straight lines between
(keyTime, value) points; `cubic` draws Kochanek-Bartels Hermite segments, each parametrised by
its local progress s in 0...1, with tangents

    D_i = (1-t)(1+c)(1+b)/2 (P_i - P_i-1) + (1-t)(1-c)(1-b)/2 (P_i+1 - P_i)   (outgoing)
    S_i = (1-t)(1-c)(1+b)/2 (P_i - P_i-1) + (1-t)(1+c)(1-b)/2 (P_i+1 - P_i)   (incoming)

and phantom points P_-1 = P_0, P_n = P_n-1 (Catmull-Rom when t = c = b = 0); a segment's
timing function (a cubic Bezier from (0,0) to (1,1)) maps the local progress first.
"""

NAMED = {
    "linear": (0.0, 0.0, 1.0, 1.0), "easeIn": (0.42, 0.0, 1.0, 1.0),
    "easeOut": (0.0, 0.0, 0.58, 1.0), "easeInEaseOut": (0.42, 0.0, 0.58, 1.0),
    "default": (0.25, 0.1, 0.25, 1.0),
}


def bezier_progress(points, x):
    """y at x of the cubic Bezier (0,0), (x1,y1), (x2,y2), (1,1), by bisection on its
    parameter (x is monotonic for x1, x2 in [0, 1]) to the last bit."""
    x1, y1, x2, y2 = points

    def coordinate(a, b, s):
        return 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s

    low, high = 0.0, 1.0
    for _ in range(200):
        middle = (low + high) / 2
        if middle in (low, high):
            break
        if coordinate(x1, x2, middle) < x:
            low = middle
        else:
            high = middle
    return coordinate(y1, y2, (low + high) / 2)


class KeyframeCurve:
    """A track: values, keyTimes (evenly spaced when None), duration, mode, per-segment timing
    functions (names or [x1, y1, x2, y2]) and tension/continuity/bias lists (zeros when
    None)."""

    def __init__(self, values, duration, mode="linear", key_times=None, timing=None,
                 tensions=None, continuities=None, biases=None):
        n = len(values)
        self.values, self.duration, self.mode = [float(v) for v in values], float(duration), mode
        self.key_times = key_times or [i / (n - 1) for i in range(n)]
        self.timing = [NAMED[t] if isinstance(t, str) else tuple(t) for t in (timing or [])]
        self.t = tensions or [0.0] * n
        self.c = continuities or [0.0] * n
        self.b = biases or [0.0] * n

    def tangent(self, i, outgoing):
        p = self.values
        before = p[i] - p[max(i - 1, 0)]
        after = p[min(i + 1, len(p) - 1)] - p[i]
        t, c, b = self.t[i], self.c[i], self.b[i]
        w_before = (1 - t) * ((1 + c) if outgoing else (1 - c)) * (1 + b) / 2
        w_after = (1 - t) * ((1 - c) if outgoing else (1 + c)) * (1 - b) / 2
        return w_before * before + w_after * after

    def value(self, seconds):
        p = self.values
        progress = min(max(seconds / self.duration, 0.0), 1.0)
        if progress <= 0:
            return p[0]
        if progress >= 1:
            return p[-1]
        segment = max(i for i, k in enumerate(self.key_times) if k <= progress)
        segment = min(segment, len(p) - 2)
        start, end = self.key_times[segment], self.key_times[segment + 1]
        if end <= start:
            return p[segment + 1]
        s = min(max((progress - start) / (end - start), 0.0), 1.0)
        if self.timing:
            s = bezier_progress(self.timing[segment], s)
        if self.mode == "linear":
            return p[segment] + s * (p[segment + 1] - p[segment])
        s2, s3 = s * s, s * s * s
        return ((2 * s3 - 3 * s2 + 1) * p[segment] + (s3 - 2 * s2 + s) * self.tangent(segment, True)
                + (-2 * s3 + 3 * s2) * p[segment + 1]
                + (s3 - s2) * self.tangent(segment + 1, False))
