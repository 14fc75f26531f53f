#!/usr/bin/env python3
"""Writes Examples/menu-drag.csv: a SYNTHETIC drag of the bouncing menu's sheet, not a recording.

The finger grabs the sheet's top edge at its closed detent (y = 619 points on a 667-point
screen, y down) and flicks it upward. Its speed rises toward 700 points per second with a time
constant of 10 ms,

    v(t) = -700 * (1 - exp(-t / 0.01))             (points per second, up is negative)
    y(t) = 619 - 700 * (t - 0.01 * (1 - exp(-t / 0.01)))

sampled every 16 ms for 128 ms (the press and 8 move events, positions rounded to 0.1 point).
Then, 4 ms later, comes the nearly stationary move (0.2 point) that Chrome on Android sends
just before `pointerup`: a two-sample velocity over it is -50 points per second, the true
velocity at the last real move is -699.998. Times start at 3.2 s (any origin works).

Run from the repository's root:

    python3 Scripts/data/menu_drag_trace.py            # writes Examples/menu-drag.csv
    python3 Scripts/data/menu_drag_trace.py --print    # prints it and the true velocity

Standard library only; the output is deterministic.
"""

import math
import sys

START_Y = 619.0  # the closed detent: a 48-point peek of the 224-point menu
SPEED = 700.0  # points per second, the speed the finger approaches
TIME_CONSTANT = 0.01  # seconds
INTERVAL = 0.016  # seconds between move events
MOVES = 8  # move events after the press
STATIONARY_DELAY = 0.004  # seconds from the last real move to the stationary one
STATIONARY_MOVE = 0.2  # points the stationary move goes on upward
ORIGIN = 3.2  # seconds


def position(t):
    return START_Y - SPEED * (t - TIME_CONSTANT * (1 - math.exp(-t / TIME_CONSTANT)))


def velocity(t):
    return -SPEED * (1 - math.exp(-t / TIME_CONSTANT))


def rows():
    out = []
    for k in range(MOVES + 1):
        t = k * INTERVAL
        out.append((ORIGIN + t, round(position(t), 1)))
    last_t, last_y = out[-1]
    out.append((last_t + STATIONARY_DELAY, round(last_y - STATIONARY_MOVE, 1)))
    return out


def csv_text():
    lines = ["time,position"]
    for t, y in rows():
        lines.append(f"{t:.3f},{y:.1f}")
    return "\n".join(lines) + "\n"


def main():
    text = csv_text()
    release = MOVES * INTERVAL
    if "--print" in sys.argv[1:]:
        sys.stdout.write(text)
        print(f"true velocity at the last real move: {velocity(release):.3f} points/s")
        return
    with open("Examples/menu-drag.csv", "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
