"""The spring's closed form, computed independently of SpringKit.

For m x'' = -k (x - target) - c x', with u = x - target, lambda = c / (2m) and
omega0^2 = k / m (Guides/Spring.md, "Closed form"):

    zeta < 1:  u(t) = e^(-lambda t) (u0 cos(wd t) + (v0 + lambda u0) sin(wd t) / wd),
               wd = sqrt(omega0^2 - lambda^2)
    zeta = 1:  u(t) = e^(-lambda t) (u0 + (v0 + lambda u0) t)
    zeta > 1:  u(t) = e^(-lambda t) (u0 cosh(s t) + (v0 + lambda u0) sinh(s t) / s),
               s = sqrt(lambda^2 - omega0^2)

`value` evaluates it in doubles (fast enough for every read of the suite); the springs of the
suite keep away from the cancellation near zeta = 1 (the critical one is exactly critical), so
doubles are accurate to about 1e-15 there. `check_against_mpmath` proves that on each spring
against the same formula at 40 digits, so the reference is exact far below any tolerance
tested.
"""

import math


class Spring:
    """A spring (mass, stiffness, damping) moving from `start` to `target`, `velocity` at 0.

    Every parameter is the decimal text given to springfit; float() reads it as the same
    double Swift does.
    """

    def __init__(self, mass, stiffness, damping, start, target, velocity):
        self.text = dict(
            mass=mass, stiffness=stiffness, damping=damping, start=start, target=target,
            velocity=velocity)
        m, k, c = float(mass), float(stiffness), float(damping)
        self.start, self.target, self.velocity = float(start), float(target), float(velocity)
        self.damping_ratio = c / (2 * math.sqrt(k * m))
        self._lambda = c / (2 * m)
        self._omega2 = k / m
        self._u0 = self.start - self.target
        self._b = self.velocity + self._lambda * self._u0
        self._discriminant = self._omega2 - self._lambda * self._lambda

    def arguments(self):
        """springfit's spring and motion options for this spring."""
        t = self.text
        return [
            "--mass", t["mass"], "--stiffness", t["stiffness"], "--damping", t["damping"],
            "--from", t["start"], "--to", t["target"], "--velocity", t["velocity"]]

    def value(self, seconds):
        """x(t) in doubles."""
        lam, u0, b, d = self._lambda, self._u0, self._b, self._discriminant
        t = seconds
        if d > 0:
            wd = math.sqrt(d)
            u = u0 * math.cos(wd * t) + b * math.sin(wd * t) / wd
        elif d < 0:
            s = math.sqrt(-d)
            # e^(-lambda t) cosh(s t) and sinh(s t) as exponentials of (s - lambda) t and
            # (-s - lambda) t, which never overflow.
            slow, fast = math.exp((s - lam) * t), math.exp((-s - lam) * t)
            return self.target + u0 * (slow + fast) / 2 + b * (slow - fast) / (2 * s)
        else:
            u = u0 + b * t
        return self.target + math.exp(-lam * t) * u

    def value_mpmath(self, seconds, digits=40):
        """x(t) at `digits` digits, from the same doubles (mpmath reads them exactly)."""
        import mpmath

        with mpmath.workdps(digits):
            m, k, c = (mpmath.mpf(float(self.text[key])) for key in ("mass", "stiffness", "damping"))
            lam, omega2 = c / (2 * m), k / m
            u0 = mpmath.mpf(self.start) - mpmath.mpf(self.target)
            b = mpmath.mpf(self.velocity) + lam * u0
            t = mpmath.mpf(seconds)
            d = omega2 - lam * lam
            if d > 0:
                w = mpmath.sqrt(d)
                u = u0 * mpmath.cos(w * t) + b * mpmath.sin(w * t) / w
            elif d < 0:
                s = mpmath.sqrt(-d)
                u = u0 * mpmath.cosh(s * t) + b * mpmath.sinh(s * t) / s
            else:
                u = u0 + b * t
            return mpmath.mpf(self.target) + mpmath.exp(-lam * t) * u

    def check_against_mpmath(self, end, count=200, limit=1e-12):
        """The largest |double - 40-digit| over `count` times in [0, end]; raises above
        `limit`."""
        worst = 0.0
        for i in range(count + 1):
            t = end * i / count
            worst = max(worst, abs(self.value(t) - float(self.value_mpmath(t))))
        if worst > limit:
            raise AssertionError(
                f"the double reference is {worst:.3g} from mpmath for {self.text}")
        return worst
