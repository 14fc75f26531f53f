#!/usr/bin/env python3
"""Measures the springfit CLI the way issue 34 ("A house a newcomer can live in") counts it.

Prints three figures, each beside the one recorded before the issue's work began
(Scripts/cli-size-baseline.json, or the file --baseline names):

- option-reading lines: the code lines (see below) inside every function in Sources/springfit
  that reads scanned options by hand: a function whose signature names `ScannedArguments`
  or that is a `parse(_:)` of a command (`func parse(`), and any other line that names
  `scanned` (a hand-written closure in a `bindings` table). Declarations (an option's
  `OptionSpec`, its binding line such as `.number(endOption, \\.end)`) are not reading code.
- CLI code lines: the code lines of Sources/springfit.
- longest help page: the line count of the longest golden help page in
  Tests/SpringfitTests/Snapshots (`*-help.txt`, and `springfit-help-*.txt` for topics).

A code line is a line that is not blank, not a comment (`//`, `///`, or inside `/* */`) and
not help text: a line that holds only string literals, joined by `+ , ( ) [ ]`, with at most
one leading label such as `help:` (the issue's definition). Lines of a multi-line string
literal (`\"\"\"`) are help text too.

Usage: Scripts/cli-size.py [--baseline FILE] [--record FILE]
"""

import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "springfit"
SNAPSHOTS = ROOT / "Tests" / "SpringfitTests" / "Snapshots"

LABEL = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*:\s*")
JOINERS = set("+,()[] \t")


def strip_literals(line):
    """The line with every complete string literal removed, or None if a literal is open."""
    out = []
    i = 0
    while i < len(line):
        ch = line[i]
        if ch == '"':
            i += 1
            depth = 0  # parentheses of an interpolation \( ... )
            while i < len(line):
                c = line[i]
                if c == "\\" and i + 1 < len(line):
                    if line[i + 1] == "(":
                        depth += 1
                        i += 2
                        continue
                    i += 2
                    continue
                if depth > 0:
                    if c == "(":
                        depth += 1
                    elif c == ")":
                        depth -= 1
                    i += 1
                    continue
                if c == '"':
                    break
                i += 1
            else:
                return None
            i += 1
            out.append("\0")  # a literal stood here
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def is_help_text(stripped):
    """Whether a code line holds only string literals (the issue's help text)."""
    rest = LABEL.sub("", stripped, count=1)
    without = strip_literals(rest)
    if without is None or "\0" not in without:
        return False
    return all(c in JOINERS or c == "\0" for c in without)


def code_lines(text):
    """The code lines of a Swift file as (line index, stripped text)."""
    result = []
    in_block = False
    in_multiline = False
    for index, raw in enumerate(text.splitlines()):
        line = raw.strip()
        if in_multiline:
            if '"""' in line:
                in_multiline = False
            continue
        if in_block:
            if "*/" in line:
                in_block = False
            continue
        if not line or line.startswith("//"):
            continue
        if line.startswith("/*"):
            in_block = "*/" not in line
            continue
        if line.count('"""') == 1:
            in_multiline = True
            before = line.split('"""', 1)[0].strip()
            if LABEL.sub("", before, count=1).strip(" \t=(+,") == "":
                continue
            result.append((index, line))
            continue
        if is_help_text(line):
            continue
        result.append((index, line))
    return result


def braces(line):
    """The brace balance of a line, ignoring string literals and a trailing comment."""
    without = strip_literals(line) or line
    without = without.split("//", 1)[0]
    return without.count("{") - without.count("}")


READER = re.compile(r"func\s+parse\s*\(|ScannedArguments")
SCANNED = re.compile(r"\bscanned\b")


def option_reading_lines(text, only_validate=False):
    """Code lines inside functions that read scanned options by hand (with only_validate,
    those inside `validate(_:)`, the rules between options)."""
    lines = code_lines(text)
    count = 0
    i = 0
    while i < len(lines):
        _, line = lines[i]
        if re.search(r"\bfunc\b|\binit\b\s*\(", line):
            # The signature may span lines up to the opening brace.
            signature = line
            j = i
            while "{" not in lines[j][1] and j + 1 < len(lines):
                j += 1
                signature += " " + lines[j][1]
            if READER.search(signature) and "{" in lines[j][1]:
                counts = not only_validate or "func validate(" in signature
                depth = 0
                k = i
                while k < len(lines):
                    depth += braces(lines[k][1])
                    count += 1 if counts else 0
                    if depth <= 0 and k >= j:
                        break
                    k += 1
                i = k + 1
                continue
        # A line elsewhere (a closure in a `bindings` table) that reads the scanned arguments.
        if SCANNED.search(line) and not only_validate:
            count += 1
        i += 1
    return count


def measure():
    files = sorted(SOURCES.rglob("*.swift"))
    code = 0
    reading = 0
    validating = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        code += len(code_lines(text))
        reading += option_reading_lines(text)
        validating += option_reading_lines(text, only_validate=True)
    pages = sorted(SNAPSHOTS.glob("springfit*help*.txt"))
    longest = max(pages, key=lambda p: len(p.read_text(encoding="utf-8").splitlines()))
    return {
        "option-reading lines": reading,
        "of which in validate()": validating,
        "CLI code lines": code,
        "longest help page": len(longest.read_text(encoding="utf-8").splitlines()),
        "longest help page file": longest.name,
    }


TARGETS = {"option-reading lines": 250, "CLI code lines": 2450, "longest help page": 200}


def main(argv):
    default = ROOT / "Scripts" / "cli-size-baseline.json"
    baseline = json.loads(default.read_text()) if default.exists() else None
    record = None
    args = iter(argv)
    for arg in args:
        if arg == "--baseline":
            baseline = json.loads(pathlib.Path(next(args)).read_text())
        elif arg == "--record":
            record = pathlib.Path(next(args))
        else:
            print(__doc__, file=sys.stderr)
            return 64
    figures = measure()
    if record:
        record.write_text(json.dumps(figures, indent=2, sort_keys=True) + "\n")
    for name, target in TARGETS.items():
        now = figures[name]
        before = f"{baseline[name]:>6} -> " if baseline else ""
        mark = "ok" if now <= target else "over"
        print(f"{name:<22} {before}{now:>6}  (target <= {target}: {mark})")
    print(f"{'  of which validate()':<22} {figures['of which in validate()']:>6}")
    print(f"{'longest page':<22} {figures['longest help page file']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
