"""The CSS export of `springfit fling --format css`: a fling's whole composed motion (decay,
hand-off, spring) as one @keyframes rule, played by Chromium.

Each fling is exported with the template `--v: {value}` (a registered `<number>`, read back
as a double) at several tolerances, paused at >= 1,000 uniform times to 110 % of the duration
and 8 times in every segment, and compared with `fling_reference.FlingReference`, built from
the phases of the JSON report.
"""

import re
import subprocess

import css_cases
from fling_reference import FlingReference, report

FLINGS = [
    ["--from", "900", "--velocity", "3000", "--bounds", "0,1200"],
    ["--from", "320", "--velocity", "-900", "--snap", "0,300,700", "--spring", "preset:bouncy"],
    ["--velocity", "1000"],
    ["--from", "50", "--velocity", "2000", "--decay", "compose", "--bounds", "0,400"],
]
TOLERANCES = ["1", "0.1", "0.01"]


class FlingCase(css_cases.Case):
    """One fling export, played as its @keyframes rule."""

    def __init__(self, arguments, tolerance, css, class_name, duration_ms, stop_times_ms,
                 reference):
        super().__init__(reference, tolerance, "fling @keyframes (--v)", css, "--v", False,
                         class_name, duration_ms, stop_times_ms)
        self.arguments = arguments

    @property
    def name(self):
        return f"{self.kind} ({' '.join(self.arguments)}), tolerance {self.tolerance}"

    def spec(self):
        spec = super().spec()
        spec["from"], spec["to"] = self.spring.start, self.spring.target
        return spec


def all_cases(springfit):
    cases = []
    for arguments in FLINGS:
        data = report(springfit, arguments)
        for tolerance in TOLERANCES:
            command = [springfit, "fling", *arguments, "--format", "css", "--tolerance",
                       tolerance, "--property=--v: {value}"]
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                raise css_cases.ExportFormatError(
                    f"{' '.join(command)} exited with {run.returncode}: {run.stderr.strip()}")
            match = re.search(r"animation: fling ([0-9.]+)ms linear both;", run.stdout)
            if not match:
                raise css_cases.ExportFormatError("no 'animation: fling <ms> linear both;'")
            duration = float(match.group(1))
            selectors = [float(p) for p in
                         re.findall(r"^  ([0-9.]+)% \{", run.stdout, re.MULTILINE)]
            tag = f"f{len(cases)}"
            css = css_cases.replace_once(run.stdout, "@keyframes fling {",
                                         f"@keyframes {tag} {{", "fling rule")
            css = css_cases.replace_once(css, ".fling {", f".{tag} {{", "fling rule")
            css = css_cases.replace_once(css, "animation: fling ", f"animation: {tag} ",
                                         "fling rule")
            reference = FlingReference(data, duration / 1000)
            cases.append(FlingCase(arguments, tolerance, css, tag, duration,
                                   [duration * p / 100 for p in selectors], reference))
    return cases
