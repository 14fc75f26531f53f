"""`springfit lottie bake` by default on the real exports (Tests/ReferenceData/lottie/real),
read back by real Lottie tools (issue 36, items 6 and 8).

For the first motions `springfit fit --format json` lists in every real file (each selected by
its layer index path, as a designer would after reading the listing), the default bake
(SwiftUI's .smooth, until rest) must either

- write a file that keeps every byte outside one stretch of the property's keyframes, is
  valid against the Lottie schema when the original is, and that rlottie draws exactly as
  the original (every pixel) at the frames before the motion starts and from the frame where
  both the original motion and the baked spring have ended: the spring lands on the
  designed end value, and the property goes on as designed; or
- refuse with exit 65 and one line that says why and what to do next (never a usage error:
  the listing's own selection is always valid).
"""

import json
import math
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = os.path.join(HERE, "..", "ReferenceData", "lottie", "real")
# Motions baked per file: the first ones listed (a file of 786 motions is read, not all baked).
MOTIONS_PER_FILE = 4
# Frames compared on each side of the motion.
FRAMES_PER_SIDE = 6


class RealBakeCase:
    """One default bake of one listed motion of a real file."""

    def __init__(self, file, motion):
        self.file = file
        self.layer = motion["layerIndexPath"]
        self.prop = motion["property"]
        self.number = int(motion["motion"])
        self.start = motion["startFrame"]
        self.end = motion["endFrame"]

    def label(self):
        return f"real bake {self.file} [{self.layer}] {self.prop} motion {self.number}"

    def arguments(self, output):
        return ["lottie", "bake", os.path.join(REAL, self.file), "--layer", self.layer,
                "--property", self.prop, "--motion", str(self.number), "--output", output]


def listed_motions(springfit, path, layer=None, prop=None):
    """The motions `springfit fit --format json` lists for a file (or one property)."""
    arguments = [springfit, "fit", path, "--format", "json"]
    if layer is not None:
        arguments += ["--layer", layer, "--property", prop]
    result = subprocess.run(arguments, capture_output=True, text=True)
    if result.returncode not in (0, 65):
        raise RuntimeError(f"fit exited {result.returncode}: {result.stderr.strip()}")
    if not result.stdout.strip():
        return []
    return json.loads(result.stdout).get("motions", [])


def all_cases(springfit):
    cases = []
    for name in sorted(n for n in os.listdir(REAL) if n.endswith(".json")):
        for motion in listed_motions(springfit, os.path.join(REAL, name))[:MOTIONS_PER_FILE]:
            cases.append(RealBakeCase(name, motion))
    return cases


def check(report, tools, springfit, case):
    """Bakes one case and checks it; returns whether a file was written."""
    path = os.path.join(REAL, case.file)
    with open(path, "rb") as file:
        original_bytes = file.read()
    with tempfile.TemporaryDirectory() as directory:
        output = os.path.join(directory, "baked.json")
        result = subprocess.run([springfit] + case.arguments(output), capture_output=True,
                                text=True)
        if result.returncode != 0:
            lines = result.stderr.strip().splitlines()
            report.check("real-bake-refusal", case,
                         result.returncode == 65 and len(lines) == 1
                         and lines[0].startswith("Error: "), 0.0,
                         f"exit {result.returncode}: {result.stderr.strip()[:300]}")
            return False
        with open(output, "rb") as file:
            baked_bytes = file.read()
        baked_motions = listed_motions(springfit, output, case.layer, case.prop)
    original = json.loads(original_bytes)
    baked = json.loads(baked_bytes)
    # Only one stretch of bytes differs, and it holds the new keyframes.
    prefix = 0
    while prefix < min(len(original_bytes), len(baked_bytes)) and \
            original_bytes[prefix] == baked_bytes[prefix]:
        prefix += 1
    suffix = 0
    while (suffix < min(len(original_bytes), len(baked_bytes)) - prefix
           and original_bytes[-1 - suffix] == baked_bytes[-1 - suffix]):
        suffix += 1
    changed = baked_bytes[prefix:len(baked_bytes) - suffix]
    report.check("real-bake-bytes", case, prefix > 0 and changed.count(b'"t"') >= 1, 0.0,
                 f"prefix {prefix}, suffix {suffix}")
    if not tools["schema_errors"](original):
        errors = tools["schema_errors"](baked)
        report.check("real-bake-schema", case, not errors, 0.0, "; ".join(errors[:3]))
    # Where the spring ends: the baked property's motion that starts where the original did.
    spring_end = next((m["endFrame"] for m in baked_motions
                       if abs(m["startFrame"] - case.start) < 1e-6), None)
    if spring_end is None:
        report.check("real-bake-render", case, False, 0.0,
                     "the baked motion is not listed at the original start frame")
        return True
    first, last = math.floor(original.get("ip", 0)), math.ceil(original["op"]) - 1
    before = [f for f in range(math.ceil(case.start) - FRAMES_PER_SIDE, math.ceil(case.start))
              if first <= f <= last]
    after_start = math.ceil(max(case.end, spring_end))
    after = [f for f in range(after_start, after_start + FRAMES_PER_SIDE) if first <= f <= last]
    width, height = int(original["w"]), int(original["h"])
    ours = tools["rlottie"].LottieAnimation.from_data(baked_bytes.decode())
    theirs = tools["rlottie"].LottieAnimation.from_data(original_bytes.decode())
    differing = [frame for frame in before + after
                 if ours.lottie_animation_render(frame_num=frame, width=width, height=height)
                 != theirs.lottie_animation_render(frame_num=frame, width=width,
                                                    height=height)]
    report.check("real-bake-render", case, not differing, 0.0,
                 f"frames drawn unlike the original: {differing[:8]} (motion "
                 f"{case.start:g}-{case.end:g}, spring to {spring_end:g})")
    return True
