"""The golden files and Puppet for the Python recorders: the fields of a
table as internal/golden writes (Escape) and reads (ReadTable) them, case
files as it reads and writes them (ReadCases, WriteCases), and how Puppet
is run, from the one setting PUPPET_REF (see
internal/golden/doc.go; golden.ReferenceDriver is the Go side).
Imported by the recorders: `from golden import DRIVER, escape`."""
import os
import re

SCRIPTS = os.path.dirname(os.path.abspath(__file__))

# DRIVER runs Puppet programs, one JSON line each (notices, warnings,
# error): the reference driver PUPPET_REF names, else the conformance
# sample's beside the repository.
DRIVER = ["ruby", os.environ.get("PUPPET_REF") or
          os.path.join(SCRIPTS, "..", "..", "shared", "conformance", "ref", "puppet_ref.rb")]

# PUPPET is Puppet's command line (apply, generate, lookup) on the Puppet
# library of the same ruby.
PUPPET = ["ruby", os.path.join(SCRIPTS, "puppet.rb")]

# CATALOG compiles a manifest, environment or class into Puppet's catalog
# JSON or its messages (see scripts/puppet-catalog.rb), on the same ruby.
CATALOG = ["ruby", os.path.join(SCRIPTS, "puppet-catalog.rb")]

_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
_UNESCAPES = {"n": "\n", "r": "\r", "t": "\t"}


def escape(text):
    """One field of a table: backslash, newline, carriage return and tab as
    \\\\, \\n, \\r and \\t, other control characters as \\xHH."""
    return re.sub(r"[\\\x00-\x1f\x7f]", lambda m: _ESCAPES.get(m.group(0), "\\x%02x" % ord(m.group(0))), text)


def unescape(field):
    """The text of one field of a table (the inverse of escape)."""
    def one(m):
        e = m.group(1)
        return chr(int(e[1:], 16)) if len(e) == 3 else _UNESCAPES.get(e, e)
    return re.sub(r"\\(x[0-9a-fA-F]{2}|.)", one, field, flags=re.S)


def read_cases(path):
    """The cases of a case file, each a dict: name, code, expect (what
    Puppet printed), and for a deliberate difference differs (why) and
    ours (what is printed instead)."""
    cases, part = [], None
    for line in open(path).read().rstrip("\n").split("\n"):
        if line.startswith("=== "):
            cases.append({"name": line[4:], "code": "", "expect": [], "differs": None, "ours": []})
            part = "code"
        elif part == "code" and line == "---":
            part = "expect"
        elif part == "expect" and line.startswith("+++ "):
            cases[-1]["differs"], part = line[4:], "ours"
        elif part == "code":
            cases[-1]["code"] += line + "\n"
        else:
            cases[-1][part].append(line)
    return cases


def write_cases(path, cases):
    """Writes cases in the format read_cases parses."""
    with open(path, "w") as f:
        for c in cases:
            f.write("=== %s\n%s---\n" % (c["name"], c["code"]))
            f.writelines(l + "\n" for l in c["expect"])
            if c["differs"]:
                f.write("+++ %s\n" % c["differs"])
                f.writelines(l + "\n" for l in c["ours"])
