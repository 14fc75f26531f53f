"""The wiggle reference set: springfit's quality and speed per fit against scipy's.

For every row of Tests/ReferenceData/wiggle-reference.csv (attention seekers and keyframes of
known springs whose first and last values are equal, in both comparison windows), fits the
keyframes with `springfit fit --batch` (release build, every core; each set repeated R times
so that the process start is spread thin) and compares its rmsError with the committed
30-start scipy reference; then times scipy's least_squares from 30 seeded random starts of the
same objective (`fit` in wiggle_reference.py, which wrote the reference) on every row, one
after the other as a script would. Prints the worst and median relative RMS difference
(negative: springfit lower), and the time per fit of each with their ratio.

  swift build -c release --product springfit
  python3 Scripts/reference/wiggle_speed.py [R]

SPRINGFIT=/path/to/springfit times another build.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from wiggle_reference import OUT, data, fit  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
SPRINGFIT = Path(os.environ.get("SPRINGFIT", ROOT / ".build" / "release" / "springfit"))


def numbers(text):
    return [float(x) for x in text.split(";")]


def springfit_fits(rows, window, repeats):
    """springfit's rmsError for each row of one window, and its seconds per fit."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "wiggles.jsonl")
        with open(path, "w") as f:
            for _ in range(repeats):
                for row in rows:
                    f.write(json.dumps({"values": numbers(row["values"]),
                                        "keyTimes": numbers(row["keyTimes"]),
                                        "duration": float(row["duration"])}) + "\n")
        arguments = [str(SPRINGFIT), "fit", "--batch", path]
        if window == "keyframesOnly":
            arguments.append("--keyframes-only")
        start = time.perf_counter()
        run = subprocess.run(arguments, capture_output=True, text=True, check=True)
        seconds = (time.perf_counter() - start) / (repeats * len(rows))
    results = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(results) == repeats * len(rows) and all("rmsError" in r for r in results)
    return [r["rmsError"] for r in results[: len(rows)]], seconds


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    with OUT.open() as f:
        rows = list(csv.DictReader(f))
    differences, ours = [], []
    for window in ["keyframesThenHeld", "keyframesOnly"]:
        chosen = [r for r in rows if r["window"] == window]
        fitted, seconds = springfit_fits(chosen, window, repeats)
        ours.append((seconds, len(chosen)))
        for row, rms in zip(chosen, fitted):
            reference = float(row["rmsError"])
            differences.append(((rms - reference) / reference, row["label"], window))
    start = time.perf_counter()
    for row in rows:
        values = numbers(row["values"])
        t, y = data(float(row["duration"]), numbers(row["keyTimes"]), values, row["window"])
        scale = max(values) - min(values)
        fit(t, y, values[0], values[-1], float(row["duration"]), scale,
            np.random.default_rng(2026))
    theirs = (time.perf_counter() - start) / len(rows)
    per_fit = sum(s * n for s, n in ours) / sum(n for _, n in ours)
    worst = max(differences)
    median = sorted(d for d, _, _ in differences)[len(differences) // 2]
    better = sum(1 for d, _, _ in differences if d < -1e-9)
    print(f"wiggle set: {len(rows)} fits; springfit's rmsError relative to scipy's 30 starts: "
          f"worst {worst[0]:+.2e} ({worst[1]}, {worst[2]}), median {median:+.2e}, "
          f"lower on {better}")
    print(f"springfit fit --batch: {per_fit * 1e3:.3f} ms per fit ({os.cpu_count()} cores, "
          f"each set {repeats} times)")
    print(f"scipy least_squares, 30 starts: {theirs * 1e3:.1f} ms per fit")
    print(f"ratio: {theirs / per_fit:.0f}x")


if __name__ == "__main__":
    main()
