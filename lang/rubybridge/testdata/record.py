#!/usr/bin/env python3
"""Records what Puppet 7 prints for the programs in programs/, as golden files.

usage: lang/rubybridge/testdata/record.py [--force] [programs/NAME.pp ...]

Each program runs with `puppet apply --strict_variables` and the module path
env/modules (the fixture modules: ERB templates, Ruby functions of both
APIs, Ruby resource types). NAME.out gets the notice messages (a message
may span lines), then, when compiling the program fails, a last line
"!error: MESSAGE" with Puppet's message stripped of its position and
wrapper prefixes (errors of the apply phase, which prepl does not have,
are left out). This directory's path is written as <testdata>. Existing .out files are kept unless
--force is given.

It also writes generated/NAME.pp for each Ruby resource type of the
fixture modules: what `puppet generate types` makes of it, which the tests
read the type files against. Needs Puppet 7 (Debian: apt-get install
puppet).
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
from golden import PUPPET  # noqa: E402
LEVELS = ("Notice: ", "Warning: ", "Error: ", "Info: ", "Debug: ")


def messages(text):
    """Splits Puppet's log output into (level, message) pairs."""
    out = []
    for line in text.splitlines():
        if line.startswith(LEVELS):
            level, msg = line.split(": ", 1)
            out.append([level, msg])
        elif out:
            out[-1][1] += "\n" + line
    return out


def core_message(msg):
    msg = re.sub(r"^Evaluation Error: ", "", msg)
    msg = re.sub(r"^Error while evaluating a [^,]+, ", "", msg)
    msg = re.sub(r" \((file: [^)]*|line: [^)]*)\)( on node \S+)?$", "", msg, flags=re.S)
    msg = re.sub(r" on node \S+$", "", msg)
    msg = re.sub(r" \(file: [^)]*, line: \d+\)", "", msg)
    # A resource's validation error ends with the resource, which prepl
    # reports as the error's subject rather than in its message.
    msg = re.sub(r" on [A-Z][\w:]*\[[^\]]*\]$", "", msg)
    return msg.strip()


def record(program):
    run = subprocess.run(
        [*PUPPET, "apply", "--color=false", "--strict_variables",
         "--modulepath", os.path.join(HERE, "env", "modules"), program],
        capture_output=True, text=True, cwd=HERE)
    lines = []
    for level, msg in messages(run.stdout):
        if level != "Notice" or re.match(r"(Compiled|Applied) catalog", msg):
            continue
        msg = re.sub(r"^Scope\([^)]*\): ", "", msg)
        lines.append(msg)
    errors = [m for lvl, m in messages(run.stderr)
              if lvl == "Error" and not m.startswith(("Facter", "/Stage["))]
    if errors:
        lines.append("!error: " + core_message(errors[0]))
    with open(program[:-3] + ".out", "w") as f:
        f.write(("\n".join(lines) + "\n").replace(HERE, "<testdata>"))
    print("recorded", program)


def record_types():
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copytree(os.path.join(HERE, "env"), os.path.join(tmp, "env"))
        subprocess.run([*PUPPET, "generate", "types", "--environmentpath", tmp, "--environment", "env"],
                       capture_output=True, check=True)
        out = os.path.join(HERE, "generated")
        os.makedirs(out, exist_ok=True)
        for f in glob.glob(os.path.join(tmp, "env", ".resource_types", "*.pp")):
            with open(f) as src, open(os.path.join(out, os.path.basename(f)), "w") as dst:
                # The first line is a time stamp.
                dst.write("".join(l for l in src if not l.startswith("# This file was automatically generated on")))
            print("recorded", os.path.basename(f))


def main(argv):
    record_types()
    force = "--force" in argv
    files = [a for a in argv if a != "--force"] or sorted(glob.glob(os.path.join(HERE, "programs", "*.pp")))
    for f in files:
        if force or not os.path.exists(f[:-3] + ".out"):
            record(os.path.abspath(f))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
