#!/usr/bin/env python3
"""Renders the ERB templates of real modules with Puppet and with prepl and
reports where the two differ.

usage: scripts/compare-erb.py PREPL_DRIVER MODULEPATH MODULE...

For each templates/**/*.erb of each MODULE (found on MODULEPATH) it writes
a program that sets every instance variable the template reads (a name
ending in "s" to an array of two strings, "port" to an integer, others to
a string, then again all to true, then all undef) in a class and renders
the template with template(); the program runs under `puppet apply
--modulepath MODULEPATH` and under PREPL_DRIVER (a command that takes the
module path and the program file and prints notices, then "!error: MSG"),
and the outputs are compared after the same clean-up as
lang/rubybridge/testdata/record.py does. The modules stay outside the
repository. Puppet is run as the recorders run it (internal/golden/doc.go).
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lang", "rubybridge", "testdata"))
from record import messages, core_message  # noqa: E402
from golden import PUPPET  # noqa: E402


def puppet(modulepath, program):
    run = subprocess.run([*PUPPET, "apply", "--color=false", "--modulepath", modulepath, program],
                         capture_output=True, text=True)
    lines = []
    for level, msg in messages(run.stdout):
        if level == "Notice" and not re.match(r"(Compiled|Applied) catalog", msg):
            lines.append(re.sub(r"^Scope\([^)]*\): ", "", msg))
    errors = [m for lvl, m in messages(run.stderr) if lvl == "Error" and not m.startswith(("Facter", "/Stage["))]
    if errors:
        lines.append("!error: " + core_message(errors[0]))
    return "\n".join(lines).rstrip()


def prepl(driver, modulepath, program):
    run = subprocess.run([driver, modulepath, program], capture_output=True, text=True)
    out = run.stdout[:-1] if run.stdout.endswith("\n") else run.stdout
    return re.sub(r" \(file: [^)]*\)$| \(line: \d+, column: \d+\)$", "", out).rstrip()


def value(name, variant):
    if variant == "true":
        return "true"
    if variant == "undef":
        return "undef"
    if name.endswith("port"):
        return "8080"
    if name.endswith("s"):
        return "['one', 'two']"
    return "'val'"


def main(argv):
    driver, modulepath, modules = argv[0], argv[1], argv[2:]
    same = differ = 0
    for mod in modules:
        root = [d for d in (os.path.join(p, mod) for p in modulepath.split(":")) if os.path.isdir(d)][0]
        for tpl in sorted(glob.glob(os.path.join(root, "templates", "**", "*.erb"), recursive=True)):
            rel = os.path.relpath(tpl, os.path.join(root, "templates"))
            names = sorted(set(re.findall(r"@([a-z_][a-z0-9_]*)", open(tpl, errors="replace").read())))
            for variant in ("string", "true", "undef"):
                body = "".join("  $%s = %s\n" % (n, value(n, variant)) for n in names if n not in ("title", "name", "module_name"))
                src = "class erb_compare {\n%s  notice(template('%s/%s'))\n}\ninclude erb_compare\n" % (body, mod, rel)
                with tempfile.NamedTemporaryFile("w", suffix=".pp", delete=False) as f:
                    f.write(src)
                a, b = puppet(modulepath, f.name), prepl(driver, modulepath, f.name)
                os.unlink(f.name)
                a = a.replace(f.name, "<program>")
                b = b.replace(f.name, "<program>")
                if a == b:
                    same += 1
                else:
                    differ += 1
                    print("DIFFERS %s/%s (%s)\n--- puppet\n%s\n--- prepl\n%s\n" % (mod, rel, variant, a[:1500], b[:1500]))
    print("same: %d, differ: %d" % (same, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
