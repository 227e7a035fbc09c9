"""Runs the Jupyter kernel over the workload of cmd/prepl/testdata/pgo,
for scripts/record-pgo.sh: a kernel built with the cpuprofile tag writes
its CPU profile to PROFILE when it shuts down.

usage: scripts/pgo-kernel.py KERNEL PROFILE PROGRAM...

KERNEL is the jupyter-kernel binary. One kernel (with the built-in facts
of debian-12) evaluates each PROGRAM as a cell after `:reset`, shows the
catalog as JSON after a program whose `# args:` line asks for it, and
between programs answers small requests as a notebook makes them: short
cells whose values are shown as text and HTML, completion and inspection.
A program whose `# args:` line names an environment is left out: the
kernel has one environment for its life. Needs jupyter_client (Debian:
apt-get install jupyter-client).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from jupyter_client.manager import start_new_kernel

SMALL_CELLS = [
    "1 + 1",
    "$words = ['alpha', 'beta', 'gamma'].map |$w| { $w.capitalize }",
    "$counts = $words.reduce({}) |$m, $w| { $m + { $w => $w.length } }",
    "$counts.filter |$k, $v| { $v > 4 }",
    "String($counts, '%h')",
    "[1, 2.5, 'x', undef, { 'k' => [true] }]",
    ":type $counts",
    "notice(\"${words.join(', ')}\")",
    "Integer[1, 20].map |$i| { $i * $i }",
]


def run(kc, code):
    reply = kc.execute_interactive(code, timeout=600, output_hook=lambda msg: None)
    if reply["content"]["status"] != "ok":
        sys.exit("pgo-kernel: the cell failed: %s\n%s" % (code[:200], json.dumps(reply["content"])[:2000]))


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    kernel, profile, programs = sys.argv[1], sys.argv[2], sys.argv[3:]
    home = tempfile.mkdtemp(prefix="pgo-kernel-")
    try:
        spec = os.path.join(home, "kernels", "prepl-pgo")
        os.makedirs(spec)
        with open(os.path.join(spec, "kernel.json"), "w") as f:
            json.dump({"argv": [kernel, "-f", "{connection_file}", "--os", "debian-12"],
                       "display_name": "prepl (profile)", "language": "puppet",
                       "env": {"PREPL_CPUPROFILE": profile}}, f)
        os.environ["JUPYTER_PATH"] = home
        # The kernel's stderr holds only pprof's warning about its rate.
        km, kc = start_new_kernel(kernel_name="prepl-pgo", stderr=subprocess.DEVNULL)
        try:
            for program in programs:
                with open(program) as f:
                    code = f.read()
                args = code.split("\n", 1)[0]
                if "--environment" in args:
                    continue
                run(kc, ":reset")
                run(kc, code)
                if "--catalog json" in args:
                    run(kc, ":catalog json")
                for cell in SMALL_CELLS:
                    run(kc, cell)
                    kc.complete("$cou", 4, reply=True, timeout=60)
                    kc.inspect("reduce", 3, reply=True, timeout=60)
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=False)
    finally:
        shutil.rmtree(home)
    if not os.path.exists(profile):
        sys.exit("pgo-kernel: the kernel wrote no profile to " + profile)


if __name__ == "__main__":
    main()
