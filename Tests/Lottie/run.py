"""SpringKit's Lottie suite: real Lottie tools read springfit's Lottie exports.

    python3 Tests/Lottie/run.py --springfit .build/release/springfit [--require] [--verbose]

For every case of lottie_cases.py (four springs across the damping regimes, three properties,
tolerances 1e-2, 1e-3 and 1e-4 of the travel, 24 to 120 fps), `springfit keyframes --format
lottie` and the same with `--document` must:

- validate against the Lottie specification's JSON schema (lottie_specs/data/lottie.schema.json,
  draft 2020-12): the property against its definition, the document as a whole;
- keep the form every player plays the same (one easing per keyframe, i/o on all but the last,
  handle x in [0, 1], |y| <= 100, no names, holds or spatial tangents, split position with "s"
  first and the boolean true, st 0);
- played as the specification says (progress over the frame span eased by the cubic Bezier of
  o and i, solved here by bisection), stay within the tolerance of the spring's closed form at
  2,000 fractional frames and both sides of every keyframe, and at every whole frame with
  rlottie's interpolator cache (a keyframe whose handles print to the same 2-decimal key as an
  earlier one's is drawn with that one's curve);
- rendered by rlottie (rlottie-python) at every frame, show the square where the closed form
  puts it, within the tolerance (in pixels) plus one pixel;
- (lottie_fling.py) the same for `springfit fling --format lottie`: whole flings (decay,
  hand-off, spring) as a split position, against the phases of the fling's JSON report;
- evaluated by python-lottie (`lottie`) at every frame and between frames, agree with the
  spring within the tolerance where python-lottie is correct (not for split position: it
  merges x and y; see README.md);
- (lottie_real.py) `springfit lottie bake` by default on the first motions of each real
  export, selected by layer index path: a written file changes one stretch of bytes, stays
  schema-valid and is drawn by rlottie exactly as the original before the motion and after
  it and the spring end; a refusal is exit 65 with one line.

Prints one summary line when every case passes; otherwise every failure and exits 1. A
missing tool is a skip (exit 0, said on stdout) unless --require (CI) makes it a failure.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "Browser"))

import lottie_bake  # noqa: E402
import lottie_cases  # noqa: E402
import lottie_expression  # noqa: E402
import lottie_fling  # noqa: E402
import lottie_real  # noqa: E402


def load_tools():
    """The schema validator, rlottie and python-lottie, or the sentence saying what is
    missing."""
    try:
        import jsonschema
        import lottie_specs
        import lottie  # noqa: F401  (python-lottie)
        import rlottie_python
    except ImportError as error:
        return None, (f"{error.name} is not installed (pip install rlottie-python Pillow "
                      "lottie jsonschema lottie-specs)")
    path = os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")
    if not os.path.exists(path):
        return None, f"lottie-specs has no schema at {path}"
    with open(path) as file:
        schema = json.load(file)
    return dict(jsonschema=jsonschema, schema=schema, rlottie=rlottie_python), None


class Report:
    def __init__(self):
        self.failures = []
        self.passed = 0
        self.worst = {}

    def check(self, kind, case, ok, ratio, message):
        worst = self.worst.get(kind)
        if worst is None or ratio > worst[0]:
            self.worst[kind] = (ratio, case.label())
        if ok:
            self.passed += 1
        else:
            self.failures.append(f"FAIL {kind}: {case.label()}: {message}")


def schema_errors(tools, instance, definition=None):
    """The schema's complaints about `instance`, as the document or as one definition."""
    schema = tools["schema"]
    if definition is not None:
        group, name = definition
        schema = {"$schema": schema["$schema"], "$defs": schema["$defs"],
                  "$ref": f"#/$defs/{group}/{name}"}
    validator = tools["jsonschema"].Draft202012Validator(schema)
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
            for error in validator.iter_errors(instance)]


def check_property(report, case, prop):
    """The form, and the property replayed as the specification plays it."""
    problems = lottie_cases.form_problems(prop, case.lottie_property)
    report.check("form", case, not problems, 0.0, "; ".join(problems))
    keyframes = prop["k"]
    factor = lottie_cases.factor_of(case.lottie_property)
    last = keyframes[-1]["t"]
    frames = [last * 1.1 * i / 2000 for i in range(2001)]
    for keyframe in keyframes:
        frames += [keyframe["t"] - 1e-9, keyframe["t"], keyframe["t"] + 1e-9]
    worst, at = 0.0, 0.0
    for frame in frames:
        if frame < 0:
            continue
        error = abs(lottie_cases.lottie_value(keyframes, frame, factor)
                    - case.expected(frame / case.fps))
        if error > worst:
            worst, at = error, frame
    ratio = worst / case.tolerance
    report.check("replay", case, ratio <= 1 + 1e-9, ratio,
                 f"error {worst:.3g} at frame {at:.4f} ({ratio:.3f} x tolerance)")
    # rlottie's interpolator cache, at the whole frames it draws: finer than its rendering
    # can show (the pixel check allows a pixel), so checked on the numbers here.
    shared = lottie_cases.rlottie_shared(keyframes)
    worst, at = 0.0, 0
    for frame in range(int(math.ceil(last)) + 1):
        error = abs(lottie_cases.lottie_value(shared, frame, factor)
                    - case.expected(frame / case.fps))
        if error > worst:
            worst, at = error, frame
    ratio = worst / case.tolerance
    report.check("rlottie-cache", case, ratio <= 1 + 1e-9, ratio,
                 f"error {worst:.3g} at frame {at} ({ratio:.3f} x tolerance)")
    return len(keyframes)


def check_rlottie(report, tools, case, text, document):
    """Every frame rlottie renders from the file's bytes, against the closed form."""
    animation = tools["rlottie"].LottieAnimation.from_data(text)
    size = lottie_cases.CANVAS
    frames = int(document["op"])
    bound = case.tolerance * lottie_cases.extent_per_unit(case.lottie_property) + 1.0
    worst, message = 0.0, "no frame"
    for frame in range(frames):
        pixels = animation.lottie_animation_render(frame_num=frame, width=size, height=size)
        measured = lottie_cases.measured_extent(pixels, case.lottie_property)
        expected = lottie_cases.expected_extent(case.expected(frame / case.fps),
                                                case.lottie_property)
        error = abs(measured - expected)
        if not error <= worst:
            worst = error
            message = (f"frame {frame}: {measured:.3f} px, expected {expected:.3f} px "
                       f"(bound {bound:.3f} px)")
    ratio = worst / bound
    report.check("rlottie", case, ratio <= 1, ratio, message)


def check_python_lottie(report, case, document):
    """python-lottie's evaluation of the property at every frame and between frames."""
    from lottie.objects import Animation

    animation = Animation.load(document)
    transform = animation.layers[0].transform
    frames = [f / 4 for f in range(4 * int(document["op"]))]
    worst, message = 0.0, "no frame"
    for frame in frames:
        if case.lottie_property == "scale":
            value = transform.scale.get_value(frame)[0] / 100
        elif case.lottie_property == "rotation":
            value = transform.rotation.get_value(frame)
        else:
            value = transform.position.get_value(frame)[0]
        error = abs(value - case.expected(frame / case.fps))
        if not error <= worst:
            worst = error
            message = f"frame {frame}: {value!r}, error {error:.3g}"
    ratio = worst / case.tolerance
    report.check("python-lottie", case, ratio <= 1 + 1e-9, ratio, message)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--springfit", required=True, help="the springfit executable")
    parser.add_argument("--require", action="store_true",
                        help="fail instead of skipping when a tool is missing")
    parser.add_argument("--verbose", action="store_true", help="print every case")
    arguments = parser.parse_args()
    start = time.monotonic()
    tools, missing = load_tools()
    if tools is None:
        if arguments.require:
            print(f"lottie tests: FAILED: {missing}", file=sys.stderr)
            return 1
        print(f"lottie tests: skipped: {missing}")
        return 0
    report = Report()
    try:
        import mpmath  # noqa: F401
        for _, spring in lottie_cases.SPRINGS:
            spring.check_against_mpmath(3.0)
    except ImportError:
        pass  # the browser suite proves the reference; mpmath is its prerequisite
    counts = []
    try:
        flings = lottie_fling.all_cases(arguments.springfit)
    except (OSError, ValueError, subprocess.CalledProcessError) as error:
        report.failures.append(f"FAIL fling report: {error}")
        flings = []
    for case in lottie_cases.all_cases() + flings:
        try:
            _, prop = case.export(arguments.springfit, document=False)
            text, document = case.export(arguments.springfit, document=True)
        except (RuntimeError, ValueError) as error:
            report.failures.append(f"FAIL export: {case.label()}: {error}")
            continue
        definition = ("properties", "vector-property" if case.lottie_property == "scale"
                      else "scalar-property")
        errors = schema_errors(tools, prop, definition)
        report.check("schema", case, not errors, 0.0, "; ".join(errors[:3]))
        errors = schema_errors(tools, document)
        report.check("schema", case, not errors, 0.0, "document: " + "; ".join(errors[:3]))
        same = lottie_cases.animated_property(document, case.lottie_property) == prop
        layer = document["layers"][0]
        position = layer["ks"]["p"]
        split_first = case.lottie_property != "position" or (
            list(position)[0] == "s" and position["s"] is True)
        report.check("form", case, same and layer.get("st") == 0 and split_first, 0.0,
                     "the document's property differs from the property export, st is not "
                     "0, or split position does not start with s: true")
        counts.append(check_property(report, case, prop))
        check_rlottie(report, tools, case, text, document)
        if case.lottie_property != "position":
            check_python_lottie(report, case, document)
        if arguments.verbose:
            print(f"{case.label()}: {counts[-1]} keyframes")
    # springfit lottie bake on the reference files (lottie_bake.py).
    tools["schema_errors"] = lambda instance: schema_errors(tools, instance)
    bakes = 0
    for case in lottie_bake.all_cases(arguments.springfit):
        try:
            count = lottie_bake.check(report, tools, arguments.springfit, case)
        except (RuntimeError, ValueError, KeyError, StopIteration) as error:
            report.failures.append(f"FAIL bake: {case.label()}: {error!r}")
            continue
        bakes += 1
        if arguments.verbose:
            print(f"{case.label()}: {count} keyframes")
    # springfit lottie bake by default on the real exports (lottie_real.py).
    real_bakes = 0
    try:
        real_cases = lottie_real.all_cases(arguments.springfit)
    except (OSError, ValueError, RuntimeError) as error:
        report.failures.append(f"FAIL real bake listing: {error}")
        real_cases = []
    for case in real_cases:
        try:
            real_bakes += lottie_real.check(report, tools, arguments.springfit, case)
        except (RuntimeError, ValueError, KeyError) as error:
            report.failures.append(f"FAIL real bake: {case.label()}: {error!r}")
        if arguments.verbose:
            print(case.label())
    # springfit lottie bake --expression on a real file (lottie_expression.py).
    lottie_expression.check(report, tools, arguments.springfit)
    elapsed = time.monotonic() - start
    ratios = "; ".join(f"{kind} {ratio:.3f}" for kind, (ratio, _) in report.worst.items()
                       if ratio > 0)
    summary = (f"lottie tests: {report.passed} passed, {len(report.failures)} failed in "
               f"{elapsed:.1f} s ({len(counts)} exports, {sum(counts)} keyframes, {bakes} "
               f"bakes, {real_bakes} of {len(real_cases)} real-file bakes written); worst "
               f"error / bound: {ratios}")
    if report.failures:
        for failure in report.failures:
            print(failure, file=sys.stderr)
        for kind, (ratio, label) in report.worst.items():
            print(f"  worst {kind}: {ratio:.3f} ({label})", file=sys.stderr)
        print(summary, file=sys.stderr)
        return 1
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
